import { and, desc, eq, gt, sql, sum } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Inbox } from '../../../shared/contracts/messages';
import { INBOX_PAGE_SIZE, type ConversationSide } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { companyProfiles, conversations, profiles, quantProfiles, user } from '../../db/schema';
import { visibleTo } from '../../platform/talent-visibility';
import { companyCounterpart, publicSlug, quantCounterpart } from './counterpart';
import { accountName } from './names';
import { preparedPerDb } from '../../platform/prepared';
import { blockedByQuant, CALLER, callerValues, companySideOf, firmOf, SIDE_COLUMNS, type Caller } from './parties';

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
const asQuant = (db: Db, after: boolean) =>
  db
    .select({
      ...summaryColumns,
      side: sql<ConversationSide>`'quant'`.as('side'),
      counterpartName: sql<string>`${companyProfiles.name}`.as('counterpart_name'),
      companySlug: sql<string | null>`${publicSlug}`.as('company_slug'),
      headline: sql<string | null>`null::text`.as('headline'),
      blocked: sql<boolean>`${blockedByQuant}`.as('blocked'),
    })
    .from(conversations)
    .innerJoin(companyProfiles, eq(companyProfiles.id, conversations.companyId))
    .where(and(eq(conversations.quantUserId, CALLER.userId), after ? afterCursor : undefined))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(LIMIT);

/** The company's conversations (quants who blocked it left out): the counterpart is the quant. */
const asCompany = (db: Db, after: boolean) => {
  const company = { id: CALLER.companyId, domain: CALLER.domain };
  return db
    .select({
      ...summaryColumns,
      side: sql<ConversationSide>`'company'`.as('side'),
      counterpartName: sql<string>`${accountName}`.as('counterpart_name'),
      companySlug: sql<string | null>`null::text`.as('company_slug'),
      headline: sql<string | null>`${quantProfiles.title}`.as('headline'),
      blocked: sql<boolean>`false`.as('blocked'),
    })
    .from(conversations)
    .innerJoin(user, eq(user.id, conversations.quantUserId))
    .leftJoin(profiles, eq(profiles.id, conversations.quantUserId))
    .leftJoin(quantProfiles, and(eq(quantProfiles.userId, conversations.quantUserId), visibleTo(company)))
    .where(and(companySideOf(company), after ? afterCursor : undefined))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(LIMIT);
};

/**
 * The inbox's page plus one: a quant's conversations; a firm member's as a quant and their company's in one
 * statement (each side read from its own index, one page plus one each, then merged), so one round trip either way.
 * Prepared: planning cost four times the execution.
 */
const inboxPage = (withCompany: boolean, after: boolean) =>
  preparedPerDb((db) => {
    const name = `inbox${withCompany ? '_member' : '_quant'}${after ? '_after' : ''}`;
    if (!withCompany) return asQuant(db, after).prepare(name);
    return unionAll(asQuant(db, after), asCompany(db, after))
      .orderBy(desc(sql`last_message_at`), desc(sql`id`))
      .limit(LIMIT)
      .prepare(name);
  });

const INBOX = {
  quant: { first: inboxPage(false, false), after: inboxPage(false, true) },
  member: { first: inboxPage(true, false), after: inboxPage(true, true) },
};

/**
 * A page of the caller's inbox, most recent first: their conversations as a quant and, for a firm member, their
 * company's, merged. One prepared statement.
 */
export async function getInbox(db: Db, caller: Caller, cursor: string | undefined): Promise<Inbox> {
  const statement = INBOX[firmOf(caller) ? 'member' : 'quant'][cursor ? 'after' : 'first'](db);
  const rows = await statement.execute({ ...callerValues(caller), ...cursorValues(cursor) });
  const shown = rows.slice(0, INBOX_PAGE_SIZE);
  const last = rows.length > INBOX_PAGE_SIZE ? shown.at(-1) : undefined;
  return {
    conversations: shown.map((r) => ({
      ...summary(r, r.side),
      counterpart:
        r.side === 'quant'
          ? companyCounterpart(r.counterpartName, r.companySlug)
          : quantCounterpart(r.counterpartName, r.headline),
      status: r.blocked ? ('blocked' as const) : r.status,
    })),
    nextCursor: last ? cursorOf(last) : null,
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

const unreadAsQuant = (db: Db) =>
  db
    .select({ total: sum(conversations.quantUnread) })
    .from(conversations)
    .where(and(eq(conversations.quantUserId, CALLER.userId), gt(conversations.quantUnread, 0)));

const unreadAsCompany = (db: Db) =>
  db
    .select({ total: sum(conversations.companyUnread) })
    .from(conversations)
    .where(and(companySideOf({ id: CALLER.companyId, domain: CALLER.domain }), gt(conversations.companyUnread, 0)));

/** A quant's sum; a firm member's two (as a quant, and their company's) in one statement, one row each. */
const UNREAD = {
  quant: preparedPerDb((db) => unreadAsQuant(db).prepare('unread_as_quant')),
  member: preparedPerDb((db) => unionAll(unreadAsQuant(db), unreadAsCompany(db)).prepare('unread_as_member')),
};

/** The header badge: unread messages over the caller's conversations as a quant and their company's. */
export async function unreadCount(db: Db, caller: Caller): Promise<number> {
  const totals = await UNREAD[firmOf(caller) ? 'member' : 'quant'](db).execute(callerValues(caller));
  return totals.reduce((all, { total }) => all + Number(total ?? 0), 0);
}
