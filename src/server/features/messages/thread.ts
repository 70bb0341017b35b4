import { and, desc, eq, lt } from 'drizzle-orm';
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
import { blockedByQuant, otherSide, partyOf, SIDE_COLUMNS, sideIn, type Caller, type ConversationRow } from './parties';

/**
 * Why the caller may not write now, or null when they may: a quant who blocked the company; a firm that was
 * declined, or already sent its first message and waits for the quant's reply. (A firm that lost its verification
 * is no party at all: partyOf.)
 */
export function cannotSendReason(
  side: 'quant' | 'company',
  row: Pick<ConversationRow, 'status' | 'startedBy' | 'quantRepliedAt'>,
  blocked: boolean,
): string | null {
  if (side === 'quant') return blocked ? MESSAGE_MESSAGES.blocked : null;
  if (row.status === 'declined') return MESSAGE_MESSAGES.declined;
  if (row.startedBy === 'company' && !row.quantRepliedAt) return MESSAGE_MESSAGES.waitForReply;
  return null;
}

/**
 * Conversation `id` with what its page shows besides the messages: the company (its public page only once
 * verified), the quant's name and, while their profile is visible, headline, the application's position, and
 * whether the quant blocks the company. Only for its two parties (partyOf: a company the quant blocks is none).
 */
async function conversationView(db: Db, caller: Caller, id: string) {
  const [row] = await db
    .select({
      conversation: conversations,
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
    .where(and(eq(conversations.id, id), partyOf(caller)));
  if (!row) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.notFound);
  return row;
}

/**
 * A page of the conversation's messages, oldest first: the newest, or those before message `before`; and the
 * cursor of the page before it (its oldest message's id) when an older message exists.
 */
async function messagePage(db: Db, caller: Caller, conversationId: string, before: string | undefined) {
  const m = conversationMessages;
  const rows = await db
    .select({
      id: m.id,
      authorUserId: m.authorUserId,
      side: m.side,
      authorName: m.authorName,
      body: m.body,
      createdAt: m.createdAt,
    })
    .from(m)
    .where(and(eq(m.conversationId, conversationId), before === undefined ? undefined : lt(m.id, BigInt(before))))
    .orderBy(desc(m.id))
    .limit(THREAD_PAGE_SIZE + 1);
  const shown = rows.slice(0, THREAD_PAGE_SIZE).reverse();
  const messages = shown.map((row): Message => ({
    // A bigint as a JSON number would lose digits.
    id: String(row.id),
    side: row.side,
    authorName: row.authorName,
    fromMe: row.authorUserId === caller.userId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
  const olderCursor = rows.length > THREAD_PAGE_SIZE ? messages[0]!.id : null;
  return { messages, olderCursor };
}

/** One conversation as `caller` sees it, with a page of its messages; 404 for anyone but its two parties. */
export async function getConversation(db: Db, caller: Caller, id: string, before?: string): Promise<Conversation> {
  const { conversation: row, ...view } = await conversationView(db, caller, id);
  const side = sideIn(caller, row);
  const blocked = side === 'quant' && view.blocked;
  const reason = cannotSendReason(side, row, blocked);
  const otherReadThrough = row[SIDE_COLUMNS[otherSide(side)].readThrough];
  return {
    id: row.id,
    side,
    counterpart:
      side === 'company'
        ? quantCounterpart(view.quantName, view.quantHeadline)
        : companyCounterpart(view.companyName, view.companySlug),
    subject: row.subject,
    status: blocked ? 'blocked' : row.status,
    declineReason: row.declineReason ?? null,
    offer: row.offer ?? null,
    application:
      row.applicationId && view.positionTitle ? { id: row.applicationId, positionTitle: view.positionTitle } : null,
    canSend: reason === null,
    cannotSendReason: reason,
    readByOtherThrough: otherReadThrough > 0n ? String(otherReadThrough) : null,
    ...(await messagePage(db, caller, row.id, before)),
    createdAt: row.createdAt.toISOString(),
  };
}
