import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { NAME_MESSAGES } from '../../../shared/person-name';
import { account, mailOutbox, user, verification } from '../../db/schema';
import { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  // A high scale keeps the ordinary tests clear of the sign-in limit; the rate-limit tests use their own server.
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());

let counter = 0;
const uniqueEmail = () => `quant${Date.now()}${++counter}@example.com`;
const PASSWORD = 'Quant2026!';

async function latestMail(to: string, kind?: string) {
  const [row] = await server.database.db
    .select()
    .from(mailOutbox)
    .where(kind ? and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)) : eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

function linkIn(text: string | undefined): string {
  const link = text?.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in mail: ${text}`);
  return link;
}

/** Minutes until the newest one-time token expires, as stored: what actually limits the link. */
async function newestTokenLifetimeMinutes(): Promise<number> {
  const [row] = await server.database.db
    .select({ expiresAt: verification.expiresAt, createdAt: verification.createdAt })
    .from(verification)
    .orderBy(desc(verification.createdAt))
    .limit(1);
  if (!row) throw new Error('no verification token stored');
  return (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
}

async function usersWith(email: string): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(user).where(eq(user.email, email));
  return row?.n ?? 0;
}

async function signUp(session: BrowserSession, email: string, password = PASSWORD, confirmPassword = password) {
  return session.request('/api/auth/sign-up/email', {
    json: { name: 'Ada Lovelace', email, password, confirmPassword, callbackURL: '/login' },
  });
}

/** Signs up and opens the verification link: a verified account, signed out. */
async function verifiedAccount(email = uniqueEmail()): Promise<string> {
  const session = new BrowserSession(server);
  expect((await signUp(session, email)).status).toBe(200);
  const opened = await session.request(linkIn((await latestMail(email, 'verification'))?.text));
  expect(opened.status).toBe(302);
  return email;
}

describe('sign-up', () => {
  it('creates an unverified account and mails a verification link that leads to /login', async () => {
    const email = uniqueEmail();
    const session = new BrowserSession(server);
    const response = await signUp(session, email);
    expect(response.status).toBe(200);
    const [created] = await server.database.db.select().from(user).where(eq(user.email, email));
    expect(created?.emailVerified).toBe(false);
    expect(created?.name).toBe('Ada Lovelace');

    const mail = await latestMail(email, 'verification');
    expect(mail?.subject).toBe('Confirm your e-mail address');
    const opened = await session.request(linkIn(mail?.text));
    expect(opened.status).toBe(302);
    expect(new URL(opened.headers.get('location') ?? '', server.url).pathname).toBe('/login');
    const [verified] = await server.database.db.select().from(user).where(eq(user.email, email));
    expect(verified?.emailVerified).toBe(true);
    expect((await latestMail(email, 'welcome'))?.text).toContain('Welcome to QuantLeap, Ada Lovelace!');
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const email = await verifiedAccount();
    const [row] = await server.database.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, email));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password).not.toContain(PASSWORD);
  });

  it.each([
    ['too short', 'Ab1!'],
    ['without a digit', 'Password!'],
    ['without a letter', '12345678'],
    ['with a character outside the allowed set', 'Quant 2026'],
  ])('refuses a password %s with the spec rule and creates nothing', async (_label, password) => {
    const email = uniqueEmail();
    const response = await signUp(new BrowserSession(server), email, password);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(AUTH_MESSAGES.password);
    expect(await usersWith(email)).toBe(0);
  });

  it('refuses a confirmation that does not match, with the spec message', async () => {
    const email = uniqueEmail();
    const response = await signUp(new BrowserSession(server), email, PASSWORD, 'Different1!');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe("Passwords don't match. Please check your password and try again.");
    expect(await usersWith(email)).toBe(0);
  });

  it.each([
    ['markup', '<script>alert(1)</script>', NAME_MESSAGES.invalid],
    ['a 51-character name', 'A'.repeat(51), NAME_MESSAGES.invalid],
    ['a blank name', '   ', AUTH_MESSAGES.name],
    ['no name at all', null, AUTH_MESSAGES.name],
  ])('refuses %s with the name rule of every other form and creates nothing', async (_label, name, message) => {
    const email = uniqueEmail();
    const response = await new BrowserSession(server).request('/api/auth/sign-up/email', {
      json: { name, email, password: PASSWORD, confirmPassword: PASSWORD, callbackURL: '/login' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect(await usersWith(email)).toBe(0);
  });

  it('stores a name of any script, trimmed and composed', async () => {
    const email = uniqueEmail();
    const response = await new BrowserSession(server).request('/api/auth/sign-up/email', {
      json: { name: '  Zoe\u0308 李明 ', email, password: PASSWORD, confirmPassword: PASSWORD, callbackURL: '/login' },
    });
    expect(response.status).toBe(200);
    const [row] = await server.database.db.select({ name: user.name }).from(user).where(eq(user.email, email));
    expect(row?.name).toBe('Zoë 李明');
  });

  it('refuses a malformed e-mail address and creates nothing', async () => {
    const response = await signUp(new BrowserSession(server), 'not-an-email');
    expect(response.status).toBe(400);
    expect(await usersWith('not-an-email')).toBe(0);
  });

  it('answers a taken address exactly like a new one; only the owner is told, by mail', async () => {
    const email = await verifiedAccount();
    const fresh = await signUp(new BrowserSession(server), uniqueEmail());
    const taken = await signUp(new BrowserSession(server), email);
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(Object.keys(taken.body.user ?? {}).sort()).toEqual(Object.keys(fresh.body.user ?? {}).sort());
    expect(await usersWith(email)).toBe(1);
    expect((await latestMail(email, 'sign-up-attempt'))?.subject).toBe('You already have a QuantLeap account');
  });
});

describe('sign-in and sessions', () => {
  it('is refused before the e-mail address is verified', async () => {
    const email = uniqueEmail();
    const session = new BrowserSession(server);
    await signUp(session, email);
    const response = await session.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } });
    expect(response.status).toBe(403);
    expect(session.cookieNames().some((name) => name.includes('session_token'))).toBe(false);
  });

  it('sets an httpOnly, SameSite=Lax session cookie and a new session id at every sign-in', async () => {
    const email = await verifiedAccount();
    const first = new BrowserSession(server);
    const signIn = await first.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith('quantleap.session_token=')) ?? '';
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await first.request('/api/auth/get-session');
    expect(me.body.user.email).toBe(email);

    const second = new BrowserSession(server);
    await second.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } });
    const other = await second.request('/api/auth/get-session');
    expect(other.body.session.id).not.toBe(me.body.session.id);
  });

  it('refuses a wrong password without saying whether the account exists', async () => {
    const email = await verifiedAccount();
    const wrong = await new BrowserSession(server).request('/api/auth/sign-in/email', {
      json: { email, password: 'Wrong2026!' },
    });
    const unknown = await new BrowserSession(server).request('/api/auth/sign-in/email', {
      json: { email: uniqueEmail(), password: 'Wrong2026!' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    // The envelope's requestId names each request; everything else must be the same.
    expect({ ...wrong.body.error, requestId: undefined }).toEqual({ ...unknown.body.error, requestId: undefined });
  });

  it('revokes the session on sign-out, so the old cookie no longer works', async () => {
    const email = await verifiedAccount();
    const session = new BrowserSession(server);
    await session.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } });
    const stolenCookie = session.cookieNames().length;
    expect(stolenCookie).toBeGreaterThan(0);
    const before = await session.request('/api/auth/get-session');
    const token = before.body.session.token as string;
    expect((await session.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    // Replaying the old token (as a thief holding a copy of the cookie would) finds no session.
    const replay = await fetch(`${server.url}/api/auth/get-session`, {
      headers: { Cookie: `quantleap.session_token=${token}` },
    });
    expect(await replay.json()).toBeNull();
  });
});

describe('password reset', () => {
  it('answers an unknown address exactly like a known one', async () => {
    const email = await verifiedAccount();
    const known = await new BrowserSession(server).request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
    });
    const unknown = await new BrowserSession(server).request('/api/auth/request-password-reset', {
      json: { email: uniqueEmail(), redirectTo: '/reset-password' },
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it('sets a new password once per link, with the same rule, and revokes existing sessions', async () => {
    const email = await verifiedAccount();
    const signedIn = new BrowserSession(server);
    await signedIn.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } });

    const visitor = new BrowserSession(server);
    await visitor.request('/api/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' } });
    const mail = await latestMail(email, 'reset-password');
    expect(mail?.text).toContain('expires in 15 minutes');
    expect(await newestTokenLifetimeMinutes()).toBeCloseTo(15, 1);
    const opened = await visitor.request(linkIn(mail?.text));
    const location = new URL(opened.headers.get('location') ?? '', server.url);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const weak = await visitor.request('/api/auth/reset-password', { json: { token, newPassword: 'weak' } });
    expect(weak.status).toBe(400);
    expect(weak.body.error.message).toBe(AUTH_MESSAGES.password);

    const done = await visitor.request('/api/auth/reset-password', { json: { token, newPassword: 'NewQuant2026' } });
    expect(done.status).toBe(200);
    expect(await signedIn.request('/api/auth/get-session').then((r) => r.body)).toBeNull();

    const again = await visitor.request('/api/auth/reset-password', { json: { token, newPassword: 'Other2026' } });
    expect(again.status).toBe(400);
    const old = await new BrowserSession(server).request('/api/auth/sign-in/email', {
      json: { email, password: PASSWORD },
    });
    expect(old.status).toBe(401);
    const fresh = await new BrowserSession(server).request('/api/auth/sign-in/email', {
      json: { email, password: 'NewQuant2026' },
    });
    expect(fresh.status).toBe(200);
  });
});

describe('magic link', () => {
  it('signs in once with a 10-minute link; the same link does not work twice', async () => {
    const email = await verifiedAccount();
    const visitor = new BrowserSession(server);
    const sent = await visitor.request('/api/auth/sign-in/magic-link', { json: { email, callbackURL: '/login' } });
    expect(sent.status).toBe(200);
    const mail = await latestMail(email, 'magic-link');
    expect(mail?.text).toContain('expires in 10 minutes');
    expect(await newestTokenLifetimeMinutes()).toBeCloseTo(10, 1);
    const link = linkIn(mail?.text);
    await visitor.request(link);
    const me = await visitor.request('/api/auth/get-session');
    expect(me.body.user.email).toBe(email);

    const thief = new BrowserSession(server);
    await thief.request(link);
    expect(await thief.request('/api/auth/get-session').then((r) => r.body)).toBeNull();
  });
});

describe('development mailbox', () => {
  it('lists the outbox to requests from this machine', async () => {
    const email = await verifiedAccount();
    const response = await fetch(`${server.url}/api/dev/mailbox`);
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as { messages: { to: string; kind: string }[] };
    expect(messages.some((m) => m.to === email && m.kind === 'verification')).toBe(true);
  });
});
