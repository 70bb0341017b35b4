import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../../shared/company';
import { API_ROUTES } from '../../../shared/contracts';
import type { Conversation } from '../../../shared/contracts/messages';
import { MESSAGE_MESSAGES } from '../../../shared/messages';
import { companySuspendedMessage } from '../../../shared/operator-people';
import { companyProfiles, conversationReports, conversations, user } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';
import { call, contact, firm, quant, send, written } from './messages-world';

/**
 * Issue 16 "every endpoint is scoped": only the conversation's quant and the members of its company read or act on
 * it. Anonymous callers get 401; a third quant and another company's member get the same 404 as for an id that
 * does not exist; the quant's own actions refuse a firm member; and nothing changes for any of them.
 */
let server: TestServer;
const OPERATOR = `messages-operator-${Date.now()}@example.com`;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100, adminEmails: [OPERATOR] } });
});
afterAll(() => server.close());
const db = () => server.database.db;

type Send = (session: BrowserSession, id: string) => ReturnType<typeof call>;

/** Every route that names a conversation, and who of its two parties may call it. */
const CONVERSATION_ENDPOINTS: { method: string; path: string; party: 'both' | 'quant'; send: Send }[] = [
  {
    method: 'get',
    path: '/api/messages/conversations/{id}',
    party: 'both',
    send: (s, id) => call(s, 'GET', `/api/messages/conversations/${id}`),
  },
  {
    method: 'post',
    path: '/api/messages/conversations/{id}/messages',
    party: 'both',
    send: (s, id) => send(s, id, 'Hello there'),
  },
  {
    method: 'post',
    path: '/api/messages/conversations/{id}/read',
    party: 'both',
    send: (s, id) => call(s, 'POST', `/api/messages/conversations/${id}/read`),
  },
  {
    method: 'post',
    path: '/api/messages/conversations/{id}/decline',
    party: 'quant',
    send: (s, id) => call(s, 'POST', `/api/messages/conversations/${id}/decline`, { reason: 'role' }),
  },
  {
    method: 'post',
    path: '/api/messages/conversations/{id}/block',
    party: 'quant',
    send: (s, id) => call(s, 'POST', `/api/messages/conversations/${id}/block`),
  },
  {
    method: 'post',
    path: '/api/messages/conversations/{id}/report',
    party: 'both',
    send: (s, id) => call(s, 'POST', `/api/messages/conversations/${id}/report`, { reason: 'spam' }),
  },
];

/** The routes that name no conversation. */
const OTHER_ENDPOINTS = [
  'get /api/messages/conversations',
  'get /api/messages/unread',
  'get /api/messages/recipient',
  'get /api/messages/offer-benchmark',
  'post /api/messages/conversations',
  'get /api/message-reports',
  'post /api/message-reports/{id}/resolve',
  'post /api/message-reports/{id}/action',
];

/** What a refused call must not change: the messages tables, the conversation row and the reports. */
async function fingerprint(id: string) {
  const [row] = await db().select().from(conversations).where(eq(conversations.id, id));
  const reports = await db().select().from(conversationReports).where(eq(conversationReports.conversationId, id));
  return `${await written(server)} ${JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))} ${reports.length}`;
}

async function world() {
  const a = await firm(server);
  const q = await quant(server);
  const { id } = (await contact(a.owner.session, q.profileId)).body as Conversation;
  await send(q.session, id, 'Thanks, tell me more.');
  const other = await firm(server);
  const stranger = await quant(server);
  return { a, q, id, other, stranger };
}

describe('messages access', () => {
  it('covers every messages route', () => {
    const routes = API_ROUTES.filter((r) => /^\/api\/(messages|message-reports)\//.test(`${r.path}/`)).map(
      (r) => `${r.method} ${r.path}`,
    );
    expect(routes.sort()).toEqual(
      [...CONVERSATION_ENDPOINTS.map((e) => `${e.method} ${e.path}`), ...OTHER_ENDPOINTS].sort(),
    );
  });

  describe.each(CONVERSATION_ENDPOINTS)('$method $path', (endpoint) => {
    it('answers only the parties: 401 anonymous, 404 a third quant or another company, nothing changed', async () => {
      const { a, q, id, other, stranger } = await world();
      const before = await fingerprint(id);
      const anonymous = await endpoint.send(new BrowserSession(server), id);
      expect(anonymous.status, 'anonymous').toBe(401);
      for (const [who, session] of [
        ['third quant', stranger.session],
        ["another company's owner", other.owner.session],
        ["another company's recruiter", other.recruiter.session],
      ] as const) {
        const refused = await endpoint.send(session, id);
        expect(refused.status, who).toBe(404);
        expect(refused.body.error.message, who).toBe(MESSAGE_MESSAGES.notFound);
        expect(await fingerprint(id), who).toBe(before);
      }
      if (endpoint.party === 'quant') {
        const firmMember = await endpoint.send(a.recruiter.session, id);
        expect(firmMember.status, 'firm member').toBe(403);
        expect(firmMember.body.error.message).toBe(MESSAGE_MESSAGES.notYourSide);
        expect(await fingerprint(id)).toBe(before);
      } else {
        // Any member, in either role, acts for the company.
        expect((await endpoint.send(a.recruiter.session, id)).status, 'recruiter').toBeLessThan(300);
      }
      expect((await endpoint.send(q.session, id)).status, 'the quant').toBeLessThan(300);
    });

    it("refuses a suspended company's members (403, with the reason) and a suspended quant (401)", async () => {
      const { a, q, id } = await world();
      const reason = 'Scam offers';
      await db()
        .update(companyProfiles)
        .set({ suspendedAt: new Date(), suspensionReason: reason })
        .where(eq(companyProfiles.id, a.company.id));
      const before = await fingerprint(id);
      for (const session of [a.owner.session, a.recruiter.session]) {
        const refused = await endpoint.send(session, id);
        expect(refused.status, 'suspended company').toBe(403);
        expect(refused.body.error.message).toBe(companySuspendedMessage(reason));
        expect(await fingerprint(id)).toBe(before);
      }
      await db().update(user).set({ suspendedAt: new Date(), suspensionReason: reason }).where(eq(user.id, q.userId));
      expect((await endpoint.send(q.session, id)).status, 'suspended quant').toBe(401);
      expect(await fingerprint(id)).toBe(before);
    });
  });

  it("lists nobody else's conversations in the inbox or the badge", async () => {
    const { a, id, other, stranger } = await world();
    for (const session of [stranger.session, other.owner.session]) {
      const inbox = await call(session, 'GET', '/api/messages/conversations');
      expect(inbox.body.conversations.map((c: { id: string }) => c.id)).not.toContain(id);
      expect((await call(session, 'GET', '/api/messages/unread')).body).toEqual({ unread: 0 });
    }
    expect((await call(a.recruiter.session, 'GET', '/api/messages/unread')).body.unread).toBeGreaterThan(0);
    for (const path of ['/api/messages/conversations', '/api/messages/unread', '/api/messages/recipient?profileId=x']) {
      expect((await call(new BrowserSession(server), 'GET', path)).status, path).toBe(401);
    }
  });

  it('refuses a company that lost its verification from writing (it is no party until verified), and nothing is written', async () => {
    const { a, id } = await world();
    await db().update(companyProfiles).set({ verification: 'pending' }).where(eq(companyProfiles.id, a.company.id));
    const before = await fingerprint(id);
    const refused = await send(a.owner.session, id, 'Still there?');
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(MESSAGE_MESSAGES.notFound);
    expect(await fingerprint(id)).toBe(before);
  });

  it('gives the offer benchmark to company members only, and reports to operators only', async () => {
    const { a, stranger } = await world();
    const query = '/api/messages/offer-benchmark?role=Quant%20Researcher&level=Junior&region=EMEA';
    expect((await call(new BrowserSession(server), 'GET', query)).status).toBe(401);
    const quantOnly = await call(stranger.session, 'GET', query);
    expect(quantOnly.status).toBe(403);
    expect(quantOnly.body.error.message).toBe(COMPANY_MESSAGES.noCompany);
    expect((await call(a.recruiter.session, 'GET', query)).status).toBe(200);
    expect((await call(a.recruiter.session, 'GET', `${query.replace('Junior', 'Boss')}`)).status).toBe(400);

    const operator = await signedInUser(server, 'Otto Operator', { email: OPERATOR });
    for (const session of [stranger.session, a.owner.session]) {
      const refused = await call(session, 'GET', '/api/message-reports');
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(COMPANY_MESSAGES.operatorOnly);
    }
    expect((await call(operator.session, 'GET', '/api/message-reports')).status).toBe(200);
    const missing = await call(
      operator.session,
      'POST',
      '/api/message-reports/00000000-0000-4000-8000-000000000000/resolve',
    );
    expect(missing.status).toBe(404);
    const noAction = await call(
      operator.session,
      'POST',
      '/api/message-reports/00000000-0000-4000-8000-000000000000/action',
      {
        action: 'dismiss',
        reason: 'Nothing against the rules.',
      },
    );
    expect(noAction.status).toBe(404);
    // Anyone but an operator is refused before the report is even looked up.
    for (const session of [stranger.session, a.owner.session]) {
      const refused = await call(session, 'POST', '/api/message-reports/00000000-0000-4000-8000-000000000000/action', {
        action: 'dismiss',
        reason: 'Nothing against the rules.',
      });
      expect(refused.status).toBe(403);
    }
  });
});
