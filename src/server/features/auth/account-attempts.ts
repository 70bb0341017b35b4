import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

/**
 * Sign-in attempts per account, with backoff. The counter lives in the rate_limits table under a keyed hash of the
 * normalised e-mail (the table never lists addresses, and no password is ever stored); for these keys `count` is
 * the attempts since the last success and `window_started_at` the time of the latest counted attempt.
 *
 * Numbers: the first FREE_ATTEMPTS attempts (times AUTH_RATE_LIMIT_SCALE) go through at once; after that the
 * account waits 1 minute after its latest attempt, then 2, 4, 8, 16, 32 and at most 60 minutes per further
 * attempt, whichever address it comes from. A guesser thus gets about 10 tries in the first hour and one an hour
 * after that, while the owner locked out by someone else waits at most an hour (or signs in by e-mail link). A
 * quiet day forgets the attempts; a successful sign-in clears them.
 */
export const FREE_ATTEMPTS = 5;
const FIRST_LOCK_MINUTES = 1;
const MAX_LOCK_MINUTES = 60;
const FORGET_AFTER_HOURS = 24;

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The same e-mail typed in another case or with stray spaces is the same account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Keyed with the app secret so the stored key reveals nothing about the address to a reader of the table. */
export function accountAttemptsKey(secret: string, email: string): string {
  const digest = createHmac('sha256', secret)
    .update(`sign-in-attempts:${normaliseEmail(email)}`)
    .digest('base64url');
  return `account-attempts:${digest}`;
}

/**
 * Counts one attempt on `key` unless the account is waiting out its backoff, in one atomic upsert: concurrent
 * guesses queue on the row, so a burst cannot slip past the lock. A refused attempt is not counted (it does not
 * extend the wait). The backoff's exponent is clamped at 0: below the free attempts it is unused, and with a large
 * AUTH_RATE_LIMIT_SCALE 2^(count - free) would underflow PostgreSQL's double precision and fail the query.
 */
export async function beginAttempt(db: Db, key: string, freeAttempts: number): Promise<AttemptVerdict> {
  const existing = rateLimits;
  const lockMinutes = sql`least(${MAX_LOCK_MINUTES}, ${FIRST_LOCK_MINUTES} * power(2, greatest(0, ${existing.count} - ${freeAttempts})))`;
  const locked = sql`(${existing.count} >= ${freeAttempts} and ${existing.windowStartedAt} + make_interval(mins => ${lockMinutes}::int) > now())`;
  const forgotten = sql`${existing.windowStartedAt} < now() - make_interval(hours => ${FORGET_AFTER_HOURS})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${forgotten} then 1 when ${locked} then ${existing.count} else ${existing.count} + 1 end`,
        windowStartedAt: sql`case when ${locked} then ${existing.windowStartedAt} else now() end`,
      },
    })
    .returning({
      // A counted attempt stamped the row with this transaction's now(); a refused one left the older time.
      counted: sql<boolean>`${existing.windowStartedAt} = now()`,
      retryAfterSeconds: sql<number>`ceil(extract(epoch from (${existing.windowStartedAt} + make_interval(mins => ${lockMinutes}::int) - now())))::int`,
    });
  if (!row || row.counted) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, row.retryAfterSeconds) };
}

/** A successful sign-in: the account starts afresh. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
