import { eq, sql } from 'drizzle-orm';
import { MESSAGE_MAIL_INTERVAL_MS, previewOf, type ConversationSide } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { conversationMessages, conversations } from '../../db/schema';
import { otherSide, SIDE_COLUMNS } from './parties';

/**
 * Writes a message and keeps the conversation's inbox columns in step, in the caller's transaction: the preview,
 * the recipient's unread count, the author side's read position (writing means having read), the quant's first
 * reply (which lets a firm write again, and reopens a conversation the quant had declined), and when the
 * recipient's e-mail is due: now, or 15 minutes after the last one (notifications.ts sends it).
 */
export async function appendMessage(
  tx: Db,
  conversationId: string,
  author: { side: ConversationSide; userId: string; name: string },
  body: string,
  now: Date,
): Promise<bigint> {
  const [message] = await tx
    .insert(conversationMessages)
    .values({
      conversationId,
      side: author.side,
      authorUserId: author.userId,
      authorName: author.name,
      body,
      createdAt: now,
    })
    .returning({ id: conversationMessages.id });
  const id = message!.id;
  const recipient = otherSide(author.side);
  const mailGap = new Date(now.getTime() - MESSAGE_MAIL_INTERVAL_MS);
  const dueColumn = conversations[SIDE_COLUMNS[recipient].mailDueAt];
  const notifiedColumn = conversations[SIDE_COLUMNS[recipient].notifiedAt];
  // Due now when the recipient was not e-mailed in the last 15 minutes, else when those 15 minutes end.
  const due = sql`coalesce(${dueColumn}, case when ${notifiedColumn} is null or ${notifiedColumn} <= ${mailGap} then ${now}::timestamptz else ${notifiedColumn} + ${`${MESSAGE_MAIL_INTERVAL_MS} milliseconds`}::interval end)`;
  const common = {
    lastMessageAt: now,
    lastPreview: previewOf(body),
    lastSide: author.side,
    lastAuthorName: author.name,
  };
  await tx
    .update(conversations)
    .set(
      author.side === 'quant'
        ? {
            ...common,
            quantUnread: 0,
            quantReadThrough: id,
            companyUnread: sql`${conversations.companyUnread} + 1`,
            companyMailDueAt: due,
            quantRepliedAt: sql`coalesce(${conversations.quantRepliedAt}, ${now}::timestamptz)`,
            status: 'open',
            declineReason: null,
            declinedAt: null,
          }
        : {
            ...common,
            companyUnread: 0,
            companyReadThrough: id,
            quantUnread: sql`${conversations.quantUnread} + 1`,
            quantMailDueAt: due,
          },
    )
    .where(eq(conversations.id, conversationId));
  return id;
}
