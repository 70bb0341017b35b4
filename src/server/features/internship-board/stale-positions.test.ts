import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSITION_MESSAGES } from '../../../shared/internships';
import { internshipPositions, mailOutbox, userApplications } from '../../db/schema';
import { createMailer } from '../../platform/mail/mailer';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { addCompanyMember, createApplication, createCompany, createPosition } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { CLOSE_AFTER_DAYS, STALE_AFTER_DAYS, sweepStalePositions } from './stale-positions';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;
const mailer = () =>
  createMailer({ db: db(), logger: pino({ level: 'silent' }), from: 'QuantLeap <test@quantleap.local>' });
const sweep = (now: Date) => sweepStalePositions(db(), mailer(), 'https://quantleap.test', now);

const DAY_MS = 86_400_000;
const daysAgo = (days: number, from = new Date()) => new Date(from.getTime() - days * DAY_MS);
const PAY = { payPeriod: 'month' as const, payMin: 7000, payMax: 9000 };

async function mails(to: string, kind: string) {
  return db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
}

async function row(id: string) {
  const [position] = await db().select().from(internshipPositions).where(eq(internshipPositions.id, id));
  return position!;
}

/** A verified company with an owner and a recruiter (signed in), and an open position last changed `age` days ago. */
async function staleFirm(age: number) {
  const owner = await signedInUser(server, 'Stale Owner');
  const recruiter = await signedInUser(server, 'Stale Recruiter');
  const company = await createCompany(db(), { ownerUserId: owner.userId });
  await addCompanyMember(db(), company.id, recruiter.userId, 'recruiter');
  const position = await createPosition(db(), company.id, {
    ...PAY,
    title: `Ghost Intern ${company.id.slice(0, 6)}`,
    updatedAt: daysAgo(age),
  });
  return { owner, recruiter, company, position };
}

describe('open positions nobody touches', () => {
  it(`asks every member after ${STALE_AFTER_DAYS} days, once, and leaves fresh, draft and reference positions alone`, async () => {
    const { owner, recruiter, company, position } = await staleFirm(STALE_AFTER_DAYS + 1);
    const fresh = await createPosition(db(), company.id, { ...PAY, updatedAt: daysAgo(STALE_AFTER_DAYS - 1) });
    const draft = await createPosition(db(), company.id, { status: 'Draft', updatedAt: daysAgo(90) });
    const [reference] = await db()
      .select()
      .from(internshipPositions)
      .where(sql`${internshipPositions.companyId} is null`)
      .limit(1);

    const now = new Date();
    // Two processes sweeping at once: the position is asked once.
    await Promise.all([sweep(now), sweep(now)]);
    expect((await row(position.id)).hiringCheckSentAt?.getTime()).toBe(now.getTime());
    for (const other of [fresh.id, draft.id, ...(reference ? [reference.id] : [])]) {
      expect((await row(other)).hiringCheckSentAt, other).toBeNull();
    }
    for (const member of [owner, recruiter]) {
      const sent = await mails(member.email, 'position-still-hiring');
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toContain(position.title);
      expect(sent[0]!.text).toContain('https://quantleap.test/funds/internship-board');
    }

    // The board shows the question and the day the position closes without an answer.
    const board = await owner.session.request('/api/internship-board/positions');
    const shown = (board.body as { id: string; hiringCheck: { askedAt: string; closesAt: string } | null }[]).find(
      (p) => p.id === position.id,
    );
    expect(shown?.hiringCheck).toEqual({
      askedAt: now.toISOString(),
      closesAt: new Date(now.getTime() + CLOSE_AFTER_DAYS * DAY_MS).toISOString(),
    });

    // Asked once: a later sweep neither asks again nor moves the question's date.
    await sweep(new Date(now.getTime() + 60_000));
    expect((await row(position.id)).hiringCheckSentAt?.getTime()).toBe(now.getTime());
    expect(await mails(owner.email, 'position-still-hiring')).toHaveLength(1);
  });

  it(`closes a position ${CLOSE_AFTER_DAYS} days after asking without an answer, keeping its applications`, async () => {
    const { owner, company, position } = await staleFirm(STALE_AFTER_DAYS + 1);
    const applicant = await signedInUser(server, 'Patient Applicant');
    await createApplication(db(), { userId: applicant.userId, opportunityId: position.id });
    const asked = new Date();
    await sweep(asked);

    // (Each test's sweep sees every test's positions: the assertions are about this one.)
    await sweep(new Date(asked.getTime() + (CLOSE_AFTER_DAYS - 1) * DAY_MS));
    expect((await row(position.id)).status).toBe('Open');

    const later = new Date(asked.getTime() + (CLOSE_AFTER_DAYS + 1) * DAY_MS);
    expect((await sweep(later)).closed).toBeGreaterThanOrEqual(1);
    const closed = await row(position.id);
    expect(closed).toMatchObject({ status: 'Closed', hiringCheckSentAt: null });
    const notice = await mails(owner.email, 'positions-closed');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain(position.title);
    const finder = await new BrowserSession(server).request(`/api/internships?q=${encodeURIComponent(position.title)}`);
    expect(finder.body.internships).toEqual([]);
    const kept = await db().select().from(userApplications).where(eq(userApplications.opportunityId, position.id));
    expect(kept).toHaveLength(1);
    expect(company.id).toBe(closed.companyId);
  });

  it('"still hiring" (or any edit) answers the question: the position stays open for another 30 days', async () => {
    const { owner, recruiter, company, position } = await staleFirm(STALE_AFTER_DAYS + 1);
    const edited = await createPosition(db(), company.id, { ...PAY, updatedAt: daysAgo(STALE_AFTER_DAYS + 5) });
    const asked = new Date();
    await sweep(asked);

    const confirmed = await recruiter.session.request(`/api/internship-board/positions/${position.id}/still-hiring`, {
      method: 'POST',
      headers: await recruiter.session.csrfHeader(),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'Open', hiringCheck: null });

    const {
      id: _id,
      status: _status,
      ...fields
    } = (await owner.session.request('/api/internship-board/positions')).body.find(
      (p: { id: string }) => p.id === edited.id,
    );
    const saved = await owner.session.request(`/api/internship-board/positions/${edited.id}`, {
      method: 'PUT',
      json: {
        title: fields.title,
        location: fields.location,
        region: fields.region,
        role: fields.role,
        deadline: fields.deadline,
        description: fields.description,
        requirements: fields.requirements,
        pay: fields.pay,
      },
      headers: await owner.session.csrfHeader(),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.hiringCheck).toBeNull();

    await sweep(new Date(asked.getTime() + (CLOSE_AFTER_DAYS + 1) * DAY_MS));
    expect((await row(position.id)).status).toBe('Open');
    expect((await row(edited.id)).status).toBe('Open');
  });

  it('refuses "still hiring" for a position that is not open, and for another company’s', async () => {
    const { owner, company } = await staleFirm(1);
    const draft = await createPosition(db(), company.id, { status: 'Draft' });
    const refused = await owner.session.request(`/api/internship-board/positions/${draft.id}/still-hiring`, {
      method: 'POST',
      headers: await owner.session.csrfHeader(),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(POSITION_MESSAGES.notOpenToConfirm);
    const other = await staleFirm(1);
    const foreign = await owner.session.request(`/api/internship-board/positions/${other.position.id}/still-hiring`, {
      method: 'POST',
      headers: await owner.session.csrfHeader(),
    });
    expect(foreign.status).toBe(404);
    expect((await row(other.position.id)).updatedAt).toEqual(other.position.updatedAt);
  });
});
