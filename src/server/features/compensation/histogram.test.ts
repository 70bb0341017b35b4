import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compensationSubmissionSchema } from '../../../shared/compensation';
import type { Database } from '../../db/client';
import { compensationHistogram } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import { distributionOf, percentile, rebuildHistogram, type Bucket } from './histogram';
import { createCompensationEntry, hideCompensationEntry } from './service';

describe('percentile (percentile_cont over buckets)', () => {
  const buckets: Bucket[] = [
    { value: 100, entries: 2 },
    { value: 200, entries: 1 },
    { value: 400, entries: 1 },
  ];
  it('interpolates between ranks like PostgreSQL', () => {
    // Sorted values 100, 100, 200, 400.
    expect(percentile(buckets, 0)).toBe(100);
    expect(percentile(buckets, 0.5)).toBe(150);
    expect(percentile(buckets, 0.9)).toBe(340);
    expect(percentile(buckets, 1)).toBe(400);
  });
});

describe('distributionOf', () => {
  it('puts every entry in exactly one bin, with an open bin above the 95th percentile', () => {
    const buckets: Bucket[] = [
      ...Array.from({ length: 40 }, (_, i) => ({ value: 100_000 + i * 5000, entries: 3 })),
      { value: 5_000_000, entries: 1 },
    ];
    const bins = distributionOf(buckets);
    expect(bins.reduce((n, b) => n + b.count, 0)).toBe(121);
    expect(bins.at(-1)).toMatchObject({ to: null, count: expect.any(Number) });
    expect(bins.length).toBeGreaterThanOrEqual(5);
    expect(bins.length).toBeLessThanOrEqual(16);
    for (let i = 1; i < bins.length; i++) expect(bins[i]?.from).toBe(bins[i - 1]?.to ?? bins[i]?.from);
  });
  it('is empty without entries', () => {
    expect(distributionOf([])).toEqual([]);
  });
});

describe('histogram maintenance', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const snapshot = async () =>
    (
      await database.db
        .select()
        .from(compensationHistogram)
        .where(sql`${compensationHistogram.entries} <> 0`)
        .orderBy(
          compensationHistogram.role,
          compensationHistogram.region,
          compensationHistogram.level,
          compensationHistogram.metric,
          compensationHistogram.bucket,
        )
    ).map((r) => `${r.role}|${r.region}|${r.level}|${r.metric}|${r.bucket}|${r.entries}`);

  it('kept up on insert and hide, it equals a recount from scratch', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const entry = compensationSubmissionSchema.parse({
        role: i % 2 ? 'Quant Trader' : 'Risk Analyst',
        level: ['Junior', 'Mid', 'Senior'][i % 3],
        region: i % 4 ? 'EMEA' : 'APAC',
        baseSalary: 90_000 + i * 17_500,
        bonus: i % 3 ? i * 21_000 : undefined,
        stockValue: i % 5 ? 2_500_000 + i : undefined,
        year: 2023,
      });
      ids.push((await createCompensationEntry(database.db, entry)).id);
    }
    await hideCompensationEntry(database.db, ids[3] ?? '', 'test');
    await hideCompensationEntry(database.db, ids[7] ?? '', 'test');
    const incremental = await snapshot();
    // Every entry is counted in 8 filters x 5 metrics.
    const totalCount = incremental.reduce((n, line) => n + Number(line.split('|')[5]), 0);
    expect(totalCount).toBe(10 * 8 * 5);
    await rebuildHistogram(database.db);
    expect(await snapshot()).toEqual(incremental);
  });
});
