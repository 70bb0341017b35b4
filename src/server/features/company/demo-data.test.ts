import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfiles, conversations, internshipPositions, user } from '../../db/schema';
import { BrowserSession } from '../../test/browser-session';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { seedDemoPositions } from '../internship-board/demo-data';
import { DEMO_APPLICANT_PASSWORD, removeDemoApplicants, seedDemoApplicants } from '../internship-board/demo-applicants';
import { createLocalStorage } from '../../platform/storage/storage';
import { seedDemoConversations } from '../messages/demo-conversations';
import { DEMO_OWNER, DEMO_PASSWORD, DEMO_RECRUITER, removeDemoCompanies, seedDemoCompany } from './demo-data';

let server: TestServer;
const uploads = mkdtempSync(path.join(tmpdir(), 'quantleap-demo-'));
const storage = createLocalStorage(uploads);
beforeAll(async () => {
  server = await startTestServer({ storage });
});
afterAll(() => server.close());

const db = () => server.database.db;
const createAccount = async (input: { name: string; email: string; password: string }) =>
  (await createUser(db(), input)).userId;

async function signIn(email: string, password = DEMO_PASSWORD) {
  const session = new BrowserSession(server);
  const answer = await session.request('/api/auth/sign-in/email', { json: { email, password } });
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

    // Demo applicants: their applications fill the board (pipeline, analytics, universities) and sign in themselves.
    const [ownerRow] = await db().select().from(user).where(eq(user.email, DEMO_OWNER.email));
    const actor = { id: ownerRow!.id, name: ownerRow!.name };
    expect(await seedDemoApplicants(db(), storage, companyId, createAccount, actor)).toBe(6);
    expect(await seedDemoApplicants(db(), storage, companyId, createAccount, actor)).toBe(0);
    const ownerSession = await signIn(DEMO_OWNER.email);
    const board = (await ownerSession.request('/api/internship-board/applications?minGpa=3.8&sort=gpa')).body;
    expect(board.applications.map((a: { applicant: { name: string } }) => a.applicant.name)).toEqual([
      'Maya Chen (demo)',
      'Lucas Moreau (demo)',
    ]);
    const analytics = (await ownerSession.request('/api/internship-board/analytics')).body;
    expect(analytics).toMatchObject({ total: 6, overdue: 1, reviewed: 4, shortlisted: 2 });
    const universities = (await ownerSession.request('/api/internship-board/universities')).body;
    expect(universities[0]).toMatchObject({ university: 'Imperial College London', studentCount: 2 });
    const applicant = await signIn('maya.chen@demo-quants.quantleap.invalid', DEMO_APPLICANT_PASSWORD);
    expect((await applicant.request('/api/applications')).body[0]).toMatchObject({ status: 'Shortlisted' });
    // Conversations with two applicants: the firm's offer answered, and an applicant's question waiting.
    expect(await seedDemoConversations(db(), companyId, actor.id)).toBe(2);
    expect(await seedDemoConversations(db(), companyId, actor.id)).toBe(0);
    const inbox = (await ownerSession.request('/api/messages/conversations')).body;
    expect(inbox.conversations.map((c: { unread: number }) => c.unread).sort()).toEqual([0, 1]);
    const [offered] = await db()
      .select({ email: user.email })
      .from(conversations)
      .innerJoin(user, eq(user.id, conversations.quantUserId))
      .where(eq(conversations.startedBy, 'company'));
    const contacted = await signIn(offered!.email, DEMO_APPLICANT_PASSWORD);
    const mine = (await contacted.request('/api/messages/conversations')).body.conversations;
    expect(mine).toHaveLength(1);
    const thread = (await contacted.request(`/api/messages/conversations/${mine[0].id}`)).body;
    expect(thread.offer).toMatchObject({ pay: { period: 'month', min: 9500, max: 11000 } });
    expect(thread.messages).toHaveLength(3);
    const resumes = () =>
      readdirSync(path.join(uploads, 'resumes'), { recursive: true }).filter((f) => String(f).endsWith('.pdf'));
    expect(resumes()).toHaveLength(6);
    expect(await removeDemoApplicants(db(), storage)).toBe(6);
    expect(resumes()).toHaveLength(0);

    await removeDemoCompanies(db());
    expect(await db().select().from(companyProfiles).where(eq(companyProfiles.isDemo, true))).toHaveLength(0);
    expect(
      await db().select().from(internshipPositions).where(eq(internshipPositions.companyId, companyId)),
    ).toHaveLength(0);
    expect(await db().select().from(user).where(eq(user.email, DEMO_OWNER.email))).toHaveLength(0);
    expect(await db().select().from(conversations).where(eq(conversations.companyId, companyId))).toHaveLength(0);
  });
});
