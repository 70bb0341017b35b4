import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationsPage } from '../../../shared/contracts/applicant-tracking';
import { POSITION_MESSAGES } from '../../../shared/internships';
import { PIPELINE_MESSAGES, REJECTION_REASONS, REJECTION_UNDO_MINUTES } from '../../../shared/applications';
import { applicationEvents, applicationNotes, mailOutbox, profiles, userApplications } from '../../db/schema';
import { createLogger } from '../../platform/logger';
import { createMailer } from '../../platform/mail/mailer';
import { latestMail, signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import {
  addCompanyMember,
  createApplication,
  createCompany,
  createPosition,
  createQuantProfile,
} from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { sendDueRejectionMails } from './pipeline';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;
const mail = () => ({
  mailer: createMailer({ db: db(), logger: createLogger('silent'), from: 'QuantLeap <test@quantleap.local>' }),
  publicUrl: server.url,
  secret: server.config.appSecret,
});
const DAY_MS = 86_400_000;

async function send(session: BrowserSession, method: string, path: string, json?: unknown) {
  return session.request(path, { method, json, headers: await session.csrfHeader() });
}

interface ApplicantSpec {
  name: string;
  university?: string | null;
  degreeLevel?: "Bachelor's" | "Master's" | 'Ph.D.' | null;
  gpaTenths?: number | null;
  graduationYear?: number | null;
  skills?: string[];
  status?: 'New' | 'Reviewed' | 'Shortlisted' | 'Interviewed' | 'Offered' | 'Rejected' | 'Withdrawn';
  daysAgo?: number;
  positionIndex?: number;
}

/** A verified company with two open positions and applicants made by the factories (no forms). */
async function board(applicants: ApplicantSpec[]) {
  const owner = await signedInUser(server, 'Board Owner');
  const company = await createCompany(db(), { ownerUserId: owner.userId });
  const positions = [
    await createPosition(db(), company.id, { title: 'Volatility Research Intern' }),
    await createPosition(db(), company.id, { title: 'Execution Trading Intern' }),
  ];
  const made = [];
  for (const spec of applicants) {
    const quant = await signedInUser(server, spec.name);
    if (spec.skills) await db().insert(profiles).values({ id: quant.userId, skills: spec.skills });
    const createdAt = new Date(Date.now() - (spec.daysAgo ?? 1) * DAY_MS);
    const application = await createApplication(db(), {
      userId: quant.userId,
      opportunityId: positions[spec.positionIndex ?? 0]!.id,
      university: spec.university === undefined ? 'Imperial College London' : spec.university,
      degreeLevel: spec.degreeLevel === undefined ? "Master's" : spec.degreeLevel,
      gpaTenths: spec.gpaTenths === undefined ? 36 : spec.gpaTenths,
      graduationYear: spec.graduationYear === undefined ? 2027 : spec.graduationYear,
      status: spec.status ?? 'New',
      createdAt,
      statusChangedAt: createdAt,
    });
    made.push({ ...quant, application });
  }
  return { owner, company, positions, applicants: made };
}

const list = async (session: BrowserSession, query = '') =>
  (await session.request(`/api/internship-board/applications${query}`)).body as ApplicationsPage;
const names = (page: ApplicationsPage) => page.applications.map((a) => a.applicant.name);

describe('the applications list', () => {
  it('answers every filter of the spec on the server, within the company only', async () => {
    const { owner, positions } = await board([
      { name: 'Ada High', gpaTenths: 38, degreeLevel: 'Ph.D.', graduationYear: 2026, skills: ['Python', 'C++'] },
      { name: 'Ben Mid', gpaTenths: 35, university: 'ETH Zurich, Zurich', skills: ['python'] },
      { name: 'Cy Low', gpaTenths: 31, degreeLevel: "Bachelor's", graduationYear: 2028, status: 'Shortlisted' },
      { name: 'Di None', gpaTenths: null, university: null, degreeLevel: null, graduationYear: null, positionIndex: 1 },
    ]);
    // Another company's applicant never shows.
    await board([{ name: 'Elsewhere Applicant', gpaTenths: 40 }]);

    expect(names(await list(owner.session, '?sort=name'))).toEqual(['Ada High', 'Ben Mid', 'Cy Low', 'Di None']);
    expect(names(await list(owner.session, '?minGpa=3.5&sort=gpa'))).toEqual(['Ada High', 'Ben Mid']);
    expect(names(await list(owner.session, '?minGpa=3.9'))).toEqual([]);
    expect(names(await list(owner.session, `?degreeLevel=${encodeURIComponent('Ph.D.')}`))).toEqual(['Ada High']);
    expect(names(await list(owner.session, '?graduationYear=2028'))).toEqual(['Cy Low']);
    expect(names(await list(owner.session, '?status=Shortlisted'))).toEqual(['Cy Low']);
    expect(names(await list(owner.session, '?university=eth'))).toEqual(['Ben Mid']);
    expect(names(await list(owner.session, '?q=ben'))).toEqual(['Ben Mid']);
    expect(names(await list(owner.session, '?q=execution'))).toEqual(['Di None']);
    // Skills match case-insensitively, and every listed skill is required.
    expect(names(await list(owner.session, '?skills=PYTHON&sort=name'))).toEqual(['Ada High', 'Ben Mid']);
    expect(names(await list(owner.session, '?skills=python,%20c%2B%2B'))).toEqual(['Ada High']);
    expect(names(await list(owner.session, `?positionId=${positions[1]!.id}`))).toEqual(['Di None']);
    // Sorts: GPA highest first with none last; graduation soonest first with none last.
    expect(names(await list(owner.session, '?sort=gpa'))).toEqual(['Ada High', 'Ben Mid', 'Cy Low', 'Di None']);
    expect(names(await list(owner.session, '?sort=graduation'))).toEqual(['Ada High', 'Ben Mid', 'Cy Low', 'Di None']);
  });

  it('pages on the server, 20 at a time', async () => {
    const { owner } = await board(
      Array.from({ length: 23 }, (_, i) => ({ name: `Pager ${String(i).padStart(2, '0')}` })),
    );
    const first = await list(owner.session, '?sort=name');
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20, pageCount: 2 });
    expect(first.applications).toHaveLength(20);
    const second = await list(owner.session, '?sort=name&page=2');
    expect(names(second)).toEqual(['Pager 20', 'Pager 21', 'Pager 22']);
  });

  it("shows the spec's fallbacks, never the e-mail, and the quant profile only when visible", async () => {
    const { owner, applicants } = await board([
      { name: 'Visible Quant', university: null, degreeLevel: null, graduationYear: null },
      { name: 'Hidden Quant', university: null, degreeLevel: null, graduationYear: null },
    ]);
    const [visible, hidden] = applicants;
    await createQuantProfile(db(), visible!.userId, {
      isVisible: true,
      experienceYears: 3,
      education: [
        {
          school: 'University of Oxford',
          degree: 'MSc Statistics',
          field: '',
          fromYear: '',
          toYear: '',
          description: '',
        },
      ],
    });
    await createQuantProfile(db(), hidden!.userId, { isVisible: false, experienceYears: 7 });
    const page = await list(owner.session, '?sort=name');
    const [hiddenCard, visibleCard] = page.applications;
    expect(hiddenCard!.applicant).toMatchObject({ education: 'No education listed', experienceYears: 0, skills: [] });
    expect(visibleCard!.applicant).toMatchObject({
      education: 'University of Oxford, MSc Statistics',
      experienceYears: 3,
    });
    const detail = (await owner.session.request(`/api/internship-board/applications/${hidden!.application.id}`)).body;
    expect(detail.quantProfile).toBeNull();
    const shown = (await owner.session.request(`/api/internship-board/applications/${visible!.application.id}`)).body;
    expect(shown.quantProfile).toMatchObject({ experienceYears: 3, title: 'Quantitative Researcher' });
    for (const answer of [page, detail, shown]) {
      expect(JSON.stringify(answer)).not.toContain(visible!.email);
      expect(JSON.stringify(answer)).not.toContain(hidden!.email);
    }
  });

  it.each([
    ['a GPA above 4.0', '?minGpa=4.5', 'minGpa', PIPELINE_MESSAGES.minGpa],
    ['a GPA off the 0.1 step', '?minGpa=3.55', 'minGpa', PIPELINE_MESSAGES.minGpa],
    ['graduation year 1990', '?graduationYear=1990', 'graduationYear', PIPELINE_MESSAGES.graduationYear],
    ['an unknown status', '?status=Hired', 'status', PIPELINE_MESSAGES.status],
    ['an unknown sort', '?sort=salary', 'sort', PIPELINE_MESSAGES.sort],
    [
      'eleven skills',
      `?skills=${Array.from({ length: 11 }, (_, i) => `s${i}`).join(',')}`,
      'skills',
      PIPELINE_MESSAGES.skills,
    ],
  ])('refuses %s with a clear error', async (_label, query, field, message) => {
    const { owner } = await board([{ name: 'Filter Subject' }]);
    for (const path of ['/api/internship-board/applications', '/api/internship-board/applications/export']) {
      const answer = await owner.session.request(`${path}${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields[field]).toBe(message);
    }
  });
});

describe('the status pipeline', () => {
  const rows = async (ids: string[]) => db().select().from(userApplications).where(inArray(userApplications.id, ids));

  it('moves an application on, records who and when, and tells the applicant of a shortlist at once', async () => {
    const { owner, applicants } = await board([{ name: 'Shortlist Me' }]);
    const [quant] = applicants;
    const answer = await send(
      owner.session,
      'POST',
      `/api/internship-board/applications/${quant!.application.id}/status`,
      {
        status: 'Shortlisted',
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'Shortlisted', overdue: false });
    expect(answer.body.firstResponseAt).not.toBeNull();
    const mine = (await quant!.session.request('/api/applications')).body;
    expect(mine[0]).toMatchObject({ status: 'Shortlisted' });
    const message = await latestMail(server, quant!.email, 'application-status');
    expect(message?.subject).toBe(
      'You are shortlisted: Volatility Research Intern at ' + message?.subject.split(' at ')[1],
    );
    expect(message?.text).toContain('shortlisted your application for Volatility Research Intern');
    const detail = (await owner.session.request(`/api/internship-board/applications/${quant!.application.id}`)).body;
    expect(detail.history).toEqual([
      expect.objectContaining({ fromStatus: 'New', toStatus: 'Shortlisted', actorName: 'Board Owner' }),
    ]);
  });

  it('gives each status e-mail a one-click unsubscribe that turns them off without signing in', async () => {
    const { owner, applicants } = await board([{ name: 'Leaving Applicant' }]);
    const [quant] = applicants;
    await send(owner.session, 'POST', `/api/internship-board/applications/${quant!.application.id}/status`, {
      status: 'Shortlisted',
    });
    const message = await latestMail(server, quant!.email, 'application-status');
    expect(message?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(message?.text).toContain(`${server.url}/unsubscribe?token=`);
    const address = message!.headers['List-Unsubscribe']!.replace(/^<|>$/g, '');
    const done = await fetch(address, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(done.status).toBe(200);
    expect((await quant!.session.request('/api/profile')).body.applicationStatusEmails).toBe(false);
  });

  it('sends no status e-mail to an applicant who turned them off on /profile', async () => {
    const { owner, applicants } = await board([{ name: 'Quiet Applicant' }]);
    const [quant] = applicants;
    const off = await send(quant!.session, 'PUT', '/api/profile/email-preferences', { applicationStatusEmails: false });
    expect(off.status).toBe(200);
    expect((await quant!.session.request('/api/profile')).body.applicationStatusEmails).toBe(false);
    await send(owner.session, 'POST', `/api/internship-board/applications/${quant!.application.id}/status`, {
      status: 'Shortlisted',
    });
    expect(await latestMail(server, quant!.email, 'application-status')).toBeUndefined();
    const bad = await send(quant!.session, 'PUT', '/api/profile/email-preferences', { applicationStatusEmails: 'no' });
    expect(bad.status).toBe(400);
    expect((await quant!.session.request('/api/profile')).body.applicationStatusEmails).toBe(false);
  });

  it('refuses a jump the pipeline does not allow, and writes nothing', async () => {
    const { owner, applicants } = await board([{ name: 'Jumper' }, { name: 'Done', status: 'Offered' }]);
    const [fresh, offered] = applicants;
    const before = await rows([fresh!.application.id, offered!.application.id]);
    const jump = await send(
      owner.session,
      'POST',
      `/api/internship-board/applications/${fresh!.application.id}/status`,
      {
        status: 'Offered',
      },
    );
    expect(jump.status).toBe(409);
    expect(jump.body.error.message).toBe(PIPELINE_MESSAGES.jump('New', 'Offered'));
    const final = await send(
      owner.session,
      'POST',
      `/api/internship-board/applications/${offered!.application.id}/status`,
      {
        status: 'Reviewed',
      },
    );
    expect(final.status).toBe(409);
    expect(final.body.error.message).toBe(PIPELINE_MESSAGES.jump('Offered', 'Reviewed'));
    expect(await rows([fresh!.application.id, offered!.application.id])).toEqual(before);
    const events = await db()
      .select()
      .from(applicationEvents)
      .where(inArray(applicationEvents.applicationId, [fresh!.application.id, offered!.application.id]));
    expect(events).toEqual([]);
  });

  it.each([
    ['a rejection without a reason', { status: 'Rejected' }, PIPELINE_MESSAGES.reasonRequired],
    ['a reason off the list', { status: 'Rejected', reason: 'too junior' }, PIPELINE_MESSAGES.reasonRequired],
    [
      'a reason on a shortlist',
      { status: 'Shortlisted', reason: 'position-filled' },
      PIPELINE_MESSAGES.reasonOnlyForRejection,
    ],
  ])('refuses %s and writes nothing', async (_label, body, message) => {
    const { owner, applicants } = await board([{ name: 'Reasonless' }]);
    const id = applicants[0]!.application.id;
    const before = await rows([id]);
    const answer = await send(owner.session, 'POST', `/api/internship-board/applications/${id}/status`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.reason).toBe(message);
    expect(await rows([id])).toEqual(before);
  });

  it('tells a rejection only after the undo window, with the reason, and an undo sends nothing', async () => {
    const { owner, applicants } = await board([{ name: 'Rejected Later' }, { name: 'Rejected Undone' }]);
    const [told, undone] = applicants;
    const now = Date.now();
    for (const quant of applicants) {
      const answer = await send(
        owner.session,
        'POST',
        `/api/internship-board/applications/${quant.application.id}/status`,
        {
          status: 'Rejected',
          reason: 'position-filled',
        },
      );
      expect(answer.body.rejection).toMatchObject({
        reason: 'position-filled',
        label: REJECTION_REASONS['position-filled'].label,
      });
      expect(new Date(answer.body.rejection.undoUntil).getTime()).toBeGreaterThan(now);
    }
    // Inside the window the applicant still sees where it stood, and no mail has gone.
    expect((await told!.session.request('/api/applications')).body[0]).toMatchObject({
      status: 'New',
      rejection: null,
    });
    expect(await latestMail(server, told!.email, 'application-status')).toBeUndefined();
    const undo = await send(
      owner.session,
      'POST',
      `/api/internship-board/applications/${undone!.application.id}/undo-rejection`,
    );
    expect(undo.status).toBe(200);
    expect(undo.body).toMatchObject({ status: 'New', rejection: null, firstResponseAt: null });

    await sendDueRejectionMails(db(), mail(), new Date(now + (REJECTION_UNDO_MINUTES + 1) * 60_000));
    const message = await latestMail(server, told!.email, 'application-status');
    expect(message?.text).toContain(REJECTION_REASONS['position-filled'].told);
    expect(await latestMail(server, undone!.email, 'application-status')).toBeUndefined();
    expect((await told!.session.request('/api/applications')).body[0]).toMatchObject({
      status: 'Rejected',
      rejection: REJECTION_REASONS['position-filled'].told,
    });
    // Told once: a second sweep sends nothing more, and the undo is now too late.
    await sendDueRejectionMails(db(), mail(), new Date(now + (REJECTION_UNDO_MINUTES + 2) * 60_000));
    const sent = await db().select().from(mailOutbox).where(eq(mailOutbox.to, told!.email));
    expect(sent.filter((m) => m.kind === 'application-status')).toHaveLength(1);
    const late = await send(
      owner.session,
      'POST',
      `/api/internship-board/applications/${told!.application.id}/undo-rejection`,
    );
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(PIPELINE_MESSAGES.notUndoable);
  });

  it('moves a selection all together, or none of it when one move is refused', async () => {
    const { owner, applicants } = await board([
      { name: 'Bulk One' },
      { name: 'Bulk Two', status: 'Reviewed' },
      { name: 'Bulk Three', status: 'Offered' },
    ]);
    const ids = applicants.map((a) => a.application.id);
    const refused = await send(owner.session, 'POST', '/api/internship-board/applications/status', {
      ids,
      status: 'Shortlisted',
    });
    expect(refused.status).toBe(409);
    expect((await rows(ids)).map((r) => r.status).sort()).toEqual(['New', 'Offered', 'Reviewed']);

    const foreign = (await board([{ name: 'Foreign Bulk' }])).applicants[0]!.application.id;
    const withForeign = await send(owner.session, 'POST', '/api/internship-board/applications/status', {
      ids: [ids[0], foreign],
      status: 'Shortlisted',
    });
    expect(withForeign.status).toBe(404);
    expect((await rows([ids[0]!, foreign])).map((r) => r.status)).toEqual(['New', 'New']);

    const moved = await send(owner.session, 'POST', '/api/internship-board/applications/status', {
      ids: ids.slice(0, 2),
      status: 'Shortlisted',
    });
    expect(moved.body).toEqual({ changed: 2 });
    expect((await rows(ids.slice(0, 2))).map((r) => r.status)).toEqual(['Shortlisted', 'Shortlisted']);
    const empty = await send(owner.session, 'POST', '/api/internship-board/applications/status', {
      ids: [],
      status: 'Shortlisted',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.ids).toBe(PIPELINE_MESSAGES.bulkEmpty);
  });

  it("keeps a recruiter of another company off this company's applications", async () => {
    const { applicants } = await board([{ name: 'Guarded' }]);
    const other = await board([]);
    const recruiter = await signedInUser(server, 'Other Recruiter');
    await addCompanyMember(db(), other.company.id, recruiter.userId, 'recruiter');
    const id = applicants[0]!.application.id;
    const before = await rows([id]);
    for (const [method, path, body] of [
      ['GET', `/api/internship-board/applications/${id}`, undefined],
      ['GET', `/api/internship-board/applications/${id}/resume`, undefined],
      ['POST', `/api/internship-board/applications/${id}/status`, { status: 'Reviewed' }],
      ['POST', `/api/internship-board/applications/${id}/notes`, { body: 'Not mine to write.' }],
    ] as const) {
      expect((await send(recruiter.session, method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect(await rows([id])).toEqual(before);
    expect(names(await list(recruiter.session))).toEqual([]);
  });
});

describe('notes', () => {
  it('keeps private notes with author and time, for the company only', async () => {
    const { owner, company, applicants } = await board([{ name: 'Noted' }]);
    const colleague = await signedInUser(server, 'Colleague Recruiter');
    await addCompanyMember(db(), company.id, colleague.userId, 'recruiter');
    const [quant] = applicants;
    const id = quant!.application.id;
    const note = await send(colleague.session, 'POST', `/api/internship-board/applications/${id}/notes`, {
      body: '  Strong on stochastic calculus.  ',
    });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ body: 'Strong on stochastic calculus.', authorName: 'Colleague Recruiter' });
    const detail = (await owner.session.request(`/api/internship-board/applications/${id}`)).body;
    expect(detail.notes).toEqual([expect.objectContaining({ body: 'Strong on stochastic calculus.' })]);
    expect((await list(owner.session)).applications[0]!.noteCount).toBe(1);
    // The applicant's own view never carries notes.
    expect(JSON.stringify((await quant!.session.request('/api/applications')).body)).not.toContain('stochastic');

    for (const body of [{ body: '   ' }, { body: 'x'.repeat(2001) }, {}]) {
      const refused = await send(owner.session, 'POST', `/api/internship-board/applications/${id}/notes`, body);
      expect(refused.status).toBe(400);
    }
    expect(await db().select().from(applicationNotes).where(eq(applicationNotes.applicationId, id))).toHaveLength(1);
  });
});

describe('the response clock, analytics and universities', () => {
  it('flags applications left New for 14 days and counts real numbers', async () => {
    const { owner, applicants } = await board([
      { name: 'Waiting Long', daysAgo: 15, university: 'MIT, Cambridge MA', degreeLevel: 'Ph.D.' },
      { name: 'Waiting Short', daysAgo: 2, university: 'mit', degreeLevel: "Master's" },
      { name: 'Old Reviewed', daysAgo: 20, status: 'Reviewed', university: 'Stanford University' },
      { name: 'Shortlisted One', daysAgo: 3, status: 'Shortlisted', university: 'Stanford University' },
      { name: 'No University', university: null },
      { name: 'Full Name', university: 'Massachusetts Institute of Technology', degreeLevel: "Bachelor's" },
      { name: 'Formula Typer', university: '=HYPERLINK("https://evil.example","MIT")' },
    ]);
    await db()
      .update(userApplications)
      .set({ firstResponseAt: new Date() })
      .where(inArray(userApplications.id, [applicants[2]!.application.id, applicants[3]!.application.id]));
    const page = await list(owner.session, '?sort=name');
    const overdue = page.applications
      .filter((a: { overdue: boolean }) => a.overdue)
      .map((a: { applicant: { name: string } }) => a.applicant.name);
    expect(overdue).toEqual(['Waiting Long']);
    const analytics = (await owner.session.request('/api/internship-board/analytics')).body;
    expect(analytics).toEqual({ total: 7, newThisWeek: 5, reviewed: 2, shortlisted: 1, overdue: 1 });
    // Canonical names: three spellings of MIT are one university; a spreadsheet formula is no university at all.
    const universities = (await owner.session.request('/api/internship-board/universities')).body;
    expect(universities).toEqual([
      {
        university: 'Massachusetts Institute of Technology',
        studentCount: 3,
        phdCount: 1,
        mastersCount: 1,
        bachelorsCount: 1,
      },
      { university: 'Stanford University', studentCount: 2, phdCount: 0, mastersCount: 2, bachelorsCount: 0 },
    ]);
  });

  it("shows the company's median time to first response and response rate on its public page", async () => {
    const { company, applicants } = await board([
      { name: 'Answered Fast', daysAgo: 10 },
      { name: 'Answered Slow', daysAgo: 10 },
      { name: 'Never Answered', daysAgo: 10 },
      { name: 'Long Ago', daysAgo: 120 },
    ]);
    const [fast, slow] = applicants;
    const answeredAt = (quant: typeof fast, days: number) =>
      db()
        .update(userApplications)
        .set({ firstResponseAt: new Date(quant!.application.createdAt.getTime() + days * DAY_MS), status: 'Reviewed' })
        .where(eq(userApplications.id, quant!.application.id));
    await answeredAt(fast, 1);
    await answeredAt(slow, 3);
    const page = (await new BrowserSession(server).request(`/api/companies/${company.slug}`)).body;
    // Three applications in the last 90 days (the one from 120 days ago is outside), two answered: median 2 days.
    expect(page.responses).toEqual({ applications: 3, responseRate: 2 / 3, medianDaysToFirstResponse: 2 });
  });
});

describe("another company's position", () => {
  it('is a clear 404 in the list, the CSV export and Email All Applicants, and nothing is sent', async () => {
    const { owner } = await board([{ name: 'Own Applicant' }]);
    const other = await board([{ name: 'Their Applicant' }]);
    const foreign = other.positions[0]!.id;
    for (const path of ['/api/internship-board/applications', '/api/internship-board/applications/export']) {
      const answer = await owner.session.request(`${path}?positionId=${foreign}`);
      expect(answer.status, path).toBe(404);
      expect(answer.body.error.message).toBe(POSITION_MESSAGES.notFound);
    }
    const email = await send(owner.session, 'POST', '/api/internship-board/applications/email', {
      audience: { positionId: foreign },
      subject: 'Hello',
      body: 'A message that should never be sent to anyone.',
    });
    expect(email.status).toBe(404);
    const sent = await db().select().from(mailOutbox).where(eq(mailOutbox.to, other.applicants[0]!.email));
    expect(sent).toEqual([]);
  });
});

describe('the CSV export', () => {
  it('exports the filtered applications with formula cells neutralised and no e-mail', async () => {
    const { owner, applicants } = await board([
      { name: '=HYPERLINK("http://evil.example","x")', gpaTenths: 39, university: '+Cambridge, UK' },
      { name: 'Plain "Quoted" Name', gpaTenths: 37 },
      { name: 'Filtered Out', gpaTenths: 30 },
    ]);
    const answer = await owner.session.request('/api/internship-board/applications/export?minGpa=3.5&sort=gpa');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename=".+-applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = String(answer.body).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Application ID,Applied at,Status,Position,Name,University/);
    expect(lines).toHaveLength(3);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain(`'+Cambridge`);
    expect(text).toContain('"Plain ""Quoted"" Name"');
    expect(text).not.toContain('Filtered Out');
    for (const quant of applicants) expect(text).not.toContain(quant.email);
  });
});
