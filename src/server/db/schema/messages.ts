import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OfferCard } from '../../../shared/contracts/messages';
import type { ConversationSide, DeclineReason, ReportAction, ReportReason } from '../../../shared/messages';
import { user } from './auth';
import { companyProfiles } from './companies';
import { userApplications } from './internships';

/**
 * A conversation between one company (all its members share it) and one quant (issue 16): at most one per pair, so
 * a firm cannot open a second thread to get around "one message until reply". The inbox reads only this table:
 * the last message's preview, each side's unread count and read position are kept here as messages are written.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfiles.id, { onDelete: 'cascade' }),
    quantUserId: text('quant_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    startedBy: text('started_by').$type<ConversationSide>().notNull(),
    startedByUserId: text('started_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The application it is about (a firm writing to an applicant, or the applicant writing first). */
    applicationId: uuid('application_id').references(() => userApplications.id, { onDelete: 'set null' }),
    /** A firm's first message: the role, pay, location and next step, with the pay benchmark as it stood then. */
    offer: jsonb('offer').$type<OfferCard>(),
    /** The offer's role, or the applied-for position's title. */
    subject: text('subject').notNull(),
    status: text('status').$type<'open' | 'declined'>().notNull().default('open'),
    declineReason: text('decline_reason').$type<DeclineReason>(),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    /** When the quant first wrote: until then a firm that started the conversation cannot write again. */
    quantRepliedAt: timestamp('quant_replied_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastPreview: text('last_preview').notNull().default(''),
    lastSide: text('last_side').$type<ConversationSide>().notNull(),
    lastAuthorName: text('last_author_name').notNull(),
    quantUnread: integer('quant_unread').notNull().default(0),
    companyUnread: integer('company_unread').notNull().default(0),
    /** The newest message id each side has read (the other side's read receipt); 0 before any. */
    quantReadThrough: bigint('quant_read_through', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    companyReadThrough: bigint('company_read_through', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Mail batching: when each side was last e-mailed about this conversation, and when a digest is due. */
    quantNotifiedAt: timestamp('quant_notified_at', { withTimezone: true }),
    companyNotifiedAt: timestamp('company_notified_at', { withTimezone: true }),
    quantMailDueAt: timestamp('quant_mail_due_at', { withTimezone: true }),
    companyMailDueAt: timestamp('company_mail_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_company_quant_key').on(t.companyId, t.quantUserId),
    // The two inboxes: a quant's conversations and a company's, most recent first.
    // NULLS FIRST is what a plain ORDER BY … DESC means; Drizzle's .desc() alone writes NULLS LAST, which the
    // planner cannot walk for that order (bench/messages.ts found every inbox sorting all its rows).
    index('conversations_quant_recent_idx').on(
      t.quantUserId,
      t.lastMessageAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('conversations_company_recent_idx').on(
      t.companyId,
      t.lastMessageAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The header badge sums only the conversations with something unread.
    index('conversations_quant_unread_idx')
      .on(t.quantUserId)
      .where(sql`${t.quantUnread} > 0`),
    // The company dashboard's Talent Pipeline: conversations where the quant wrote last and the firm owes the reply.
    index('conversations_company_awaiting_idx')
      .on(t.companyId)
      .where(sql`${t.status} = 'open' and ${t.lastSide} = 'quant'`),
    index('conversations_company_unread_idx')
      .on(t.companyId)
      .where(sql`${t.companyUnread} > 0`),
    // The daily limit counts the conversations a company started in the last 24 hours.
    index('conversations_company_created_idx').on(t.companyId, t.createdAt),
    // The mail sweep finds digests that are due.
    index('conversations_quant_mail_due_idx')
      .on(t.quantMailDueAt)
      .where(sql`${t.quantMailDueAt} is not null`),
    index('conversations_company_mail_due_idx')
      .on(t.companyMailDueAt)
      .where(sql`${t.companyMailDueAt} is not null`),
    check('conversations_offer_when_firm_starts', sql`${t.startedBy} = 'quant' or ${t.offer} is not null`),
    check('conversations_unread_not_negative', sql`${t.quantUnread} >= 0 and ${t.companyUnread} >= 0`),
  ],
);

/** One message. Its id is an identity, so "newer than" is a comparison of ids (thread pages, read receipts). */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    side: text('side').$type<ConversationSide>().notNull(),
    authorUserId: text('author_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The author's name when they wrote (a firm member leaving the company keeps their messages signed). */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.conversationId, t.id.desc().nullsFirst()),
    check('conversation_messages_body_length', sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

/** A snapshot of the messages a report is about, so operators read them even if a party later deletes its account. */
export interface ReportedMessage {
  side: ConversationSide;
  authorName: string;
  body: string;
  createdAt: string;
}

/** A conversation reported to operators (issue 16), with its messages as they were when reported. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    reporterUserId: text('reporter_user_id').references(() => user.id, { onDelete: 'set null' }),
    reporterSide: text('reporter_side').$type<ConversationSide>().notNull(),
    reporterName: text('reporter_name').notNull(),
    quantName: text('quant_name').notNull(),
    companyName: text('company_name').notNull(),
    reason: text('reason').$type<ReportReason>().notNull(),
    details: text('details').notNull().default(''),
    messages: jsonb('messages').$type<ReportedMessage[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A reporter who reports the same conversation again while it is open adds to this report (issue 43). */
    timesReported: integer('times_reported').notNull().default(1),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    /** The operator's action and the reason the people concerned were told; null on reports merely marked handled. */
    action: text('action').$type<ReportAction>(),
    actionReason: text('action_reason'),
  },
  (t) => [
    index('conversation_reports_queue_idx').on(t.resolvedAt, t.createdAt),
    uniqueIndex('conversation_reports_one_open_idx')
      .on(t.conversationId, t.reporterUserId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
