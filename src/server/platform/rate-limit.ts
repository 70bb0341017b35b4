import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { addressBucket } from './address-bucket';
import { AppError } from './app-error';

export interface RateLimitRule {
  /** Namespace of the counter, e.g. "contact". */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one hit on `key` in a fixed window and says whether it is within `max`. One atomic upsert, so
 * concurrent requests from several processes cannot slip past the limit; the counters live in the database, so
 * they survive restarts. Also backs better-auth's rate limiter (features/auth/auth.ts).
 */
export async function consume(
  db: Db,
  key: string,
  windowSeconds: number,
  max: number,
): Promise<{ allowed: boolean; retryAfter: number | null }> {
  const windowStart = sql`now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now())))::int`,
    });
  const count = row?.count ?? 0;
  return count <= max
    ? { allowed: true, retryAfter: null }
    : { allowed: false, retryAfter: Math.max(1, row?.retryAfter ?? windowSeconds) };
}

/**
 * The hits `key` has had in its current window, without counting one: for a decision that depends on the count
 * (e.g. ask for a proof of work) before deciding whether the request counts at all.
 */
export async function hitsInWindow(db: Db, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, key),
        gte(rateLimits.windowStartedAt, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Throws RATE_LIMITED when `subject` (usually a client address) is past the rule's maximum. An address subject is
 * counted in its bucket (an IPv6 /64 as one), so one subscriber cannot spread over its 2^64 addresses.
 */
export async function consumeRateLimit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  const { allowed } = await consume(db, `${rule.name}:${addressBucket(subject)}`, rule.windowSeconds, rule.max);
  if (!allowed) throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a while and try again.');
}

/**
 * The longest a counter in rate_limits matters: no window is longer than a day (the per-account sign-in attempts
 * are forgotten after a quiet day), so a row untouched for longer counts for nothing and can go.
 */
export const RATE_LIMIT_ROWS_KEPT_HOURS = 25;

/** Deletes counters nobody has touched within RATE_LIMIT_ROWS_KEPT_HOURS; returns how many went. Idempotent, so
 * every process may run it. */
export async function purgeStaleRateLimits(db: Db): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, sql`now() - make_interval(hours => ${RATE_LIMIT_ROWS_KEPT_HOURS})`))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
