import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations } from '../../db/schema';

/** A company and a quant: at most one conversation between them. */
export interface ConversationPair {
  companyId: string;
  quantUserId: string;
}

export const pairKey = (pair: ConversationPair) => `${pair.companyId}:${pair.quantUserId}`;

/**
 * The conversation between each pair that has one, by pairKey: other features link to it (an accepted proposal's
 * "Open conversation"). The caller has decided that its reader is one of the pair.
 */
export async function conversationIdsBetween(db: Db, pairs: readonly ConversationPair[]): Promise<Map<string, string>> {
  if (pairs.length === 0) return new Map();
  const rows = await db
    .select({ id: conversations.id, companyId: conversations.companyId, quantUserId: conversations.quantUserId })
    .from(conversations)
    .where(
      or(
        ...pairs.map((pair) =>
          and(eq(conversations.companyId, pair.companyId), eq(conversations.quantUserId, pair.quantUserId)),
        ),
      ),
    );
  return new Map(rows.map((row) => [pairKey(row), row.id]));
}
