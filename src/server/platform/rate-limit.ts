import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './app-error';

export interface RateLimitRule {
  /** Namespace of the counter, e.g. "contact". */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one hit for `subject` (usually a client address) in a fixed window and throws RATE_LIMITED past the rule's
 * maximum. One atomic upsert, so concurrent requests from several processes cannot slip past the limit.
 */
export async function consumeRateLimit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  const key = `${rule.name}:${subject}`;
  const windowStart = sql`now() - make_interval(secs => ${rule.windowSeconds})`;
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
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 0) > rule.max) {
    throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a while and try again.');
  }
}
