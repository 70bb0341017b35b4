import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../features/auth/auth';
import { companyMembers, session } from '../db/schema';
import { addCompanyMember, createCompany, createSession, createUser, type SessionCookie } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { rememberedSessions } from './remembered-sessions';

/**
 * The session reader every route uses: a remembered cookie is read in one statement, and whatever ends a session
 * or changes the caller's company shows on the very next request.
 */
let server: TestServer & Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const cookieHeader = (cookie: SessionCookie) => `${cookie.name}=${cookie.value}`;
const myCompany = (cookie: SessionCookie) =>
  server.fetch('/api/company/members', { headers: { cookie: cookieHeader(cookie) } });
const me = (cookie: string) => server.fetch('/api/company', { headers: { cookie } });

async function signedIn() {
  const user = await createUser(server.database.db);
  return { ...user, cookie: await createSession(server.database.db, server.config, user.userId) };
}

describe('remembered sessions (every route)', () => {
  it('keeps answering for a remembered cookie, and stops at once when the session is deleted (sign-out, revocation)', async () => {
    const { cookie } = await signedIn();
    expect((await me(cookieHeader(cookie))).status).toBe(200);
    expect((await me(cookieHeader(cookie))).status).toBe(200);
    await server.database.db.delete(session).where(eq(session.token, cookie.token));
    const after = await me(cookieHeader(cookie));
    expect(after.status).toBe(401);
  });

  it('stops at once when the session expires', async () => {
    const { cookie } = await signedIn();
    expect((await me(cookieHeader(cookie))).status).toBe(200);
    await server.database.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(session.token, cookie.token));
    expect((await me(cookieHeader(cookie))).status).toBe(401);
  });

  it('sees the caller join and leave a company on the next request', async () => {
    const { userId, cookie } = await signedIn();
    expect((await myCompany(cookie)).status).toBe(403);
    const company = await createCompany(server.database.db);
    await addCompanyMember(server.database.db, company.id, userId, 'recruiter');
    expect((await myCompany(cookie)).status).toBe(200);
    await server.database.db.delete(companyMembers).where(eq(companyMembers.userId, userId));
    expect((await myCompany(cookie)).status).toBe(403);
  });

  it('refuses a cookie whose signature was altered, even for a session it remembers', async () => {
    const { cookie } = await signedIn();
    expect((await me(cookieHeader(cookie))).status).toBe(200);
    const decoded = decodeURIComponent(cookie.value);
    const forged = `${decoded.slice(0, -3)}${decoded.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await me(`${cookie.name}=${encodeURIComponent(forged)}`)).status).toBe(401);
    // The bare token, unsigned, is no cookie either.
    expect((await me(`${cookie.name}=${cookie.token}`)).status).toBe(401);
  });

  it('lets better-auth decide when a header carries two session cookies', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const both = `${cookieHeader(first.cookie)}; ${cookieHeader(second.cookie)}`;
    const answer = await me(both);
    expect(answer.status).toBe(200);
    // Whichever better-auth took, removing both sessions ends it.
    await server.database.db.delete(session).where(eq(session.userId, first.userId));
    await server.database.db.delete(session).where(eq(session.userId, second.userId));
    expect((await me(both)).status).toBe(401);
  });

  it('answers a visitor without a session cookie as a visitor', async () => {
    expect((await me('')).status).toBe(401);
    expect((await me('other=1')).status).toBe(401);
  });
});

describe('rememberedSessions (the reader itself)', () => {
  const auth = () => {
    const logger = createLogger('silent');
    const mailer = createMailer({ db: server.database.db, logger, from: 'QuantLeap <test@example.com>' });
    return createAuth({ db: server.database.db, config: server.config, mailer, logger });
  };

  /** better-auth's own reader, counting how often it is asked. */
  function counted() {
    const library = auth();
    let checks = 0;
    const getSession = library.api.getSession.bind(library.api) as typeof library.api.getSession;
    const wrapped = Object.assign(Object.create(library) as typeof library, {
      api: {
        ...library.api,
        getSession: ((context: Parameters<typeof getSession>[0]) => {
          checks += 1;
          return getSession(context);
        }) as typeof getSession,
      },
    });
    return { library: wrapped, checks: () => checks };
  }

  const headers = (cookie: SessionCookie) => new Headers({ cookie: cookieHeader(cookie) });

  it('asks better-auth once per cookie while it is remembered, and again once the time is up', async () => {
    const { cookie, userId, email } = await signedIn();
    const remembered = counted();
    const reader = rememberedSessions(remembered.library, server.database.db);
    const first = await reader.api.getSession({ headers: headers(cookie) });
    const second = await reader.api.getSession({ headers: headers(cookie) });
    expect(first?.user).toMatchObject({ id: userId, email });
    expect(second).toEqual(first);
    expect(remembered.checks()).toBe(1);

    const forgetful = counted();
    const everyTime = rememberedSessions(forgetful.library, server.database.db, { ttlMs: 0 });
    await everyTime.api.getSession({ headers: headers(cookie) });
    await everyTime.api.getSession({ headers: headers(cookie) });
    expect(forgetful.checks()).toBe(2);
  });

  it('remembers at most maxEntries cookies', async () => {
    const reader = rememberedSessions(auth(), server.database.db, { maxEntries: 2 });
    for (let i = 0; i < 4; i++) {
      const { cookie } = await signedIn();
      expect(await reader.api.getSession({ headers: headers(cookie) })).not.toBeNull();
    }
    expect(reader.size()).toBe(2);
  });
});
