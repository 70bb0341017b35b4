import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { MessageReport, MessageReportPage } from '../../../shared/contracts/messages';
import { MESSAGE_MESSAGES, REPORTS_PAGE_SIZE, REPORTS_PER_DAY, type ReportReason } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { companyProfiles, conversationMessages, conversationReports } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { consume } from '../../platform/rate-limit';
import { nameOf } from './names';
import { conversationFor, type Caller } from './parties';

/** The messages kept with a report: the newest 100, oldest first. */
const REPORTED_MESSAGES = 100;
/** What a report keeps of its reporter's words across additions (each at most 1,000 characters). */
const DETAILS_KEPT = 5_000;

type ReportRow = typeof conversationReports.$inferSelect;

const toReport = (r: ReportRow): MessageReport => ({
  id: r.id,
  conversationId: r.conversationId ?? '',
  reason: r.reason,
  details: r.details,
  reporterName: r.reporterName,
  reporterSide: r.reporterSide,
  quantName: r.quantName,
  companyName: r.companyName,
  createdAt: r.createdAt.toISOString(),
  timesReported: r.timesReported,
  lastReportedAt: r.lastReportedAt.toISOString(),
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
  messages: r.messages,
});

/**
 * Either party reports the conversation to operators, who read it as it was then (its messages are copied). A
 * reporter has one open report per conversation: reporting again adds the new words to it and brings its messages
 * up to date (one row whatever the repetition or parallel requests: a unique index on the open pair). Each person
 * files at most REPORTS_PER_DAY reports, new or added, in 24 hours (429 after).
 */
export async function reportConversation(
  db: Db,
  caller: Caller,
  id: string,
  input: { reason: ReportReason; details: string },
): Promise<{ added: boolean }> {
  const { row, side } = await conversationFor(db, caller, id);
  const { allowed } = await consume(db, `message-report:${caller.userId}`, 86_400, REPORTS_PER_DAY);
  if (!allowed) throw new AppError('RATE_LIMITED', MESSAGE_MESSAGES.reportsPerDay);
  const [messages, [company], reporterName, quantName] = await Promise.all([
    db
      .select({
        side: conversationMessages.side,
        authorName: conversationMessages.authorName,
        body: conversationMessages.body,
        createdAt: conversationMessages.createdAt,
      })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id))
      .orderBy(desc(conversationMessages.id))
      .limit(REPORTED_MESSAGES),
    db.select({ name: companyProfiles.name }).from(companyProfiles).where(eq(companyProfiles.id, row.companyId)),
    nameOf(db, caller.userId),
    nameOf(db, row.quantUserId),
  ]);
  const details = conversationReports.details;
  const [stored] = await db
    .insert(conversationReports)
    .values({
      conversationId: id,
      reporterUserId: caller.userId,
      reporterSide: side,
      reporterName,
      quantName,
      companyName: company?.name ?? 'Unknown company',
      reason: input.reason,
      details: input.details,
      messages: messages.reverse().map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    })
    .onConflictDoUpdate({
      target: [conversationReports.conversationId, conversationReports.reporterUserId],
      targetWhere: isNull(conversationReports.resolvedAt),
      set: {
        details: sql`left(concat_ws(E'\n\n', nullif(${details}, ''), nullif(excluded.details, '')), ${DETAILS_KEPT})`,
        messages: sql`excluded.messages`,
        timesReported: sql`${conversationReports.timesReported} + 1`,
        lastReportedAt: sql`now()`,
      },
    })
    .returning({ timesReported: conversationReports.timesReported });
  return { added: (stored?.timesReported ?? 1) > 1 };
}

/**
 * For operators: one page of the queue. Open reports first, the longest waiting first, then handled ones, the
 * most recently handled first; `total` and `open` count them all, so paging reaches every report.
 */
export async function listReports(db: Db, page: number): Promise<MessageReportPage> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(conversationReports)
      .orderBy(
        sql`${conversationReports.resolvedAt} is not null`,
        asc(sql`case when ${conversationReports.resolvedAt} is null then ${conversationReports.createdAt} end`),
        desc(conversationReports.resolvedAt),
        asc(conversationReports.id),
      )
      .limit(REPORTS_PAGE_SIZE)
      .offset((page - 1) * REPORTS_PAGE_SIZE),
    db
      .select({
        total: count(),
        open: sql<number>`(count(*) filter (where ${conversationReports.resolvedAt} is null))::int`,
      })
      .from(conversationReports),
  ]);
  return {
    reports: rows.map(toReport),
    total: totals?.total ?? 0,
    open: totals?.open ?? 0,
    page,
    pageSize: REPORTS_PAGE_SIZE,
  };
}

/** How many reports wait for an operator: the operator console's count. */
export async function openReportCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(conversationReports).where(isNull(conversationReports.resolvedAt));
  return row?.n ?? 0;
}

/** An operator marks a report handled. Resolving one already resolved keeps its first resolution. */
export async function resolveReport(db: Db, operatorId: string, id: string): Promise<MessageReport> {
  await db
    .update(conversationReports)
    .set({ resolvedAt: new Date(), resolvedBy: operatorId })
    .where(and(eq(conversationReports.id, id), isNull(conversationReports.resolvedAt)));
  const [row] = await db.select().from(conversationReports).where(eq(conversationReports.id, id));
  if (!row) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.reportNotFound);
  return toReport(row);
}
