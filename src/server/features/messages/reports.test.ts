import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, MessageReportPage } from '../../../shared/contracts/messages';
import { MESSAGE_MESSAGES, REPORTS_PAGE_SIZE, REPORTS_PER_DAY } from '../../../shared/messages';
import { conversationReports } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import { call, contact, firm, quant } from './messages-world';

const OPERATOR_EMAIL = `reports-operator-${process.pid}@example.com`;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { adminEmails: [OPERATOR_EMAIL] } });
});
afterAll(() => server.close());
const db = () => server.database.db;

/** A firm that wrote to a quant: the conversation both may report. */
async function conversation() {
  const f = await firm(server);
  const q = await quant(server);
  const { id } = (await contact(f.owner.session, q.profileId, 'Send us $50 to unlock the interview.'))
    .body as Conversation;
  return { ...f, q, id };
}

const report = (session: Parameters<typeof call>[0], id: string, details = '') =>
  call(session, 'POST', `/api/messages/conversations/${id}/report`, { reason: 'scam', details });

let operatorSession: Promise<Parameters<typeof call>[0]> | undefined;
/** The one operator account (ADMIN_EMAILS), signed in once. */
const operator = () =>
  (operatorSession ??= signedInUser(server, 'Olga Operator', { email: OPERATOR_EMAIL }).then((u) => u.session));

const reportsOf = (conversationId: string) =>
  db().select().from(conversationReports).where(eq(conversationReports.conversationId, conversationId));

describe('reporting a conversation', () => {
  it('keeps one open report per reporter: a second adds its words to the first', async () => {
    const { q, id } = await conversation();
    const first = await report(q.session, id, 'Asked for money.');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ ok: true, added: false });
    const second = await report(q.session, id, 'And again today.');
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ ok: true, added: true });
    const rows = await reportsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ timesReported: 2, details: 'Asked for money.\n\nAnd again today.' });
  });

  it('stays one report when the same person reports in parallel', async () => {
    const { q, id } = await conversation();
    // One CSRF token for all, as one open page sends them.
    const headers = await q.session.csrfHeader();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        q.session.request(`/api/messages/conversations/${id}/report`, {
          method: 'POST',
          json: { reason: 'scam', details: `copy ${i}` },
          headers,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const rows = await reportsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.timesReported).toBe(8);
  });

  it(`takes at most ${REPORTS_PER_DAY} reports a day from one person, across conversations; the next changes nothing`, async () => {
    const { q, id } = await conversation();
    const other = await firm(server);
    const { id: second } = (await contact(other.owner.session, q.profileId)).body as Conversation;
    for (let i = 0; i < REPORTS_PER_DAY; i++) {
      expect((await report(q.session, i % 2 ? id : second, `report ${i}`)).status).toBeLessThan(300);
    }
    const before = JSON.stringify([await reportsOf(id), await reportsOf(second)]);
    for (const target of [id, second]) {
      const refused = await report(q.session, target, 'one too many');
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toBe(MESSAGE_MESSAGES.reportsPerDay);
    }
    expect(JSON.stringify([await reportsOf(id), await reportsOf(second)])).toBe(before);
  });

  it("gives each member of a company its own report, and a new one after an operator's handling", async () => {
    const { owner, recruiter, id } = await conversation();
    expect((await report(owner.session, id, 'from the owner')).status).toBe(201);
    expect((await report(recruiter.session, id, 'from the recruiter')).status).toBe(201);
    expect(await reportsOf(id)).toHaveLength(2);

    const [owners] = (await reportsOf(id)).filter((r) => r.details === 'from the owner');
    expect((await call(await operator(), 'POST', `/api/message-reports/${owners!.id}/resolve`)).status).toBe(200);
    const again = await report(owner.session, id, 'it started again');
    expect(again.status).toBe(201);
    expect(await reportsOf(id)).toHaveLength(3);
  });
});

describe("the operators' queue", () => {
  it('pages through every report, open ones first and longest waiting first, and counts them all', async () => {
    const filed: string[] = [];
    // More reports than a page holds, from different quants, the genuine one filed last.
    for (let i = 0; i < REPORTS_PAGE_SIZE + 5; i++) {
      const { q, id } = await conversation();
      expect((await report(q.session, id, `report ${i}`)).status).toBe(201);
      filed.push(id);
    }
    const first = (await call(await operator(), 'GET', '/api/message-reports')).body as MessageReportPage;
    expect(first.reports).toHaveLength(REPORTS_PAGE_SIZE);
    expect(first.total).toBeGreaterThanOrEqual(filed.length);
    const seen: MessageReportPage['reports'] = [];
    for (let page = 1; page <= Math.ceil(first.total / first.pageSize); page++) {
      const answer = await call(await operator(), 'GET', `/api/message-reports?page=${page}`);
      expect(answer.status).toBe(200);
      seen.push(...(answer.body as MessageReportPage).reports);
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen.map((r) => r.id)).size).toBe(first.total);
    for (const id of filed) expect(seen.some((r) => r.conversationId === id)).toBe(true);
    const open = seen.filter((r) => r.resolvedAt === null);
    expect(open).toHaveLength(first.open);
    // Open ones come first, the longest waiting first.
    expect(seen.slice(0, open.length)).toEqual(open);
    const waited = open.map((r) => Date.parse(r.createdAt));
    expect(waited).toEqual([...waited].sort((a, b) => a - b));
  });

  it('refuses a page that is not a whole number from 1', async () => {
    for (const page of ['0', '-1', 'x', '1.5', '10001']) {
      const answer = await call(await operator(), 'GET', `/api/message-reports?page=${page}`);
      expect(answer.status, page).toBe(400);
      expect(answer.body.error.code, page).toBe('VALIDATION_FAILED');
    }
  });
});
