import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compensationSubmissionSchema } from '../../../shared/compensation';
import type { Database } from '../../db/client';
import { compensationHistogram } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import { binLayout, rebuildHistogram } from './histogram';
import { createCompensationEntry, hideCompensationEntry } from './service';

describe('binLayout', () => {
  it('covers the lowest amount to the 95th percentile in about ten round-width bins', () => {
    const layout = binLayout(97_000, 412_000);
    expect(layout).toEqual({ start: 50_000, step: 50_000, binCount: 8 });
    expect(layout.start).toBeLessThanOrEqual(97_000);
    expect(layout.start + layout.binCount * layout.step).toBeGreaterThanOrEqual(412_000);
  });
  it('gives one bin when every amount is the same', () => {
    expect(binLayout(90_000, 90_000)).toEqual({ start: 90_000, step: 1000, binCount: 1 });
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
