import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { contactSubmissionSchema } from '../contact';
import { csrfHeaders, errorAnswers, jsonAnswer, okMessageSchema, jsonBody } from './common';

export const csrfTokenSchema = z.object({ csrfToken: z.string() });
export type CsrfToken = z.infer<typeof csrfTokenSchema>;

export const getCsrfTokenRoute = createRoute({
  method: 'get',
  path: '/api/contact/csrf',
  summary: 'A CSRF token (and its cookie) for the state-changing requests of this page load',
  responses: {
    200: jsonAnswer(csrfTokenSchema, 'The token; the same value is set in the ql_csrf cookie.'),
    ...errorAnswers(),
  },
});

export const submitContactRoute = createRoute({
  method: 'post',
  path: '/api/contact',
  summary: 'Send the contact, waitlist or newsletter form',
  request: {
    headers: csrfHeaders,
    body: jsonBody(contactSubmissionSchema),
  },
  responses: { 201: jsonAnswer(okMessageSchema, 'Stored.'), ...errorAnswers(400, 403, 413, 429) },
});
