import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, user } from '../../db/schema';
import { accountName } from '../../platform/account-name';

export { accountName };

/** The name of account `userId` (see accountName). */
export async function nameOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: accountName })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row?.name ?? 'Unknown User';
}
