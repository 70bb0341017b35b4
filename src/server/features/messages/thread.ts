import { and, desc, eq, lt, sql } from 'drizzle-orm';
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

type MessageRow = Pick<
  typeof conversationMessages.$inferSelect,
  'id' | 'side' | 'authorUserId' | 'authorName' | 'body' | 'createdAt'
>;

const toMessage = (caller: Caller, m: MessageRow): Message => ({
  id: String(m.id),
  side: m.side,
  authorName: m.authorName,
  fromMe: m.authorUserId === caller.userId,
  body: m.body,
  createdAt: m.createdAt.toISOString(),
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
const CONVERSATION_ID = sql.placeholder('conversationId');

/** The newest page of a conversation's messages (or the page before message `before`), newest first, plus one. */
const messageRows = (older: boolean) =>
  preparedPerDb((db) =>
    db
      .select({
        id: conversationMessages.id,
        side: conversationMessages.side,
        authorUserId: conversationMessages.authorUserId,
        authorName: conversationMessages.authorName,
        body: conversationMessages.body,
        createdAt: conversationMessages.createdAt,
      })
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, CONVERSATION_ID),
          older ? lt(conversationMessages.id, BEFORE) : undefined,
        ),
      )
      .orderBy(desc(conversationMessages.id))
      .limit(THREAD_PAGE_SIZE + 1)
      .prepare(older ? 'thread_messages_before' : 'thread_messages'),
  );
const MESSAGE_ROWS = { newest: messageRows(false), older: messageRows(true) };

/** The messages of a conversation, newest page first (or the page before message `before`), returned oldest first. */
async function messagePage(db: Db, conversationId: string, before: string | undefined) {
  const rows = await (before === undefined ? MESSAGE_ROWS.newest : MESSAGE_ROWS.older)(db).execute({
    conversationId,
    before,
  });
  const page = rows.slice(0, THREAD_PAGE_SIZE).reverse();
  return { page, olderCursor: rows.length > THREAD_PAGE_SIZE && page[0] ? String(page[0].id) : null };
}

/**
 * The conversation with everything its page shows but the messages, in one statement: the company (its public page
 * only once verified), the quant's name and, while their profile is visible, headline (a company that sees the
 * conversation is one the quant does not block: partyOf), the application's position, and whether the quant blocks
 * the company. Undefined for anyone who is not a party. Prepared: planning it cost five times its execution.
 */
const conversationViews = (withCompany: boolean) =>
  preparedPerDb((db) =>
    db
      .select({
        row: conversations,
        companyName: companyProfiles.name,
        companySlug: publicSlug,
        quantName: accountName,
        quantHeadline: quantProfiles.title,
        positionTitle: internshipPositions.title,
        blocked: blockedByQuant,
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
      .prepare(withCompany ? 'conversation_view_member' : 'conversation_view'),
  );
const CONVERSATION_VIEWS = { member: conversationViews(true), quant: conversationViews(false) };

async function conversationView(db: Db, caller: Caller, id: string) {
  const view = caller.company ? CONVERSATION_VIEWS.member : CONVERSATION_VIEWS.quant;
  const [found] = await view(db).execute({ ...callerValues(caller), conversationId: id });
  return found;
}

/**
 * One conversation as the caller sees it, with a page of its messages: two statements sent at once (the page is
 * dropped unless the first finds the caller a party). 404 for anyone but its two parties.
 */
export async function getConversation(db: Db, caller: Caller, id: string, before?: string): Promise<Conversation> {
  const [view, { page, olderCursor }] = await Promise.all([
    conversationView(db, caller, id),
    messagePage(db, id, before),
  ]);
  if (!view) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.notFound);
  const { row } = view;
  const side = sideIn(caller, row);
  const blocked = side === 'quant' && view.blocked;
  const counterpart =
    side === 'company'
      ? quantCounterpart(view.quantName, view.quantHeadline)
      : companyCounterpart(view.companyName, view.companySlug);
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
      row.applicationId && view.positionTitle ? { id: row.applicationId, positionTitle: view.positionTitle } : null,
    canSend: reason === null,
    cannotSendReason: reason,
    readByOtherThrough: otherReadThrough > 0n ? String(otherReadThrough) : null,
    messages: page.map((m) => toMessage(caller, m)),
    olderCursor,
    createdAt: row.createdAt.toISOString(),
  };
}
