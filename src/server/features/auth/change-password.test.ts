import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, signedInUser, TEST_PASSWORD } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Issue 43, finding 7: a new password ends every other session of the account, whatever the caller sends, and the
 * session that changed it stays signed in.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());

const NEW_PASSWORD = 'Changed2026!';
const signedInAs = async (session: BrowserSession) =>
  (await session.request('/api/auth/get-session')).body?.user?.email as string | undefined;

async function twoSessions() {
  const { session: here, email, userId } = await signedInUser(server);
  const elsewhere = await sessionFor(server, userId);
  expect(await signedInAs(elsewhere)).toBe(email);
  return { here, elsewhere, email };
}

async function signIn(email: string, password: string) {
  return new BrowserSession(server).request('/api/auth/sign-in/email', { json: { email, password } });
}

describe('changing the password', () => {
  for (const revokeOtherSessions of [undefined, false, true]) {
    it(`ends every other session when the caller sends revokeOtherSessions: ${String(revokeOtherSessions)}`, async () => {
      const { here, elsewhere, email } = await twoSessions();
      const change = await here.request('/api/auth/change-password', {
        json: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions },
      });
      expect(change.status).toBe(200);
      expect(await signedInAs(here)).toBe(email);
      expect(await signedInAs(elsewhere)).toBeUndefined();
      expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
      expect((await signIn(email, TEST_PASSWORD)).status).toBe(401);
    });
  }

  it('with a wrong current password changes nothing and ends no session', async () => {
    const { here, elsewhere, email } = await twoSessions();
    const change = await here.request('/api/auth/change-password', {
      json: { currentPassword: 'NotMyPassword1!', newPassword: NEW_PASSWORD },
    });
    expect(change.status).toBe(400);
    expect(change.body.error.message).toBeTruthy();
    expect(await signedInAs(elsewhere)).toBe(email);
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(200);
  });

  it('to a weak password is refused with the password rule and ends no session', async () => {
    const { here, elsewhere, email } = await twoSessions();
    const change = await here.request('/api/auth/change-password', {
      json: { currentPassword: TEST_PASSWORD, newPassword: 'short' },
    });
    expect(change.status).toBe(400);
    expect(change.body.error.code).toBe('WEAK_PASSWORD');
    expect(await signedInAs(elsewhere)).toBe(email);
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(200);
  });

  it('is refused without a session', async () => {
    const change = await new BrowserSession(server).request('/api/auth/change-password', {
      json: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(change.status).toBe(401);
  });
});
