import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketPage, MarketProject } from '../../../shared/contracts/projects';
import { projects } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { removeDemoCompanies, seedDemoCompany } from '../company/demo-data';
import { seedDemoProjects } from './demo-projects';

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
});
