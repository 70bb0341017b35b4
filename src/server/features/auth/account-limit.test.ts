import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema';
import { signedUpOverHttp, TEST_PASSWORD, uniqueEmail } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';
import { secretFromUri, totpCode } from '../../test/totp';
import { accountAttemptsKey, beginAttempt } from './account-attempts';

/**
 * Per-account sign-in limit: 5 attempts go through, then the account waits 1 minute, then 2, 4… whatever address
 * the attempts come from. The test server trusts one proxy hop, so X-Forwarded-For names the client address.
 */
const SECRET = 'test-secret-that-is-long-enough-for-hmac-0123456789';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { trustedProxyHops: 1, appSecret: SECRET } });
});
afterAll(() => server.close());

const signIn = (email: string, password: string, address: string) =>
  new BrowserSession(server, { 'X-Forwarded-For': address }).request('/api/auth/sign-in/email', {
    json: { email, password },
  });

async function failTimes(email: string, times: number, address = '198.51.100.1') {
  for (let i = 0; i < times; i++) expect((await signIn(email, 'Wrong2026!', address)).status).toBe(401);
}

/** Moves the account's latest attempt into the past, as if that much time had gone by. */
async function letTimePass(email: string, seconds: number) {
  await server.database.db
    .update(rateLimits)
    .set({ windowStartedAt: sql`${rateLimits.windowStartedAt} - make_interval(secs => ${seconds})` })
    .where(eq(rateLimits.key, accountAttemptsKey(SECRET, email)));
}

describe('per-account sign-in limit', () => {
  it('slows one account from any address after 5 failures, while another account on the same address signs in', async () => {
    const target = await signedUpOverHttp(server);
    const neighbour = await signedUpOverHttp(server);
    await failTimes(target.email, 5);

    // Even the right password, from another address: the account waits.
    const locked = await signIn(target.email, TEST_PASSWORD, '203.0.113.50');
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatchObject({
      code: 'ACCOUNT_TEMPORARILY_LOCKED',
      message: 'Too many attempts for this account. Try again in 1 minute.',
    });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    expect((await signIn(neighbour.email, TEST_PASSWORD, '198.51.100.1')).status).toBe(200);
  });

  it('counts the e-mail however it is typed (case, spaces)', async () => {
    const target = await signedUpOverHttp(server);
    const variants = [target.email.toUpperCase(), ` ${target.email} `, target.email];
    for (let i = 0; i < 5; i++) {
      const response = await signIn(
        variants[i % variants.length] ?? target.email,
        'Wrong2026!',
        `198.51.100.${i + 10}`,
      );
      expect(response.status).not.toBe(200);
    }
    expect((await signIn(target.email, TEST_PASSWORD, '198.51.100.99')).status).toBe(429);
  });

  it('waits longer after each further failure once the wait is over', async () => {
    const target = await signedUpOverHttp(server);
    await failTimes(target.email, 5);
    await letTimePass(target.email, 61);
    await failTimes(target.email, 1);
    const locked = await signIn(target.email, TEST_PASSWORD, '198.51.100.1');
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe('Too many attempts for this account. Try again in 2 minutes.');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);
    await letTimePass(target.email, 121);
    expect((await signIn(target.email, TEST_PASSWORD, '198.51.100.1')).status).toBe(200);
  });

  it('starts afresh after a successful sign-in', async () => {
    const target = await signedUpOverHttp(server);
    await failTimes(target.email, 4);
    expect((await signIn(target.email, TEST_PASSWORD, '198.51.100.1')).status).toBe(200);
    // Without the reset this would be the 6th attempt, answered 429.
    await failTimes(target.email, 5);
    expect((await signIn(target.email, TEST_PASSWORD, '198.51.100.1')).status).toBe(429);
  });

  it('answers an unknown e-mail exactly like a known one, so it reveals no account', async () => {
    const known = await signedUpOverHttp(server);
    const unknown = uniqueEmail();
    await failTimes(known.email, 5);
    await failTimes(unknown, 5);
    const [forKnown, forUnknown] = [
      await signIn(known.email, 'Wrong2026!', '198.51.100.1'),
      await signIn(unknown, 'Wrong2026!', '198.51.100.1'),
    ];
    expect(forUnknown.status).toBe(forKnown.status);
    // The envelope's requestId names each request; everything else must be the same.
    expect({ ...forUnknown.body.error, requestId: undefined }).toEqual({
      ...forKnown.body.error,
      requestId: undefined,
    });
  });

  it('counts wrong second-factor codes against the account too', async () => {
    const target = await signedUpOverHttp(server);
    const enable = await target.session.request('/api/auth/two-factor/enable', { json: { password: TEST_PASSWORD } });
    const secret = secretFromUri(enable.body.totpURI as string);
    const confirm = await target.session.request('/api/auth/two-factor/verify-totp', {
      json: { code: totpCode(secret) },
    });
    expect(confirm.status).toBe(200);

    const browser = new BrowserSession(server, { 'X-Forwarded-For': '198.51.100.7' });
    const password = await browser.request('/api/auth/sign-in/email', {
      json: { email: target.email, password: TEST_PASSWORD },
    });
    expect(password.body.twoFactorRedirect).toBe(true);
    for (let i = 0; i < 4; i++) {
      const wrong = await browser.request('/api/auth/two-factor/verify-totp', { json: { code: '000000' } });
      expect(wrong.status).toBe(401);
    }
    // 1 password + 4 codes: the account now waits, for codes and passwords alike, from any address.
    const code = await browser.request('/api/auth/two-factor/verify-totp', {
      json: { code: totpCode(secret, Date.now() + 30_000) },
    });
    expect(code.status).toBe(429);
    expect(code.body.error.code).toBe('ACCOUNT_TEMPORARILY_LOCKED');
    expect((await signIn(target.email, TEST_PASSWORD, '203.0.113.77')).status).toBe(429);
  });
});

describe('per-account limit under a large AUTH_RATE_LIMIT_SCALE', () => {
  it('counts attempts far below the free allowance without a database error', async () => {
    const key = accountAttemptsKey(SECRET, uniqueEmail());
    for (let i = 0; i < 3; i++)
      expect(await beginAttempt(server.database.db, key, 5 * 10_000)).toEqual({ allowed: true });
  });
});
