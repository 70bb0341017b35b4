import { COMPANY_MESSAGES } from '../../../shared/company';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIPELINE_PAGE_SIZE, TALENT_PIPELINE_MESSAGES } from '../../../shared/company-dashboard';
import type { DashboardSummary, InterviewAhead, PipelinePage } from '../../../shared/contracts/company-dashboard';
import { signedInUser } from '../../test/accounts';
import {
  addCompanyMember,
  createApplication,
  createCompany,
  createConversation,
  createFirmBlock,
  createInterviewSlot,
  createPosition,
  createProject,
  createProposal,
  createQuantProfile,
  createUser,
} from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Issue 17: the company dashboard counts what really happened. One firm's world with every state that must and
 * must not count, beside another firm's data that must never leak in; then the Talent Pipeline behind the count,
 * its pages, and the interviews ahead.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

async function quant(name: string) {
  const account = await createUser(db(), { name });
  await createQuantProfile(db(), account.userId, { fullName: name, isVisible: true });
  return account;
}

async function firmWithWorld() {
  const owner = await signedInUser(server, 'Dashboard Owner');
  const company = await createCompany(db(), { ownerUserId: owner.userId });
  const other = await createCompany(db());
  const ada = await quant('Ada');
  const ben = await quant('Ben');
  const cal = await quant('Cal');
  const dee = await quant('Dee');
  const eve = await quant('Eve');
  const blocker = await quant('Blocker');
  await createFirmBlock(db(), blocker.userId, { id: company.id, domain: company.domain! }, 'company');

  // Projects: one listed, one whose listing ended, a draft, a closed one; another firm's listed one.
  const listed = await createProject(db(), company.id, { title: 'Listed project' });
  await createProject(db(), company.id, { publishedAt: ago(24 * 40), expiresAt: ago(24 * 10) });
  await createProject(db(), company.id, { status: 'draft' });
  await createProject(db(), company.id, { status: 'closed', closedAt: ago(1) });
  const foreignProject = await createProject(db(), other.id);

  // Applications: three open (New, Reviewed, Interviewed), three ended; one to another firm.
  const position = await createPosition(db(), company.id, { title: 'Research Intern' });
  const foreignPosition = await createPosition(db(), other.id);
  const applied = await createApplication(db(), {
    userId: ada.userId,
    opportunityId: position.id,
    statusChangedAt: ago(50),
  });
  await createApplication(db(), {
    userId: ben.userId,
    opportunityId: position.id,
    status: 'Reviewed',
    statusChangedAt: ago(40),
  });
  const interviewed = await createApplication(db(), {
    userId: cal.userId,
    opportunityId: position.id,
    status: 'Interviewed',
    statusChangedAt: ago(30),
  });
  await createApplication(db(), { userId: dee.userId, opportunityId: position.id, status: 'Offered' });
  await createApplication(db(), { userId: eve.userId, opportunityId: position.id, status: 'Rejected' });
  await createApplication(db(), { userId: blocker.userId, opportunityId: position.id, status: 'Withdrawn' });
  await createApplication(db(), { userId: ada.userId, opportunityId: foreignPosition.id });

  // Proposals: sent and shortlisted count; declined, accepted, withdrawn and a blocking quant's do not.
  await createProposal(db(), listed.id, dee.userId, { updatedAt: ago(20) });
  await createProposal(db(), listed.id, eve.userId, { status: 'shortlisted', decidedAt: ago(10) });
  await createProposal(db(), listed.id, ada.userId, { status: 'declined' });
  await createProposal(db(), listed.id, ben.userId, { status: 'withdrawn' });
  await createProposal(db(), listed.id, cal.userId, { status: 'accepted' });
  await createProposal(db(), listed.id, blocker.userId);
  await createProposal(db(), foreignProject.id, ada.userId);

  // Conversations: the quant wrote last and it is open → owed a reply; the others are not.
  await createConversation(db(), company.id, ben.userId, { subject: 'About the internship', lastMessageAt: ago(5) });
  await createConversation(db(), company.id, ada.userId, { lastSide: 'company' });
  await createConversation(db(), company.id, cal.userId, { status: 'declined' });
  await createConversation(db(), company.id, blocker.userId);
  await createConversation(db(), other.id, dee.userId);

  // Interviews: one booked ahead counts; a past one and a time nobody booked do not.
  await createInterviewSlot(db(), company.id, new Date(Date.now() + 48 * HOUR), interviewed.id);
  await createInterviewSlot(db(), company.id, ago(2), applied.id);
  await createInterviewSlot(db(), company.id, new Date(Date.now() + 72 * HOUR));
  const foreignApplication = await createApplication(db(), { userId: eve.userId, opportunityId: foreignPosition.id });
  await createInterviewSlot(db(), other.id, new Date(Date.now() + 24 * HOUR), foreignApplication.id);

  return { owner, company, quants: [ada, ben, cal, dee, eve, blocker] };
}

describe('GET /api/company-dashboard', () => {
  it('counts only what is really open, of the caller’s company', async () => {
    const { owner } = await firmWithWorld();
    const answer = await owner.session.request('/api/company-dashboard');
    expect(answer.status).toBe(200);
    expect(answer.body as DashboardSummary).toEqual({
      activeProjects: 1,
      talentPipeline: { applications: 3, proposals: 2, conversations: 1, total: 6 },
      pendingInterviews: 1,
    });
  });

  it('counts zeros for a new company, and the same figures for a recruiter as for the owner', async () => {
    const owner = await signedInUser(server, 'Empty Owner');
    const company = await createCompany(db(), { ownerUserId: owner.userId, verification: 'pending' });
    const empty = await owner.session.request('/api/company-dashboard');
    expect(empty.body).toEqual({
      activeProjects: 0,
      talentPipeline: { applications: 0, proposals: 0, conversations: 0, total: 0 },
      pendingInterviews: 0,
    });
    const recruiter = await signedInUser(server, 'Recruiter');
    await addCompanyMember(db(), company.id, recruiter.userId, 'recruiter');
    await createApplication(db(), {
      userId: recruiter.userId,
      opportunityId: (await createPosition(db(), company.id)).id,
    });
    const [a, b] = await Promise.all([
      owner.session.request('/api/company-dashboard'),
      recruiter.session.request('/api/company-dashboard'),
    ]);
    expect(a.body).toEqual(b.body);
    expect((a.body as DashboardSummary).talentPipeline.applications).toBe(1);
  });
});

describe('GET /api/company-dashboard/pipeline', () => {
  it('lists the people behind the count, longest waiting first, with where each stands and no e-mail', async () => {
    const { owner, quants } = await firmWithWorld();
    const answer = await owner.session.request('/api/company-dashboard/pipeline');
    expect(answer.status).toBe(200);
    const page = answer.body as PipelinePage;
    expect(page.nextCursor).toBeNull();
    expect(page.people.map((p) => [p.kind, p.person, p.about, p.stage])).toEqual([
      ['application', 'Ada', 'Research Intern', 'New'],
      ['application', 'Ben', 'Research Intern', 'Reviewed'],
      ['application', 'Cal', 'Research Intern', 'Interviewed'],
      ['proposal', 'Dee', 'Listed project', 'submitted'],
      ['proposal', 'Eve', 'Listed project', 'shortlisted'],
      ['conversation', 'Ben', 'About the internship', 'awaiting_reply'],
    ]);
    const text = JSON.stringify(page);
    for (const q of quants) {
      expect(text).not.toContain(q.email);
      expect(text).not.toContain(q.userId);
    }
    expect(text).not.toContain('Blocker');
  });

  it('pages through every person exactly once, and refuses a cursor it did not give', async () => {
    const owner = await signedInUser(server, 'Busy Owner');
    const company = await createCompany(db(), { ownerUserId: owner.userId });
    const position = await createPosition(db(), company.id);
    const waitingSince = ago(1);
    const total = PIPELINE_PAGE_SIZE * 2 + 3;
    for (let i = 0; i < total; i += 1) {
      const applicant = await createUser(db(), { name: `Applicant ${i}` });
      // Half of them at the very same instant: the keyset must still order and split them exactly.
      await createApplication(db(), {
        userId: applicant.userId,
        opportunityId: position.id,
        statusChangedAt: i % 2 ? waitingSince : ago(2 + i),
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const answer = await owner.session.request(`/api/company-dashboard/pipeline${query}`);
      expect(answer.status).toBe(200);
      const page = answer.body as PipelinePage;
      seen.push(...page.people.map((p) => p.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);

    for (const bad of ['nope', '1_application_x', `${Date.now()}_firm_${crypto.randomUUID()}`, '9'.repeat(400)]) {
      const answer = await owner.session.request(`/api/company-dashboard/pipeline?cursor=${encodeURIComponent(bad)}`);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(TALENT_PIPELINE_MESSAGES.cursor);
    }
  });
});

describe('GET /api/company-dashboard/interviews', () => {
  it('lists the booked interviews ahead, soonest first, with who and for which position', async () => {
    const { owner } = await firmWithWorld();
    const answer = await owner.session.request('/api/company-dashboard/interviews');
    expect(answer.status).toBe(200);
    const { interviews } = answer.body as { interviews: InterviewAhead[] };
    expect(interviews.map((i) => [i.applicantName, i.positionTitle, i.location])).toEqual([
      ['Cal', 'Research Intern', 'Video call'],
    ]);
    expect(Date.parse(interviews[0]!.startsAt)).toBeGreaterThan(Date.now());
  });
});

describe('access', () => {
  const PATHS = ['/api/company-dashboard', '/api/company-dashboard/pipeline', '/api/company-dashboard/interviews'];

  it('refuses visitors (401) and users without a company (403), and shows another firm only its own', async () => {
    await firmWithWorld();
    const stranger = await signedInUser(server, 'No Company');
    const otherOwner = await signedInUser(server, 'Other Owner');
    await createCompany(db(), { ownerUserId: otherOwner.userId });
    for (const path of PATHS) {
      const anonymous = await fetch(`${server.url}${path}`);
      expect(anonymous.status).toBe(401);
      expect((await stranger.session.request(path)).status).toBe(403);
      const foreign = await otherOwner.session.request(path);
      expect(foreign.status).toBe(200);
      const text = JSON.stringify(foreign.body);
      for (const name of ['Ada', 'Ben', 'Research Intern', 'Listed project']) expect(text).not.toContain(name);
    }
  });

  it('lets an unverified company’s members see their own figures, not the people behind them', async () => {
    const owner = await signedInUser(server, 'Pending Owner');
    await createCompany(db(), { ownerUserId: owner.userId, verification: 'pending' });
    const [figures, ...people] = PATHS;
    expect((await owner.session.request(figures!)).status).toBe(200);
    for (const path of people) {
      const refused = await owner.session.request(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.error.message, path).toBe(COMPANY_MESSAGES.notVerified);
    }
  });
});
