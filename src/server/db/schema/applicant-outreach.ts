import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { companyProfiles } from './companies';
import { userApplications } from './internships';

/** A round of interviews a firm proposes: where and how long, offered to the invited applications' applicants. */
export const interviewBatches = pgTable(
  'interview_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfiles.id, { onDelete: 'cascade' }),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    creatorName: text('creator_name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('interview_batches_company_idx').on(t.companyId, t.createdAt.desc())],
);

/**
 * One proposed time. `application_id` is set by the applicant who books it (first come, first served: the booking
 * UPDATE only matches a free slot), and one application holds at most one slot of a batch.
 */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => interviewBatches.id, { onDelete: 'cascade' }),
    /** The batch's company, copied so the overlap check reads one company's slots from one index. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfiles.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    applicationId: uuid('application_id').references(() => userApplications.id, { onDelete: 'set null' }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
  },
  (t) => [
    unique('interview_slots_batch_application_key').on(t.batchId, t.applicationId),
    index('interview_slots_company_starts_idx').on(t.companyId, t.startsAt),
    index('interview_slots_batch_idx').on(t.batchId, t.startsAt),
    index('interview_slots_application_idx').on(t.applicationId),
  ],
);

/** Which applications a batch was offered to. */
export const interviewInvites = pgTable(
  'interview_invites',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => interviewBatches.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.applicationId] }),
    index('interview_invites_application_idx').on(t.applicationId),
  ],
);

/** An e-mail a firm sent to a set of its applicants (Email All Applicants); counted for the daily limit. */
export const applicantEmails = pgTable(
  'applicant_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfiles.id, { onDelete: 'cascade' }),
    sentByUserId: text('sent_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('applicant_emails_company_created_idx').on(t.companyId, t.createdAt.desc())],
);

/** The e-mail recorded on each application it was sent to (the application's history shows it). */
export const applicationEmailRecipients = pgTable(
  'application_email_recipients',
  {
    emailId: uuid('email_id')
      .notNull()
      .references(() => applicantEmails.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.emailId, t.applicationId] }),
    index('application_email_recipients_application_idx').on(t.applicationId),
  ],
);
