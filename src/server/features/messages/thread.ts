import { and, eq, sql } from 'drizzle-orm';
import { COMPANY_MESSAGES } from '../../../shared/company';
import type { Conversation, Message } from '../../../shared/contracts/messages';
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
  callerValues,
  otherSide,
  partyOfPrepared,
  SIDE_COLUMNS,
  sideIn,
  type Caller,
  type ConversationRow,
} from './parties';

/**
 * A message as the page reads it: `[id, side, authorUserId, authorName, body, createdAt]`. The id comes as text (a
 * bigint as a JSON number would lose digits); the time as the ISO text the answer carries, formatted by PostgreSQL
 * (in UTC, milliseconds cut as JavaScript's Date cuts them), which spares parsing and formatting 50 dates a page.
 */
type MessageTuple = [string, Message['side'], string | null, string, string, string];

const toMessage = (caller: Caller, [id, side, authorUserId, authorName, body, createdAt]: MessageTuple): Message => ({
  id,
  side,
  authorName,
  fromMe: authorUserId === caller.userId,
  body,
  createdAt,
});

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
/** `Date.toISOString()`'s format, for a UTC timestamp: `2026-11-25T12:00:00.123Z`. */
const ISO_UTC = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);
const CONVERSATION_ID = sql.placeholder('conversationId');

/**
 * The conversation's newest page of messages (or the page before message `before`) plus one, as one JSON array
 * of MessageTuple, oldest first: read by the thread index (`conversation_id, id desc`) for the conversation row
 * the outer query found, so only a party's request reads any message.
 */
const messagePage = (older: boolean) => {
  const m = conversationMessages;
  return sql<MessageTuple[]>`(select coalesce(json_agg(json_build_array(page.id::text, page.side, page.author_user_id,
    page.author_name, page.body, to_char(page.created_at at time zone 'UTC', ${ISO_UTC})) order by page.id), '[]'::json)
    from (select ${m.id}, ${m.side}, ${m.authorUserId}, ${m.authorName}, ${m.body}, ${m.createdAt} from ${m}
      where ${m.conversationId} = ${conversations.id}${older ? sql` and ${m.id} < ${BEFORE}` : sql``}
      order by ${m.id} desc limit ${sql.raw(String(THREAD_PAGE_SIZE + 1))}) as page)`;
};

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
        messages: messagePage(older),
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
      .where(and(eq(conversations.id, CONVERSATION_ID), partyOfPrepared(withCompany)))
      .prepare(`conversation_view${withCompany ? '_member' : ''}${older ? '_before' : ''}`),
  );
const CONVERSATION_VIEWS = {
  member: { newest: conversationViews(true, false), older: conversationViews(true, true) },
  quant: { newest: conversationViews(false, false), older: conversationViews(false, true) },
};

/** One conversation as the caller sees it, with a page of its messages; 404 for anyone but its two parties. */
export async function getConversation(db: Db, caller: Caller, id: string, before?: string): Promise<Conversation> {
  const views = caller.company ? CONVERSATION_VIEWS.member : CONVERSATION_VIEWS.quant;
  const [row] = await views[before === undefined ? 'newest' : 'older'](db).execute({
    ...callerValues(caller),
    conversationId: id,
    before,
  });
  if (!row) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.notFound);
  // One more than a page was read: its oldest tells whether there are older ones.
  const page = row.messages.length > THREAD_PAGE_SIZE ? row.messages.slice(1) : row.messages;
  const olderCursor = row.messages.length > THREAD_PAGE_SIZE && page[0] ? page[0][0] : null;
  const side = sideIn(caller, row);
  const blocked = side === 'quant' && row.blocked;
  const counterpart =
    side === 'company'
      ? quantCounterpart(row.quantName, row.quantHeadline)
      : companyCounterpart(row.companyName, row.companySlug);
  const reason = cannotSendReason(caller, side, row, blocked);
  const otherReadThrough = row[SIDE_COLUMNS[otherSide(side)].readThrough];
  return {
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
    messages: page.map((m) => toMessage(caller, m)),
    olderCursor,
    createdAt: row.createdAt.toISOString(),
  };
}
