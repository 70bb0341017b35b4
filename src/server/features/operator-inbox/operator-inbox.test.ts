import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../../shared/company';
import type { InboxPage, InboxSubmission, SubscriberPage } from '../../../shared/contracts/audience';
import type { OperatorQueues } from '../../../shared/contracts/operator-console';
import { INBOX_PAGE_SIZE } from '../../../shared/audience';
import { contactSubmissions, newsletterSubscribers } from '../../db/schema';
import { signedInUser, uniqueEmail } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';
import { call, firm, quant } from '../messages/messages-world';

/** Issue 43: the operators' inbox of waitlist entries, contact messages and newsletter addresses. */
const OPERATOR_EMAIL = `inbox-operator-${process.pid}@example.com`;
let server: TestServer;
let operator: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  server = await startTestServer({ config: { adminEmails: [OPERATOR_EMAIL] } });
  operator = await signedInUser(server, 'Olga Operator', { email: OPERATOR_EMAIL });
});
afterAll(() => server.close());

/** A word no other test's rows contain, so each test searches only its own. */
const tag = () => `tag${Math.random().toString(36).slice(2, 10)}`;

async function submit(values: Partial<typeof contactSubmissions.$inferInsert> & { formType: 'waitlist' | 'general' }) {
  const [row] = await server.database.db
    .insert(contactSubmissions)
    .values({ email: uniqueEmail(), name: 'Visitor', ...values })
    .returning({ id: contactSubmissions.id });
  return row!.id;
}

const list = async (query: Record<string, string>) =>
  (await operator.session.request(`/api/operator-inbox/submissions?${new URLSearchParams(query).toString()}`))
    .body as InboxPage;

describe('the operators’ inbox', () => {
  it('searches name, e-mail, company and message text, newest first, paged without losing a row', async () => {
    const word = tag();
    const ids: string[] = [];
    const start = Date.now() - 1_000_000;
    for (let i = 0; i < INBOX_PAGE_SIZE + 3; i++) {
      ids.push(
        await submit({
          formType: 'waitlist',
          name: `${word} ${i}`,
          role: 'quant',
          createdAt: new Date(start + i * 1000),
        }),
      );
    }
    const first = await list({ type: 'waitlist', q: word });
    expect(first.total).toBe(INBOX_PAGE_SIZE + 3);
    expect(first.items).toHaveLength(INBOX_PAGE_SIZE);
    const second = await list({ type: 'waitlist', q: word, page: '2' });
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual([...ids].reverse());

    const other = tag();
    const byEmail = await submit({
      formType: 'general',
      email: `${other}@example.com`,
      message: 'Hello there, operators',
    });
    const byCompany = await submit({
      formType: 'general',
      company: `${other} Capital`,
      message: 'Hello there, operators',
    });
    const byMessage = await submit({ formType: 'general', message: `Please call me about ${other}.` });
    await submit({ formType: 'waitlist', name: other, role: 'student' });
    const found = await list({ type: 'general', q: other.toUpperCase() });
    expect(found.items.map((i) => i.id)).toEqual([byMessage, byCompany, byEmail]);
    // A search for % or _ means those characters, not every row.
    expect((await list({ type: 'general', q: '%' })).items.every((i) => JSON.stringify(i).includes('%'))).toBe(true);
  });

  it('marks an item handled with who and when, undoes it, and filters by it; the console counts what waits', async () => {
    const counts = async () => (await operator.session.request('/api/operator-console/queues')).body as OperatorQueues;
    const before = (await counts()).unhandledInbox;
    const word = tag();
    const id = await submit({ formType: 'general', message: `A question about ${word}` });
    await submit({ formType: 'waitlist', name: word, role: 'quant' });
    expect((await counts()).unhandledInbox).toBe(before + 2);

    const marked = await call(operator.session, 'POST', `/api/operator-inbox/submissions/${id}/handled`);
    expect(marked.status).toBe(200);
    const handled = marked.body as InboxSubmission;
    expect(handled.handled?.by).toEqual({ name: 'Olga Operator', email: OPERATOR_EMAIL });
    expect(Date.now() - Date.parse(handled.handled!.at)).toBeLessThan(60_000);
    expect((await counts()).unhandledInbox).toBe(before + 1);
    expect((await list({ type: 'general', q: word })).items).toEqual([]);
    expect((await list({ type: 'general', q: word, status: 'handled' })).items.map((i) => i.id)).toEqual([id]);
    // Marking again keeps the first record.
    const again = await call(operator.session, 'POST', `/api/operator-inbox/submissions/${id}/handled`);
    expect((again.body as InboxSubmission).handled).toEqual(handled.handled);

    const undone = await call(operator.session, 'DELETE', `/api/operator-inbox/submissions/${id}/handled`);
    expect((undone.body as InboxSubmission).handled).toBeNull();
    expect((await list({ type: 'general', q: word, status: 'open' })).items.map((i) => i.id)).toEqual([id]);
    expect((await counts()).unhandledInbox).toBe(before + 2);
    // Each press is in the audit log, with the operator (issue 43).
    const audit = await operator.session.request(`/api/audit-log?q=${id}`);
    expect(
      audit.body.events.map((e: { action: string; actor: { email: string } }) => [e.action, e.actor.email]),
    ).toEqual([
      ['inbox_unhandled', OPERATOR_EMAIL],
      ['inbox_handled', OPERATOR_EMAIL],
      ['inbox_handled', OPERATOR_EMAIL],
    ]);
  });

  it('exports the current filter as CSV with formula cells neutralised', async () => {
    const word = tag();
    await submit({ formType: 'general', name: 'Eve', message: `=HYPERLINK("http://evil.example","${word}")` });
    await submit({ formType: 'general', name: '@SUM(A1)', company: '+cmd', message: `-2+3 ${word}, "quoted"` });
    const handledId = await submit({ formType: 'general', name: 'Done', message: `handled ${word}` });
    await call(operator.session, 'POST', `/api/operator-inbox/submissions/${handledId}/handled`);
    const answer = await operator.session.request(`/api/operator-inbox/submissions/export?type=general&q=${word}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="quantleap-contact-messages-/);
    const lines = (answer.body as unknown as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Received at,Type,Name,E-mail,Company,Role,Message,Newsletter,Handled at,Handled by');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,'@SUM(A1),`);
    expect(lines[1]).toContain(`,'+cmd,`);
    expect(lines[1]).toContain(`"'-2+3 ${word}, ""quoted"""`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""${word}"")"`);
    expect(lines.join('\n')).not.toMatch(/,=HYPERLINK/);
  });

  it('lists newsletter addresses by status and exports them', async () => {
    const word = tag();
    const now = Date.now();
    await server.database.db.insert(newsletterSubscribers).values([
      { email: `${word}-pending@example.com`, createdAt: new Date(now - 3000) },
      { email: `${word}-confirmed@example.com`, createdAt: new Date(now - 2000), confirmedAt: new Date() },
      {
        email: `=${word}-gone@example.com`,
        createdAt: new Date(now - 1000),
        confirmedAt: new Date(),
        unsubscribedAt: new Date(),
      },
    ]);
    const page = async (status: string) =>
      (
        (await operator.session.request(`/api/operator-inbox/subscribers?q=${word}&status=${status}`))
          .body as SubscriberPage
      ).items.map((s) => s.status);
    expect(await page('confirmed')).toEqual(['confirmed']);
    expect(await page('pending')).toEqual(['pending']);
    expect(await page('unsubscribed')).toEqual(['unsubscribed']);
    expect(await page('all')).toEqual(['unsubscribed', 'confirmed', 'pending']);
    const csv = await operator.session.request(`/api/operator-inbox/subscribers/export?q=${word}&status=all`);
    const lines = (csv.body as unknown as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('E-mail,Status,Signed up at,Confirmed at,Unsubscribed at');
    expect(lines[1]).toMatch(new RegExp(`^'=${word}-gone@example.com,unsubscribed,`));
    expect(lines).toHaveLength(4);
  });

  it('refuses bad filters and unknown ids with a clear 4xx, changing nothing', async () => {
    for (const query of [
      'type=newsletter',
      'type=waitlist&status=maybe',
      'type=waitlist&page=0',
      `type=general&q=${'x'.repeat(201)}`,
      '',
    ]) {
      const refused = await operator.session.request(`/api/operator-inbox/submissions?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await operator.session.request('/api/operator-inbox/subscribers?status=gone')).status).toBe(400);
    expect((await operator.session.request('/api/operator-inbox/submissions/export?type=all')).status).toBe(400);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const missing = await call(operator.session, 'POST', `/api/operator-inbox/submissions/${id}/handled`);
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe('No such message or waitlist entry.');
    }
    // A newsletter row of the contact table is not the inbox's to handle.
    const [newsletter] = await server.database.db
      .insert(contactSubmissions)
      .values({ formType: 'newsletter', email: uniqueEmail() })
      .returning({ id: contactSubmissions.id });
    expect(
      (await call(operator.session, 'POST', `/api/operator-inbox/submissions/${newsletter!.id}/handled`)).status,
    ).toBe(404);
  });

  it('is for operators only: 401 signed out, 403 for anyone else, on every route', async () => {
    const id = await submit({ formType: 'general', message: 'Nobody but operators may read me.' });
    const routes: [string, string][] = [
      ['GET', '/api/operator-inbox/submissions?type=general'],
      ['GET', '/api/operator-inbox/submissions/export?type=general'],
      ['POST', `/api/operator-inbox/submissions/${id}/handled`],
      ['DELETE', `/api/operator-inbox/submissions/${id}/handled`],
      ['GET', '/api/operator-inbox/subscribers'],
      ['GET', '/api/operator-inbox/subscribers/export'],
    ];
    const signedOut = new BrowserSession(server);
    const f = await firm(server);
    const q = await quant(server);
    for (const [method, path] of routes) {
      expect((await call(signedOut, method, path)).status, path).toBe(401);
      for (const session of [f.owner.session, q.session]) {
        const refused = await call(session, method, path);
        expect(refused.status, path).toBe(403);
        expect(refused.body.error.message).toBe(COMPANY_MESSAGES.operatorOnly);
      }
    }
    expect((await list({ type: 'general', status: 'open' })).items.some((i) => i.id === id)).toBe(true);
  });
});
