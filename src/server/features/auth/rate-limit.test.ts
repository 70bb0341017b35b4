import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, linkIn, TEST_PASSWORD, uniqueEmail } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Per-address limits of better-auth's endpoints, counted in the database: 60 password sign-ins a minute per address
 * (IPv6: per /64), session reads not limited. `direct` sees the socket address only; `proxied` trusts one proxy
 * hop, so X-Forwarded-For names the client, as behind a campus NAT or a load balancer.
 */
let direct: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([startTestServer(), startTestServer({ config: { trustedProxyHops: 1 } })]);
});
afterAll(() => Promise.all([direct.close(), proxied.close()]));

const wrongSignIn = (server: TestServer, headers: Record<string, string> = {}) =>
  new BrowserSession(server, headers).request('/api/auth/sign-in/email', {
    // A new e-mail each time, so the per-account limit never answers first.
    json: { email: uniqueEmail(), password: 'Wrong2026!' },
  });

/** Signs up and verifies from an address of its own; signing in is left to the test. */
async function verifiedAccount(server: TestServer, address: string) {
  const email = uniqueEmail();
  const session = new BrowserSession(server, { 'X-Forwarded-For': address });
  const signUp = await session.request('/api/auth/sign-up/email', {
    json: { name: 'Ada Lovelace', email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, callbackURL: '/' },
  });
  expect(signUp.status).toBe(200);
  await session.request(linkIn((await latestMail(server, email, 'verification'))?.text));
  return email;
}

describe('sign-in limit per address', () => {
  it('answers 429 after 60 attempts a minute, and a forged X-Forwarded-For does not reset it', async () => {
    for (let i = 0; i < 60; i++) expect((await wrongSignIn(direct)).status).toBe(401);
    expect((await wrongSignIn(direct)).status).toBe(429);
    expect((await wrongSignIn(direct, { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(429);
    expect((await wrongSignIn(direct, { 'X-Quantleap-Client-Address': '203.0.113.10' })).status).toBe(429);
  });

  it('holds across a restart of the app: the counters are in the database', async () => {
    const restarted = await startTestServer({ database: direct.database });
    expect((await wrongSignIn(restarted)).status).toBe(429);
    await restarted.close();
  });

  it('counts IPv6 addresses of one /64 as one address, and another /64 apart', async () => {
    for (let i = 1; i <= 60; i++) {
      expect((await wrongSignIn(proxied, { 'X-Forwarded-For': `2001:db8:9:9::${i.toString(16)}` })).status).toBe(401);
    }
    expect((await wrongSignIn(proxied, { 'X-Forwarded-For': '2001:db8:9:9:ffff:ffff:ffff:ffff' })).status).toBe(429);
    expect((await wrongSignIn(proxied, { 'X-Forwarded-For': '2001:db8:9:a::1' })).status).toBe(401);
  });
});

describe('a campus behind one address', () => {
  it('lets 50 users sign in and read their sessions over and over', async () => {
    const campus = { 'X-Forwarded-For': '198.51.100.200' };
    const emails: string[] = [];
    for (let i = 0; i < 50; i++) emails.push(await verifiedAccount(proxied, `192.0.2.${i + 1}`));

    const sessions = emails.map(() => new BrowserSession(proxied, campus));
    for (const [i, session] of sessions.entries()) {
      const signIn = await session.request('/api/auth/sign-in/email', {
        json: { email: emails[i], password: TEST_PASSWORD },
      });
      expect(signIn.status).toBe(200);
    }
    // Every page load reads the session: 200 reads and 50 session lists from one address within the minute.
    for (let round = 0; round < 4; round++) {
      for (const [i, session] of sessions.entries()) {
        const read = await session.request('/api/auth/get-session');
        expect(read.status).toBe(200);
        expect(read.body.user.email).toBe(emails[i]);
      }
    }
    for (const session of sessions) expect((await session.request('/api/auth/list-sessions')).status).toBe(200);
  }, 120_000);

  it('lets 20 users follow their magic links within a minute, and stops the 61st link', async () => {
    const campus = { 'X-Forwarded-For': '198.51.100.201' };
    const links: string[] = [];
    for (let i = 0; i < 20; i++) {
      // Asked for from an address of its own: asking is limited to 5 an hour per address.
      const email = await verifiedAccount(proxied, `192.0.2.${100 + i}`);
      const asked = await new BrowserSession(proxied, { 'X-Forwarded-For': `192.0.2.${100 + i}` }).request(
        '/api/auth/sign-in/magic-link',
        { json: { email, callbackURL: '/' } },
      );
      expect(asked.status).toBe(200);
      links.push(linkIn((await latestMail(proxied, email, 'magic-link'))?.text)!);
    }
    for (const link of links) {
      const session = new BrowserSession(proxied, campus);
      const followed = await session.request(link);
      expect(followed.status).toBe(302);
      expect((await session.request('/api/auth/get-session')).body?.user).toBeTruthy();
    }
    // The limit is still there: 40 more follows of a spent link, then the 61st of the minute is refused.
    for (let i = 0; i < 40; i++)
      expect((await new BrowserSession(proxied, campus).request(links[0]!)).status).toBe(302);
    expect((await new BrowserSession(proxied, campus).request(links[0]!)).status).toBe(429);
  }, 120_000);
});
