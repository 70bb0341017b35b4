import { desc, eq } from 'drizzle-orm';
import type { Conversation } from '../../../shared/contracts/messages';
import { MESSAGE_MESSAGES } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { conversationMessages, conversations } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { appendMessage } from './append-message';
import { unreadCount } from './inbox';
import { nameOf } from './names';
import { conversationFor, quantBlocksCompany, SIDE_COLUMNS, type Caller } from './parties';
import { cannotSendReason, getConversation } from './thread';

/**
 * Writes in a conversation the caller is a party of. The rules are checked on the row locked for the
 * transaction, so two messages sent at once by a firm waiting for a reply cannot both pass.
 */
export async function sendMessage(db: Db, caller: Caller, id: string, body: string): Promise<Conversation> {
  const authorName = await nameOf(db, caller.userId);
  await db.transaction(async (tx) => {
    const { row: locked, side } = await conversationFor(tx, caller, id, true);
    const blocked = side === 'quant' && (await quantBlocksCompany(tx, locked));
    const reason = cannotSendReason(side, locked, blocked);
    if (reason) throw new AppError(reason === MESSAGE_MESSAGES.waitForReply ? 'CONFLICT' : 'FORBIDDEN', reason);
    await appendMessage(tx, id, { side, userId: caller.userId, name: authorName }, body, new Date());
  });
  return getConversation(db, caller, id);
}

/** Marks the conversation read up to its newest message for the caller's side; answers the caller's unread count. */
export async function markRead(db: Db, caller: Caller, id: string): Promise<number> {
  const { side } = await conversationFor(db, caller, id);
  const [newest] = await db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, id))
    .orderBy(desc(conversationMessages.id))
    .limit(1);
  const through = newest?.id ?? 0n;
  await db
    .update(conversations)
    .set({ [SIDE_COLUMNS[side].unread]: 0, [SIDE_COLUMNS[side].readThrough]: through })
    .where(eq(conversations.id, id));
  return unreadCount(db, caller);
}
