import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfiles, internshipPositions, user } from '../../db/schema';
import { BrowserSession } from '../../test/browser-session';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { seedDemoPositions } from '../internship-board/demo-data';
import { DEMO_OWNER, DEMO_PASSWORD, DEMO_RECRUITER, removeDemoCompanies, seedDemoCompany } from './demo-data';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
const createAccount = async (input: { name: string; email: string; password: string }) =>
  (await createUser(db(), input)).userId;

async function signIn(email: string) {
  const session = new BrowserSession(server);
  const answer = await session.request('/api/auth/sign-in/email', { json: { email, password: DEMO_PASSWORD } });
  expect(answer.status).toBe(200);
  return session;
}

describe('the demo company', () => {
  it('is verified, its owner and recruiter sign in with the printed password, and it is removed with its positions', async () => {
    const companyId = await seedDemoCompany(db(), createAccount);
    expect(await seedDemoCompany(db(), createAccount)).toBe(companyId);
    expect(await seedDemoPositions(db(), companyId)).toBe(3);
    expect(await seedDemoPositions(db(), companyId)).toBe(0);

    const owner = await (await signIn(DEMO_OWNER.email)).request('/api/company');
    expect(owner.body.company).toMatchObject({ role: 'owner', verification: { state: 'verified' } });
    const recruiter = await (await signIn(DEMO_RECRUITER.email)).request('/api/company');
    expect(recruiter.body.company).toMatchObject({ id: companyId, role: 'recruiter' });
    const positions = await db().select().from(internshipPositions).where(eq(internshipPositions.companyId, companyId));
    for (const row of positions) {
      expect(row.title).toMatch(/\(demo\)$/);
      expect((row.deadline ?? '') > new Date().toISOString().slice(0, 10)).toBe(true);
    }

    await removeDemoCompanies(db());
    expect(await db().select().from(companyProfiles).where(eq(companyProfiles.isDemo, true))).toHaveLength(0);
    expect(
      await db().select().from(internshipPositions).where(eq(internshipPositions.companyId, companyId)),
    ).toHaveLength(0);
    expect(await db().select().from(user).where(eq(user.email, DEMO_OWNER.email))).toHaveLength(0);
  });
});
