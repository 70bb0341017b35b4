import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import { consume, purgeStaleRateLimits, RATE_LIMIT_ROWS_KEPT_HOURS } from './rate-limit';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`;

describe('purging stale rate-limit counters', () => {
  it('deletes only counters untouched for longer than any window, and a purged key starts afresh', async () => {
    const { db } = database;
    await db.insert(rateLimits).values([
      { key: 'purge:stale', count: 9, windowStartedAt: hoursAgo(RATE_LIMIT_ROWS_KEPT_HOURS + 1) },
      { key: 'purge:day-old-attempts', count: 7, windowStartedAt: hoursAgo(23) },
      { key: 'purge:fresh', count: 3, windowStartedAt: sql`now()` },
    ]);

    expect(await purgeStaleRateLimits(db)).toBe(1);

    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).sort();
    expect(keys).toEqual(['purge:day-old-attempts', 'purge:fresh']);
    expect(await purgeStaleRateLimits(db)).toBe(0);
    expect(await consume(db, 'purge:stale', 3600, 1)).toEqual({ allowed: true, retryAfter: null });
  });
});
