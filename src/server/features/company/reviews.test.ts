import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncReferenceData } from '../../db/seed/sync-reference-data';
import { latestMail, signedInUser } from '../../test/accounts';
import type { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';

const OPERATOR = 'reviewer@quantleap.example';

let server: TestServer;
let operator: BrowserSession;
beforeAll(async () => {
  server = await startTestServer({ config: { adminEmails: [OPERATOR], authRateLimitScale: 100 } });
  await syncReferenceData(server.database.db);
  operator = (await signedInUser(server, 'Reviewer', { email: OPERATOR })).session;
});
afterAll(() => server.close());
const unique = () => randomBytes(4).toString('hex');

async function send(session: BrowserSession, method: string, path: string, json?: unknown) {
  return session.request(path, { method, json, headers: await session.csrfHeader() });
}

/** A company made through the API by a free-mail user: it waits for an operator. */
async function waitingCompany(name = `Pending Capital ${unique()}`, website = `https://pending-${unique()}.com`) {
  const owner = await signedInUser(server, 'Waiting Owner', { email: `owner.${unique()}@gmail.com` });
  const created = await send(owner.session, 'POST', '/api/company', {
    name,
    website,
    category: 'Hedge Fund',
    sizeBand: '1–10',
    headquarters: 'Geneva, Switzerland',
    offices: [],
  });
  expect(created.body.company.verification.state).toBe('pending');
  return { owner, company: created.body.company as { id: string; name: string } };
}

describe('operator reviews', () => {
  it('list waiting companies with the evidence: members, free-mail website, claimed reference firms', async () => {
    const { owner, company } = await waitingCompany('Two Sigma Partners', 'https://gmail.com');
    const list = await operator.request('/api/company-reviews');
    const entry = list.body.companies.find((c: { id: string }) => c.id === company.id);
    expect(entry).toMatchObject({
      state: 'pending',
      domain: 'gmail.com',
      evidence: {
        members: [{ email: owner.email, role: 'owner' }],
        freeMailDomain: true,
        claimedFirms: [{ name: 'Two Sigma', domain: 'twosigma.com' }],
      },
    });
  });

  it('approve: the company is verified by an operator and its owner is told by e-mail', async () => {
    const { owner, company } = await waitingCompany();
    const approved = await send(operator, 'POST', `/api/company-reviews/${company.id}`, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect((await owner.session.request('/api/company')).body.company.verification).toMatchObject({
      state: 'verified',
      via: 'operator',
    });
    const mail = await latestMail(server, owner.email, 'company-approved');
    expect(mail?.subject).toBe(`${company.name} is verified on QuantLeap`);
    const waiting = await operator.request('/api/company-reviews');
    expect(waiting.body.companies.map((c: { id: string }) => c.id)).not.toContain(company.id);
  });

  it('an approval holds for the approved domain only: moving the website asks for a new review', async () => {
    const { owner, company } = await waitingCompany();
    await send(operator, 'POST', `/api/company-reviews/${company.id}`, { decision: 'approve' });
    const moved = await send(owner.session, 'PUT', '/api/company', {
      name: company.name,
      website: `https://moved-${unique()}.com`,
      category: 'Hedge Fund',
      sizeBand: '1–10',
      headquarters: 'Geneva, Switzerland',
    });
    expect(moved.body.company.verification.state).toBe('pending');
  });

  it('reject: the owner reads the reason in the app and by e-mail; a new name or website asks again', async () => {
    const { owner, company } = await waitingCompany();
    const reason = 'The website does not mention this company.';
    const rejected = await send(operator, 'POST', `/api/company-reviews/${company.id}`, { decision: 'reject', reason });
    expect(rejected.body.company).toMatchObject({ state: 'rejected', rejectionReason: reason });
    expect((await owner.session.request('/api/company')).body.company.verification).toMatchObject({
      state: 'rejected',
      rejectionReason: reason,
    });
    expect((await latestMail(server, owner.email, 'company-rejected'))?.text).toContain(reason);
    const listed = await operator.request('/api/company-reviews?state=rejected');
    expect(listed.body.companies.map((c: { id: string }) => c.id)).toContain(company.id);

    const renamed = await send(owner.session, 'PUT', '/api/company', {
      name: `${company.name} Ltd`,
      website: `https://renamed-${unique()}.com`,
      category: 'Hedge Fund',
      sizeBand: '1–10',
      headquarters: 'Geneva, Switzerland',
    });
    expect(renamed.body.company.verification).toMatchObject({ state: 'pending', rejectionReason: null });
  });

  it('refuses a rejection without a reason, an unknown decision, an unknown company and a bad state filter', async () => {
    const { owner, company } = await waitingCompany();
    const noReason = await send(operator, 'POST', `/api/company-reviews/${company.id}`, {
      decision: 'reject',
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.reason).toBe('Please give a reason the owner will read.');
    expect((await send(operator, 'POST', `/api/company-reviews/${company.id}`, { decision: 'maybe' })).status).toBe(
      400,
    );
    const unknown = await send(operator, 'POST', '/api/company-reviews/00000000-0000-4000-8000-000000000000', {
      decision: 'approve',
    });
    expect(unknown.status).toBe(404);
    expect((await operator.request('/api/company-reviews?state=everything')).status).toBe(400);
    expect((await owner.session.request('/api/company')).body.company.verification.state).toBe('pending');
    expect(await latestMail(server, owner.email, 'company-rejected')).toBeUndefined();
  });
});

// Last in this file: it fills the queue past one page, which the finds above do not expect.
describe('the review queue, a page at a time (issue 43: a queue never hides a company)', () => {
  it('counts every waiting company and reaches each through its pages, oldest first', async () => {
    const first = await operator.request('/api/company-reviews');
    const { pageSize } = first.body as { pageSize: number };
    const made: string[] = [];
    for (let i = first.body.total as number; i <= pageSize; i++) made.push((await waitingCompany()).company.id);
    const seen: string[] = [];
    const pages = await operator.request('/api/company-reviews');
    const total = pages.body.total as number;
    expect(total).toBeGreaterThan(pageSize);
    for (let page = 1; page <= Math.ceil(total / pageSize); page++) {
      const answer = await operator.request(`/api/company-reviews?page=${page}`);
      expect(answer.status).toBe(200);
      expect(answer.body.companies.length).toBeLessThanOrEqual(pageSize);
      seen.push(...answer.body.companies.map((c: { id: string }) => c.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen.slice(-made.length)).toEqual(made);
    const bad = await operator.request('/api/company-reviews?page=0');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Page must be a whole number from 1');
  });
});
