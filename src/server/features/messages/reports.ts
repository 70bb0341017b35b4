import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { MessageReport } from '../../../shared/contracts/messages';
import { MESSAGE_MESSAGES, type ReportReason } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { companyProfiles, conversationMessages, conversationReports } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { nameOf } from './names';
import { conversationFor, type Caller } from './parties';

/** The messages kept with a report: the newest 100, oldest first. */
const REPORTED_MESSAGES = 100;
/** Reports an operator's page lists: every open one and the most recently resolved. */
const REPORTS_LISTED = 200;

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
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
  messages: r.messages,
});

/** Either party reports the conversation to operators, who read it as it was then (its messages are copied). */
export async function reportConversation(
  db: Db,
  caller: Caller,
  id: string,
  input: { reason: ReportReason; details: string },
): Promise<void> {
  const { row, side } = await conversationFor(db, caller, id);
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
  await db.insert(conversationReports).values({
    conversationId: id,
    reporterUserId: caller.userId,
    reporterSide: side,
    reporterName,
    quantName,
    companyName: company?.name ?? 'Unknown company',
    reason: input.reason,
    details: input.details,
    messages: messages.reverse().map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  });
}

/** For operators: open reports oldest first (a queue), then resolved ones, newest first. */
export async function listReports(db: Db): Promise<MessageReport[]> {
  const rows = await db
    .select()
    .from(conversationReports)
    .orderBy(
      sql`${conversationReports.resolvedAt} is not null`,
      asc(sql`case when ${conversationReports.resolvedAt} is null then ${conversationReports.createdAt} end`),
      desc(conversationReports.resolvedAt),
    )
    .limit(REPORTS_LISTED);
  return rows.map(toReport);
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
