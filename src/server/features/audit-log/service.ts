import { aliasedTable, and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { AUDIT_ACTION_LABELS, AUDIT_PAGE_SIZE } from '../../../shared/audit';
import type { AccountEventsPage, AuditPage } from '../../../shared/contracts/audit-log';
import type { Db } from '../../db/client';
import { auditEvents, companyProfiles, user } from '../../db/schema';
import { containing } from '../../platform/like';

const actor = aliasedTable(user, 'actor');
const subject = aliasedTable(user, 'subject');

/** Events newest first, one page, narrowed by event, by who acted, and by a name or e-mail of anyone involved. */
export async function listAuditLog(
  db: Db,
  filter: { action?: AuditPage['events'][number]['action']; actor?: 'operator' | 'account'; q?: string; page: number },
): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditEvents.action, filter.action));
  if (filter.actor) conditions.push(eq(auditEvents.actorKind, filter.actor));
  if (filter.q) {
    const pattern = containing(filter.q);
    const anyone = or(
      ilike(actor.email, pattern),
      ilike(actor.name, pattern),
      ilike(subject.email, pattern),
      ilike(subject.name, pattern),
      ilike(companyProfiles.name, pattern),
      eq(auditEvents.objectId, filter.q),
    );
    if (anyone) conditions.push(anyone);
  }
  const rows = await db
    .select({
      event: auditEvents,
      actor: { id: actor.id, name: actor.name, email: actor.email },
      subject: { id: subject.id, name: subject.name, email: subject.email },
      company: { id: companyProfiles.id, name: companyProfiles.name },
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorUserId))
    .leftJoin(subject, eq(subject.id, auditEvents.subjectUserId))
    .leftJoin(companyProfiles, eq(companyProfiles.id, auditEvents.subjectCompanyId))
    .where(and(...conditions))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((filter.page - 1) * AUDIT_PAGE_SIZE);
  return {
    events: rows.slice(0, AUDIT_PAGE_SIZE).map(({ event, actor: by, subject: about, company }) => ({
      id: event.id,
      at: event.occurredAt.toISOString(),
      action: event.action,
      label: AUDIT_ACTION_LABELS[event.action],
      actorKind: event.actorKind,
      actor: by,
      subjectPerson: about,
      subjectCompany: company,
      objectId: event.objectId,
      reason: event.reason,
      device: event.detail.device ?? null,
      address: event.detail.address ?? null,
    })),
    page: filter.page,
    hasMore: rows.length > AUDIT_PAGE_SIZE,
  };
}

/** The events about one account (and what its holder did to others, such as handing over a company). */
export async function listAccountEvents(db: Db, userId: string, page: number): Promise<AccountEventsPage> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(
      or(
        eq(auditEvents.subjectUserId, userId),
        and(eq(auditEvents.actorUserId, userId), eq(auditEvents.actorKind, 'account')),
      ),
    )
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    events: rows.slice(0, AUDIT_PAGE_SIZE).map((event) => ({
      id: event.id,
      at: event.occurredAt.toISOString(),
      action: event.action,
      label: AUDIT_ACTION_LABELS[event.action],
      byOperators: event.actorKind === 'operator',
      reason: event.reason,
      device: event.detail.device ?? null,
      address: event.detail.address ?? null,
    })),
    page,
    hasMore: rows.length > AUDIT_PAGE_SIZE,
  };
}
