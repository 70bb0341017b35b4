import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A file sent with a mail (an .ics invitation): text content, kept with the mail in the outbox. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every e-mail the product sends. With no SMTP_URL this table is the delivery (the development mailbox reads it);
 * with SMTP it is the record of what was sent, and `sent_at` / `error` say how delivery went.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What the mail is for (verification, magic-link, reset, welcome, test, sign-up-attempt). */
    kind: text('kind').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** Extra headers sent with the mail (List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt), index('mail_outbox_to_idx').on(t.to)],
);
