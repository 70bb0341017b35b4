import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { companyMembers, companyProfiles, quantProfiles, user, userApplications } from '../../db/schema';
import { createLocalStorage } from '../../platform/storage/storage';
import { signedInUser } from '../../test/accounts';
import type { BrowserSession } from '../../test/browser-session';
import {
  addCompanyMember,
  createApplication,
  createCompany,
  createPosition,
  createQuantProfile,
  TEST_PASSWORD,
} from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { ACCOUNT_DELETION_MESSAGES } from './account-deletion';

const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'quantleap-deletion-')));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ storage, config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;

async function deleteAccount(session: BrowserSession, password?: string) {
  return session.request('/api/auth/delete-user', { method: 'POST', json: password === undefined ? {} : { password } });
}

async function accountExists(userId: string): Promise<boolean> {
  return (await db().select({ id: user.id }).from(user).where(eq(user.id, userId))).length > 0;
}

describe('deleting an account', () => {
  it('refuses a company owner with what to do first, and deletes nothing', async () => {
    const owner = await signedInUser(server, 'Owning Olga');
    const company = await createCompany(db(), { ownerUserId: owner.userId, name: 'Olga Rates Partners' });
    const response = await deleteAccount(owner.session, TEST_PASSWORD);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(ACCOUNT_DELETION_MESSAGES.ownsCompany('Olga Rates Partners'));
    expect(await accountExists(owner.userId)).toBe(true);
    const [membership] = await db().select().from(companyMembers).where(eq(companyMembers.userId, owner.userId));
    expect(membership).toMatchObject({ companyId: company.id, role: 'owner' });
  });

  it('always asks for the password, however fresh the session, and refuses a wrong one', async () => {
    const quant = await signedInUser(server, 'Careful Carl');
    const without = await deleteAccount(quant.session);
    expect(without.status).toBe(400);
    expect(without.body.error.message).toBe(AUTH_MESSAGES.deletePasswordRequired);
    const wrong = await deleteAccount(quant.session, 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(await accountExists(quant.userId)).toBe(true);
  });

  it('removes a recruiter from the company, which keeps its owner and profile', async () => {
    const owner = await signedInUser(server, 'Staying Owner');
    const company = await createCompany(db(), { ownerUserId: owner.userId });
    const recruiter = await signedInUser(server, 'Leaving Recruiter');
    await addCompanyMember(db(), company.id, recruiter.userId, 'recruiter');
    const response = await deleteAccount(recruiter.session, TEST_PASSWORD);
    expect(response.status).toBe(200);
    expect(await accountExists(recruiter.userId)).toBe(false);
    const members = await db().select().from(companyMembers).where(eq(companyMembers.companyId, company.id));
    expect(members.map((m) => [m.userId, m.role])).toEqual([[owner.userId, 'owner']]);
    expect(await db().select().from(companyProfiles).where(eq(companyProfiles.id, company.id))).toHaveLength(1);
  });

  it("deletes a quant's profile, applications, résumé files and avatar, and signs them out", async () => {
    const quant = await signedInUser(server, 'Departing Dana');
    await createQuantProfile(db(), quant.userId);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#38bdf8' } })
      .png()
      .toBuffer();
    const avatar = await quant.session.upload(
      '/api/profile/avatar',
      'avatar',
      png,
      'me.png',
      'image/png',
      await quant.session.csrfHeader(),
    );
    expect(avatar.status).toBe(200);
    const avatarKey = String(avatar.body.avatarUrl).replace(/^\/uploads\//, '');
    const company = await createCompany(db());
    const position = await createPosition(db(), company.id, { payPeriod: 'month', payMin: 1000, payMax: 2000 });
    const resumeKey = `resumes/${quant.userId.toLowerCase()}/deletion-test.pdf`;
    await storage.put(resumeKey, new Uint8Array([37, 80, 68, 70]), 'application/pdf');
    await createApplication(db(), { userId: quant.userId, opportunityId: position.id, resumeKey });
    expect(await storage.get(avatarKey)).not.toBeNull();

    const response = await deleteAccount(quant.session, TEST_PASSWORD);
    expect(response.status).toBe(200);
    expect(await accountExists(quant.userId)).toBe(false);
    expect(await db().select().from(quantProfiles).where(eq(quantProfiles.userId, quant.userId))).toEqual([]);
    expect(await db().select().from(userApplications).where(eq(userApplications.userId, quant.userId))).toEqual([]);
    expect(await storage.get(resumeKey)).toBeNull();
    expect(await storage.get(avatarKey)).toBeNull();
    expect((await quant.session.request('/api/profile')).status).toBe(401);
  });
});
