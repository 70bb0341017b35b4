import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  AUDIENCE_MESSAGES,
  inboxFilterSchema,
  inboxQuerySchema,
  mailTokenSchema,
  subscriberFilterSchema,
  subscriberQuerySchema,
  UNSUBSCRIBE_TOPICS,
} from '../audience';
import { csrfHeaders, errorAnswers, idParam, jsonAnswer, jsonBody } from './common';

export const inboxSubmissionSchema = z.object({
  id: z.string(),
  formType: z.enum(['waitlist', 'general']),
  name: z.string().nullable(),
  email: z.string(),
  company: z.string().nullable(),
  role: z.string().nullable(),
  message: z.string().nullable(),
  newsletterSignup: z.boolean(),
  createdAt: z.string(),
  /** Null while it waits; who marked it handled and when. */
  handled: z.object({ at: z.string(), by: z.object({ name: z.string(), email: z.string() }).nullable() }).nullable(),
});
export type InboxSubmission = z.infer<typeof inboxSubmissionSchema>;

const pagedSchema = { page: z.number().int(), pageSize: z.number().int(), total: z.number().int() };

export const inboxPageSchema = z.object({ items: z.array(inboxSubmissionSchema), ...pagedSchema });
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(['confirmed', 'pending', 'unsubscribed']),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscriberPageSchema = z.object({ items: z.array(subscriberSchema), ...pagedSchema });
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

const csvAnswer = {
  description: 'The CSV file, as an attachment; cells that a spreadsheet would run as a formula are neutralised.',
  content: { 'text/csv': { schema: z.string() } },
};
const submissionParams = z.object({ id: idParam(AUDIENCE_MESSAGES.submissionNotFound, 'The submission id (a UUID).') });

export const listInboxRoute = createRoute({
  method: 'get',
  path: '/api/operator-inbox/submissions',
  summary: 'Waitlist entries or contact messages, newest first, searched and filtered (operators)',
  request: { query: inboxQuerySchema },
  responses: { 200: jsonAnswer(inboxPageSchema, 'One page.'), ...errorAnswers(400, 401, 403) },
});

export const exportInboxRoute = createRoute({
  method: 'get',
  path: '/api/operator-inbox/submissions/export',
  summary: 'Every waitlist entry or contact message matching the filter, as CSV (operators)',
  request: { query: inboxFilterSchema },
  responses: { 200: csvAnswer, ...errorAnswers(400, 401, 403) },
});

export const markHandledRoute = createRoute({
  method: 'post',
  path: '/api/operator-inbox/submissions/{id}/handled',
  summary: 'Mark a waitlist entry or contact message handled, recording who and when (operators)',
  request: { headers: csrfHeaders, params: submissionParams },
  responses: { 200: jsonAnswer(inboxSubmissionSchema, 'The submission.'), ...errorAnswers(401, 403, 404) },
});

export const unmarkHandledRoute = createRoute({
  method: 'delete',
  path: '/api/operator-inbox/submissions/{id}/handled',
  summary: 'Undo "handled": the submission waits again (operators)',
  request: { headers: csrfHeaders, params: submissionParams },
  responses: { 200: jsonAnswer(inboxSubmissionSchema, 'The submission.'), ...errorAnswers(401, 403, 404) },
});

export const listSubscribersRoute = createRoute({
  method: 'get',
  path: '/api/operator-inbox/subscribers',
  summary: 'Newsletter addresses, newest first, searched and filtered by status (operators)',
  request: { query: subscriberQuerySchema },
  responses: { 200: jsonAnswer(subscriberPageSchema, 'One page.'), ...errorAnswers(400, 401, 403) },
});

export const exportSubscribersRoute = createRoute({
  method: 'get',
  path: '/api/operator-inbox/subscribers/export',
  summary: 'Every newsletter address matching the filter, as CSV (operators)',
  request: { query: subscriberFilterSchema },
  responses: { 200: csvAnswer, ...errorAnswers(400, 401, 403) },
});

export const confirmNewsletterRoute = createRoute({
  method: 'post',
  path: '/api/newsletter/confirm',
  summary: 'Confirm a newsletter address with the token from its confirmation mail (twice is harmless)',
  request: { headers: csrfHeaders, body: jsonBody(mailTokenSchema) },
  responses: {
    200: jsonAnswer(z.object({ ok: z.literal(true), message: z.string() }), 'Confirmed.'),
    ...errorAnswers(400, 403),
  },
});

export const unsubscribedSchema = z.object({
  ok: z.literal(true),
  topic: z.enum(UNSUBSCRIBE_TOPICS),
  message: z.string(),
});
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;

export const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/api/unsubscribe',
  summary:
    'One-click unsubscribe (RFC 8058) with the signed token of a mail link: no sign-in and no CSRF token, the token is the proof',
  request: { query: mailTokenSchema },
  responses: { 200: jsonAnswer(unsubscribedSchema, 'Unsubscribed (again is harmless).'), ...errorAnswers(400) },
});
