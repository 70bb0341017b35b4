import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/auth';
import { signedInUser, signedUpOverHttp, TEST_PASSWORD } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';
import { withSignedInHint } from './signed-in-hint';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());

const setCookie = (headers: Headers, name: string) => headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

describe('the signed-in hint cookie', () => {
  it('is set beside the session cookie by a sign-in, readable by script and with the same lifetime', async () => {
    const { session, email } = await signedUpOverHttp(server);
    expect(session.cookieNames()).toContain(SIGNED_IN_HINT_COOKIE);

    const again = await session.request('/api/auth/sign-in/email', { json: { email, password: TEST_PASSWORD } });
    expect(again.status).toBe(200);
    const hint = setCookie(again.headers, SIGNED_IN_HINT_COOKIE) ?? '';
    const sessionCookie = setCookie(again.headers, 'quantleap.session_token') ?? '';
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/;\s*Path=\/(;|$)/);
    expect(hint).toMatch(/;\s*SameSite=Lax/i);
    const maxAge = /Max-Age=(\d+)/i.exec(sessionCookie)?.[1];
    expect(maxAge).toBeDefined();
    expect(hint).toContain(`Max-Age=${maxAge}`);
  });

  it('is cleared by a sign-out', async () => {
    const { session } = await signedInUser(server);
    const signOut = await session.request('/api/auth/sign-out', { json: {} });
    expect(signOut.status).toBe(200);
    expect(setCookie(signOut.headers, SIGNED_IN_HINT_COOKIE)).toMatch(/Max-Age=0/i);
    expect(session.cookieNames()).not.toContain(SIGNED_IN_HINT_COOKIE);
  });

  it('is not set by a refused sign-in', async () => {
    const { email } = await signedInUser(server);
    const stranger = new BrowserSession(server);
    const refused = await stranger.request('/api/auth/sign-in/email', { json: { email, password: 'Wrong2026!' } });
    expect(refused.status).toBe(401);
    expect(setCookie(refused.headers, SIGNED_IN_HINT_COOKIE)).toBeUndefined();
  });

  it('is Secure when the session cookie is (behind HTTPS), and leaves answers without a session cookie alone', () => {
    const secure = withSignedInHint(
      new Response('{}', {
        headers: {
          'Set-Cookie':
            '__Secure-quantleap.session_token=abc.def; Max-Age=604800; Path=/; HttpOnly; Secure; SameSite=Lax',
        },
      }),
    );
    expect(setCookie(secure.headers, SIGNED_IN_HINT_COOKIE)).toMatch(/;\s*Secure/);

    const untouched = new Response('{}', { headers: { 'Set-Cookie': 'other=1; Path=/' } });
    expect(withSignedInHint(untouched)).toBe(untouched);
  });
});
