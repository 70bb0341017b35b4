import { Hono } from 'hono';
import { z } from 'zod';
import { INTERVIEW_CATEGORIES, INTERVIEW_ORDERS } from '../../../shared/interview';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../platform/app-error';
import { requireCsrf } from '../../platform/csrf';
import { parseJson, parseQuery } from '../../platform/validate';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { getProgress, listPracticeQuestions, submitAttempt } from './service';

const listQuerySchema = z.object({
  category: z.enum(INTERVIEW_CATEGORIES, { error: `Category must be one of ${INTERVIEW_CATEGORIES.join(', ')}` }),
  order: z.enum(INTERVIEW_ORDERS, { error: "Order must be 'default' or 'unsolved'" }).default('default'),
});

const attemptSchema = z.object({
  answer: z
    .string({ error: 'Please provide an answer before submitting.' })
    .trim()
    .min(1, 'Please provide an answer before submitting.')
    .max(2000, 'Answers must be at most 2000 characters'),
});

const SLUG = /^[a-z0-9-]{3,100}$/;

/** Interview practice for the signed-in user: questions, graded attempts, progress. */
export function interviewRoutes(options: { auth: Auth; secret: string }) {
  const signedIn = requireUser(options.auth);
  return new Hono<AppEnv>()
    .get('/questions', signedIn, async (c) => {
      const { category, order } = parseQuery(c, listQuerySchema);
      return c.json({ questions: await listPracticeQuestions(c.var.db, c.var.user!.id, category, order) });
    })
    .post('/questions/:slug/attempts', requireCsrf(options.secret), signedIn, async (c) => {
      const slug = c.req.param('slug');
      const { answer } = await parseJson(c, attemptSchema);
      if (!SLUG.test(slug)) throw new AppError('NOT_FOUND', 'No such question.');
      return c.json(await submitAttempt(c.var.db, c.var.user!.id, slug, answer));
    })
    .get('/progress', signedIn, async (c) => c.json({ categories: await getProgress(c.var.db, c.var.user!.id) }));
}
