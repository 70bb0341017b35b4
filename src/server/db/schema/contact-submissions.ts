import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContactFormType } from '../../../shared/contact';
import { user } from './auth';

/** What visitors send through /contact (general or waitlist) and the blog's newsletter box. */
export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formType: text('form_type').$type<ContactFormType>().notNull(),
    name: text('name'),
    email: text('email').notNull(),
    message: text('message'),
    company: text('company'),
    role: text('role'),
    newsletterSignup: boolean('newsletter_signup').notNull().default(false),
    csrfToken: text('csrf_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an operator marked it handled (the operators' inbox); null while it waits. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Which operator did; kept null when that account is deleted, so the record of the hand-off stays. */
    handledBy: text('handled_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_submissions_created_at_idx').on(t.createdAt),
    index('contact_submissions_form_type_created_at_idx').on(t.formType, t.createdAt),
  ],
);

/**
 * The newsletter's addresses (double opt-in): an address is a subscriber once it confirmed through the link mailed
 * to it and until it unsubscribes. `confirmation_sent_at` bounds the confirmation mails to one a day per address.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased, so one person is one row however they typed it. */
    email: text('email').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [index('newsletter_subscribers_created_at_idx').on(t.createdAt)],
);
