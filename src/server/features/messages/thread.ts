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
import { companyCounterpart, publicSlug, quantCounterpart } from './counterpart';
import { accountName } from './names';
import { preparedPerDb } from '../../platform/prepared';
import { identityColumns, sessionIdentity } from '../../platform/session-identity';
import type { SessionStatement } from '../../platform/session-statement';
import {
  blockedByQuant,
  CALLER,
  callerValues,
  otherSide,
  partyOfPrepared,
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
 * company, and a page of messages, `fromMe` against `callerUserId`. From `conversations` joined as VIEW_JOINS.
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

/** How viewColumns' tables join the conversation (its company and quant always exist: foreign keys). */
const VIEW_JOINS = {
  company: eq(companyProfiles.id, conversations.companyId),
  quant: eq(user.id, conversations.quantUserId),
  quantAccount: eq(profiles.id, conversations.quantUserId),
  visibleQuantProfile: and(eq(quantProfiles.userId, conversations.quantUserId), eq(quantProfiles.isVisible, true)),
  application: eq(userApplications.id, conversations.applicationId),
  position: eq(internshipPositions.id, userApplications.opportunityId),
};

/**
 * The conversation with everything its page shows, in one statement, for a caller given as values; nothing for
 * anyone who is not a party. Prepared: planning it cost five times its execution.
 */
const conversationViews = (withCompany: boolean, older: boolean) =>
  preparedPerDb((db) =>
    db
      .select(viewColumns(older, CALLER.userId))
      .from(conversations)
      .innerJoin(companyProfiles, VIEW_JOINS.company)
      .innerJoin(user, VIEW_JOINS.quant)
      .leftJoin(profiles, VIEW_JOINS.quantAccount)
      .leftJoin(quantProfiles, VIEW_JOINS.visibleQuantProfile)
      .leftJoin(userApplications, VIEW_JOINS.application)
      .leftJoin(internshipPositions, VIEW_JOINS.position)
      .where(and(eq(conversations.id, CONVERSATION_ID), partyOfPrepared(withCompany, { joinedCompanyBlocks: true })))
      .prepare(`conversation_view${withCompany ? '_member' : ''}${older ? '_before' : ''}`),
  );
const CONVERSATION_VIEWS = {
  member: { newest: conversationViews(true, false), older: conversationViews(true, true) },
  quant: { newest: conversationViews(false, false), older: conversationViews(false, true) },
};

/**
 * The same page for the request's session (decision 0029): who calls is read in the same statement, from the
 * session's `identity` (platform/session-identity.ts), and the conversation is joined only when they are one
 * of its parties (partyOfPrepared with the identity's columns). One row while the session lives, with the
 * conversation's columns null for anyone who is not a party; no row when the session has ended. One round trip a
 * page instead of two: the session's statement was a third of the page's cost (bench/README.md, 2026-12-02).
 */
const sessionConversationViews = (older: boolean) =>
  preparedPerDb((db) => {
    const identity = sessionIdentity(db);
    const caller = { userId: identity.userId, companyId: identity.companyId, domain: identity.companyDomain };
    return db
      .with(identity)
      .select({ identity: identityColumns(identity), ...viewColumns(older, identity.userId) })
      .from(identity)
      .leftJoin(conversations, and(eq(conversations.id, CONVERSATION_ID), partyOfPrepared(true, { caller })))
      .leftJoin(companyProfiles, VIEW_JOINS.company)
      .leftJoin(user, VIEW_JOINS.quant)
      .leftJoin(profiles, VIEW_JOINS.quantAccount)
      .leftJoin(quantProfiles, VIEW_JOINS.visibleQuantProfile)
      .leftJoin(userApplications, VIEW_JOINS.application)
      .leftJoin(internshipPositions, VIEW_JOINS.position)
      .prepare(`session_conversation_view${older ? '_before' : ''}`);
  });
const SESSION_CONVERSATION_VIEWS = { newest: sessionConversationViews(false), older: sessionConversationViews(true) };

type ViewRow = Awaited<ReturnType<ReturnType<(typeof CONVERSATION_VIEWS)['quant']['newest']>['execute']>>[number];

/** The thread page's answer, as JSON text, from its view row. */
function answerJson(caller: Caller, row: ViewRow): string {
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
 * One conversation as the caller sees it, with a page of its messages, as the answer's JSON text; 404 for anyone
 * but its two parties.
 */
async function conversationJson(db: Db, caller: Caller, id: string, before?: string): Promise<string> {
  const views = caller.company ? CONVERSATION_VIEWS.member : CONVERSATION_VIEWS.quant;
  const [row] = await views[before === undefined ? 'newest' : 'older'](db).execute({
    ...callerValues(caller),
    conversationId: id,
    before,
  });
  if (!row) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.notFound);
  return answerJson(caller, row);
}

/**
 * The thread page of the request's session (the route's answer, sent as it is): who calls, read with the page
 * (session-statement.ts takes it from here: 401 when the session has ended), and the page's JSON text, or 404 for
 * anyone but the conversation's two parties.
 */
export async function sessionConversationJson(db: Db, session: SessionStatement, id: string, before?: string) {
  const [row] = await SESSION_CONVERSATION_VIEWS[before === undefined ? 'newest' : 'older'](db).execute({
    sessionToken: session.token,
    conversationId: id,
    before,
  });
  const { user: caller, company } = session.caller(row?.identity);
  if (row?.id == null) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.notFound);
  return answerJson({ userId: caller.id, company: company ?? undefined }, row as ViewRow);
}

/** One conversation as the caller sees it (conversationJson, parsed), for the answers that change it first. */
export async function getConversation(db: Db, caller: Caller, id: string, before?: string): Promise<Conversation> {
  return JSON.parse(await conversationJson(db, caller, id, before)) as Conversation;
}
