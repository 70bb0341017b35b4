import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_STEP_PATH } from '../../../shared/auth';
import { session as sessionTable } from '../../db/schema';
import { latestMail, linkIn, signedUpOverHttp, TEST_PASSWORD } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';
import { secretFromUri, totpCode } from '../../test/totp';

/**
 * The accounts page promises a code at every sign-in once the authenticator is on. Each way into an account is
 * tried here with two-factor on: none of them may leave a usable session before the code.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());

/** A verified account with the authenticator on, signed out: only `enrolment` (kept for the reset test) remains. */
async function accountWithTwoFactor() {
  const account = await signedUpOverHttp(server);
  const enable = await account.session.request('/api/auth/two-factor/enable', { json: { password: TEST_PASSWORD } });
  const secret = secretFromUri(enable.body.totpURI as string);
  const confirm = await account.session.request('/api/auth/two-factor/verify-totp', {
    json: { code: totpCode(secret) },
  });
  expect(confirm.status).toBe(200);
  return { email: account.email, userId: account.userId, secret, enrolment: account.session };
}

async function sessionsOf(userId: string): Promise<number> {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(sessionTable)
    .where(eq(sessionTable.userId, userId));
  return row?.n ?? 0;
}

async function openMagicLink(email: string) {
  const visitor = new BrowserSession(server);
  const sent = await visitor.request('/api/auth/sign-in/magic-link', { json: { email, callbackURL: '/login' } });
  expect(sent.status).toBe(200);
  const opened = await visitor.request(linkIn((await latestMail(server, email, 'magic-link'))?.text));
  return { visitor, opened };
}

describe('magic link with two-factor on', () => {
  it('lands on the code step of /login with no session, and the code completes the sign-in', async () => {
    const { email, userId, secret } = await accountWithTwoFactor();
    const before = await sessionsOf(userId);

    const { visitor, opened } = await openMagicLink(email);
    expect(opened.status).toBe(302);
    const landing = new URL(opened.headers.get('location') ?? '', server.url);
    expect(`${landing.pathname}${landing.search}`).toBe(TWO_FACTOR_STEP_PATH);
    expect(await visitor.request('/api/auth/get-session').then((r) => r.body)).toBeNull();
    expect(await sessionsOf(userId)).toBe(before);

    const code = totpCode(secret, Date.now() + 30_000);
    const verified = await visitor.request('/api/auth/two-factor/verify-totp', { json: { code } });
    expect(verified.status).toBe(200);
    expect((await visitor.request('/api/auth/get-session')).body.user.email).toBe(email);
  });

  it('leaves no usable session cookie even when the redirect is not followed', async () => {
    const { email } = await accountWithTwoFactor();
    const { opened } = await openMagicLink(email);
    // Whatever session token the answer carries, replaying it by hand (as a script would) finds no session.
    for (const cookie of opened.headers.getSetCookie().filter((c) => c.includes('session_token='))) {
      const replay = await server.fetch('/api/auth/get-session', { headers: { Cookie: cookie.split(';')[0] ?? '' } });
      expect(await replay.json()).toBeNull();
    }
  });

  it('answers a link opened without a callback address with the challenge, as the password sign-in does', async () => {
    const { email } = await accountWithTwoFactor();
    const visitor = new BrowserSession(server);
    await visitor.request('/api/auth/sign-in/magic-link', { json: { email } });
    const link = new URL(linkIn((await latestMail(server, email, 'magic-link'))?.text));
    link.searchParams.delete('callbackURL');
    const opened = await visitor.request(link.toString());
    expect(opened.body).toMatchObject({ twoFactorRedirect: true });
    expect(opened.body.token).toBeUndefined();
    expect(await visitor.request('/api/auth/get-session').then((r) => r.body)).toBeNull();
  });
});

describe('other ways in with two-factor on', () => {
  it('password sign-in asks for the code', async () => {
    const { email } = await accountWithTwoFactor();
    const visitor = new BrowserSession(server);
    const signIn = await visitor.request('/api/auth/sign-in/email', { json: { email, password: TEST_PASSWORD } });
    expect(signIn.body).toMatchObject({ twoFactorRedirect: true });
    expect(await visitor.request('/api/auth/get-session').then((r) => r.body)).toBeNull();
  });

  it('a password reset signs nobody in, and the new password still asks for the code', async () => {
    const { email, userId } = await accountWithTwoFactor();
    const visitor = new BrowserSession(server);
    await visitor.request('/api/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' } });
    const opened = await visitor.request(linkIn((await latestMail(server, email, 'reset-password'))?.text));
    const token = new URL(opened.headers.get('location') ?? '', server.url).searchParams.get('token');
    const reset = await visitor.request('/api/auth/reset-password', { json: { token, newPassword: 'NewQuant2026' } });
    expect(reset.status).toBe(200);
    expect(await visitor.request('/api/auth/get-session').then((r) => r.body)).toBeNull();
    expect(await sessionsOf(userId)).toBe(0);

    const signIn = await visitor.request('/api/auth/sign-in/email', { json: { email, password: 'NewQuant2026' } });
    expect(signIn.body).toMatchObject({ twoFactorRedirect: true });
    expect(await visitor.request('/api/auth/get-session').then((r) => r.body)).toBeNull();
  });

  it('re-opening the e-mail verification link signs nobody in', async () => {
    const { email } = await accountWithTwoFactor();
    const visitor = new BrowserSession(server);
    const opened = await visitor.request(linkIn((await latestMail(server, email, 'verification'))?.text));
    expect(opened.status).toBe(302);
    expect(await visitor.request('/api/auth/get-session').then((r) => r.body)).toBeNull();
  });
});

describe('sessions that already passed the second factor', () => {
  it('keep working when the signed-in user changes the password and ends the other sessions', async () => {
    const { email, enrolment } = await accountWithTwoFactor();
    const change = await enrolment.request('/api/auth/change-password', {
      json: { currentPassword: TEST_PASSWORD, newPassword: 'Changed2026', revokeOtherSessions: true },
    });
    expect(change.status).toBe(200);
    expect(change.body.twoFactorRedirect).toBeUndefined();
    expect((await enrolment.request('/api/auth/get-session')).body.user.email).toBe(email);
  });

  it('keep working when better-auth refreshes an ageing session', async () => {
    const { email, userId, enrolment } = await accountWithTwoFactor();
    // Due within the day: better-auth extends such a session and sets its cookie again on the next read.
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await server.database.db.update(sessionTable).set({ expiresAt: soon }).where(eq(sessionTable.userId, userId));
    const refreshed = await enrolment.request('/api/auth/get-session');
    expect(refreshed.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c))).toBe(true);
    expect(refreshed.body.user.email).toBe(email);
    expect(new Date(refreshed.body.session.expiresAt as string).getTime()).toBeGreaterThan(soon.getTime());
    expect((await enrolment.request('/api/auth/get-session')).body.user.email).toBe(email);
  });

  it('keep working when the signed-in user renames the account', async () => {
    const { email, enrolment } = await accountWithTwoFactor();
    const rename = await enrolment.request('/api/auth/update-user', { json: { name: 'Grace Hopper' } });
    expect(rename.status).toBe(200);
    const me = await enrolment.request('/api/auth/get-session');
    expect(me.body.user).toMatchObject({ email, name: 'Grace Hopper' });
  });
});
