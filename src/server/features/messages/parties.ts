import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ConversationSide } from '../../../shared/messages';
import { MESSAGE_MESSAGES } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { companyProfiles, conversations } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { verifiedOnly, type CompanyAccess } from '../../platform/company-access';
import { notBlockedBy, type Viewer } from '../../platform/talent-visibility';

/** Who is asking: the session's user and, when they belong to one, their company (platform/company-access.ts). */
export interface Caller {
  userId: string;
  company: CompanyAccess | undefined;
}

/** The conversation's company as a viewer, for a query that joins `company_profiles` on it. */
const joinedCompany: Viewer = { id: companyProfiles.id, domain: companyProfiles.domain };

/**
 * The company's side of a conversation: its own, and the quant has not blocked it (then it is gone for the firm).
 * `company` may hold placeholders (prepared statements: inbox.ts).
 */
export function companySideOf(company: Viewer): SQL {
  return and(eq(conversations.companyId, company.id), notBlockedBy(company, conversations.quantUserId))!;
}

/**
 * The company the caller reads conversations for: theirs while it is verified (company-access decides), so a
 * company that lost its verification no longer sees its conversations' quants.
 */
export const firmOf = (caller: Caller): CompanyAccess | undefined => verifiedOnly(caller.company);

/** The conversations the caller is a party of: as the quant, or as a member of the verified company. */
export function partyOf(caller: Caller): SQL {
  const asQuant = eq(conversations.quantUserId, caller.userId);
  const company = firmOf(caller);
  return company ? or(asQuant, companySideOf(company))! : asQuant;
}

/**
 * The placeholders of the prepared reads: the caller's user id, their company's id and domain (null when it has
 * none), and each read's own. `callerValues` fills the first three.
 */
export const CALLER = {
  userId: sql.placeholder('userId'),
  companyId: sql.placeholder('companyId'),
  domain: sql.placeholder('domain'),
};

export const callerValues = (caller: Caller) => ({
  userId: caller.userId,
  companyId: firmOf(caller)?.id ?? null,
  domain: firmOf(caller)?.domain ?? null,
});

/** The caller's side in a conversation they are a party of. */
export const sideIn = (caller: Caller, row: { quantUserId: string }): ConversationSide =>
  row.quantUserId === caller.userId ? 'quant' : 'company';

/** The other side. */
export const otherSide = (side: ConversationSide): ConversationSide => (side === 'quant' ? 'company' : 'quant');

/** Each side's own columns of the conversation row: its unread count, read position and message e-mail times. */
export const SIDE_COLUMNS = {
  quant: {
    unread: 'quantUnread',
    readThrough: 'quantReadThrough',
    notifiedAt: 'quantNotifiedAt',
    mailDueAt: 'quantMailDueAt',
  },
  company: {
    unread: 'companyUnread',
    readThrough: 'companyReadThrough',
    notifiedAt: 'companyNotifiedAt',
    mailDueAt: 'companyMailDueAt',
  },
} as const satisfies Record<ConversationSide, Record<string, keyof typeof conversations.$inferSelect>>;

/**
 * Conversation `id` with the caller's side, or 404 for anyone who is not a party (a stranger learns nothing,
 * not even that it exists). `forUpdate` locks the row for the rest of the transaction.
 */
export async function conversationFor(db: Db, caller: Caller, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), partyOf(caller)));
  const [row] = forUpdate ? await query.for('update', { of: conversations }) : await query;
  if (!row) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.notFound);
  return { row, side: sideIn(caller, row) };
}

/**
 * Whether the conversation's quant blocks its company (by id, or anything at its domain), for a query that joins
 * `company_profiles` on the conversation's company.
 */
export const blockedByQuant = sql<boolean>`not ${notBlockedBy(joinedCompany, conversations.quantUserId)}`;

/** Whether the quant blocks the conversation's company (the conversation is then read-only for the quant). */
export async function quantBlocksCompany(db: Db, row: { quantUserId: string; companyId: string }): Promise<boolean> {
  const [answer] = await db
    .select({ blocked: sql<boolean>`not ${notBlockedBy(joinedCompany, sql`${row.quantUserId}`)}` })
    .from(companyProfiles)
    .where(eq(companyProfiles.id, row.companyId));
  return answer?.blocked ?? false;
}

export type ConversationRow = typeof conversations.$inferSelect;
