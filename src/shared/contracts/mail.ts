import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorAnswers, jsonAnswer } from './common';

/** One message of the development mailbox, as the API answers it. */
export const mailboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  /** Files sent with the mail (an .ics invitation), with their text. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
});
export type MailboxEntry = z.infer<typeof mailboxEntrySchema>;

export const getDevMailboxRoute = createRoute({
  method: 'get',
  path: '/api/dev/mailbox',
  summary: 'The development outbox (only from this machine, only without SMTP)',
  responses: {
    200: jsonAnswer(z.object({ messages: z.array(mailboxEntrySchema) }), 'The latest messages, newest first.'),
    ...errorAnswers(403, 404),
  },
});
