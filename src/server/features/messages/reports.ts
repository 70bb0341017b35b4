import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { MessageReport, MessageReportPage } from '../../../shared/contracts/messages';
import {
  MESSAGE_MESSAGES,
  REPORTS_PAGE_SIZE,
  REPORTS_PER_DAY,
  type ReportAction,
  type ReportReason,
} from '../../../shared/messages';
import type { Db } from '../../db/client';
import {
  companyMembers,
  companyProfiles,
  conversationMessages,
  conversationReports,
  conversations,
  user,
} from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent, type AuditEvent } from '../../platform/audit-log';
import type { MailMessage, Mailer } from '../../platform/mail/mailer';
import { reportActionTakenMail, reportDismissedMail, reportWarningMail } from '../../platform/mail/templates';
import { consume } from '../../platform/rate-limit';
import { sendAll, suspendAccountRecord, suspendCompanyRecord } from '../../platform/suspensions';
import { nameOf } from './names';
import { conversationFor, type Caller } from './parties';

/** The messages kept with a report: the newest 100, oldest first. */
const REPORTED_MESSAGES = 100;
/** What a report keeps of its reporter's words across additions (each at most 1,000 characters). */
const DETAILS_KEPT = 5_000;

type ReportRow = typeof conversationReports.$inferSelect;

const toReport = (r: ReportRow, operatorName: string | null): MessageReport => ({
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
  outcome: r.resolvedAt
    ? { action: r.action ?? 'resolved', reason: r.actionReason ?? '', operatorName: r.resolvedBy ? operatorName : null }
    : null,
  messages: r.messages,
});

/** Reports with the name of the operator who handled each (null when open, or the account is gone). */
const reportsWithOperator = (db: Db) =>
  db
    .select({ report: conversationReports, operatorName: user.name })
    .from(conversationReports)
    .leftJoin(user, eq(user.id, conversationReports.resolvedBy));

async function reportById(db: Db, id: string): Promise<MessageReport> {
  const [row] = await reportsWithOperator(db).where(eq(conversationReports.id, id));
  if (!row) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.reportNotFound);
  return toReport(row.report, row.operatorName);
}

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
    reportsWithOperator(db)
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
    reports: rows.map((r) => toReport(r.report, r.operatorName)),
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
  return reportById(db, id);
}

/**
 * An operator acts on an open report, with a reason. The report is claimed (resolved) first, in the same transaction
 * as the action, so of two operators acting at once only one wins (the other gets a 409) and a refused action leaves
 * the report open. Mails go out only once everything is stored. The reported party is the side the reporter is not:
 * a quant's report concerns the company (its owners are warned), a firm member's concerns the quant. The reporter
 * learns whether action was taken, never which; the reported party never learns who reported.
 */
export async function actOnReport(
  db: Db,
  mailer: Mailer,
  input: { operatorId: string; id: string; action: ReportAction; reason: string },
): Promise<MessageReport> {
  const { operatorId, id, action, reason } = input;
  const mails = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(conversationReports)
      .set({ resolvedAt: new Date(), resolvedBy: operatorId, action, actionReason: reason })
      .where(and(eq(conversationReports.id, id), isNull(conversationReports.resolvedAt)))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: conversationReports.id })
        .from(conversationReports)
        .where(eq(conversationReports.id, id));
      throw exists
        ? new AppError('CONFLICT', MESSAGE_MESSAGES.alreadyHandled)
        : new AppError('NOT_FOUND', MESSAGE_MESSAGES.reportNotFound);
    }
    const [reporter] = row.reporterUserId
      ? await tx.select({ email: user.email }).from(user).where(eq(user.id, row.reporterUserId))
      : [];
    const toReporter = (mail: Omit<MailMessage, 'to'>): MailMessage[] =>
      reporter ? [{ to: reporter.email, ...mail }] : [];
    // In the action's transaction: the audit log has the decision exactly when it happened (issue 43).
    const audit = (event: Pick<AuditEvent, 'action' | 'subjectUserId' | 'subjectCompanyId'>) =>
      recordAuditEvent(tx, { ...event, actorKind: 'operator', actorUserId: operatorId, objectId: id, reason });
    if (action === 'dismiss') {
      await audit({ action: 'report_dismissed' });
      return toReporter(reportDismissedMail(reason));
    }

    const [conversation] = row.conversationId
      ? await tx
          .select({ companyId: conversations.companyId, quantUserId: conversations.quantUserId })
          .from(conversations)
          .where(eq(conversations.id, row.conversationId))
      : [];
    if (!conversation) throw new AppError('CONFLICT', MESSAGE_MESSAGES.conversationGone);
    const companyReported = row.reporterSide === 'quant';
    let sent: MailMessage[];
    if (action === 'warn') {
      const warned = companyReported
        ? await tx
            .select({ email: user.email, companyName: companyProfiles.name })
            .from(companyMembers)
            .innerJoin(user, eq(user.id, companyMembers.userId))
            .innerJoin(companyProfiles, eq(companyProfiles.id, companyMembers.companyId))
            .where(and(eq(companyMembers.companyId, conversation.companyId), eq(companyMembers.role, 'owner')))
        : (await tx.select({ email: user.email }).from(user).where(eq(user.id, conversation.quantUserId))).map((q) => ({
            ...q,
            companyName: null,
          }));
      sent = warned.map((w) => ({ to: w.email, ...reportWarningMail({ companyName: w.companyName, reason }) }));
      await audit(
        companyReported
          ? { action: 'report_warned', subjectCompanyId: conversation.companyId }
          : { action: 'report_warned', subjectUserId: conversation.quantUserId },
      );
    } else if (action === 'suspend_company') {
      sent = await suspendCompanyRecord(tx, { id: conversation.companyId, reason });
      await audit({ action: 'company_suspended', subjectCompanyId: conversation.companyId });
    } else {
      const accountId = companyReported ? await firmAuthor(tx, row.conversationId!) : conversation.quantUserId;
      if (!accountId) throw new AppError('CONFLICT', MESSAGE_MESSAGES.noFirmAuthor);
      sent = await suspendAccountRecord(tx, { id: accountId, reason, operatorId });
      await audit({ action: 'account_suspended', subjectUserId: accountId });
    }
    return [...sent, ...toReporter(reportActionTakenMail())];
  });
  await sendAll(mailer, mails);
  return reportById(db, id);
}

/** The firm member a quant's report is about: the one who wrote for the company most recently. */
async function firmAuthor(db: Db, conversationId: string): Promise<string | null> {
  const [latest] = await db
    .select({ userId: conversationMessages.authorUserId })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        eq(conversationMessages.side, 'company'),
        sql`${conversationMessages.authorUserId} is not null`,
      ),
    )
    .orderBy(desc(conversationMessages.id))
    .limit(1);
  return latest?.userId ?? null;
}
