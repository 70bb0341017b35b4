import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { COMPANY_MESSAGES } from '../../../shared/company';
import type { Conversation } from '../../../shared/contracts/messages';
import { MESSAGE_MESSAGES, THREAD_PAGE_SIZE } from '../../../shared/messages';
import type { Db } from '../../db/client';
import {
  companyProfiles,
  conversationMessages,
  conversations,
  internshipPositions,
  profiles,
  quantProfiles,
  user,
  userApplications,
} from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { CompanyAccess } from '../../platform/company-access';
import { companyCounterpart, publicSlug, quantCounterpart } from './counterpart';
import { accountName } from './names';
import { preparedPerDb } from '../../platform/prepared';
import {
  identityColumns,
  identityOf,
  sessionIdentity,
  userIdentity,
  type Identity,
} from '../../platform/session-identity';
import type { SessionStatement } from '../../platform/session-statement';
import {
  blockedByQuant,
  otherSide,
  partyOfColumns,
  SIDE_COLUMNS,
  sideIn,
  type Caller,
  type ConversationRow,
} from './parties';

/**
 * Why the caller may not write now, or null when they may: a quant who blocked the company; a firm that lost its
 * verification, was declined, or already sent its first message and waits for the quant's reply.
 */
export function cannotSendReason(
  caller: Caller,
  side: 'quant' | 'company',
  row: Pick<ConversationRow, 'status' | 'startedBy' | 'quantRepliedAt'>,
  blocked: boolean,
): string | null {
  if (side === 'quant') return blocked ? MESSAGE_MESSAGES.blocked : null;
  if (!caller.company?.verified) return COMPANY_MESSAGES.notVerified;
  if (row.status === 'declined') return MESSAGE_MESSAGES.declined;
  if (row.startedBy === 'company' && !row.quantRepliedAt) return MESSAGE_MESSAGES.waitForReply;
  return null;
}

const BEFORE = sql.placeholder('before');
const CONVERSATION_ID = sql.placeholder('conversationId');

const m = conversationMessages;

/** The messages of the page, newest first: the conversation's newest, or those before message `before`. */
const pageRows = (older: boolean, columns: SQL, limit: number, offset = 0) =>
  sql`select ${columns} from ${m}
      where ${m.conversationId} = ${conversations.id}${older ? sql` and ${m.id} < ${BEFORE}` : sql``}
      order by ${m.id} desc limit ${sql.raw(String(limit))}${offset ? sql` offset ${sql.raw(String(offset))}` : sql``}`;

/**
 * The page's messages as the answer's JSON text, oldest first (Message), passed through as text: parsing 50
 * messages, mapping them and serialising them again was a sixth of the app's work on a thread page, and building
 * 50 JSON objects in PostgreSQL half of the page's statement (bench/README.md, 2026-12-01). So each message keeps
 * the rest of its object as text (`answer_tail`, migration 0031) and the page only puts the two fields that depend
 * on it in front: the id as text (a bigint as a JSON number would lose digits) and fromMe, against the caller. Read
 * by the thread index for the conversation row the outer query found, so only a party's request reads any message.
 */
const messagesJson = (older: boolean, callerUserId: SQLWrapper) =>
  sql<string>`(select coalesce('[' || string_agg('{"id":"' || page.id || '","fromMe":'
      || coalesce(page.author_user_id = ${callerUserId}, false) || page.answer_tail, ',' order by page.id) || ']', '[]')
    from (${pageRows(older, sql`${m.id}, ${m.authorUserId}, ${m.answerTail}`, THREAD_PAGE_SIZE)}) as page)`;

/**
 * The cursor of the page before this one: the oldest shown message's id, when an older one exists (the page's
 * last place and the one after it, read off the thread index alone; null unless both are there).
 */
const olderCursor = (older: boolean) =>
  sql<string | null>`(select max(edge.id)::text from (${pageRows(older, sql`${m.id}`, 2, THREAD_PAGE_SIZE - 1)}) as edge
    having count(*) = 2)`;

/**
 * Everything a thread page shows of a conversation: the columns the page uses, the company (its public page only
 * once verified), the quant's name and, while their profile is visible, headline (a company that sees the
 * conversation is one the quant does not block: partyOf), the application's position, whether the quant blocks the
 * company, and a page of messages, `fromMe` against `callerUserId`. From `conversations` joined as threadViews joins it.
 */
const viewColumns = (older: boolean, callerUserId: SQLWrapper) => ({
  id: conversations.id,
  quantUserId: conversations.quantUserId,
  startedBy: conversations.startedBy,
  applicationId: conversations.applicationId,
  offer: conversations.offer,
  subject: conversations.subject,
  status: conversations.status,
  declineReason: conversations.declineReason,
  quantRepliedAt: conversations.quantRepliedAt,
  quantReadThrough: conversations.quantReadThrough,
  companyReadThrough: conversations.companyReadThrough,
  createdAt: conversations.createdAt,
  companyName: companyProfiles.name,
  companySlug: publicSlug,
  quantName: accountName,
  quantHeadline: quantProfiles.title,
  positionTitle: internshipPositions.title,
  blocked: blockedByQuant,
  messages: messagesJson(older, callerUserId),
  olderCursor: olderCursor(older),
});

/**
 * The conversation with everything its page shows, in one statement with who calls (decision 0029): from the
 * caller's `identity` (platform/session-identity.ts: the request's session, or a user the service names), the
 * conversation joined only when they are one of its parties (partyOfColumns). One row while the session lives
 * (the user exists), with the conversation's columns null for anyone who is not a party. Prepared: planning it cost
 * five times its execution. Reading the session in the page's statement saves the page a round trip
 * (bench/README.md, messages, 2026-12-02).
 */
const threadViews = (identityFrom: (db: Db) => Identity, name: string, older: boolean) =>
  preparedPerDb((db) => {
    const identity = identityFrom(db);
    const caller = { userId: identity.userId, companyId: identity.companyId, domain: identity.companyDomain };
    return db
      .with(identity)
      .select({ identity: identityColumns(identity), ...viewColumns(older, identity.userId) })
      .from(identity)
      .leftJoin(conversations, and(eq(conversations.id, CONVERSATION_ID), partyOfColumns(caller)))
      .leftJoin(companyProfiles, eq(companyProfiles.id, conversations.companyId))
      .leftJoin(user, eq(user.id, conversations.quantUserId))
      .leftJoin(profiles, eq(profiles.id, conversations.quantUserId))
      .leftJoin(
        quantProfiles,
        and(eq(quantProfiles.userId, conversations.quantUserId), eq(quantProfiles.isVisible, true)),
      )
      .leftJoin(userApplications, eq(userApplications.id, conversations.applicationId))
      .leftJoin(internshipPositions, eq(internshipPositions.id, userApplications.opportunityId))
      .prepare(`${name}${older ? '_before' : ''}`);
  });
const byIdentity = (identityFrom: (db: Db) => Identity, name: string) => ({
  newest: threadViews(identityFrom, name, false),
  older: threadViews(identityFrom, name, true),
});
const THREAD_VIEWS = {
  session: byIdentity(sessionIdentity, 'session_conversation_view'),
  user: byIdentity(userIdentity, 'conversation_view'),
};

type ViewRow = Awaited<ReturnType<ReturnType<(typeof THREAD_VIEWS)['user']['newest']>['execute']>>[number];
/** The columns a conversation row always has (NOT NULL, or its company's name): null only when it was not joined. */
type JoinedColumn =
  | 'id'
  | 'quantUserId'
  | 'startedBy'
  | 'subject'
  | 'status'
  | 'quantReadThrough'
  | 'companyReadThrough'
  | 'createdAt'
  | 'companyName';
type PartyRow = Omit<ViewRow, JoinedColumn> & { [K in JoinedColumn]: NonNullable<ViewRow[K]> };
/** The caller is a party: the conversation was joined. */
const isParty = (row: ViewRow): row is PartyRow => row.id !== null;

/** The page's row: who calls (no row: the session has ended), and the conversation when they are a party. */
async function threadRow(
  db: Db,
  by: keyof typeof THREAD_VIEWS,
  values: { sessionToken: string } | { userId: string },
  id: string,
  before: string | undefined,
): Promise<ViewRow | undefined> {
  const [row] = await THREAD_VIEWS[by][before === undefined ? 'newest' : 'older'](db).execute({
    ...values,
    conversationId: id,
    before,
  });
  return row;
}

/**
 * The thread page's answer, as JSON text, from its row and the caller's company (identityOf the row's identity);
 * 404 for anyone but the conversation's two parties.
 */
function answerJson(row: ViewRow, company: CompanyAccess | null): string {
  if (!isParty(row)) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.notFound);
  const caller: Caller = { userId: row.identity.userId, company: company ?? undefined };
  const side = sideIn(caller, row);
  const blocked = side === 'quant' && row.blocked;
  const counterpart =
    side === 'company'
      ? quantCounterpart(row.quantName, row.quantHeadline)
      : companyCounterpart(row.companyName, row.companySlug);
  const reason = cannotSendReason(caller, side, row, blocked);
  const otherReadThrough = row[SIDE_COLUMNS[otherSide(side)].readThrough];
  const answer: Omit<Conversation, 'messages'> = {
    id: row.id,
    side,
    counterpart,
    subject: row.subject,
    status: blocked ? 'blocked' : row.status,
    declineReason: row.declineReason ?? null,
    offer: row.offer ?? null,
    application:
      row.applicationId && row.positionTitle ? { id: row.applicationId, positionTitle: row.positionTitle } : null,
    canSend: reason === null,
    cannotSendReason: reason,
    readByOtherThrough: otherReadThrough > 0n ? String(otherReadThrough) : null,
    olderCursor: row.olderCursor,
    createdAt: row.createdAt.toISOString(),
  };
  // The object's text ends with its closing brace; the messages' array goes in before it.
  return `${JSON.stringify(answer).slice(0, -1)},"messages":${row.messages}}`;
}

/**
 * The thread page of the request's session, as the answer's JSON text (the route sends it as it is): who calls is
 * read with the page, and session-statement.ts decides from it (401 when the session has ended).
 */
export async function sessionConversationJson(db: Db, session: SessionStatement, id: string, before?: string) {
  const row = await threadRow(db, 'session', { sessionToken: session.token }, id, before);
  const { company } = session.caller(row?.identity);
  return answerJson(row!, company);
}

/** One conversation as `caller` sees it, for the answers that change it first; 404 for anyone but its parties. */
export async function getConversation(db: Db, caller: Caller, id: string, before?: string): Promise<Conversation> {
  const row = await threadRow(db, 'user', { userId: caller.userId }, id, before);
  if (!row) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.notFound);
  return JSON.parse(answerJson(row, identityOf(row.identity).company)) as Conversation;
}
