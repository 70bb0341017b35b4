import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketPage, MarketProject } from '../../../shared/contracts/projects';
import { projects } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { createApplication, createPosition, createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { removeDemoCompanies, seedDemoCompany } from '../company/demo-data';
import { dashboardSummary } from '../company-dashboard/service';
import { seedDemoInterviews } from '../internship-board/demo-interviews';
import { seedDemoProjects, seedDemoProposals } from './demo-projects';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const db = () => server.database.db;

describe('the demo projects (npm run seed:demo)', () => {
  it('publishes four projects, a private NDA one for the invited quant only, and goes with the demo company', async () => {
    const companyId = await seedDemoCompany(db(), async (input) => (await createUser(db(), input)).userId);
    const invited = await signedInUser(server, 'Invited Demo Quant');
    const ownerId = (await createUser(db(), { name: 'Poster' })).userId;
    expect(await seedDemoProjects(db(), companyId, ownerId, [invited.userId])).toBe(4);
    expect(await seedDemoProjects(db(), companyId, ownerId, [invited.userId])).toBe(0);

    const visitor = new BrowserSession(server);
    const market = (await visitor.request('/api/leap-market?q=demo&sort=newest')).body as MarketPage;
    const demo = market.projects.filter((p) => p.title.endsWith('(demo)'));
    expect(demo).toHaveLength(3);
    expect(demo.some((p) => p.featured)).toBe(true);
    expect(demo.some((p) => p.urgent)).toBe(true);
    expect(demo.some((p) => p.budget.type === 'hourly')).toBe(true);

    const fixed = demo.find((p) => p.budget.type === 'fixed')!;
    const page = (await visitor.request(`/api/leap-market/${fixed.id}`)).body as MarketProject;
    expect(page.milestones).toHaveLength(3);
    expect(page.milestones.reduce((sum, m) => sum + (m.amount ?? 0), 0)).toBe(fixed.budget.min);

    const [secret] = await db().select({ id: projects.id }).from(projects).where(eq(projects.visibility, 'private'));
    expect((await visitor.request(`/api/leap-market/${secret!.id}`)).status).toBe(404);
    const shown = await invited.session.request(`/api/leap-market/${secret!.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ nda: true, description: null });
    expect(shown.body.summary).not.toBe('');

    await removeDemoCompanies(db());
    expect(await db().select().from(projects).where(eq(projects.companyId, companyId))).toEqual([]);
  });

  it('adds proposals and a booked interview the company dashboard counts, once, and they go with the company', async () => {
    const companyId = await seedDemoCompany(db(), async (input) => (await createUser(db(), input)).userId);
    const ownerId = (await createUser(db(), { name: 'Poster' })).userId;
    await seedDemoProjects(db(), companyId, ownerId);
    const proposers = await Promise.all([1, 2, 3].map(async (n) => (await createUser(db(), { name: `P${n}` })).userId));
    expect(await seedDemoProposals(db(), companyId, proposers)).toBe(3);
    expect(await seedDemoProposals(db(), companyId, proposers)).toBe(0);

    const position = await createPosition(db(), companyId);
    const applicant = await createUser(db(), { name: 'Shortlisted Applicant' });
    await createApplication(db(), { userId: applicant.userId, opportunityId: position.id, status: 'Shortlisted' });
    expect(await seedDemoInterviews(db(), companyId, 'Poster')).toBe(1);
    expect(await seedDemoInterviews(db(), companyId, 'Poster')).toBe(0);

    const figures = await dashboardSummary(db(), companyId);
    expect(figures.talentPipeline.proposals).toBe(3);
    expect(figures.pendingInterviews).toBe(1);
    await removeDemoCompanies(db());
  });
});
