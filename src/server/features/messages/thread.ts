import { and, desc, eq, lt } from 'drizzle-orm';
import { COMPANY_MESSAGES } from '../../../shared/company';
import type { Conversation, Counterpart, Message } from '../../../shared/contracts/messages';
import { MESSAGE_MESSAGES, THREAD_PAGE_SIZE } from '../../../shared/messages';
import type { Db } from '../../db/client';
import {
  companyProfiles,
  conversationMessages,
  internshipPositions,
  profiles,
  quantProfiles,
  user,
  userApplications,
} from '../../db/schema';
import { visibleTo } from '../../platform/talent-visibility';
import { accountName } from './names';
import { conversationFor, quantBlocksCompany, type Caller, type ConversationRow } from './parties';

type MessageRow = Pick<
  typeof conversationMessages.$inferSelect,
  'id' | 'side' | 'authorUserId' | 'authorName' | 'body' | 'createdAt'
>;

export const toMessage = (caller: Caller, m: MessageRow): Message => ({
  id: String(m.id),
  side: m.side,
  authorName: m.authorName,
  fromMe: m.authorUserId === caller.userId,
  body: m.body,
  createdAt: m.createdAt.toISOString(),
});

/** The quant as the firm sees them: their name, and their headline only while their profile is shown to it. */
async function quantAsSeenBy(db: Db, row: ConversationRow): Promise<Counterpart> {
  const [quant] = await db
    .select({ name: accountName, headline: quantProfiles.title })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(quantProfiles, and(eq(quantProfiles.userId, user.id), visibleTo({ id: row.companyId })))
    .where(eq(user.id, row.quantUserId));
  return { name: quant?.name ?? 'Unknown User', company: null, companySlug: null, headline: quant?.headline ?? null };
}

async function companyAsSeenBy(db: Db, row: ConversationRow): Promise<Counterpart> {
  const [company] = await db
    .select({ name: companyProfiles.name, slug: companyProfiles.slug, verification: companyProfiles.verification })
    .from(companyProfiles)
    .where(eq(companyProfiles.id, row.companyId));
  const name = company?.name ?? 'Unknown company';
  // Only a verified company has a public page.
  const slug = company?.verification === 'verified' ? company.slug : null;
  return { name, company: name, companySlug: slug, headline: null };
}

/** The other party of the conversation, as the caller may see them. */
export const counterpartFor = (db: Db, side: 'quant' | 'company', row: ConversationRow) =>
  side === 'company' ? quantAsSeenBy(db, row) : companyAsSeenBy(db, row);

async function applicationOf(db: Db, row: ConversationRow) {
  if (!row.applicationId) return null;
  const [application] = await db
    .select({ id: userApplications.id, positionTitle: internshipPositions.title })
    .from(userApplications)
    .innerJoin(internshipPositions, eq(internshipPositions.id, userApplications.opportunityId))
    .where(eq(userApplications.id, row.applicationId));
  return application ?? null;
}

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

/** The messages of a conversation, newest page first (or the page before message `before`), returned oldest first. */
async function messagePage(db: Db, conversationId: string, before: string | undefined) {
  const rows = await db
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
        eq(conversationMessages.conversationId, conversationId),
        before === undefined ? undefined : lt(conversationMessages.id, BigInt(before)),
      ),
    )
    .orderBy(desc(conversationMessages.id))
    .limit(THREAD_PAGE_SIZE + 1);
  const page = rows.slice(0, THREAD_PAGE_SIZE).reverse();
  return { page, olderCursor: rows.length > THREAD_PAGE_SIZE && page[0] ? String(page[0].id) : null };
}

/** One conversation as the caller sees it, with a page of its messages. 404 for anyone but its two parties. */
export async function getConversation(db: Db, caller: Caller, id: string, before?: string): Promise<Conversation> {
  const { row, side } = await conversationFor(db, caller, id);
  return describe(db, caller, row, side, before);
}

/** The answer for a conversation row the caller is known to be a party of. */
export async function describe(
  db: Db,
  caller: Caller,
  row: ConversationRow,
  side: 'quant' | 'company',
  before?: string,
): Promise<Conversation> {
  const [{ page, olderCursor }, counterpart, application, blocked] = await Promise.all([
    messagePage(db, row.id, before),
    counterpartFor(db, side, row),
    applicationOf(db, row),
    side === 'quant' ? quantBlocksCompany(db, row) : Promise.resolve(false),
  ]);
  const reason = cannotSendReason(caller, side, row, blocked);
  const otherReadThrough = side === 'quant' ? row.companyReadThrough : row.quantReadThrough;
  return {
    id: row.id,
    side,
    counterpart,
    subject: row.subject,
    status: blocked ? 'blocked' : row.status,
    declineReason: row.declineReason ?? null,
    offer: row.offer ?? null,
    application,
    canSend: reason === null,
    cannotSendReason: reason,
    readByOtherThrough: otherReadThrough > 0n ? String(otherReadThrough) : null,
    messages: page.map((m) => toMessage(caller, m)),
    olderCursor,
    createdAt: row.createdAt.toISOString(),
  };
}
