import { eq } from 'drizzle-orm';
import type { Conversation } from '../../../shared/contracts/messages';
import { MESSAGE_MESSAGES, type DeclineReason } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { conversations } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { blockCompany as addToBlockList } from '../quant-profile/service';
import { conversationFor, type Caller } from './parties';
import { getConversation } from './thread';

/** The conversation, for its quant only: a firm member (or anyone else) cannot decline or block for the quant. */
async function asItsQuant(db: Db, caller: Caller, id: string) {
  const found = await conversationFor(db, caller, id);
  if (found.side !== 'quant') throw new AppError('FORBIDDEN', MESSAGE_MESSAGES.notYourSide);
  return found.row;
}

/**
 * The quant says no in one click, with an optional reason the firm sees. The firm cannot write again unless the
 * quant does (a quant's message reopens it).
 */
export async function declineConversation(
  db: Db,
  caller: Caller,
  id: string,
  reason: DeclineReason | null,
): Promise<Conversation> {
  const row = await asItsQuant(db, caller, id);
  if (row.status === 'declined') throw new AppError('CONFLICT', MESSAGE_MESSAGES.alreadyDeclined);
  await db
    .update(conversations)
    .set({ status: 'declined', declineReason: reason, declinedAt: new Date() })
    .where(eq(conversations.id, id));
  return getConversation(db, caller, id);
}

/**
 * The quant blocks the company: it joins their profile's block list, so the firm loses this conversation and the
 * profile at once (every firm-facing query applies the list). The quant keeps the conversation, read-only.
 */
export async function blockConversationCompany(db: Db, caller: Caller, id: string): Promise<Conversation> {
  const row = await asItsQuant(db, caller, id);
  await addToBlockList(db, caller.userId, row.companyId);
  return getConversation(db, caller, row.id);
}
