import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../shared/contracts/messages';
import { MESSAGE_MESSAGES } from '../../../shared/messages';
import { companyMembers, companyProfiles, session } from '../../db/schema';
import type { BrowserSession } from '../../test/browser-session';
import { addCompanyMember, createFirmBlock, createSession } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { SIGN_IN_FIRST } from '../../platform/session';
import { call, contact, firm, quant, send } from './messages-world';

/**
 * The thread page is polled every 2 s by every open thread: whatever ends a session or changes the caller's company
 * must still show on the very next page, for a cookie the process remembers as for a new one (decision 0033), and
 * its errors come in the same order as on every other route (401 first).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;

const page = (s: BrowserSession, id: string, query = '') => call(s, 'GET', `/api/messages/conversations/${id}${query}`);

async function world() {
  const a = await firm(server);
  const q = await quant(server);
  const { id } = (await contact(a.owner.session, q.profileId)).body as Conversation;
  await send(q.session, id, 'Thanks, tell me more.');
  return { a, q, id };
}

const endSessions = (userId: string) => db().delete(session).where(eq(session.userId, userId));

describe('the thread page and the session', () => {
  it('ends at once when a remembered session is deleted (sign-out, revocation), for the quant and a firm member', async () => {
    const { a, q, id } = await world();
    for (const who of [q, a.recruiter]) {
      expect((await page(who.session, id)).status).toBe(200);
      expect((await page(who.session, id)).status).toBe(200);
      await endSessions(who.userId);
      const ended = await page(who.session, id);
      expect(ended.status).toBe(401);
      expect(ended.body.error.message).toBe(SIGN_IN_FIRST);
      // And it stays ended: the cookie is checked afresh, and better-auth refuses it.
      expect((await page(who.session, id)).status).toBe(401);
    }
  });

  it('ends at once when a remembered session expires', async () => {
    const { q, id } = await world();
    expect((await page(q.session, id)).status).toBe(200);
    await db()
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(session.userId, q.userId));
    expect((await page(q.session, id)).status).toBe(401);
  });

  it("follows the member's company on the next page: verification lost, membership ended and given back", async () => {
    const { a, id } = await world();
    const before = await page(a.recruiter.session, id);
    expect(before.body).toMatchObject({ side: 'company', canSend: true, cannotSendReason: null });

    await db().update(companyProfiles).set({ verification: 'pending' }).where(eq(companyProfiles.id, a.company.id));
    const unverified = await page(a.recruiter.session, id);
    expect(unverified.status).toBe(404);
    expect(unverified.body.error.message).toBe(MESSAGE_MESSAGES.notFound);
    await db().update(companyProfiles).set({ verification: 'verified' }).where(eq(companyProfiles.id, a.company.id));
    expect((await page(a.recruiter.session, id)).status).toBe(200);

    await db().delete(companyMembers).where(eq(companyMembers.userId, a.recruiter.userId));
    const left = await page(a.recruiter.session, id);
    expect(left.status).toBe(404);
    expect(left.body.error.message).toBe(MESSAGE_MESSAGES.notFound);

    await addCompanyMember(db(), a.company.id, a.recruiter.userId, 'recruiter');
    expect((await page(a.recruiter.session, id)).status).toBe(200);
  });

  it('takes the page from every member the moment the quant blocks the company, and shows the quant it blocked', async () => {
    const { a, q, id } = await world();
    expect((await page(a.owner.session, id)).status).toBe(200);
    await createFirmBlock(db(), q.userId, { id: a.company.id, domain: 'unused.example' }, 'company');
    for (const member of [a.owner, a.recruiter]) {
      const gone = await page(member.session, id);
      expect(gone.status).toBe(404);
      expect(gone.body.error.message).toBe(MESSAGE_MESSAGES.notFound);
    }
    const mine = await page(q.session, id);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ side: 'quant', status: 'blocked', canSend: false });
  });

  it('answers an ended session with 401 before a malformed id or cursor, a live one with 404 and 400', async () => {
    const { q, id } = await world();
    expect((await page(q.session, id)).status).toBe(200);
    expect((await page(q.session, 'not-a-conversation')).status).toBe(404);
    expect((await page(q.session, id, '?before=soon')).status).toBe(400);
    await endSessions(q.userId);
    // The cookie is still remembered: the page's parameters are refused before its statement runs.
    expect((await page(q.session, 'not-a-conversation')).status).toBe(401);
    expect((await page(q.session, id, '?before=soon')).status).toBe(401);
  });

  it("gives a cookie's first page and its remembered pages the same answer, and leaves two cookies to better-auth", async () => {
    const { q, id } = await world();
    const fresh = await createSession(db(), server.config, q.userId);
    const cookie = `${fresh.name}=${fresh.value}`;
    const read = (header: string) =>
      server.fetch(`/api/messages/conversations/${id}`, { headers: { cookie: header } }).then(async (r) => ({
        status: r.status,
        body: await r.text(),
      }));
    const first = await read(cookie);
    expect(first.status).toBe(200);
    expect(await read(cookie)).toEqual(first);

    const other = await createSession(db(), server.config, q.userId);
    const both = await read(`${cookie}; ${other.name}=${other.value}`);
    expect(both).toEqual(first);
    await endSessions(q.userId);
    expect((await read(`${cookie}; ${other.name}=${other.value}`)).status).toBe(401);
    expect((await read(cookie)).status).toBe(401);
  });
});
