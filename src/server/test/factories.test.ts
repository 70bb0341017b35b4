import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/auth-links';
import { BrowserSession } from './browser-session';
import {
  createApplication,
  createCompany,
  createPosition,
  createQuantProfile,
  createSession,
  createSignedInUser,
  createUser,
  signedInCookies,
  TEST_PASSWORD,
  type SessionCookie,
} from './factories';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());

const db = () => server.database.db;

function browserWith(cookie: SessionCookie, target: TestServer = server): BrowserSession {
  const session = new BrowserSession(target);
  for (const { name, value } of signedInCookies(cookie)) session.setCookie(name, value);
  return session;
}

describe('a factory-made session', () => {
  it('is read by better-auth (/api/auth/get-session) and by a signed-in route', async () => {
    const { userId, email, cookie } = await createSignedInUser(server, { name: 'Grace Hopper' });
    const session = browserWith(cookie);

    const me = await session.request('/api/auth/get-session');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: userId, email, name: 'Grace Hopper', emailVerified: true });

    const profile = await session.request('/api/profile');
    expect(profile.status).toBe(200);
    expect((await new BrowserSession(server).request('/api/profile')).status).toBe(401);
  });

  it('carries the cookie better-auth sets on a sign-in: same name, same signature scheme, same lifetime', async () => {
    const { email, cookie } = await createSignedInUser(server);
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const set = signIn.headers.getSetCookie().find((c) => c.startsWith(`${cookie.name}=`)) ?? '';
    expect(cookie.name).toBe('quantleap.session_token');
    expect(set).toContain(`Max-Age=${cookie.maxAge}`);
    // <token>.<base64 HMAC-SHA256>, URL-encoded: the same shape as the factory's value.
    const shape = (value: string) => decodeURIComponent(value).replace(/^[^.]+\./, '').length;
    expect(shape(set.slice(cookie.name.length + 1).split(';')[0]!)).toBe(shape(cookie.value));
  });

  it('is refused when signed with another secret, as a forged cookie would be', async () => {
    const { userId } = await createUser(db());
    const forged = await createSession(db(), { ...server.config, appSecret: 'x'.repeat(48) }, userId);
    const me = await browserWith(forged).request('/api/auth/get-session');
    expect(me.body).toBeNull();
    expect((await browserWith(forged).request('/api/profile')).status).toBe(401);
  });

  it('is named __Secure-… behind HTTPS, as better-auth names it there', async () => {
    const { cookie } = await createSignedInUser({
      database: server.database,
      config: { ...server.config, publicUrl: 'https://quantleap.example' },
    });
    expect(cookie.name).toBe('__Secure-quantleap.session_token');
    expect(cookie.secure).toBe(true);
    expect(signedInCookies(cookie).map((c) => c.name)).toEqual([cookie.name, SIGNED_IN_HINT_COOKIE]);
  });
});

describe('factory users', () => {
  it('are verified and sign in with TEST_PASSWORD; each has its own address', async () => {
    const [first, second] = await Promise.all([createUser(db()), createUser(db())]);
    expect(first!.email).not.toBe(second!.email);
    const signIn = await new BrowserSession(server).request('/api/auth/sign-in/email', {
      json: { email: first!.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(200);
  });

  it('take overrides: an unverified address cannot sign in, another password does', async () => {
    const unverified = await createUser(db(), { emailVerified: false });
    const refused = await new BrowserSession(server).request('/api/auth/sign-in/email', {
      json: { email: unverified.email, password: TEST_PASSWORD },
    });
    expect(refused.status).toBe(403);
    const other = await createUser(db(), { password: 'Other2026!' });
    const signIn = await new BrowserSession(server).request('/api/auth/sign-in/email', {
      json: { email: other.email, password: 'Other2026!' },
    });
    expect(signIn.status).toBe(200);
  });
});

describe('firm-side factories', () => {
  it('make a quant profile, a company with its owner, a position and an application the API reads back', async () => {
    const quant = await createSignedInUser(server);
    await createQuantProfile(db(), quant.userId, { title: 'Volatility Researcher' });
    const mine = await browserWith(quant.cookie).request('/api/quant-profile');
    expect(mine.body).toMatchObject({ title: 'Volatility Researcher' });

    const owner = await createSignedInUser(server, { name: 'Firm Owner' });
    const company = await createCompany(db(), { ownerUserId: owner.userId, name: 'Factory Capital' });
    const position = await createPosition(db(), company.id, { title: 'Factory Intern' });
    expect(position).toMatchObject({ company: 'Factory Capital', status: 'Open' });
    await createApplication(db(), { userId: quant.userId, opportunityId: position.id });

    const firm = browserWith(owner.cookie);
    expect((await firm.request('/api/company')).body.company).toMatchObject({ name: 'Factory Capital', role: 'owner' });
    expect((await firm.request('/api/internship-board/positions')).body).toMatchObject([
      { id: position.id, title: 'Factory Intern', applicationCount: 1 },
    ]);
    expect((await browserWith(quant.cookie).request('/api/applications')).body).toMatchObject([
      { status: 'New', position: { id: position.id, company: 'Factory Capital' } },
    ]);
  });

  it('give each company a name of its own unless told', async () => {
    const [a, b] = await Promise.all([createCompany(db()), createCompany(db())]);
    expect(a.name).not.toBe(b.name);
    expect(a.ownerUserId).not.toBe(b.ownerUserId);
  });
});
