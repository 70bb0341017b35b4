import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPETITION_CATEGORIES, COMPETITION_TIMINGS } from '../../../shared/competitions';
import type { Competition } from '../../../shared/contracts/competitions';
import { syncReferenceData } from '../../db/seed/sync-reference-data';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await syncReferenceData(server.database.db);
});
afterAll(() => server.close());

describe('GET /api/competitions', () => {
  it('lists the 10 competitions with valid timing, tags and an https link', async () => {
    const response = await server.fetch('/api/competitions');
    expect(response.status).toBe(200);
    const { competitions } = (await response.json()) as { competitions: Competition[] };
    expect(competitions).toHaveLength(10);
    for (const c of competitions) {
      expect(COMPETITION_TIMINGS).toContain(c.timing);
      expect(c.categories.length).toBeGreaterThan(0);
      for (const tag of c.categories) expect(COMPETITION_CATEGORIES).toContain(tag);
      expect(c.url).toMatch(/^https:\/\//);
      expect(c.name.length).toBeGreaterThan(2);
    }
  });
});
