import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditActorKind } from '../../../shared/audit';
import { user } from './auth';
import { companyProfiles } from './companies';

/**
 * Who did what, when and why: every operator action and every security-relevant account event (issue 43). Rows
 * are only ever added; the events about an account are deleted with it, and an actor who is deleted leaves the event.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').$type<AuditAction>().notNull(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The account the event is about: shown on that account's /profile. */
    subjectUserId: text('subject_user_id').references(() => user.id, { onDelete: 'cascade' }),
    subjectCompanyId: uuid('subject_company_id').references(() => companyProfiles.id, { onDelete: 'set null' }),
    /** What else identifies the object acted on (a report, a compensation entry), when it is neither. */
    objectId: text('object_id'),
    reason: text('reason'),
    /** Small facts of the event: the device of a sign-in, a decision's outcome. */
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    index('audit_events_occurred_at_idx').on(t.occurredAt),
    index('audit_events_subject_user_idx').on(t.subjectUserId, t.occurredAt),
    index('audit_events_actor_user_idx').on(t.actorUserId, t.occurredAt),
    index('audit_events_company_idx').on(t.subjectCompanyId, t.occurredAt),
  ],
);
