import { and, desc, eq, gt, sql, sum } from 'drizzle-orm';
import type { ConversationSummary, Inbox } from '../../../shared/contracts/messages';
import { INBOX_PAGE_SIZE } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { companyProfiles, conversations, profiles, quantProfiles, user } from '../../db/schema';
import { visibleTo } from '../../platform/talent-visibility';
import { companyCounterpart, publicSlug, quantCounterpart } from './counterpart';
import { accountName } from './names';
import { preparedPerDb } from '../../platform/prepared';
import { blockedByQuant, CALLER, callerValues, companySideOf, SIDE_COLUMNS, type Caller } from './parties';

/** `1732492800123_<uuid>`: the last conversation of a page, by (last message time in ms, id). */
const cursorOf = (row: { lastMessageAt: Date; id: string }) => `${row.lastMessageAt.getTime()}_${row.id}`;

const CURSOR = { at: sql.placeholder('cursorAt'), id: sql.placeholder('cursorId') };
const afterCursor = sql`(${conversations.lastMessageAt}, ${conversations.id}) < (${CURSOR.at}, ${CURSOR.id})`;

/** The cursor's placeholders' values (none on the first page). */
function cursorValues(cursor: string | undefined) {
  if (!cursor) return {};
  const [ms, id] = cursor.split('_');
  return { cursorAt: new Date(Number(ms)), cursorId: id };
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

const LIMIT = INBOX_PAGE_SIZE + 1;

/** The caller's conversations as the quant: the counterpart is the company; blocked ones are marked. */
const asQuant = (after: boolean) =>
  preparedPerDb((db) =>
    db
      .select({
        ...summaryColumns,
        companyName: companyProfiles.name,
        companySlug: publicSlug,
        blocked: blockedByQuant,
      })
      .from(conversations)
      .innerJoin(companyProfiles, eq(companyProfiles.id, conversations.companyId))
      .where(and(eq(conversations.quantUserId, CALLER.userId), after ? afterCursor : undefined))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(LIMIT)
      .prepare(after ? 'inbox_as_quant_after' : 'inbox_as_quant'),
  );

/** The company's conversations (quants who blocked it left out): the counterpart is the quant. */
const asCompany = (after: boolean) =>
  preparedPerDb((db) => {
    const company = { id: CALLER.companyId, domain: CALLER.domain };
    return db
      .select({ ...summaryColumns, quantName: accountName, headline: quantProfiles.title })
      .from(conversations)
      .innerJoin(user, eq(user.id, conversations.quantUserId))
      .leftJoin(profiles, eq(profiles.id, conversations.quantUserId))
      .leftJoin(quantProfiles, and(eq(quantProfiles.userId, conversations.quantUserId), visibleTo(company)))
      .where(and(companySideOf(company), after ? afterCursor : undefined))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(LIMIT)
      .prepare(after ? 'inbox_as_company_after' : 'inbox_as_company');
  });

const INBOX = {
  asQuant: { first: asQuant(false), after: asQuant(true) },
  asCompany: { first: asCompany(false), after: asCompany(true) },
};

/**
 * A page of the caller's inbox, most recent first: their conversations as a quant and their company's, merged.
 * Each side is read from its own index (quant or company, by last message), one page plus one each; both reads
 * are prepared statements (planning them cost four times their execution).
 */
export async function getInbox(db: Db, caller: Caller, cursor: string | undefined): Promise<Inbox> {
  const page = cursor ? 'after' : 'first';
  const values = { ...callerValues(caller), ...cursorValues(cursor) };
  const [quantRows, companyRows] = await Promise.all([
    INBOX.asQuant[page](db).execute(values),
    caller.company ? INBOX.asCompany[page](db).execute(values) : Promise.resolve([]),
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
  const shown = summaries.slice(0, INBOX_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    conversations: shown.map(({ at: _at, ...rest }) => rest),
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

const unreadAsQuant = preparedPerDb((db) =>
  db
    .select({ total: sum(conversations.quantUnread) })
    .from(conversations)
    .where(and(eq(conversations.quantUserId, CALLER.userId), gt(conversations.quantUnread, 0)))
    .prepare('unread_as_quant'),
);

const unreadAsCompany = preparedPerDb((db) =>
  db
    .select({ total: sum(conversations.companyUnread) })
    .from(conversations)
    .where(and(companySideOf({ id: CALLER.companyId, domain: CALLER.domain }), gt(conversations.companyUnread, 0)))
    .prepare('unread_as_company'),
);

/** The header badge: unread messages over the caller's conversations as a quant and their company's. */
export async function unreadCount(db: Db, caller: Caller): Promise<number> {
  const values = callerValues(caller);
  const [[asQuantTotal], asCompanyTotals] = await Promise.all([
    unreadAsQuant(db).execute(values),
    caller.company ? unreadAsCompany(db).execute(values) : Promise.resolve([]),
  ]);
  return Number(asQuantTotal?.total ?? 0) + Number(asCompanyTotals[0]?.total ?? 0);
}
