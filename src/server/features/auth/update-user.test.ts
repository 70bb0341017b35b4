import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';

/** better-auth's /update-user must follow the profile's field rules; the app never sets pictures through it. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());

async function storedUser(userId: string) {
  const [row] = await server.database.db.select().from(user).where(eq(user.id, userId));
  return row;
}

describe('POST /api/auth/update-user', () => {
  it('renames the account with a name the profile would accept, trimmed', async () => {
    const { session, userId } = await signedInUser(server, 'Ada Byron');
    const renamed = await session.request('/api/auth/update-user', { json: { name: '  Ada Lovelace ' } });
    expect(renamed.status).toBe(200);
    expect((await storedUser(userId))?.name).toBe('Ada Lovelace');
  });

  it.each([
    ['a 60,000-character name', { name: 'A'.repeat(60_000) }, 'Please enter a valid name (2-50 characters)'],
    ['an empty name', { name: '   ' }, 'Please enter your full name'],
    ['a null name', { name: null }, 'Please enter your full name'],
    ['a javascript: picture', { image: 'javascript:alert(document.cookie)' }, 'profile page'],
    ['a picture address', { image: 'https://example.com/me.png' }, 'profile page'],
    ['a field the app does not have', { name: 'Ada Lovelace', role: 'admin' }, 'profile page'],
  ])('refuses %s with a 400 that says why, and writes nothing', async (_label, body, message) => {
    const { session, userId } = await signedInUser(server, 'Ada Byron');
    const before = await storedUser(userId);
    const answer = await session.request('/api/auth/update-user', { json: body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain(message);
    expect(await storedUser(userId)).toEqual(before);
  });

  it.each([
    ['an array', ['Ada']],
    ['a string', 'Ada'],
    ['a number', 42],
  ])('refuses %s as the body with a 400, not a crash', async (_label, body) => {
    const { session } = await signedInUser(server, 'Ada Byron');
    const answer = await session.request('/api/auth/update-user', { json: body });
    expect(answer.status).toBe(400);
  });
});
