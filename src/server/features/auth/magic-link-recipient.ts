import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';

/**
 * The address of the account a magic link was asked for, or null when there is none. Magic links only sign in
 * existing accounts (sign-up is off for them), so mailing a stranger would only make the form a way to send mail
 * to anyone; the caller answers the same either way, so the form does not reveal which addresses have accounts.
 * better-auth stores addresses lower-cased; the link goes to the stored address, not to the spelling typed.
 */
export async function magicLinkRecipient(db: Db, typed: string): Promise<string | null> {
  const [account] = await db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.email, typed.trim().toLowerCase()))
    .limit(1);
  return account?.email ?? null;
}
