import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireCsrf } from '../../platform/csrf';
import { parseJson, parseParams, parseQuery } from '../../platform/validate';
import { requireUser, type SessionReader } from '../../platform/session';
import { getProgress, listPracticeQuestions, submitAttempt } from './service';
import { answer, contract } from '../../platform/contract';
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
      return answer(c, listPracticeQuestionsRoute, {
        questions: await listPracticeQuestions(c.var.db, c.var.user.id, category, order),
      });
    })
    .post(
      '/questions/:slug/attempts',
      contract(submitAttemptRoute),
      requireCsrf(options.secret),
      signedIn,
      async (c) => {
        const attempt = await parseJson(c, submitAttemptRoute);
        const { slug } = parseParams(c, submitAttemptRoute);
        return answer(c, submitAttemptRoute, await submitAttempt(c.var.db, c.var.user.id, slug, attempt.answer));
      },
    )
    .get('/progress', contract(getInterviewProgressRoute), signedIn, async (c) =>
      answer(c, getInterviewProgressRoute, { categories: await getProgress(c.var.db, c.var.user.id) }),
    );
}
