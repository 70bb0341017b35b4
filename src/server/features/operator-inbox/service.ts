import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  AUDIENCE_MESSAGES,
  INBOX_PAGE_SIZE,
  INBOX_SUBMISSION_TYPES,
  type InboxFilter,
  type SubscriberFilter,
} from '../../../shared/audience';
import type { InboxPage, InboxSubmission, Subscriber, SubscriberPage } from '../../../shared/contracts/audience';
import type { Db } from '../../db/client';
import { contactSubmissions, newsletterSubscribers, user } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { CsvValue } from '../../platform/csv';
import { containing } from '../../platform/like';

const cs = contactSubmissions;
const ns = newsletterSubscribers;
const EXPORT_BATCH = 1000;

function submissionConditions(filter: InboxFilter): SQL | undefined {
  const pattern = filter.q ? containing(filter.q) : null;
  return and(
    eq(cs.formType, filter.type),
    filter.status === 'open' ? isNull(cs.handledAt) : undefined,
    filter.status === 'handled' ? isNotNull(cs.handledAt) : undefined,
    pattern
      ? or(ilike(cs.name, pattern), ilike(cs.email, pattern), ilike(cs.company, pattern), ilike(cs.message, pattern))
      : undefined,
  );
}

function submissionRows(db: Db) {
  return db
    .select({ row: cs, handlerName: user.name, handlerEmail: user.email })
    .from(cs)
    .leftJoin(user, eq(user.id, cs.handledBy));
}
type SubmissionRow = Awaited<ReturnType<ReturnType<typeof submissionRows>['execute']>>[number];

function submissionOf({ row, handlerName, handlerEmail }: SubmissionRow): InboxSubmission {
  return {
    id: row.id,
    formType: row.formType === 'waitlist' ? 'waitlist' : 'general',
    name: row.name,
    email: row.email,
    company: row.company,
    role: row.role,
    message: row.message,
    newsletterSignup: row.newsletterSignup,
    createdAt: row.createdAt.toISOString(),
    handled: row.handledAt
      ? {
          at: row.handledAt.toISOString(),
          by: handlerName !== null && handlerEmail !== null ? { name: handlerName, email: handlerEmail } : null,
        }
      : null,
  };
}

/** One page of waitlist entries or contact messages, newest first, with the total the filter matches. */
export async function listSubmissions(db: Db, filter: InboxFilter, page: number): Promise<InboxPage> {
  const where = submissionConditions(filter);
  const [rows, [total]] = await Promise.all([
    submissionRows(db)
      .where(where)
      .orderBy(desc(cs.createdAt), desc(cs.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    db.select({ n: count() }).from(cs).where(where),
  ]);
  return { items: rows.map(submissionOf), page, pageSize: INBOX_PAGE_SIZE, total: total?.n ?? 0 };
}

async function submission(db: Db, id: string): Promise<InboxSubmission> {
  const [row] = await submissionRows(db).where(and(eq(cs.id, id), inArray(cs.formType, [...INBOX_SUBMISSION_TYPES])));
  if (!row) throw new AppError('NOT_FOUND', AUDIENCE_MESSAGES.submissionNotFound);
  return submissionOf(row);
}

/**
 * Marks a waitlist entry or contact message handled by `operatorId` now. Marking it again keeps the first
 * operator's name and time: they are the record of who took care of it.
 */
export async function markHandled(db: Db, id: string, operatorId: string): Promise<InboxSubmission> {
  await db
    .update(cs)
    .set({ handledAt: new Date(), handledBy: operatorId })
    .where(and(eq(cs.id, id), inArray(cs.formType, [...INBOX_SUBMISSION_TYPES]), isNull(cs.handledAt)));
  return submission(db, id);
}

/** Undoes "handled": the item waits again. */
export async function unmarkHandled(db: Db, id: string): Promise<InboxSubmission> {
  await db
    .update(cs)
    .set({ handledAt: null, handledBy: null })
    .where(and(eq(cs.id, id), inArray(cs.formType, [...INBOX_SUBMISSION_TYPES])));
  return submission(db, id);
}

/** Waitlist entries and contact messages nobody has handled yet: the operator console's count. */
export async function unhandledSubmissionCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cs)
    .where(and(inArray(cs.formType, [...INBOX_SUBMISSION_TYPES]), isNull(cs.handledAt)));
  return row?.n ?? 0;
}

export const SUBMISSION_CSV_HEADER = [
  'Received at',
  'Type',
  'Name',
  'E-mail',
  'Company',
  'Role',
  'Message',
  'Newsletter',
  'Handled at',
  'Handled by',
];

/** Every row the filter matches, newest first, a thousand at a time (keyset on the last row read). */
export async function* submissionCsvBatches(db: Db, filter: InboxFilter): AsyncGenerator<CsvValue[][]> {
  const where = submissionConditions(filter);
  let afterId: string | null = null;
  for (;;) {
    // The cursor is the last row itself (read in SQL): JavaScript dates drop the database's microseconds.
    const cursor: SQL | undefined = afterId
      ? sql`(${cs.createdAt}, ${cs.id}) < (select s.created_at, s.id from ${cs} s where s.id = ${afterId})`
      : undefined;
    const rows: SubmissionRow[] = await submissionRows(db)
      .where(and(where, cursor))
      .orderBy(desc(cs.createdAt), desc(cs.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows.map((r) => {
      const s = submissionOf(r);
      return [
        s.createdAt,
        s.formType === 'waitlist' ? 'Waitlist' : 'Contact message',
        s.name,
        s.email,
        s.company,
        s.role,
        s.message,
        s.newsletterSignup ? 'yes' : 'no',
        s.handled?.at ?? null,
        s.handled?.by?.email ?? null,
      ];
    });
    afterId = rows[rows.length - 1]!.row.id;
    if (rows.length < EXPORT_BATCH) return;
  }
}

function subscriberConditions(filter: SubscriberFilter): SQL | undefined {
  const status = {
    confirmed: and(isNotNull(ns.confirmedAt), isNull(ns.unsubscribedAt)),
    pending: and(isNull(ns.confirmedAt), isNull(ns.unsubscribedAt)),
    unsubscribed: isNotNull(ns.unsubscribedAt),
    all: undefined,
  }[filter.status];
  return and(status, filter.q ? ilike(ns.email, containing(filter.q)) : undefined);
}

function subscriberOf(row: typeof ns.$inferSelect): Subscriber {
  return {
    id: row.id,
    email: row.email,
    status: row.unsubscribedAt ? 'unsubscribed' : row.confirmedAt ? 'confirmed' : 'pending',
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/** One page of newsletter addresses, newest first, with the total the filter matches. */
export async function listSubscribers(db: Db, filter: SubscriberFilter, page: number): Promise<SubscriberPage> {
  const where = subscriberConditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ns)
      .where(where)
      .orderBy(desc(ns.createdAt), desc(ns.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    db.select({ n: count() }).from(ns).where(where),
  ]);
  return { items: rows.map(subscriberOf), page, pageSize: INBOX_PAGE_SIZE, total: total?.n ?? 0 };
}

export const SUBSCRIBER_CSV_HEADER = ['E-mail', 'Status', 'Signed up at', 'Confirmed at', 'Unsubscribed at'];

export async function* subscriberCsvBatches(db: Db, filter: SubscriberFilter): AsyncGenerator<CsvValue[][]> {
  const where = subscriberConditions(filter);
  let afterId: string | null = null;
  for (;;) {
    const cursor: SQL | undefined = afterId
      ? sql`(${ns.createdAt}, ${ns.id}) < (select n.created_at, n.id from ${ns} n where n.id = ${afterId})`
      : undefined;
    const rows = await db
      .select()
      .from(ns)
      .where(and(where, cursor))
      .orderBy(desc(ns.createdAt), desc(ns.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows.map((row) => {
      const s = subscriberOf(row);
      return [s.email, s.status, s.createdAt, s.confirmedAt, s.unsubscribedAt];
    });
    afterId = rows[rows.length - 1]!.id;
    if (rows.length < EXPORT_BATCH) return;
  }
}
