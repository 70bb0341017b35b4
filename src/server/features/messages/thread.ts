import { and, eq, sql, type SQL } from 'drizzle-orm';
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
const messagesJson = (older: boolean) =>
  sql<string>`(select coalesce('[' || string_agg('{"id":"' || page.id || '","fromMe":'
      || coalesce(page.author_user_id = ${CALLER.userId}, false) || page.answer_tail, ',' order by page.id) || ']', '[]')
    from (${pageRows(older, sql`${m.id}, ${m.authorUserId}, ${m.answerTail}`, THREAD_PAGE_SIZE)}) as page)`;

/**
 * The cursor of the page before this one: the oldest shown message's id, when an older one exists (the page's
 * last place and the one after it, read off the thread index alone; null unless both are there).
 */
const olderCursor = (older: boolean) =>
  sql<string | null>`(select max(edge.id)::text from (${pageRows(older, sql`${m.id}`, 2, THREAD_PAGE_SIZE - 1)}) as edge
    having count(*) = 2)`;

/**
 * The conversation with everything its page shows, in one statement: the columns the page uses, the company (its
 * public page only once verified), the quant's name and, while their profile is visible, headline (a company that
 * sees the conversation is one the quant does not block: partyOf), the application's position, whether the quant
 * blocks the company, and a page of messages. Nothing for anyone who is not a party. Prepared: planning it cost
 * five times its execution; one statement instead of two saves a round trip and a pooled connection a page.
 */
const conversationViews = (withCompany: boolean, older: boolean) =>
  preparedPerDb((db) =>
    db
      .select({
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
        messages: messagesJson(older),
        olderCursor: olderCursor(older),
      })
      .from(conversations)
      .innerJoin(companyProfiles, eq(companyProfiles.id, conversations.companyId))
      .innerJoin(user, eq(user.id, conversations.quantUserId))
      .leftJoin(profiles, eq(profiles.id, conversations.quantUserId))
      .leftJoin(
        quantProfiles,
        and(eq(quantProfiles.userId, conversations.quantUserId), eq(quantProfiles.isVisible, true)),
      )
      .leftJoin(userApplications, eq(userApplications.id, conversations.applicationId))
      .leftJoin(internshipPositions, eq(internshipPositions.id, userApplications.opportunityId))
      .where(and(eq(conversations.id, CONVERSATION_ID), partyOfPrepared(withCompany, { joinedCompanyBlocks: true })))
      .prepare(`conversation_view${withCompany ? '_member' : ''}${older ? '_before' : ''}`),
  );
const CONVERSATION_VIEWS = {
  member: { newest: conversationViews(true, false), older: conversationViews(true, true) },
  quant: { newest: conversationViews(false, false), older: conversationViews(false, true) },
};

/**
 * One conversation as the caller sees it, with a page of its messages, as the answer's JSON text (the thread page's
 * route sends it as it is); 404 for anyone but its two parties.
 */
export async function conversationJson(db: Db, caller: Caller, id: string, before?: string): Promise<string> {
  const views = caller.company ? CONVERSATION_VIEWS.member : CONVERSATION_VIEWS.quant;
  const [row] = await views[before === undefined ? 'newest' : 'older'](db).execute({
    ...callerValues(caller),
    conversationId: id,
    before,
  });
  if (!row) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.notFound);
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

/** One conversation as the caller sees it (conversationJson, parsed), for the answers that change it first. */
export async function getConversation(db: Db, caller: Caller, id: string, before?: string): Promise<Conversation> {
  return JSON.parse(await conversationJson(db, caller, id, before)) as Conversation;
}
