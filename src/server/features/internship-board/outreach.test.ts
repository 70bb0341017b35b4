import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_EMAIL_LIMITS, BULK_EMAIL_MESSAGES, INTERVIEW_MESSAGES } from '../../../shared/interviews';
import {
  applicantEmails,
  applicationEmailRecipients,
  applicationEvents,
  interviewBatches,
  interviewSlots,
  mailOutbox,
  userApplications,
} from '../../db/schema';
import { createLogger } from '../../platform/logger';
import { createMailer } from '../../platform/mail/mailer';
import { latestMail, signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { createApplication, createCompany, createPosition } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { markPassedInterviews } from './interviews';

/** Schedule Batch Interviews and Email All Applicants: the firm's two ways of reaching several applicants. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;
const HOUR_MS = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

async function send(session: BrowserSession, method: string, path: string, json?: unknown) {
  return session.request(path, { method, json, headers: await session.csrfHeader() });
}

/** A verified company with one position and applicants in the given statuses. */
async function board(statuses: ('New' | 'Shortlisted' | 'Withdrawn')[]) {
  const owner = await signedInUser(server, 'Interview Owner');
  const company = await createCompany(db(), { ownerUserId: owner.userId });
  const position = await createPosition(db(), company.id, { title: 'Systematic Macro Intern' });
  const applicants = [];
  for (const [i, status] of statuses.entries()) {
    const quant = await signedInUser(server, `Applicant${i} Person`);
    const application = await createApplication(db(), { userId: quant.userId, opportunityId: position.id, status });
    applicants.push({ ...quant, application });
  }
  return { owner, company, position, applicants };
}

const propose = (session: BrowserSession, body: Record<string, unknown>) =>
  send(session, 'POST', '/api/internship-board/interviews', {
    durationMinutes: 45,
    location: 'Video call, link sent by e-mail',
    ...body,
  });

describe('batch interviews', () => {
  it.each([
    ['a time in the past', [at(-2)], INTERVIEW_MESSAGES.slotPast],
    ['overlapping times', [at(24), at(24.5)], 'Two interview times overlap'],
    ['the same time twice', [at(24), at(24)], 'Two interview times overlap'],
    ['a time a year away', [at(24 * 365)], INTERVIEW_MESSAGES.slotFar],
    ['a time that is not one', ['next tuesday'], INTERVIEW_MESSAGES.slotTime],
  ])('refuses %s and writes nothing', async (_label, slots, message) => {
    const { owner, company, applicants } = await board(['Shortlisted']);
    const answer = await propose(owner.session, { applicationIds: [applicants[0]!.application.id], slots });
    expect(answer.status).toBe(400);
    expect(Object.values(answer.body.error.fields as Record<string, string>).join(' ')).toContain(message);
    expect(await db().select().from(interviewBatches).where(eq(interviewBatches.companyId, company.id))).toEqual([]);
    expect(await latestMail(server, applicants[0]!.email, 'interview-invitation')).toBeUndefined();
  });

  it('refuses applicants who are not shortlisted, another company’s, and times that clash with its own', async () => {
    const { owner, company, applicants } = await board(['Shortlisted', 'New']);
    const [shortlisted, fresh] = applicants;
    const notShortlisted = await propose(owner.session, {
      applicationIds: [shortlisted!.application.id, fresh!.application.id],
      slots: [at(30)],
    });
    expect(notShortlisted.status).toBe(409);
    expect(notShortlisted.body.error.message).toBe(INTERVIEW_MESSAGES.notShortlisted('Applicant1 Person', 'New'));
    const foreign = (await board(['Shortlisted'])).applicants[0]!.application.id;
    expect((await propose(owner.session, { applicationIds: [foreign], slots: [at(30)] })).status).toBe(404);
    expect(await db().select().from(interviewBatches).where(eq(interviewBatches.companyId, company.id))).toEqual([]);

    expect(
      (await propose(owner.session, { applicationIds: [shortlisted!.application.id], slots: [at(30)] })).status,
    ).toBe(201);
    const clash = await propose(owner.session, { applicationIds: [shortlisted!.application.id], slots: [at(30.25)] });
    expect(clash.status).toBe(400);
    expect(clash.body.error.fields.slots).toMatch(/overlaps an interview your company already scheduled/);
    expect(await db().select().from(interviewBatches).where(eq(interviewBatches.companyId, company.id))).toHaveLength(
      1,
    );
  });

  it('lets each invited applicant pick a time, first come first served, with an .ics for both sides', async () => {
    const { owner, applicants } = await board(['Shortlisted', 'Shortlisted']);
    const [ada, ben] = applicants;
    const proposed = await propose(owner.session, {
      applicationIds: [ada!.application.id, ben!.application.id],
      slots: [at(50), at(48)],
    });
    expect(proposed.status).toBe(201);
    expect(proposed.body.invited).toBe(2);
    const [early, late] = proposed.body.slots as { id: string; startsAt: string }[];
    expect(new Date(early!.startsAt) < new Date(late!.startsAt)).toBe(true);
    expect((await latestMail(server, ada!.email, 'interview-invitation'))?.text).toContain('Systematic Macro Intern');

    const offered = (await ada!.session.request('/api/applications/interviews')).body;
    expect(offered).toEqual([
      expect.objectContaining({
        applicationId: ada!.application.id,
        booked: null,
        location: 'Video call, link sent by e-mail',
      }),
    ]);
    expect(offered[0].openSlots.map((s: { id: string }) => s.id)).toEqual([early!.id, late!.id]);

    const book = (quant: typeof ada, slotId: string) =>
      send(quant!.session, 'POST', `/api/applications/${quant!.application.id}/interview`, { slotId });
    const booked = await book(ada, early!.id);
    expect(booked.status).toBe(200);
    expect(booked.body.booked).toMatchObject({ slotId: early!.id });
    expect(booked.body.openSlots.map((s: { id: string }) => s.id)).toEqual([late!.id]);
    // Taken: the other applicant cannot have it, and nothing of theirs changes.
    const taken = await book(ben, early!.id);
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(INTERVIEW_MESSAGES.slotTaken);

    for (const to of [ada!.email, owner.email]) {
      const message = await latestMail(server, to, 'interview-booked');
      expect(message?.attachments).toEqual([
        expect.objectContaining({ filename: 'interview.ics', contentType: 'text/calendar' }),
      ]);
      expect(message?.attachments[0]!.content).toContain(
        `DTSTART:${early!.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`,
      );
    }
    // Picking again moves the booking; the firm sees who holds which time.
    expect((await book(ada, late!.id)).body.booked).toMatchObject({ slotId: late!.id });
    expect((await book(ben, early!.id)).status).toBe(200);
    const upcoming = (await owner.session.request('/api/internship-board/interviews')).body;
    expect(upcoming.map((s: { booked: { applicantName: string } | null }) => s.booked?.applicantName)).toEqual([
      'Applicant1 Person',
      'Applicant0 Person',
    ]);
    expect(JSON.stringify(upcoming)).not.toContain(ada!.email);
  });

  it('keeps other people off an applicant’s interview', async () => {
    const { owner, applicants } = await board(['Shortlisted']);
    const [ada] = applicants;
    const proposed = await propose(owner.session, { applicationIds: [ada!.application.id], slots: [at(60)] });
    const slotId = proposed.body.slots[0].id;
    const stranger = await signedInUser(server, 'Not Invited');
    expect((await stranger.session.request('/api/applications/interviews')).body).toEqual([]);
    const path = `/api/applications/${ada!.application.id}/interview`;
    expect((await send(stranger.session, 'POST', path, { slotId })).status).toBe(404);
    expect((await send(new BrowserSession(server), 'POST', path, { slotId })).status).toBe(401);
    expect((await new BrowserSession(server).request('/api/applications/interviews')).status).toBe(401);
    expect((await send(ada!.session, 'POST', path, { slotId: 'not-a-slot' })).status).toBe(400);
    const [slot] = await db().select().from(interviewSlots).where(eq(interviewSlots.id, slotId));
    expect(slot?.applicationId).toBeNull();
  });

  it('moves the application to Interviewed once the booked time has passed, once', async () => {
    const { owner, applicants } = await board(['Shortlisted']);
    const [ada] = applicants;
    const proposed = await propose(owner.session, { applicationIds: [ada!.application.id], slots: [at(2)] });
    await send(ada!.session, 'POST', `/api/applications/${ada!.application.id}/interview`, {
      slotId: proposed.body.slots[0].id,
    });
    const mail = {
      mailer: createMailer({ db: db(), logger: createLogger('silent'), from: 'QuantLeap <test@quantleap.local>' }),
      publicUrl: server.url,
      secret: server.config.appSecret,
    };
    expect(await markPassedInterviews(db(), mail, new Date(Date.now() + HOUR_MS))).toBe(0);
    expect(await markPassedInterviews(db(), mail, new Date(Date.now() + 3 * HOUR_MS))).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(userApplications).where(eq(userApplications.id, ada!.application.id));
    expect(row?.status).toBe('Interviewed');
    const events = await db()
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, ada!.application.id));
    expect(events).toEqual([expect.objectContaining({ fromStatus: 'Shortlisted', toStatus: 'Interviewed' })]);
    expect((await latestMail(server, ada!.email, 'application-status'))?.subject).toMatch(/^Interview recorded/);
    await markPassedInterviews(db(), mail, new Date(Date.now() + 4 * HOUR_MS));
    expect(
      await db().select().from(applicationEvents).where(eq(applicationEvents.applicationId, ada!.application.id)),
    ).toHaveLength(1);
  });
});

describe('Email All Applicants', () => {
  const MESSAGE = {
    subject: 'Next steps for {position}',
    body: 'Hello {name}, thank you for applying: we reply to everyone by Friday.',
  };

  it('previews, then sends to the matching applicants (never withdrawn ones) without showing their addresses', async () => {
    const { owner, company, applicants } = await board(['New', 'Shortlisted', 'Withdrawn']);
    const preview = await send(owner.session, 'POST', '/api/internship-board/applications/email/preview', MESSAGE);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ recipients: 2, remainingToday: BULK_EMAIL_LIMITS.perDay });
    expect(preview.body.sample.subject).toMatch(/^Next steps for Systematic Macro Intern \(.+\)$/);
    expect(preview.body.sample.text).toMatch(/^Hello Applicant[01], thank you/);
    expect(await db().select().from(applicantEmails).where(eq(applicantEmails.companyId, company.id))).toEqual([]);

    const shortlistedOnly = await send(owner.session, 'POST', '/api/internship-board/applications/email', {
      ...MESSAGE,
      audience: { status: 'Shortlisted' },
    });
    expect(shortlistedOnly.body).toEqual({ sent: 1 });
    const sent = await send(owner.session, 'POST', '/api/internship-board/applications/email', MESSAGE);
    expect(sent.body).toEqual({ sent: 2 });
    for (const answer of [preview, shortlistedOnly, sent]) {
      for (const quant of applicants) expect(JSON.stringify(answer.body)).not.toContain(quant.email);
    }
    const [fresh, shortlisted, withdrawn] = applicants;
    expect((await latestMail(server, fresh!.email, 'applicant-message'))?.text).toContain('Hello Applicant0');
    const toShortlisted = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, shortlisted!.email), eq(mailOutbox.kind, 'applicant-message')));
    expect(toShortlisted).toHaveLength(2);
    expect(await latestMail(server, withdrawn!.email, 'applicant-message')).toBeUndefined();
    // Recorded on each application it reached.
    const recorded = await db()
      .select()
      .from(applicationEmailRecipients)
      .where(
        inArray(applicationEmailRecipients.applicationId, [
          fresh!.application.id,
          shortlisted!.application.id,
          withdrawn!.application.id,
        ]),
      );
    expect(recorded).toHaveLength(3);
  });

  it('refuses an e-mail nobody would receive, bad text, and more than the daily number, sending nothing', async () => {
    const { owner, company, applicants } = await board(['New']);
    const nobody = await send(owner.session, 'POST', '/api/internship-board/applications/email', {
      ...MESSAGE,
      audience: { minGpa: '4.0' },
    });
    expect(nobody.status).toBe(400);
    expect(nobody.body.error.message).toBe(BULK_EMAIL_MESSAGES.noRecipients);
    const short = await send(owner.session, 'POST', '/api/internship-board/applications/email', {
      ...MESSAGE,
      body: 'Hi',
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.body).toBe(BULK_EMAIL_MESSAGES.body);
    const badFilter = await send(owner.session, 'POST', '/api/internship-board/applications/email', {
      ...MESSAGE,
      audience: { minGpa: '4.5' },
    });
    expect(badFilter.status).toBe(400);
    for (let i = 0; i < BULK_EMAIL_LIMITS.perDay; i++) {
      expect((await send(owner.session, 'POST', '/api/internship-board/applications/email', MESSAGE)).status).toBe(200);
    }
    const over = await send(owner.session, 'POST', '/api/internship-board/applications/email', MESSAGE);
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(BULK_EMAIL_MESSAGES.dailyLimit);
    expect(await db().select().from(applicantEmails).where(eq(applicantEmails.companyId, company.id))).toHaveLength(
      BULK_EMAIL_LIMITS.perDay,
    );
    const delivered = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, applicants[0]!.email), eq(mailOutbox.kind, 'applicant-message')));
    expect(delivered).toHaveLength(BULK_EMAIL_LIMITS.perDay);
    const preview = await send(owner.session, 'POST', '/api/internship-board/applications/email/preview', MESSAGE);
    expect(preview.body.remainingToday).toBe(0);
  });
});
