import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../../shared/company';
import { POSITION_MESSAGES } from '../../../shared/internships';
import { PAY_MESSAGES } from '../../../shared/pay';
import { compensationEntries, internshipPositions, userApplications } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { createApplication, createCompany, createPosition, inDays } from '../../test/factories';
import { makePdf } from '../../test/pdf';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;

const POSITION = {
  title: 'Volatility Research Intern',
  department: 'Research',
  location: 'London, UK',
  region: 'Europe',
  role: 'Quantitative Researcher',
  deadline: inDays(45),
  description: 'Ten weeks on volatility surface models with our research team.',
  requirements: ['Python', 'Probability'],
  pay: { period: 'month', min: 8000, max: 10000 },
};

async function send(session: BrowserSession, method: string, path: string, json?: unknown) {
  return session.request(path, { method, json, headers: await session.csrfHeader() });
}

/** A signed-in member (owner) of a new company, verified unless told. */
async function firm(verification: 'verified' | 'pending' = 'verified') {
  const owner = await signedInUser(server, 'Board Owner');
  const company = await createCompany(db(), { ownerUserId: owner.userId, verification });
  return { session: owner.session, company };
}

async function positionRow(id: string) {
  const [row] = await db().select().from(internshipPositions).where(eq(internshipPositions.id, id));
  return row!;
}

/** The finder's titles for a search, as any visitor sees them. */
async function finderTitles(q: string): Promise<string[]> {
  const answer = await new BrowserSession(server).request(`/api/internships?q=${encodeURIComponent(q)}`);
  return (answer.body.internships as { title: string }[]).map((card) => card.title);
}

describe('positions: drafts, publishing and pay', () => {
  it('saves a draft without pay, even for an unverified company, and keeps it out of the finder', async () => {
    const { session } = await firm('pending');
    const title = `Draft Intern ${Date.now()}`;
    const created = await send(session, 'POST', '/api/internship-board/positions', {
      ...POSITION,
      title,
      pay: null,
      status: 'Draft',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title, status: 'Draft', pay: null, applicationCount: 0 });
    expect(await finderTitles(title)).toEqual([]);
  });

  it('publishes only with pay, only for a verified company, and lists it in the finder with its pay at once', async () => {
    const { session } = await firm();
    const title = `Pay Intern ${Date.now()}`;
    const withoutPay = await send(session, 'POST', '/api/internship-board/positions', {
      ...POSITION,
      title,
      pay: null,
    });
    expect(withoutPay.status).toBe(400);
    expect(withoutPay.body.error.fields.pay).toBe(PAY_MESSAGES.requiredToPublish);
    expect(await finderTitles(title)).toEqual([]);

    const draft = await send(session, 'POST', '/api/internship-board/positions', {
      ...POSITION,
      title,
      pay: null,
      status: 'Draft',
    });
    const refused = await send(session, 'POST', `/api/internship-board/positions/${draft.body.id}/publish`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.pay).toBe(PAY_MESSAGES.requiredToPublish);
    expect((await positionRow(draft.body.id)).status).toBe('Draft');

    const edited = await send(session, 'PUT', `/api/internship-board/positions/${draft.body.id}`, {
      ...POSITION,
      title,
      pay: { period: 'hour', min: 45, max: 60 },
    });
    expect(edited.status).toBe(200);
    const published = await send(session, 'POST', `/api/internship-board/positions/${draft.body.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'Open', pay: { period: 'hour', min: 45, max: 60 } });
    const answer = await new BrowserSession(server).request(`/api/internships?q=${encodeURIComponent(title)}`);
    expect(answer.body.internships).toMatchObject([{ title, pay: { period: 'hour', min: 45, max: 60 } }]);
  });

  it('refuses to publish for an unverified company, saying why, and changes nothing', async () => {
    const { session, company } = await firm('pending');
    const draft = await createPosition(db(), company.id, { status: 'Draft', payPeriod: 'month', payMin: 1, payMax: 2 });
    const direct = await send(session, 'POST', '/api/internship-board/positions', POSITION);
    expect(direct.status).toBe(403);
    expect(direct.body.error.message).toBe(COMPANY_MESSAGES.notVerified);
    const publish = await send(session, 'POST', `/api/internship-board/positions/${draft.id}/publish`);
    expect(publish.status).toBe(403);
    expect(publish.body.error.message).toBe(COMPANY_MESSAGES.notVerified);
    expect((await positionRow(draft.id)).status).toBe('Draft');
    const listed = await session.request('/api/internship-board/positions');
    expect(listed.body).toHaveLength(1);
  });

  it.each([
    ['the highest below the lowest', { period: 'month', min: 9000, max: 8000 }, 'pay', PAY_MESSAGES.order],
    ['an hourly rate over the limit', { period: 'hour', min: 50, max: 5000 }, 'pay', PAY_MESSAGES.tooHigh('hour')],
    ['a negative amount', { period: 'month', min: -5, max: 8000 }, 'pay', PAY_MESSAGES.amount],
    ['a fraction of a dollar', { period: 'month', min: 8000.5, max: 9000 }, 'pay', PAY_MESSAGES.amount],
    ['an unknown period', { period: 'year', min: 80000, max: 90000 }, 'pay', PAY_MESSAGES.period],
    ['pay as text', '8000', 'pay', undefined],
  ])('refuses %s, with a message on the pay, and writes nothing', async (_label, pay, field, message) => {
    const { session } = await firm();
    const response = await send(session, 'POST', '/api/internship-board/positions', { ...POSITION, pay });
    expect(response.status).toBe(400);
    const fields = response.body.error.fields as Record<string, string>;
    const onPay = Object.entries(fields).filter(([path]) => path.split('.')[0] === field);
    expect(onPay.length).toBeGreaterThan(0);
    if (message) expect(onPay.map(([, text]) => text)).toContain(message);
    expect((await session.request('/api/internship-board/positions')).body).toEqual([]);
  });
});

describe('editing, duplicating, closing and reopening', () => {
  it('edits a position, refusing a past deadline and taking the pay off an open one', async () => {
    const { session, company } = await firm();
    const position = await createPosition(db(), company.id, { payPeriod: 'month', payMin: 7000, payMax: 8000 });
    const before = await positionRow(position.id);
    const past = await send(session, 'PUT', `/api/internship-board/positions/${position.id}`, {
      ...POSITION,
      deadline: '2020-01-01',
    });
    expect(past.status).toBe(400);
    expect(past.body.error.fields.deadline).toBe(POSITION_MESSAGES.deadlinePassed);
    const noPay = await send(session, 'PUT', `/api/internship-board/positions/${position.id}`, {
      ...POSITION,
      pay: null,
    });
    expect(noPay.status).toBe(400);
    expect(noPay.body.error.fields.pay).toBe(PAY_MESSAGES.requiredToPublish);
    expect(await positionRow(position.id)).toEqual(before);

    const saved = await send(session, 'PUT', `/api/internship-board/positions/${position.id}`, POSITION);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ title: POSITION.title, department: 'Research', pay: POSITION.pay });
    expect(new Date(saved.body.updatedAt).getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it('duplicates a position into a draft, leaving its applications with the original', async () => {
    const { session, company } = await firm();
    const position = await createPosition(db(), company.id, { payPeriod: 'month', payMin: 7000, payMax: 8000 });
    const quant = await signedInUser(server);
    await createApplication(db(), { userId: quant.userId, opportunityId: position.id });
    const copy = await send(session, 'POST', `/api/internship-board/positions/${position.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      title: position.title,
      status: 'Draft',
      applicationCount: 0,
      pay: { period: 'month', min: 7000, max: 8000 },
    });
    expect(copy.body.id).not.toBe(position.id);
    const listed = (await session.request('/api/internship-board/positions')).body as { applicationCount: number }[];
    expect(listed.map((p) => p.applicationCount).sort()).toEqual([0, 1]);
  });

  it('closes an open position: it leaves the finder, refuses applications, keeps the ones it has; reopening lists it again', async () => {
    const { session, company } = await firm();
    const title = `Closing Intern ${Date.now()}`;
    const position = await createPosition(db(), company.id, { title, payPeriod: 'hour', payMin: 40, payMax: 50 });
    const applicant = await signedInUser(server);
    await createApplication(db(), { userId: applicant.userId, opportunityId: position.id });
    expect(await finderTitles(title)).toEqual([title]);

    const closed = await send(session, 'POST', `/api/internship-board/positions/${position.id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'Closed', applicationCount: 1 });
    expect(await finderTitles(title)).toEqual([]);
    const again = await send(session, 'POST', `/api/internship-board/positions/${position.id}/close`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(POSITION_MESSAGES.notOpen);

    const late = await signedInUser(server);
    const form = new FormData();
    form.set('positionId', position.id);
    form.set('coverLetter', 'I would love to work on volatility models with your team this summer.');
    for (const [name, value] of Object.entries({
      university: 'LSE',
      degreeLevel: "Bachelor's",
      gpa: '',
      graduationYear: '2027',
    }))
      form.set(name, value);
    form.set('resume', new Blob([new Uint8Array(await makePdf())], { type: 'application/pdf' }), 'cv.pdf');
    const applied = await late.session.postForm('/api/applications', form, await late.session.csrfHeader());
    expect(applied.status).toBe(409);
    const applications = await db()
      .select()
      .from(userApplications)
      .where(eq(userApplications.opportunityId, position.id));
    expect(applications.map((a) => a.userId)).toEqual([applicant.userId]);

    const reopened = await send(session, 'POST', `/api/internship-board/positions/${position.id}/publish`);
    expect(reopened.status).toBe(200);
    expect(reopened.body.status).toBe('Open');
    expect(await finderTitles(title)).toEqual([title]);
    const twice = await send(session, 'POST', `/api/internship-board/positions/${position.id}/publish`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(POSITION_MESSAGES.alreadyOpen);
  });

  it("answers 404 for another company's position and for ids that cannot be one, changing nothing", async () => {
    const { company: other } = await firm();
    const theirs = await createPosition(db(), other.id, { payPeriod: 'month', payMin: 1000, payMax: 2000 });
    const before = await positionRow(theirs.id);
    const { session } = await firm();
    for (const [method, path, body] of [
      ['PUT', `/api/internship-board/positions/${theirs.id}`, POSITION],
      ['POST', `/api/internship-board/positions/${theirs.id}/duplicate`, undefined],
      ['POST', `/api/internship-board/positions/${theirs.id}/publish`, undefined],
      ['POST', `/api/internship-board/positions/${theirs.id}/close`, undefined],
      ['POST', '/api/internship-board/positions/not-a-uuid/close', undefined],
    ] as const) {
      const response = await send(session, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.error.message).toBe(POSITION_MESSAGES.notFound);
    }
    expect(await positionRow(theirs.id)).toEqual(before);
    expect((await session.request('/api/internship-board/positions')).body).toEqual([]);
  });
});

describe('the pay benchmark', () => {
  async function report(baseSalary: number, overrides: Partial<typeof compensationEntries.$inferInsert> = {}) {
    await db()
      .insert(compensationEntries)
      .values({
        role: 'Quant Researcher',
        level: 'Intern',
        region: 'EMEA',
        baseSalary,
        totalComp: baseSalary,
        year: 2026,
        ...overrides,
      });
  }

  it('gives monthly quartiles of intern base salaries for the region and role from five entries, and nothing below', async () => {
    const { session } = await firm();
    const ask = () => session.request('/api/internship-board/pay-benchmark?region=Europe&role=Quantitative+Researcher');
    for (const salary of [96_000, 108_000, 120_000, 132_000]) await report(salary);
    // Not counted: another level, another region, and an entry an operator hid.
    await report(300_000, { level: 'Senior' });
    await report(90_000, { region: 'APAC' });
    await report(12_000, { hiddenAt: new Date(), hiddenReason: 'spam' });
    expect((await ask()).body).toEqual({ benchmark: null });

    await report(144_000);
    expect((await ask()).body).toEqual({
      benchmark: { count: 5, p25: 9000, median: 10000, p75: 11000, group: 'Quant Researcher, EMEA' },
    });
    // A role the compensation data has no group for.
    const engineers = await session.request('/api/internship-board/pay-benchmark?region=Europe&role=Software+Engineer');
    expect(engineers.body).toEqual({ benchmark: null });
  });

  it('refuses an unknown region or role with a clear message', async () => {
    const { session } = await firm();
    const response = await session.request(
      '/api/internship-board/pay-benchmark?region=Mars&role=Quantitative+Researcher',
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields.region).toBe('Choose North America, Europe or Asia');
  });
});
