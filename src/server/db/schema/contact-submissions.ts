import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContactFormType } from '../../../shared/contact';

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
  },
  (t) => [index('contact_submissions_created_at_idx').on(t.createdAt)],
);
