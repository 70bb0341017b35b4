import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compensationSubmissionSchema } from '../../../shared/compensation';
import type { Database } from '../../db/client';
import { compensationEntries } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import {
  countDemoEntries,
  DEMO_HELD_ENTRIES,
  generateDemoEntries,
  removeDemoEntries,
  seedDemoEntries,
} from './demo-data';
import { createCompensationEntry, getCompensationStatistics } from './service';

const ALL = { includeStock: true, includeBonus: true };

describe('demo compensation data', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('generates entries the submission schema accepts, the same ones for the same seed', () => {
    const entries = generateDemoEntries(500);
    for (const entry of entries) expect(compensationSubmissionSchema.safeParse(entry).success).toBe(true);
    expect(generateDemoEntries(500)).toEqual(entries);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const base = (level: string) => median(entries.filter((e) => e.level === level).map((e) => e.baseSalary));
    expect(base('Intern')).toBeLessThan(base('Mid'));
    expect(base('Mid')).toBeLessThan(base('Lead'));
  });

  it('loads flagged rows, twice without doubling, and removes only them', async () => {
    const real = compensationSubmissionSchema.parse({
      role: 'Quant Trader',
      level: 'Mid',
      region: 'EMEA',
      baseSalary: 150000,
      year: 2024,
    });
    await createCompensationEntry(database.db, real);
    await seedDemoEntries(database.db, 300);
    expect(await seedDemoEntries(database.db, 300)).toBe(300 + DEMO_HELD_ENTRIES.length);
    expect(await countDemoEntries(database.db)).toBe(300 + DEMO_HELD_ENTRIES.length);
    // The held ones wait for an operator: they are not in the statistics.
    expect((await getCompensationStatistics(database.db, ALL)).count).toBe(301);
    const held = await database.db.select().from(compensationEntries).where(eq(compensationEntries.review, 'held'));
    expect(held).toHaveLength(DEMO_HELD_ENTRIES.length);
    expect(held.every((row) => row.isDemo && row.hiddenReason?.startsWith('Total'))).toBe(true);

    expect(await removeDemoEntries(database.db)).toBe(300 + DEMO_HELD_ENTRIES.length);
    const left = await database.db.select().from(compensationEntries);
    expect(left).toHaveLength(1);
    expect(left[0]?.isDemo).toBe(false);
    expect((await getCompensationStatistics(database.db, ALL)).count).toBe(1);
    const [kept] = await database.db.select().from(compensationEntries).where(eq(compensationEntries.isDemo, false));
    expect(kept?.baseSalary).toBe(150000);
  });
});
