import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quantProfiles } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());

async function toggle(session: BrowserSession, body: unknown) {
  return session.request('/api/quant-profile/visibility', {
    method: 'PUT',
    json: body,
    headers: await session.csrfHeader(),
  });
}

async function rowsFor(userId: string) {
  return server.database.db.select().from(quantProfiles).where(eq(quantProfiles.userId, userId));
}

describe('PUT /api/quant-profile/visibility', () => {
  it('needs a signed-in user', async () => {
    const anonymous = new BrowserSession(server);
    expect((await toggle(anonymous, { isVisible: true })).status).toBe(401);
  });

  it('creates the placeholder quant profile of spec §4 the first time', async () => {
    const { session, userId } = await signedInUser(server, 'Grace Hopper');
    expect((await session.request('/api/quant-profile/visibility')).body).toEqual({
      isVisible: false,
      hasQuantProfile: false,
    });
    const response = await toggle(session, { isVisible: true });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ isVisible: true });
    const [row] = await rowsFor(userId);
    expect(row).toMatchObject({
      isVisible: true,
      fullName: 'Grace Hopper',
      title: 'Update your profile',
      experienceYears: 0,
      skills: ['Update your skills'],
    });
    expect(row?.education[0]?.school).toBe('Update your profile');
    expect(row?.experienceData).toHaveLength(1);
  });

  it('later changes only the visibility, never the rest, and keeps one profile per user', async () => {
    const { session, userId } = await signedInUser(server);
    await toggle(session, { isVisible: true });
    await server.database.db
      .update(quantProfiles)
      .set({ title: 'Quant Researcher', skills: ['Python'] })
      .where(eq(quantProfiles.userId, userId));
    await Promise.all([toggle(session, { isVisible: false }), toggle(session, { isVisible: false })]);
    const rows = await rowsFor(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isVisible: false, title: 'Quant Researcher', skills: ['Python'] });
  });

  it.each([[{ isVisible: 'yes' }], [{}], ['not json']])('refuses %j and writes nothing', async (body) => {
    const { session, userId } = await signedInUser(server);
    const response = await session.request('/api/quant-profile/visibility', {
      method: 'PUT',
      headers: { ...(await session.csrfHeader()), 'Content-Type': 'application/json' },
      json: typeof body === 'string' ? undefined : body,
      ...(typeof body === 'string' ? {} : {}),
    });
    expect(response.status).toBe(400);
    expect(await rowsFor(userId)).toHaveLength(0);
  });

  it('changes only the caller: a user id in the body is ignored', async () => {
    const victim = await signedInUser(server);
    const attacker = await signedInUser(server);
    await toggle(attacker.session, { isVisible: true, userId: victim.userId });
    expect(await rowsFor(victim.userId)).toHaveLength(0);
    expect(await rowsFor(attacker.userId)).toHaveLength(1);
  });
});
