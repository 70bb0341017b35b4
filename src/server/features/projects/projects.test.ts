import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../../shared/company';
import { MAX_SKILLS } from '../../../shared/quant-profile';
import { EXPIRY_NOTICE_DAYS, PROJECT_MESSAGES, type ProjectDraftInput } from '../../../shared/projects';
import type { OwnProject } from '../../../shared/contracts/projects';
import { projectMilestones, projects } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { createCompany, createProject, createSession, inDays } from '../../test/factories';
import { csrfHeaders, startTestServer, type TestServer } from '../../test/test-server';

/** Issue 17 posting: a firm's project from draft to closed and back, and every bad input refused with nothing written. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;
const DAY = 86_400_000;

const PROJECT: ProjectDraftInput = {
  title: 'Intraday momentum signal research',
  description: 'Research and backtest an intraday momentum signal on US equities, with a written report.',
  summary: 'Signal research on US equities.',
  skills: ['Python', 'Time Series'],
  projectType: 'research',
  category: 'equities',
  duration: { value: 8, unit: 'weeks' },
  completionDate: inDays(90),
  budget: { type: 'fixed', min: 12_000 },
  milestones: [
    { title: 'Data and baseline', description: 'Clean data, baseline signal.', amount: 3_000 },
    { title: 'Backtest', description: '', amount: 5_000 },
    { title: 'Report', amount: 4_000 },
  ],
  minExperience: 'intermediate',
  education: 'master',
  fieldOfStudy: 'quant-finance',
  additionalRequirements: 'Comfortable with tick data.',
  workType: 'remote',
  visibility: 'public',
  nda: false,
  plan: 'premium',
  featured: true,
  urgent: false,
};

async function send(session: BrowserSession, method: string, path: string, json?: unknown) {
  return session.request(path, { method, json, headers: await session.csrfHeader() });
}

async function firm(verification: 'verified' | 'pending' = 'verified') {
  const owner = await signedInUser(server, 'Project Owner');
  const company = await createCompany(db(), { ownerUserId: owner.userId, verification });
  return { session: owner.session, company, userId: owner.userId };
}

async function row(id: string) {
  const [found] = await db().select().from(projects).where(eq(projects.id, id));
  return found;
}

/** Rows in the project tables: a refused request must leave them as they were. */
async function written() {
  const [p] = await db().select({ n: count() }).from(projects);
  const [m] = await db().select({ n: count() }).from(projectMilestones);
  const [u] = await db()
    .select({ at: sql<string>`coalesce(max(${projects.updatedAt})::text, '')` })
    .from(projects);
  return `${p!.n}/${m!.n}/${u!.at}`;
}

async function marketTitles(q: string): Promise<string[]> {
  const answer = await new BrowserSession(server).request(`/api/leap-market?q=${encodeURIComponent(q)}`);
  expect(answer.status).toBe(200);
  return (answer.body.projects as { title: string }[]).map((p) => p.title);
}

describe('a project from draft to closed', () => {
  it('saves, publishes, edits, duplicates, closes, reopens and deletes drafts, end to end', async () => {
    const { session } = await firm();
    const title = `Momentum lifecycle ${Date.now()}`;

    const created = await send(session, 'POST', '/api/projects', { ...PROJECT, title });
    expect(created.status).toBe(201);
    const draft = created.body as OwnProject;
    expect(draft).toMatchObject({
      title,
      status: 'draft',
      budget: { type: 'fixed', min: 12_000, max: 12_000 },
      plan: 'premium',
      featured: true,
      publishedAt: null,
      expiresAt: null,
      canRenew: false,
      publishProblems: {},
    });
    expect(draft.milestones.map((m) => m.amount)).toEqual([3_000, 5_000, 4_000]);
    expect(await marketTitles(title)).toEqual([]);

    const read = await session.request(`/api/projects/${draft.id}`);
    expect(read.body).toEqual(draft);

    const published = await send(session, 'POST', `/api/projects/${draft.id}/publish`);
    expect(published.status).toBe(200);
    const listing = published.body as OwnProject;
    expect(listing.status).toBe('published');
    // Premium: a 60-day listing from now.
    const days = (Date.parse(listing.expiresAt!) - Date.parse(listing.publishedAt!)) / DAY;
    expect(days).toBeCloseTo(60, 5);
    expect(await marketTitles(title)).toEqual([title]);
    const again = await send(session, 'POST', `/api/projects/${draft.id}/publish`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(PROJECT_MESSAGES.notDraft);

    const edited = await send(session, 'PUT', `/api/projects/${draft.id}`, {
      ...PROJECT,
      title,
      budget: { type: 'hourly', min: 80, max: 120 },
      milestones: [{ title: 'Only one, no amount' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      status: 'published',
      budget: { type: 'hourly', min: 80, max: 120 },
      milestones: [{ title: 'Only one, no amount', description: '', amount: null }],
      publishedAt: listing.publishedAt,
      expiresAt: listing.expiresAt,
    });

    const listed = await session.request('/api/projects');
    expect(listed.body.activeCount).toBe(1);
    expect((listed.body.projects as OwnProject[]).map((p) => p.id)).toEqual([draft.id]);

    const copy = await send(session, 'POST', `/api/projects/${draft.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      title: `${title} (copy)`,
      status: 'draft',
      publishedAt: null,
      expiresAt: null,
      renewedAt: null,
      milestones: [{ title: 'Only one, no amount', amount: null }],
      budget: { type: 'hourly', min: 80, max: 120 },
    });
    expect(copy.body.id).not.toBe(draft.id);
    const newestFirst = await session.request('/api/projects');
    expect((newestFirst.body.projects as OwnProject[]).map((p) => p.id)).toEqual([copy.body.id, draft.id]);
    expect(newestFirst.body.activeCount).toBe(1);

    const closed = await send(session, 'POST', `/api/projects/${draft.id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    expect(closed.body.closedAt).not.toBeNull();
    expect(await marketTitles(title)).toEqual([]);
    expect((await session.request('/api/projects')).body.activeCount).toBe(0);
    const closeTwice = await send(session, 'POST', `/api/projects/${draft.id}/close`);
    expect(closeTwice.status).toBe(409);
    expect(closeTwice.body.error.message).toBe(PROJECT_MESSAGES.notOpen);
    const deleteClosed = await send(session, 'DELETE', `/api/projects/${draft.id}`);
    expect(deleteClosed.status).toBe(409);
    expect(deleteClosed.body.error.message).toBe(PROJECT_MESSAGES.notDeletable);

    const reopened = await send(session, 'POST', `/api/projects/${draft.id}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'published', closedAt: null, renewedAt: null });
    expect(Date.parse(reopened.body.publishedAt)).toBeGreaterThan(Date.parse(listing.publishedAt!));
    expect(await marketTitles(title)).toEqual([title]);
    const reopenTwice = await send(session, 'POST', `/api/projects/${draft.id}/reopen`);
    expect(reopenTwice.status).toBe(409);
    expect(reopenTwice.body.error.message).toBe(PROJECT_MESSAGES.notClosed);

    const deleted = await send(session, 'DELETE', `/api/projects/${copy.body.id}`);
    expect(deleted.status).toBe(204);
    expect(await row(copy.body.id)).toBeUndefined();
    expect((await session.request(`/api/projects/${copy.body.id}`)).status).toBe(404);
  });

  it('saves an empty draft for an unverified company, saying what publishing still needs', async () => {
    const { session } = await firm('pending');
    const created = await send(session, 'POST', '/api/projects', {});
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'draft',
      title: '',
      skills: [],
      budget: null,
      workType: 'remote',
      visibility: 'public',
      plan: 'standard',
      duration: null,
      publishProblems: {
        title: PROJECT_MESSAGES.titleRequired,
        description: PROJECT_MESSAGES.descriptionRequired,
        budget: PROJECT_MESSAGES.budgetRequired,
        skills: PROJECT_MESSAGES.skillRequired,
      },
    });
  });

  it('cuts a long title so its copy still fits, and leaves a past completion date off the copy', async () => {
    const { session, company } = await firm();
    const original = await createProject(db(), company.id, { title: 'T'.repeat(120), completionDate: inDays(-3) });
    const copy = await send(session, 'POST', `/api/projects/${original.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.title).toBe(`${'T'.repeat(113)} (copy)`);
    expect(copy.body.completionDate).toBeNull();
  });
});

describe('bad input gets a clear 400 naming the field and writes nothing', () => {
  const cases: [string, Partial<ProjectDraftInput>, string, string][] = [
    [
      'milestones not adding up to the fixed budget',
      { milestones: [{ title: 'A', amount: 5_000 }] },
      'milestones',
      PROJECT_MESSAGES.milestonesSum('$5,000', '$12,000'),
    ],
    [
      'a negative budget',
      { budget: { type: 'fixed', min: -5 }, milestones: [] },
      'budget.min',
      PROJECT_MESSAGES.budgetAmount,
    ],
    ['a duration of 0', { duration: { value: 0, unit: 'weeks' } }, 'duration.value', PROJECT_MESSAGES.durationValue],
    [
      'a completion date in the past',
      { completionDate: inDays(-1) },
      'completionDate',
      PROJECT_MESSAGES.completionPast,
    ],
    ['60 skills', { skills: Array.from({ length: 60 }, (_, i) => `Skill ${i}`) }, 'skills', PROJECT_MESSAGES.skills],
    ['an unknown project type', { projectType: 'gambling' as never }, 'projectType', PROJECT_MESSAGES.projectType],
  ];

  it.each(cases)('on create and on edit: %s', async (_name, change, field, message) => {
    expect(MAX_SKILLS).toBeLessThan(60);
    const { session, company } = await firm();
    const existing = await createProject(db(), company.id, { title: 'Stays as it is' });
    const before = await written();
    const created = await send(session, 'POST', '/api/projects', { ...PROJECT, ...change });
    expect(created.status).toBe(400);
    expect(created.body.error.fields[field]).toBe(message);
    const edited = await send(session, 'PUT', `/api/projects/${existing.id}`, { ...PROJECT, ...change });
    expect(edited.status).toBe(400);
    expect(edited.body.error.fields[field]).toBe(message);
    expect(await written()).toBe(before);
    expect((await row(existing.id))!.title).toBe('Stays as it is');
  });

  it('refuses publishing for an unverified company (403) and writes nothing', async () => {
    const { session, company } = await firm('pending');
    const draft = await createProject(db(), company.id, { status: 'draft' });
    const before = await written();
    const refused = await send(session, 'POST', `/api/projects/${draft.id}/publish`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(COMPANY_MESSAGES.notVerified);
    expect(await written()).toBe(before);
    expect((await row(draft.id))!.status).toBe('draft');
  });

  it('refuses publishing an incomplete draft (400 naming title, description, budget and skills)', async () => {
    const { session } = await firm();
    const draft = await send(session, 'POST', '/api/projects', { workType: 'hybrid' });
    const before = await written();
    const refused = await send(session, 'POST', `/api/projects/${draft.body.id}/publish`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      title: PROJECT_MESSAGES.titleRequired,
      description: PROJECT_MESSAGES.descriptionRequired,
      budget: PROJECT_MESSAGES.budgetRequired,
      skills: PROJECT_MESSAGES.skillRequired,
    });
    expect(await written()).toBe(before);
  });

  it('keeps a published project publishable: an edit emptying it is refused', async () => {
    const { session, company } = await firm();
    const listed = await createProject(db(), company.id);
    const before = await written();
    const refused = await send(session, 'PUT', `/api/projects/${listed.id}`, { ...PROJECT, title: '', skills: [] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      title: PROJECT_MESSAGES.titleRequired,
      skills: PROJECT_MESSAGES.skillRequired,
    });
    expect(await written()).toBe(before);
  });

  it('refuses reopening a closed project that is no longer publishable (its completion date passed)', async () => {
    const { session, company } = await firm();
    const closed = await createProject(db(), company.id, {
      status: 'closed',
      closedAt: new Date(),
      completionDate: inDays(-2),
    });
    const refused = await send(session, 'POST', `/api/projects/${closed.id}/reopen`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ completionDate: PROJECT_MESSAGES.completionPast });
    expect((await row(closed.id))!.status).toBe('closed');
  });

  it('answers 404 for a non-UUID id and 400 for malformed JSON, without a 5xx', async () => {
    const { session, company, userId } = await firm();
    const existing = await createProject(db(), company.id, { status: 'draft', publishedAt: null });
    for (const id of ['not-a-uuid', '123', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g']) {
      const read = await session.request(`/api/projects/${encodeURIComponent(id)}`);
      expect(read.status).toBe(404);
      expect(read.body.error.message).toBe(PROJECT_MESSAGES.notFound);
      expect((await send(session, 'POST', `/api/projects/${encodeURIComponent(id)}/close`)).status).toBe(404);
      expect((await new BrowserSession(server).request(`/api/leap-market/${encodeURIComponent(id)}`)).status).toBe(404);
    }
    const before = await written();
    const login = await createSession(db(), server.config, userId);
    const headers = await csrfHeaders(server);
    for (const [method, path] of [
      ['POST', '/api/projects'],
      ['PUT', `/api/projects/${existing.id}`],
    ] as const) {
      const response = await server.fetch(path, {
        method,
        headers: { ...headers, Origin: server.url, Cookie: `${headers.Cookie}; ${login.name}=${login.value}` },
        body: '{"title": "half',
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        'The request body must be valid JSON.',
      );
    }
    expect(await written()).toBe(before);
  });
});

describe('renewing a listing', () => {
  const endingIn = (days: number) => ({
    publishedAt: new Date(Date.now() - (30 - days) * DAY),
    expiresAt: new Date(Date.now() + days * DAY),
  });

  it('is offered and done once, in the last days: the listing gains its plan’s days', async () => {
    const { session, company } = await firm();
    const project = await createProject(db(), company.id, endingIn(EXPIRY_NOTICE_DAYS - 1));
    const listed = await session.request(`/api/projects/${project.id}`);
    expect(listed.body.canRenew).toBe(true);
    const renewed = await send(session, 'POST', `/api/projects/${project.id}/renew`);
    expect(renewed.status).toBe(200);
    expect(renewed.body.canRenew).toBe(false);
    expect(renewed.body.renewedAt).not.toBeNull();
    expect(Date.parse(renewed.body.expiresAt) - project.expiresAt!.getTime()).toBe(30 * DAY);
    const twice = await send(session, 'POST', `/api/projects/${project.id}/renew`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(PROJECT_MESSAGES.renewedAlready);
  });

  it('is refused too early, after the listing ended, and for a draft or a closed project', async () => {
    const { session, company } = await firm();
    const early = await createProject(db(), company.id, endingIn(EXPIRY_NOTICE_DAYS + 2));
    expect((await session.request(`/api/projects/${early.id}`)).body.canRenew).toBe(false);
    const tooEarly = await send(session, 'POST', `/api/projects/${early.id}/renew`);
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.error.message).toBe(PROJECT_MESSAGES.renewTooEarly);

    const ended = await createProject(db(), company.id, endingIn(-1));
    const draft = await createProject(db(), company.id, { status: 'draft', publishedAt: null });
    const closed = await createProject(db(), company.id, { status: 'closed', closedAt: new Date() });
    for (const p of [ended, draft, closed]) {
      const refused = await send(session, 'POST', `/api/projects/${p.id}/renew`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(PROJECT_MESSAGES.renewNotListed);
    }
    expect((await row(early.id))!.expiresAt).toEqual(early.expiresAt);
  });

  it('lets an ended listing leave LeapMarket and the Active Projects count, though still published', async () => {
    const { session, company } = await firm();
    const title = `Ended listing ${Date.now()}`;
    const ended = await createProject(db(), company.id, { title, ...endingIn(-1) });
    const live = await createProject(db(), company.id, { title: `${title} live` });
    expect(await marketTitles(title)).toEqual([live.title]);
    const own = await session.request('/api/projects');
    expect(own.body.activeCount).toBe(1);
    expect((own.body.projects as OwnProject[]).find((p) => p.id === ended.id)?.status).toBe('published');
  });
});
