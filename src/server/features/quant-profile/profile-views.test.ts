import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quantProfileViews } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { createCompany } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A view as the firm side records it when a company opens the quant's full profile. */
async function recordView(quantUserId: string, companyId: string, lastViewedAt: Date, viewCount = 1) {
  await server.database.db
    .insert(quantProfileViews)
    .values({ quantUserId, companyId, firstViewedAt: lastViewedAt, lastViewedAt, viewCount });
}

describe('GET /api/quant-profile/views', () => {
  it('lists the companies that opened the profile, newest first, with how often; only the caller’s', async () => {
    const quant = await signedInUser(server);
    const other = await signedInUser(server);
    const older = await createCompany(server.database.db);
    const newer = await createCompany(server.database.db);
    await recordView(quant.userId, older.id, new Date('2026-03-01T10:00:00Z'), 3);
    await recordView(quant.userId, newer.id, new Date('2026-03-05T09:30:00Z'));
    await recordView(other.userId, older.id, new Date('2026-03-07T09:30:00Z'), 7);

    const response = await quant.session.request('/api/quant-profile/views');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      views: [
        { companyName: newer.name, companySlug: newer.slug, lastViewedAt: '2026-03-05T09:30:00.000Z', viewCount: 1 },
        { companyName: older.name, companySlug: older.slug, lastViewedAt: '2026-03-01T10:00:00.000Z', viewCount: 3 },
      ],
    });
  });

  it('needs a signed-in user', async () => {
    expect((await new BrowserSession(server).request('/api/quant-profile/views')).status).toBe(401);
  });

  it('is empty before any firm opened the profile', async () => {
    const { session } = await signedInUser(server);
    expect((await session.request('/api/quant-profile/views')).body).toEqual({ views: [] });
  });
});
