import { randomBytes, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  matchSourceSchema,
  recentMatchSchema,
  type MatchRun,
  type MatchSource,
  type RecentMatch,
} from '../../../shared/contracts/talent';
import { MATCH_MESSAGES, REQUIRED_SKILLS_MAX, type MatchCriteriaInput } from '../../../shared/talent-match';
import { talentMatches } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import type { BrowserSession } from '../../test/browser-session';
import { createCompany, createPosition, createProject, createQuantProfile, createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * 'Match from Project' with projects (issue 17): GET /api/talent-match/sources offers the company's own projects
 * (after its positions) with criteria taken from what each project asks, and POST /api/talent-match accepts a
 * projectId only for one of the company's own projects.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;
const HOUR = 3_600_000;

async function firm() {
  const owner = await signedInUser(server, 'Sources Owner');
  const domain = `sources-${randomBytes(4).toString('hex')}.example`;
  const company = await createCompany(db(), { ownerUserId: owner.userId, domain, website: `https://${domain}` });
  return { session: owner.session, company };
}

async function sources(session: BrowserSession): Promise<MatchSource[]> {
  const response = await session.request('/api/talent-match/sources');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.sources as MatchSource[];
}

async function match(session: BrowserSession, criteria: MatchCriteriaInput) {
  return session.request('/api/talent-match', { method: 'POST', json: criteria, headers: await session.csrfHeader() });
}

async function savedCount(companyId: string): Promise<number> {
  const [row] = await db().select({ n: count() }).from(talentMatches).where(eq(talentMatches.companyId, companyId));
  return row!.n;
}

describe('GET /api/talent-match/sources with projects', () => {
  it("lists the company's positions, then its draft, published and in-progress projects newest first", async () => {
    const { session, company } = await firm();
    const other = await createCompany(db());
    const now = Date.now();
    await createPosition(db(), company.id, { title: 'Rates Research Intern' });
    await createProject(db(), company.id, {
      title: 'Published project',
      createdAt: new Date(now - 3 * HOUR),
    });
    await createProject(db(), company.id, {
      title: 'Draft project',
      status: 'draft',
      publishedAt: null,
      createdAt: new Date(now - 2 * HOUR),
    });
    await createProject(db(), company.id, { title: 'Running project', status: 'in_progress' });
    await createProject(db(), company.id, { title: 'Closed project', status: 'closed', closedAt: new Date() });
    // A draft with nothing to match against (no title, description or skill) is no source.
    await createProject(db(), company.id, {
      title: '',
      description: '',
      skills: [],
      status: 'draft',
      publishedAt: null,
    });
    await createProject(db(), other.id, { title: 'Another firm’s project' });

    const list = await sources(session);
    expect(list.map((s) => [s.kind, s.title, s.status])).toEqual([
      ['position', 'Rates Research Intern', 'Open'],
      ['project', 'Running project', 'In progress'],
      ['project', 'Draft project', 'Draft'],
      ['project', 'Published project', 'Published'],
    ]);
    for (const source of list) expect(matchSourceSchema.safeParse(source).success).toBe(true);
  });

  it('never offers another company’s projects, even when they are all there is', async () => {
    const { session } = await firm();
    const other = await createCompany(db());
    await createProject(db(), other.id, { title: 'Their public project' });
    await createProject(db(), other.id, { title: 'Their private project', visibility: 'private' });
    expect(await sources(session)).toEqual([]);
  });

  it("maps a project's requirements to criteria: skills capped, experience in years, degree, remote, hourly budget", async () => {
    const { session, company } = await firm();
    const skills = Array.from({ length: REQUIRED_SKILLS_MAX + 5 }, (_, i) => `Skill ${i + 1}`);
    const project = await createProject(db(), company.id, {
      title: 'Confidential alpha research',
      summary: 'A systematic equities project.',
      description: 'Full brief: mean-reversion signals in European equities.',
      additionalRequirements: 'Published research a plus.',
      nda: true,
      skills,
      minExperience: 'expert',
      education: 'master',
      workType: 'remote',
      budgetType: 'hourly',
      budgetMin: 90,
      budgetMax: 140,
    });
    const [source] = await sources(session);
    expect(source).toEqual({
      kind: 'project',
      id: project.id,
      title: 'Confidential alpha research',
      status: 'Published',
      criteria: {
        projectId: project.id,
        jobTitle: 'Confidential alpha research',
        // The firm owns its NDA project: the full description, never the public summary.
        description: 'Full brief: mean-reversion signals in European equities.\nPublished research a plus.',
        requiredSkills: skills.slice(0, REQUIRED_SKILLS_MAX),
        highPrioritySkills: [],
        minYears: 5,
        location: 'Remote',
        education: "Master's",
        availability: null,
        expandGlobally: false,
        budgetHourly: 140,
      },
    });
  });

  it.each([
    [{ minExperience: 'entry', education: null, workType: 'onsite', budgetType: 'fixed' }, null, null, '', null],
    [{ minExperience: 'intermediate', education: 'bachelor', workType: 'hybrid' }, 2, "Bachelor's", '', null],
    [{ minExperience: 'phd', education: null, workType: 'remote' }, null, 'Ph.D.', 'Remote', null],
    [
      { minExperience: null, education: 'phd', budgetType: 'range', budgetMin: 5_000, budgetMax: 9_000 },
      null,
      'Ph.D.',
      'Remote',
      null,
    ],
    [{ minExperience: null, budgetType: 'hourly', budgetMin: 80, budgetMax: 80 }, null, null, 'Remote', 80],
  ] as const)(
    'maps %j to minYears %j, education %j, location %j, budget %j',
    async (values, years, degree, where, budget) => {
      const { session, company } = await firm();
      await createProject(db(), company.id, values);
      const [source] = await sources(session);
      expect(source!.criteria).toMatchObject({
        minYears: years,
        education: degree,
        location: where,
        budgetHourly: budget,
      });
    },
  );
});

describe('POST /api/talent-match from a project', () => {
  it("runs on the company's own project, titled after it, and keeps the project id with the saved match", async () => {
    const { session, company } = await firm();
    const tag = `Tag${randomBytes(4).toString('hex')}`;
    const { userId } = await createUser(db(), { name: 'Project Fit' });
    await createQuantProfile(db(), userId, { isVisible: true, fullName: 'Project Fit', skills: [tag, 'Python'] });
    await createProject(db(), company.id, { title: 'Rates desk tooling', skills: [tag, 'Python'] });
    const [source] = await sources(session);
    const response = await match(session, source!.criteria as MatchCriteriaInput);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const run = response.body as MatchRun;
    expect(run.title).toBe('Rates desk tooling');
    expect(run.criteria.projectId).toBe(source!.id);
    expect(run.results.map((r) => r.profile.fullName)).toContain('Project Fit');
    const recent = (await session.request('/api/talent-match/recent')).body.matches as RecentMatch[];
    expect(recent[0]).toMatchObject({ title: 'Rates desk tooling', criteria: { projectId: source!.id } });
  });

  it('still runs a saved match again after its project closed (it is still the company’s own)', async () => {
    const { session, company } = await firm();
    const project = await createProject(db(), company.id, { title: 'Finished study', status: 'closed' });
    const response = await match(session, { projectId: project.id, requiredSkills: ['Python'] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((response.body as MatchRun).title).toBe('Finished study');
  });

  it("answers 404 for another company's project or an unknown one, and saves nothing", async () => {
    const { session, company } = await firm();
    const other = await createCompany(db());
    const foreign = await createProject(db(), other.id, { title: 'Not yours' });
    for (const projectId of [foreign.id, randomUUID()]) {
      const response = await match(session, { projectId, jobTitle: 'Quant', requiredSkills: ['Python'] });
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe(MATCH_MESSAGES.projectNotFound);
    }
    expect(await savedCount(company.id)).toBe(0);
    expect(await savedCount(other.id)).toBe(0);
  });

  it.each([
    [{ projectId: 'not-a-uuid', jobTitle: 'Quant' }, MATCH_MESSAGES.projectNotFound],
    [{ projectId: 42, jobTitle: 'Quant' }, MATCH_MESSAGES.projectNotFound],
    [{ projectId: randomUUID(), positionId: randomUUID(), jobTitle: 'Quant' }, MATCH_MESSAGES.oneSource],
  ])('answers 400 naming projectId for %j, and saves nothing', async (criteria, message) => {
    const { session, company } = await firm();
    const response = await match(session, criteria as MatchCriteriaInput);
    expect(response.status).toBe(400);
    expect(response.body.error.fields.projectId).toBe(message);
    expect(await savedCount(company.id)).toBe(0);
  });
});

describe('matches saved before projects', () => {
  it('read back valid without a project id', async () => {
    const { session, company } = await firm();
    await db()
      .insert(talentMatches)
      .values({
        companyId: company.id,
        createdByName: 'Earlier Recruiter',
        title: 'Quant researcher',
        criteria: {
          jobTitle: 'Quant researcher',
          description: '',
          requiredSkills: ['Python'],
          highPrioritySkills: [],
          minYears: null,
          location: '',
          education: null,
          availability: null,
          expandGlobally: false,
          budgetHourly: null,
        },
        results: [],
      });
    const response = await session.request('/api/talent-match/recent');
    expect(response.status).toBe(200);
    const [saved] = response.body.matches as RecentMatch[];
    expect(recentMatchSchema.safeParse(saved).success).toBe(true);
    expect(saved!.criteria).not.toHaveProperty('projectId');
  });
});
