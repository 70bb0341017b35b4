import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, user } from '../../db/schema';

/**
 * A person's name as the other party sees it: their profile's full name, else their account's name, else spec §3's
 * 'Unknown User'. Never their e-mail address. For a query that joins `users` and left-joins `profiles` on them.
 */
export const accountName = sql<string>`coalesce(nullif(trim(${profiles.fullName}), ''), nullif(trim(${user.name}), ''), 'Unknown User')`;

/** The name of account `userId` (see accountName). */
export async function nameOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: accountName })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row?.name ?? 'Unknown User';
}
