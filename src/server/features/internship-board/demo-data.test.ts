import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internshipPositions } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../../db/client';
import { removeDemoPositions, seedDemoPositions } from './demo-data';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('demo positions', () => {
  it('are loaded once, open, flagged in their names, and removed with their firm', async () => {
    expect(await seedDemoPositions(database.db)).toBe(3);
    expect(await seedDemoPositions(database.db)).toBe(0);
    const rows = await database.db.select().from(internshipPositions);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.company).toMatch(/demo/i);
      expect(row.title).toMatch(/\(demo\)$/);
      expect(row.companyId).not.toBeNull();
      expect((row.deadline ?? '') > new Date().toISOString().slice(0, 10)).toBe(true);
    }
    expect(await removeDemoPositions(database.db)).toBe(3);
    expect(await database.db.select().from(internshipPositions)).toHaveLength(0);
  });
});
