import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRM_CATEGORIES, type Firm } from '../../../shared/firms';
import { FIRMS } from '../../db/seed/firms';
import { syncReferenceData } from '../../db/seed/sync-reference-data';
import { startTestServer, type TestServer } from '../../test/test-server';

interface FirmsBody {
  firms: Firm[];
  total: number;
  categories: string[];
  lastUpdated: string;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await syncReferenceData(server.database.db);
});
afterAll(() => server.close());

async function getFirms(query = ''): Promise<{ status: number; body: FirmsBody }> {
  const response = await server.fetch(`/api/firms${query}`);
  return { status: response.status, body: (await response.json()) as FirmsBody };
}

describe('GET /api/firms', () => {
  it('lists every seeded firm, sorted by name, with its categories and the last-updated note', async () => {
    const { status, body } = await getFirms();
    expect(status).toBe(200);
    expect(body.total).toBe(FIRMS.length);
    expect(body.firms).toHaveLength(FIRMS.length);
    expect(body.lastUpdated).toBe('May 2025');
    const names = body.firms.map((f) => f.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(body.categories.length).toBeGreaterThan(1);
    for (const category of body.categories) expect(FIRM_CATEGORIES).toContain(category);
  });

  it('searches name and description case-insensitively', async () => {
    const { body } = await getFirms('?q=JANE%20street');
    expect(body.firms.map((f) => f.name)).toContain('Jane Street');
    for (const firm of body.firms) expect(`${firm.name} ${firm.description}`.toLowerCase()).toContain('jane street');
  });

  it('filters by exact category', async () => {
    const { body } = await getFirms('?category=Bank');
    expect(body.firms.length).toBeGreaterThan(0);
    expect(body.firms.every((f) => f.category === 'Bank')).toBe(true);
  });

  it('answers an empty list for a search that matches nothing', async () => {
    const { status, body } = await getFirms('?q=zzzz-no-such-firm');
    expect(status).toBe(200);
    expect(body.firms).toEqual([]);
    expect(body.total).toBe(0);
  });

  it('refuses an unknown category with a clear message', async () => {
    const { status, body } = await getFirms('?category=Casino');
    expect(status).toBe(400);
    expect((body as unknown as { error: { fields: Record<string, string> } }).error.fields.category).toBe('Unknown category');
  });

  it('refuses an over-long search text', async () => {
    const { status } = await getFirms(`?q=${'a'.repeat(101)}`);
    expect(status).toBe(400);
  });
});

describe('reference data sync', () => {
  it('is idempotent: running it again changes nothing', async () => {
    await syncReferenceData(server.database.db);
    await syncReferenceData(server.database.db);
    const { body } = await getFirms();
    expect(body.total).toBe(FIRMS.length);
  });
});
