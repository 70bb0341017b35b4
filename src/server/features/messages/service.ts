import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations } from '../../db/schema';
import { appendMessage } from './append-message';
import { nameOf } from './names';

export { awaitingReplyCount, conversationPipelineRows } from './dashboard-figures';
export { conversationIdsBetween, pairKey, type ConversationPair } from './conversation-ids';
export { openReportCount } from './reports';

/**
 * What other features may do with messages (their one entry: they never import this feature's other files).
 *
 * `openAcceptedProposalConversation` opens — or finds — the one conversation between a company and a quant when
 * the company accepts the quant's proposal, and writes the firm's first message in it, in the caller's transaction
 * (so the acceptance and the message land together or not at all).
 *
 * A new conversation is recorded as started by the quant: the proposal was the quant reaching out, so it is no
 * cold approach. The firm's daily limit on new conversations (decision 0019) does not count it, and the firm may
 * follow up before the quant replies — exactly as in a conversation a quant opened about their application.
 * An existing conversation gets the message appended whatever its state: the quant proposed after it, which is
 * consent to hear back about this project. The caller has already checked that the quant does not block the firm.
 */
export async function openAcceptedProposalConversation(
  tx: Db,
  input: { companyId: string; quantUserId: string; authorUserId: string; subject: string; body: string },
  now = new Date(),
): Promise<string> {
  const authorName = await nameOf(tx, input.authorUserId);
  // Insert-or-find on the unique pair, so two acceptances at once for the same quant share one conversation.
  const [created] = await tx
    .insert(conversations)
    .values({
      companyId: input.companyId,
      quantUserId: input.quantUserId,
      startedBy: 'quant',
      startedByUserId: input.quantUserId,
      subject: input.subject,
      lastSide: 'company',
      lastAuthorName: authorName,
      lastMessageAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [conversations.companyId, conversations.quantUserId] })
    .returning({ id: conversations.id });
  const id = created?.id ?? (await existingId(tx, input.companyId, input.quantUserId));
  await appendMessage(tx, id, { side: 'company', userId: input.authorUserId, name: authorName }, input.body, now);
  return id;
}

async function existingId(tx: Db, companyId: string, quantUserId: string): Promise<string> {
  const [row] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.companyId, companyId), eq(conversations.quantUserId, quantUserId)));
  return row!.id;
}
