import { and, desc, eq, gt, sql, sum, type SQL } from 'drizzle-orm';
import type { ConversationSummary, Inbox } from '../../../shared/contracts/messages';
import { INBOX_PAGE_SIZE } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { companyProfiles, conversations, profiles, quantProfiles, user } from '../../db/schema';
import { visibleTo } from '../../platform/talent-visibility';
import { companyCounterpart, publicSlug, quantCounterpart } from './counterpart';
import { accountName } from './names';
import { blockedByQuant, companySideOf, SIDE_COLUMNS, type Caller } from './parties';

/** `1732492800123_<uuid>`: the last conversation of a page, by (last message time in ms, id). */
const cursorOf = (row: { lastMessageAt: Date; id: string }) => `${row.lastMessageAt.getTime()}_${row.id}`;

function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [ms, id] = cursor.split('_');
  return sql`(${conversations.lastMessageAt}, ${conversations.id}) < (${new Date(Number(ms))}, ${id})`;
}

const summaryColumns = {
  id: conversations.id,
  subject: conversations.subject,
  status: conversations.status,
  lastMessageAt: conversations.lastMessageAt,
  lastPreview: conversations.lastPreview,
  lastSide: conversations.lastSide,
  lastAuthorName: conversations.lastAuthorName,
  quantUnread: conversations.quantUnread,
  companyUnread: conversations.companyUnread,
};

/** The caller's conversations as the quant: the counterpart is the company; blocked ones are marked. */
function asQuant(db: Db, caller: Caller, where: SQL | undefined, limit: number) {
  return db
    .select({
      ...summaryColumns,
      companyName: companyProfiles.name,
      companySlug: publicSlug,
      blocked: blockedByQuant,
    })
    .from(conversations)
    .innerJoin(companyProfiles, eq(companyProfiles.id, conversations.companyId))
    .where(and(eq(conversations.quantUserId, caller.userId), where))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit);
}

/** The company's conversations (quants who blocked it left out): the counterpart is the quant. */
function asCompany(db: Db, company: NonNullable<Caller['company']>, where: SQL | undefined, limit: number) {
  return db
    .select({ ...summaryColumns, quantName: accountName, headline: quantProfiles.title })
    .from(conversations)
    .innerJoin(user, eq(user.id, conversations.quantUserId))
    .leftJoin(profiles, eq(profiles.id, conversations.quantUserId))
    .leftJoin(
      quantProfiles,
      and(eq(quantProfiles.userId, conversations.quantUserId), visibleTo({ id: company.id, domain: company.domain })),
    )
    .where(and(companySideOf(company), where))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit);
}

/**
 * A page of the caller's inbox, most recent first: their conversations as a quant and their company's, merged.
 * Each side is read from its own index (quant or company, by last message), one page plus one each.
 */
export async function getInbox(db: Db, caller: Caller, cursor: string | undefined): Promise<Inbox> {
  const where = afterCursor(cursor);
  const limit = INBOX_PAGE_SIZE + 1;
  const [quantRows, companyRows] = await Promise.all([
    asQuant(db, caller, where, limit),
    caller.company ? asCompany(db, caller.company, where, limit) : Promise.resolve([]),
  ]);
  const summaries: (ConversationSummary & { at: Date })[] = [
    ...quantRows.map((r) => ({
      ...summary(r, 'quant'),
      counterpart: companyCounterpart(r.companyName, r.companySlug),
      status: r.blocked ? ('blocked' as const) : r.status,
    })),
    ...companyRows.map((r) => ({
      ...summary(r, 'company'),
      counterpart: quantCounterpart(r.quantName, r.headline),
    })),
  ];
  summaries.sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const page = summaries.slice(0, INBOX_PAGE_SIZE);
  const last = page.at(-1);
  return {
    conversations: page.map(({ at: _at, ...rest }) => rest),
    nextCursor: summaries.length > INBOX_PAGE_SIZE && last ? cursorOf({ lastMessageAt: last.at, id: last.id }) : null,
  };
}

function summary(r: SummaryRow, side: 'quant' | 'company') {
  return {
    id: r.id,
    side,
    subject: r.subject,
    status: r.status,
    lastMessage: { preview: r.lastPreview, fromMe: r.lastSide === side, authorName: r.lastAuthorName },
    lastMessageAt: r.lastMessageAt.toISOString(),
    unread: r[SIDE_COLUMNS[side].unread],
    at: r.lastMessageAt,
  };
}

interface SummaryRow {
  id: string;
  subject: string;
  status: 'open' | 'declined';
  lastMessageAt: Date;
  lastPreview: string;
  lastSide: 'quant' | 'company';
  lastAuthorName: string;
  quantUnread: number;
  companyUnread: number;
}

/** The header badge: unread messages over the caller's conversations as a quant and their company's. */
export async function unreadCount(db: Db, caller: Caller): Promise<number> {
  const [asQuantTotal] = await db
    .select({ total: sum(conversations.quantUnread) })
    .from(conversations)
    .where(and(eq(conversations.quantUserId, caller.userId), gt(conversations.quantUnread, 0)));
  let total = Number(asQuantTotal?.total ?? 0);
  if (caller.company) {
    const [asCompanyTotal] = await db
      .select({ total: sum(conversations.companyUnread) })
      .from(conversations)
      .where(and(companySideOf(caller.company), gt(conversations.companyUnread, 0)));
    total += Number(asCompanyTotal?.total ?? 0);
  }
  return total;
}
