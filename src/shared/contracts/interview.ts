import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { INTERVIEW_CATEGORIES, INTERVIEW_DIFFICULTIES, INTERVIEW_ORDERS, QUESTION_NOT_FOUND } from '../interview';
import { csrfHeaders, errorAnswers, jsonAnswer, jsonBody } from './common';

/** GET /api/interview/questions: one category, optionally the unsolved first. */
export const interviewQuestionsQuerySchema = z.object({
  category: z.enum(INTERVIEW_CATEGORIES, { error: `Category must be one of ${INTERVIEW_CATEGORIES.join(', ')}` }),
  order: z.enum(INTERVIEW_ORDERS, { error: "Order must be 'default' or 'unsolved'" }).default('default'),
});

export const attemptSchema = z.object({
  answer: z
    .string({ error: 'Please provide an answer before submitting.' })
    .trim()
    .min(1, 'Please provide an answer before submitting.')
    .max(2000, 'Answers must be at most 2000 characters'),
});

/** What the practice API lists: the question without its answer or solution (those come after an attempt). */
export const practiceQuestionSchema = z.object({
  slug: z.string(),
  category: z.enum(INTERVIEW_CATEGORIES),
  difficulty: z.enum(INTERVIEW_DIFFICULTIES),
  question: z.string(),
  /** True when the question has a definite answer that is graded. */
  graded: z.boolean(),
  /** What form and precision of answer is expected ("Round to 3 decimal places."); null for open questions. */
  answerFormat: z.string().nullable(),
  /** This user's history with the question. */
  status: z.enum(['solved', 'attempted', 'new']),
});
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

export const attemptResultSchema = z.object({
  /** null for open questions, which are not graded. */
  correct: z.boolean().nullable(),
  solution: z.string(),
  /** The expected answer as text, for graded questions. */
  expected: z.string().nullable(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

export const categoryProgressSchema = z.object({
  category: z.enum(INTERVIEW_CATEGORIES),
  solved: z.number().int(),
  attempted: z.number().int(),
  total: z.number().int(),
});
export type CategoryProgress = z.infer<typeof categoryProgressSchema>;

export const listPracticeQuestionsRoute = createRoute({
  method: 'get',
  path: '/api/interview/questions',
  summary: 'The practice questions of one category, with my history on each',
  request: { query: interviewQuestionsQuerySchema },
  responses: {
    200: jsonAnswer(z.object({ questions: z.array(practiceQuestionSchema) }), 'The questions.'),
    ...errorAnswers(400, 401),
  },
});

export const submitAttemptRoute = createRoute({
  method: 'post',
  path: '/api/interview/questions/{slug}/attempts',
  summary: 'Grade an answer to one question',
  request: {
    headers: csrfHeaders,
    params: z.object({
      slug: z
        .string()
        .regex(/^[a-z0-9-]{3,100}$/, QUESTION_NOT_FOUND)
        .meta({ description: "The question's kebab-case id." }),
    }),
    body: jsonBody(attemptSchema),
  },
  responses: {
    200: jsonAnswer(attemptResultSchema, 'The grade and the solution.'),
    ...errorAnswers(400, 401, 403, 404, 413),
  },
});

export const getInterviewProgressRoute = createRoute({
  method: 'get',
  path: '/api/interview/progress',
  summary: 'My progress per category',
  responses: {
    200: jsonAnswer(z.object({ categories: z.array(categoryProgressSchema) }), 'The progress.'),
    ...errorAnswers(401),
  },
});
