import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireCsrf } from '../../platform/csrf';
import { parseJson, parseParams, parseQuery } from '../../platform/validate';
import { requireUser, type SessionReader } from '../../platform/session';
import { getProgress, listPracticeQuestions, submitAttempt } from './service';
import { contract } from '../../platform/contract';
import {
  getInterviewProgressRoute,
  listPracticeQuestionsRoute,
  submitAttemptRoute,
} from '../../../shared/contracts/interview';

/** Interview practice for the signed-in user: questions, graded attempts, progress. */
export function interviewRoutes(options: { auth: SessionReader; secret: string }) {
  const signedIn = requireUser(options.auth);
  return new Hono<AppEnv>()
    .get('/questions', contract(listPracticeQuestionsRoute), signedIn, async (c) => {
      const { category, order } = parseQuery(c, listPracticeQuestionsRoute);
      return c.json({ questions: await listPracticeQuestions(c.var.db, c.var.user.id, category, order) });
    })
    .post(
      '/questions/:slug/attempts',
      contract(submitAttemptRoute),
      requireCsrf(options.secret),
      signedIn,
      async (c) => {
        const { answer } = await parseJson(c, submitAttemptRoute);
        const { slug } = parseParams(c, submitAttemptRoute);
        return c.json(await submitAttempt(c.var.db, c.var.user.id, slug, answer));
      },
    )
    .get('/progress', contract(getInterviewProgressRoute), signedIn, async (c) =>
      c.json({ categories: await getProgress(c.var.db, c.var.user.id) }),
    );
}
