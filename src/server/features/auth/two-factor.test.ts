import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { signedUpOverHttp, TEST_PASSWORD } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';
import { secretFromUri, totpCode } from '../../test/totp';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());

async function enrolled() {
  const account = await signedUpOverHttp(server);
  const enable = await account.session.request('/api/auth/two-factor/enable', { json: { password: TEST_PASSWORD } });
  expect(enable.status).toBe(200);
  const secret = secretFromUri(enable.body.totpURI as string);
  expect(enable.body.backupCodes.length).toBeGreaterThanOrEqual(8);
  const confirm = await account.session.request('/api/auth/two-factor/verify-totp', {
    json: { code: totpCode(secret) },
  });
  expect(confirm.status).toBe(200);
  return { ...account, secret, backupCodes: enable.body.backupCodes as string[] };
}

async function passwordStep(email: string) {
  const session = new BrowserSession(server);
  const response = await session.request('/api/auth/sign-in/email', { json: { email, password: TEST_PASSWORD } });
  return { session, response };
}

describe('two-factor authentication (TOTP)', () => {
  it('enrols with a QR URI and backup codes, and then sign-in asks for a code', async () => {
    const { email, userId, secret } = await enrolled();
    const [row] = await server.database.db.select().from(user).where(eq(user.id, userId));
    expect(row?.twoFactorEnabled).toBe(true);

    const { session, response } = await passwordStep(email);
    expect(response.body.twoFactorRedirect).toBe(true);
    expect(await session.request('/api/auth/get-session').then((r) => r.body)).toBeNull();

    const wrong = await session.request('/api/auth/two-factor/verify-totp', { json: { code: '000000' } });
    expect(wrong.status).toBe(401);
    // The next time step's code: the one used to enrol cannot be replayed.
    const next = totpCode(secret, Date.now() + 30_000);
    const right = await session.request('/api/auth/two-factor/verify-totp', { json: { code: next } });
    expect(right.status).toBe(200);
    expect((await session.request('/api/auth/get-session')).body.user.email).toBe(email);
  });

  it('accepts a code once: the same code cannot sign in a second session', async () => {
    const { email, secret } = await enrolled();
    const code = totpCode(secret, Date.now() + 30_000);
    const first = await passwordStep(email);
    expect((await first.session.request('/api/auth/two-factor/verify-totp', { json: { code } })).status).toBe(200);
    const second = await passwordStep(email);
    const replay = await second.session.request('/api/auth/two-factor/verify-totp', { json: { code } });
    expect(replay.status).not.toBe(200);
    expect(await second.session.request('/api/auth/get-session').then((r) => r.body)).toBeNull();
  });

  it('accepts each backup code once', async () => {
    const { email, backupCodes } = await enrolled();
    const [backup] = backupCodes;
    const first = await passwordStep(email);
    expect(
      (await first.session.request('/api/auth/two-factor/verify-backup-code', { json: { code: backup } })).status,
    ).toBe(200);
    const second = await passwordStep(email);
    expect(
      (await second.session.request('/api/auth/two-factor/verify-backup-code', { json: { code: backup } })).status,
    ).not.toBe(200);
  });

  it('can be removed with the password, after which sign-in needs no code', async () => {
    const { session, email, userId } = await enrolled();
    const wrongPassword = await session.request('/api/auth/two-factor/disable', { json: { password: 'Wrong2026!' } });
    expect(wrongPassword.status).not.toBe(200);
    expect((await session.request('/api/auth/two-factor/disable', { json: { password: TEST_PASSWORD } })).status).toBe(
      200,
    );
    const [row] = await server.database.db.select().from(user).where(eq(user.id, userId));
    expect(row?.twoFactorEnabled).toBe(false);
    const { response } = await passwordStep(email);
    expect(response.body.twoFactorRedirect).toBeUndefined();
    expect(response.body.user.email).toBe(email);
  });
});

describe('bad input to the two-factor endpoints', () => {
  it('answers a body that is not JSON with a client error, not a crash', async () => {
    const response = await fetch(`${server.url}/api/auth/two-factor/verify-totp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: '{not json',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('sessions after a two-factor change', () => {
  it('turning it on ends the other sessions and keeps the one that did it', async () => {
    const account = await signedUpOverHttp(server);
    const other = new BrowserSession(server);
    await other.request('/api/auth/sign-in/email', { json: { email: account.email, password: TEST_PASSWORD } });
    expect((await other.request('/api/auth/get-session')).body.user.email).toBe(account.email);

    const enable = await account.session.request('/api/auth/two-factor/enable', { json: { password: TEST_PASSWORD } });
    const secret = secretFromUri(enable.body.totpURI as string);
    expect(
      (await account.session.request('/api/auth/two-factor/verify-totp', { json: { code: totpCode(secret) } })).status,
    ).toBe(200);

    expect(await other.request('/api/auth/get-session').then((r) => r.body)).toBeNull();
    expect((await account.session.request('/api/auth/get-session')).body.user.email).toBe(account.email);
  });

  it('turning it off ends the other sessions too', async () => {
    const { session, email, secret } = await enrolled();
    const other = await passwordStep(email);
    await other.session.request('/api/auth/two-factor/verify-totp', {
      json: { code: totpCode(secret, Date.now() + 30_000) },
    });
    expect((await other.session.request('/api/auth/get-session')).body.user.email).toBe(email);
    expect((await session.request('/api/auth/two-factor/disable', { json: { password: TEST_PASSWORD } })).status).toBe(
      200,
    );
    expect(await other.session.request('/api/auth/get-session').then((r) => r.body)).toBeNull();
    expect((await session.request('/api/auth/get-session')).body.user.email).toBe(email);
  });
});
