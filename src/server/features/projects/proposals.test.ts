import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROJECT_MESSAGES,
  PROPOSAL_MESSAGES,
  DEFAULT_PROPOSALS_PER_DAY,
  type ProposalInput,
} from '../../../shared/projects';
import type {
  FirmProposal,
  FirmProposals,
  MarketProject,
  OwnProject,
  OwnProposal,
} from '../../../shared/contracts/projects';
import { conversationMessages, conversations, projectProposals, projects } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { createCompany, createProject, createProposal, createQuantProfile, inDays } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Issue 17 "A quant … sends a proposal" and "The firm sees proposals per project": the whole flow through the API
 * on a real database, and every bad input refused with a clear 4xx and nothing written.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;

/** A conversation the quant opened with the company earlier (as about an application), with one message. */
async function createConversationFor(companyId: string, quantUserId: string): Promise<string> {
  const [row] = await db()
    .insert(conversations)
    .values({ companyId, quantUserId, startedBy: 'quant', subject: 'Earlier', lastSide: 'quant', lastAuthorName: 'Q' })
    .returning({ id: conversations.id });
  await db()
    .insert(conversationMessages)
    .values({ conversationId: row!.id, side: 'quant', authorUserId: quantUserId, authorName: 'Q', body: 'Hello' });
  return row!.id;
}

const COVER = 'I calibrated SVI surfaces for an options desk for three years and can start on the date below.';
const PROPOSAL: ProposalInput = {
  coverNote: COVER,
  price: { min: 9_500 },
  startDate: inDays(10),
  milestoneAmounts: [4_000, 5_500],
};

async function send(session: BrowserSession, method: string, path: string, json?: unknown) {
  return session.request(path, { method, json, headers: await session.csrfHeader() });
}

async function quant(name = 'Proposing Quant', profile = true) {
  const account = await signedInUser(server, name);
  if (profile) await createQuantProfile(db(), account.userId, { fullName: name, isVisible: false });
  return account;
}

async function firm(verification: 'verified' | 'pending' = 'verified') {
  const owner = await signedInUser(server, 'Proposal Firm Owner');
  const company = await createCompany(db(), { ownerUserId: owner.userId, verification });
  return { ...owner, company };
}

/** A published fixed $10,000 project with two milestones (by default) of `companyId`. */
function project(companyId: string, overrides: Parameters<typeof createProject>[2] = {}) {
  return createProject(db(), companyId, {
    milestones: [
      { title: 'Fit', amount: 4_000 },
      { title: 'Report', amount: 6_000 },
    ],
    ...overrides,
  });
}

/** Everything proposals, projects and conversations hold: a refused request must leave it as it was. */
async function written(): Promise<string> {
  const [p] = await db()
    .select({ n: count(), at: sql<string>`coalesce(max(${projectProposals.updatedAt})::text, '')` })
    .from(projectProposals);
  const [pr] = await db()
    .select({ at: sql<string>`coalesce(max(${projects.updatedAt})::text, '')` })
    .from(projects);
  const [c] = await db().select({ n: count() }).from(conversationMessages);
  return `${p!.n}/${p!.at}/${pr!.at}/${c!.n}`;
}

describe('a proposal from sent to accepted', () => {
  it('is sent, edited, listed for the firm with the profile summary, shortlisted and accepted into a conversation', async () => {
    const owner = await firm();
    const work = await project(owner.company.id, { title: `Vol surface ${Date.now()}` });
    const ada = await quant('Ada Proposer');

    const page = await ada.session.request(`/api/leap-market/${work.id}`);
    expect(page.body).toMatchObject({ myProposal: null, proposing: { canPropose: true, reason: null } });

    const sent = await send(ada.session, 'POST', `/api/leap-market/${work.id}/proposal`, PROPOSAL);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const proposal = sent.body as OwnProposal;
    expect(proposal).toMatchObject({
      projectId: work.id,
      status: 'submitted',
      coverNote: COVER,
      budgetType: 'fixed',
      price: { min: 9_500, max: 9_500 },
      milestoneAmounts: [4_000, 5_500],
      declineReason: null,
    });
    expect(JSON.stringify(sent.body)).not.toMatch(/credit|fee/i);

    const after = (await ada.session.request(`/api/leap-market/${work.id}`)).body as MarketProject;
    expect(after.myProposal).toEqual(proposal);
    expect(after.proposing).toEqual({ canPropose: false, reason: PROPOSAL_MESSAGES.alreadySent });

    const edited = await send(ada.session, 'PUT', `/api/leap-market/${work.id}/proposal`, {
      ...PROPOSAL,
      price: { min: 9_000 },
      milestoneAmounts: null,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ id: proposal.id, price: { min: 9_000, max: 9_000 }, milestoneAmounts: null });

    const listed = await owner.session.request(`/api/projects/${work.id}/proposals`);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    const seen = listed.body.proposals[0] as FirmProposal;
    // The profile is hidden from the directory, but proposing shares its summary with this firm; never the e-mail.
    expect(seen.quant).toMatchObject({
      name: 'Ada Proposer',
      headline: 'Quantitative Researcher',
      location: 'London, UK',
    });
    expect(JSON.stringify(listed.body)).not.toContain(ada.email);
    const own = (await owner.session.request('/api/projects')).body.projects as OwnProject[];
    expect(own.find((p) => p.id === work.id)?.proposalCount).toBe(1);

    const shortlisted = await send(
      owner.session,
      'POST',
      `/api/projects/${work.id}/proposals/${proposal.id}/shortlist`,
    );
    expect(shortlisted.status).toBe(200);
    expect(shortlisted.body.status).toBe('shortlisted');
    const lateEdit = await send(ada.session, 'PUT', `/api/leap-market/${work.id}/proposal`, PROPOSAL);
    expect(lateEdit.status).toBe(409);
    expect(lateEdit.body.error.message).toBe(PROPOSAL_MESSAGES.notEditable);
    const filtered = await owner.session.request(`/api/projects/${work.id}/proposals?status=submitted`);
    expect(filtered.body.total).toBe(0);

    const accepted = await send(owner.session, 'POST', `/api/projects/${work.id}/proposals/${proposal.id}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    const [projectRow] = await db().select().from(projects).where(eq(projects.id, work.id));
    expect(projectRow!.status).toBe('in_progress');

    const [conversation] = await db()
      .select()
      .from(conversations)
      .where(and(eq(conversations.companyId, owner.company.id), eq(conversations.quantUserId, ada.userId)));
    expect(conversation!.subject).toBe(work.title);
    // Both sides' answers name that conversation, so each links straight to it.
    expect(accepted.body.conversationId).toBe(conversation!.id);
    const firmPage = await owner.session.request(`/api/projects/${work.id}/proposals`);
    expect(firmPage.body.proposals[0].conversationId).toBe(conversation!.id);
    const onProjectPage = await ada.session.request(`/api/leap-market/${work.id}`);
    expect(onProjectPage.body.myProposal.conversationId).toBe(conversation!.id);
    const messages = await db()
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversation!.id));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ side: 'company', authorUserId: owner.userId });
    expect(messages[0]!.body).toContain('$9,000');
    expect(messages[0]!.body).toContain(work.title);
    // The quant reads it in their inbox, and the firm may follow up before the quant replies.
    const inbox = await ada.session.request('/api/messages/conversations');
    expect(JSON.stringify(inbox.body)).toContain(work.title);
    const followUp = await send(owner.session, 'POST', `/api/messages/conversations/${conversation!.id}/messages`, {
      body: 'Could we have a call on Monday?',
    });
    expect(followUp.status, JSON.stringify(followUp.body)).toBe(201);

    const mine = await ada.session.request('/api/my-proposals');
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(1);
    expect(mine.body.proposals[0]).toMatchObject({
      id: proposal.id,
      status: 'accepted',
      conversationId: conversation!.id,
      project: { id: work.id, title: work.title, status: 'in_progress' },
      company: { name: owner.company.name, slug: owner.company.slug },
    });
    const withdrawAccepted = await send(ada.session, 'DELETE', `/api/leap-market/${work.id}/proposal`);
    expect(withdrawAccepted.status).toBe(409);
    expect(withdrawAccepted.body.error.message).toBe(PROPOSAL_MESSAGES.notWithdrawable);
  });

  it('accepting declines nothing else, and a declined quant reads the reason', async () => {
    const owner = await firm();
    const work = await project(owner.company.id, { budgetType: 'range', budgetMin: 8_000, budgetMax: 12_000 });
    const [a, b, c] = [await quant('Quant A'), await quant('Quant B'), await quant('Quant C')];
    const ids: string[] = [];
    for (const q of [a, b, c]) {
      const sent = await send(q.session, 'POST', `/api/leap-market/${work.id}/proposal`, {
        ...PROPOSAL,
        price: { min: 9_000, max: 11_000 },
        milestoneAmounts: [5_000, 5_000],
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      ids.push(sent.body.id);
    }
    const declined = await send(owner.session, 'POST', `/api/projects/${work.id}/proposals/${ids[1]}/decline`, {
      reason: 'price',
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', declineReason: 'price' });
    const accepted = await send(owner.session, 'POST', `/api/projects/${work.id}/proposals/${ids[0]}/accept`);
    expect(accepted.status).toBe(200);
    const [other] = await db().select().from(projectProposals).where(eq(projectProposals.id, ids[2]!));
    expect(other!.status).toBe('submitted');
    // The project is in progress now: a second acceptance is refused, and nothing else changes.
    const before = await written();
    const second = await send(owner.session, 'POST', `/api/projects/${work.id}/proposals/${ids[2]}/accept`);
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(PROPOSAL_MESSAGES.projectNotOpen);
    expect(await written()).toBe(before);

    const mine = (await b.session.request('/api/my-proposals')).body.proposals[0] as OwnProposal;
    expect(mine).toMatchObject({ status: 'declined', declineReason: 'price' });
    const withdraw = await send(b.session, 'DELETE', `/api/leap-market/${work.id}/proposal`);
    expect(withdraw.status).toBe(409);
  });

  it('reuses an existing conversation between the firm and the quant', async () => {
    const owner = await firm();
    const work = await project(owner.company.id);
    const ada = await quant();
    const existing = await createConversationFor(owner.company.id, ada.userId);
    const proposal = await createProposal(db(), work.id, ada.userId, { priceMin: 10_000, priceMax: 10_000 });
    const accepted = await send(owner.session, 'POST', `/api/projects/${work.id}/proposals/${proposal.id}/accept`);
    expect(accepted.status).toBe(200);
    const rows = await db().select().from(conversations).where(eq(conversations.quantUserId, ada.userId));
    expect(rows.map((r) => r.id)).toEqual([existing]);
    expect(accepted.body.conversationId).toBe(existing);
    const [newest] = await db()
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, existing))
      .orderBy(sql`${conversationMessages.id} desc`)
      .limit(1);
    expect(newest!.body).toContain('$10,000');
  });

  it('withdraws a sent proposal, which cannot be sent again', async () => {
    const owner = await firm();
    const work = await project(owner.company.id);
    const ada = await quant();
    expect((await send(ada.session, 'POST', `/api/leap-market/${work.id}/proposal`, PROPOSAL)).status).toBe(201);
    const withdrawn = await send(ada.session, 'DELETE', `/api/leap-market/${work.id}/proposal`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('withdrawn');
    const own = (await owner.session.request('/api/projects')).body.projects as OwnProject[];
    expect(own[0]!.proposalCount).toBe(0);
    const before = await written();
    const again = await send(ada.session, 'POST', `/api/leap-market/${work.id}/proposal`, PROPOSAL);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(PROPOSAL_MESSAGES.withdrawnNoResend);
    const edit = await send(ada.session, 'PUT', `/api/leap-market/${work.id}/proposal`, PROPOSAL);
    expect(edit.status).toBe(409);
    const twice = await send(ada.session, 'DELETE', `/api/leap-market/${work.id}/proposal`);
    expect(twice.status).toBe(409);
    expect(await written()).toBe(before);
    const page = (await ada.session.request(`/api/leap-market/${work.id}`)).body as MarketProject;
    expect(page.proposing).toEqual({ canPropose: false, reason: PROPOSAL_MESSAGES.withdrawnNoResend });
  });
});

describe('bad proposals get a clear 4xx and write nothing', () => {
  it('refuses each bad input of the issue, naming the field', async () => {
    const owner = await firm();
    const fixed = await project(owner.company.id);
    const hourly = await project(owner.company.id, {
      budgetType: 'hourly',
      budgetMin: 80,
      budgetMax: 120,
      milestones: [],
    });
    const closed = await project(owner.company.id, { status: 'closed', closedAt: new Date() });
    const ended = await project(owner.company.id, {
      publishedAt: new Date(Date.now() - 40 * 86_400_000),
      expiresAt: new Date(Date.now() - 86_400_000),
    });
    const other = await project(owner.company.id);
    const range = await project(owner.company.id, {
      budgetType: 'range',
      budgetMin: 8_000,
      budgetMax: 12_000,
      milestones: [],
    });
    const ada = await quant();
    expect((await send(ada.session, 'POST', `/api/leap-market/${fixed.id}/proposal`, PROPOSAL)).status).toBe(201);
    const before = await written();

    const cases: { path: string; body: unknown; status: number; message: string; field?: string }[] = [
      { path: fixed.id, body: PROPOSAL, status: 409, message: PROPOSAL_MESSAGES.alreadySent },
      { path: closed.id, body: PROPOSAL, status: 409, message: PROPOSAL_MESSAGES.notTaking },
      { path: ended.id, body: PROPOSAL, status: 409, message: PROPOSAL_MESSAGES.notTaking },
      {
        path: hourly.id,
        body: { ...PROPOSAL, price: { min: 150 }, milestoneAmounts: null },
        status: 400,
        message: PROPOSAL_MESSAGES.hourlyOutsideRange(80, 120),
        field: 'price',
      },
      {
        path: hourly.id,
        body: { ...PROPOSAL, price: { min: 79 }, milestoneAmounts: null },
        status: 400,
        message: PROPOSAL_MESSAGES.hourlyOutsideRange(80, 120),
        field: 'price',
      },
      {
        path: hourly.id,
        body: { ...PROPOSAL, price: { min: 90, max: 110 }, milestoneAmounts: null },
        status: 400,
        message: PROPOSAL_MESSAGES.priceOneAmount('hourly'),
        field: 'price',
      },
      {
        path: hourly.id,
        body: { ...PROPOSAL, price: { min: 100 }, startDate: inDays(-1), milestoneAmounts: null },
        status: 400,
        message: PROPOSAL_MESSAGES.startPast,
        field: 'startDate',
      },
      {
        path: hourly.id,
        body: { ...PROPOSAL, price: { min: 100 }, milestoneAmounts: [50] },
        status: 400,
        message: PROPOSAL_MESSAGES.milestonesNone,
        field: 'milestoneAmounts',
      },
      {
        path: hourly.id,
        body: { ...PROPOSAL, price: { min: 100 }, startDate: '2027-02-30', milestoneAmounts: null },
        status: 400,
        message: PROPOSAL_MESSAGES.startDate,
        field: 'startDate',
      },
      {
        path: hourly.id,
        body: { ...PROPOSAL, coverNote: 'Too short.', price: { min: 100 }, milestoneAmounts: null },
        status: 400,
        message: PROPOSAL_MESSAGES.coverNote,
        field: 'coverNote',
      },
      {
        path: hourly.id,
        body: { ...PROPOSAL, price: { min: -5 }, milestoneAmounts: null },
        status: 400,
        message: PROPOSAL_MESSAGES.priceAmount,
        field: 'price.min',
      },
    ];
    // Milestones not summing, and the wrong count, on a second fixed project.
    cases.push(
      {
        path: other.id,
        body: { ...PROPOSAL, milestoneAmounts: [4_000, 5_000] },
        status: 400,
        message: PROPOSAL_MESSAGES.milestonesSum(9_000, 9_500),
        field: 'milestoneAmounts',
      },
      {
        path: other.id,
        body: { ...PROPOSAL, milestoneAmounts: [9_500] },
        status: 400,
        message: PROPOSAL_MESSAGES.milestonesCount(2),
        field: 'milestoneAmounts',
      },
      {
        path: range.id,
        body: { ...PROPOSAL, price: { min: 11_000, max: 9_000 }, milestoneAmounts: null },
        status: 400,
        message: PROPOSAL_MESSAGES.priceOrder,
        field: 'price',
      },
      { path: 'not-a-uuid', body: PROPOSAL, status: 404, message: PROJECT_MESSAGES.notFound },
    );
    for (const c of cases) {
      const answer = await send(ada.session, 'POST', `/api/leap-market/${c.path}/proposal`, c.body);
      expect(answer.status, `${c.message}: ${JSON.stringify(answer.body)}`).toBe(c.status);
      expect(answer.body.error.message).toBe(c.message);
      if (c.field) expect(answer.body.error.fields?.[c.field]).toBe(c.message);
      expect(await written(), c.message).toBe(before);
    }
  });

  it('refuses a proposal on the caller’s own company’s project, and on a project they may not see', async () => {
    const owner = await firm();
    await createQuantProfile(db(), owner.userId);
    const own = await project(owner.company.id);
    const privateOne = await project(owner.company.id, { visibility: 'private' });
    const draft = await project(owner.company.id, { status: 'draft', publishedAt: null, milestones: [] });
    const ada = await quant();
    const before = await written();
    const self = await send(owner.session, 'POST', `/api/leap-market/${own.id}/proposal`, PROPOSAL);
    expect(self.status).toBe(403);
    expect(self.body.error.message).toBe(PROPOSAL_MESSAGES.ownCompany);
    for (const hidden of [privateOne, draft]) {
      const answer = await send(ada.session, 'POST', `/api/leap-market/${hidden.id}/proposal`, PROPOSAL);
      expect(answer.status).toBe(404);
    }
    expect(await written()).toBe(before);
  });

  it(`allows ${DEFAULT_PROPOSALS_PER_DAY} new proposals in 24 hours, then 429 until a day has passed`, async () => {
    const owner = await firm();
    const ada = await quant();
    const works = [];
    for (let i = 0; i <= DEFAULT_PROPOSALS_PER_DAY; i += 1)
      works.push(await project(owner.company.id, { milestones: [] }));
    const body = { ...PROPOSAL, milestoneAmounts: null };
    // Two at once for the last free place: the per-quant lock lets exactly one through.
    for (const work of works.slice(0, DEFAULT_PROPOSALS_PER_DAY - 1)) {
      expect((await send(ada.session, 'POST', `/api/leap-market/${work.id}/proposal`, body)).status).toBe(201);
    }
    const headers = await ada.session.csrfHeader();
    const race = await Promise.all(
      works
        .slice(DEFAULT_PROPOSALS_PER_DAY - 1)
        .map((work) =>
          ada.session.request(`/api/leap-market/${work.id}/proposal`, { method: 'POST', json: body, headers }),
        ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([201, 429]);
    const refused = race.find((r) => r.status === 429)!;
    expect(refused.body.error.message).toBe(PROPOSAL_MESSAGES.dailyLimit(DEFAULT_PROPOSALS_PER_DAY));
    const page = (await ada.session.request(`/api/leap-market/${works[0]!.id}`)).body as MarketProject;
    expect(page.proposing?.reason).toBe(PROPOSAL_MESSAGES.alreadySent);
    const refusedWork = works[DEFAULT_PROPOSALS_PER_DAY - 1 + race.indexOf(refused)]!;
    const refusedPage = (await ada.session.request(`/api/leap-market/${refusedWork.id}`)).body as MarketProject;
    expect(refusedPage.proposing).toEqual({
      canPropose: false,
      reason: PROPOSAL_MESSAGES.dailyLimit(DEFAULT_PROPOSALS_PER_DAY),
    });
    // A day later the proposals sent no longer count.
    await db()
      .update(projectProposals)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(projectProposals.quantUserId, ada.userId));
    const retry = await send(ada.session, 'POST', `/api/leap-market/${refusedWork.id}/proposal`, body);
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
  });

  it('tells each viewer of a project page why they may not propose', async () => {
    const owner = await firm();
    const work = await project(owner.company.id);
    const visitor = (await new BrowserSession(server).request(`/api/leap-market/${work.id}`)).body as MarketProject;
    expect(visitor.proposing).toEqual({ canPropose: false, reason: PROPOSAL_MESSAGES.signIn });
    const firmView = (await owner.session.request(`/api/leap-market/${work.id}`)).body as MarketProject;
    expect(firmView.proposing).toEqual({ canPropose: false, reason: PROPOSAL_MESSAGES.ownCompany });
    const noProfile = await quant('No Profile Yet', false);
    const bare = (await noProfile.session.request(`/api/leap-market/${work.id}`)).body as MarketProject;
    expect(bare.proposing).toEqual({ canPropose: false, reason: PROPOSAL_MESSAGES.needsQuantProfile });
    const refused = await send(noProfile.session, 'POST', `/api/leap-market/${work.id}/proposal`, PROPOSAL);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(PROPOSAL_MESSAGES.needsQuantProfile);
    const closed = await project(owner.company.id, { status: 'closed', closedAt: new Date() });
    const ada = await quant();
    const closedView = (await ada.session.request(`/api/leap-market/${closed.id}`)).body as MarketProject;
    expect(closedView.proposing).toEqual({ canPropose: false, reason: PROPOSAL_MESSAGES.notTaking });
  });

  it('refuses to accept on a listing that has ended but is not closed yet, and changes nothing', async () => {
    const owner = await firm();
    const ended = await project(owner.company.id, {
      publishedAt: new Date(Date.now() - 31 * 86_400_000),
      expiresAt: new Date(Date.now() - 60_000),
    });
    const ada = await quant();
    const proposal = await createProposal(db(), ended.id, ada.userId);
    const before = await written();
    const accepted = await send(owner.session, 'POST', `/api/projects/${ended.id}/proposals/${proposal.id}/accept`);
    expect(accepted.status).toBe(409);
    expect(accepted.body.error.message).toBe(PROPOSAL_MESSAGES.projectNotOpen);
    expect(await written()).toEqual(before);
  });

  it('accepts one proposal when two acceptances race: the other is refused and opens no conversation', async () => {
    const owner = await firm();
    const work = await project(owner.company.id);
    const [a, b] = [await quant('Racer A'), await quant('Racer B')];
    const first = await createProposal(db(), work.id, a.userId);
    const second = await createProposal(db(), work.id, b.userId);
    // One CSRF token for both: fetching two at once would race on the token cookie, not on the acceptance.
    const headers = await owner.session.csrfHeader();
    const answers = await Promise.all(
      [first, second].map((p) =>
        owner.session.request(`/api/projects/${work.id}/proposals/${p.id}/accept`, { method: 'POST', headers }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const opened = await db().select().from(conversations).where(eq(conversations.companyId, owner.company.id));
    expect(opened).toHaveLength(1);
    const winner = answers[0]!.status === 200 ? a : b;
    expect(opened[0]!.quantUserId).toBe(winner.userId);
  });

  it('lists a proposal whose quant deleted their quant profile since, without a profile', async () => {
    const owner = await firm();
    const work = await project(owner.company.id);
    const gone = await quant('Gone Quant', false);
    await createProposal(db(), work.id, gone.userId);
    const answer = await owner.session.request(`/api/projects/${work.id}/proposals`);
    expect(answer.status).toBe(200);
    expect((answer.body as FirmProposals).proposals[0]!.quant).toEqual({
      profileId: null,
      name: 'Unknown User',
      headline: null,
      skills: [],
      experienceYears: 0,
      location: null,
      availability: null,
      hourlyRateMin: null,
      hourlyRateMax: null,
    });
    expect(JSON.stringify(answer.body)).not.toContain(gone.email);
  });
});

describe("a proposal's company", () => {
  it('is its project’s, as sent through the API, and the database refuses any other', async () => {
    const owner = await firm();
    const work = await project(owner.company.id, { milestones: [] });
    const ada = await quant();
    const sent = await send(ada.session, 'POST', `/api/leap-market/${work.id}/proposal`, {
      ...PROPOSAL,
      milestoneAmounts: null,
    });
    expect(sent.status).toBe(201);
    const [stored] = await db()
      .select({ companyId: projectProposals.companyId })
      .from(projectProposals)
      .where(eq(projectProposals.id, sent.body.id));
    expect(stored?.companyId).toBe(owner.company.id);

    const other = await createCompany(db());
    const bob = await quant('Bob Mismatch');
    await expect(
      db()
        .insert(projectProposals)
        .values({
          projectId: work.id,
          companyId: other.id,
          quantUserId: bob.userId,
          coverNote: COVER,
          priceMin: 9_000,
          priceMax: 9_000,
          startDate: inDays(7),
        }),
    ).rejects.toThrow();
    const count = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(projectProposals)
      .where(eq(projectProposals.quantUserId, bob.userId));
    expect(count[0]?.n).toBe(0);
  });
});
