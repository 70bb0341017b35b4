import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { emailTestSchema } from '../email-test';
import { csrfHeaders, errorAnswers, jsonAnswer, jsonBody } from './common';

export const emailTestResultSchema = z.object({ success: z.literal(true), message: z.string() });
export type EmailTestResult = z.infer<typeof emailTestResultSchema>;

/** GET /api/email-test/status: whether this visitor may send, and where mail goes. */
export const emailTestStatusSchema = z.object({ allowed: z.boolean(), transport: z.enum(['outbox', 'smtp']) });
export type EmailTestStatus = z.infer<typeof emailTestStatusSchema>;

export const getEmailTestStatusRoute = createRoute({
  method: 'get',
  path: '/api/email-test/status',
  summary: 'Whether this visitor may send a test e-mail, and where mail goes',
  responses: { 200: jsonAnswer(emailTestStatusSchema, 'The status.'), ...errorAnswers() },
});

export const sendTestEmailRoute = createRoute({
  method: 'post',
  path: '/api/email-test',
  summary: 'Send a test or welcome e-mail',
  request: {
    headers: csrfHeaders,
    body: jsonBody(emailTestSchema),
  },
  responses: { 200: jsonAnswer(emailTestResultSchema, 'Sent.'), ...errorAnswers(400, 403, 413, 429, 502) },
});
