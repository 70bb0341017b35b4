import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../../shared/company';
import { API_ROUTES } from '../../../shared/contracts';
import { companySuspendedMessage } from '../../../shared/operator-people';
import { PROJECT_MESSAGES } from '../../../shared/projects';
import { companyProfiles, mailOutbox, projectInvitations, user } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import {
  addCompanyMember,
  createCompany,
  createProject,
  createProjectInvitation,
  createQuantProfile,
} from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Access tests for every invitation endpoint (issue 17), through the authorization layer.
 * Firm routes (company-access.ts): anonymous → 401; signed in without a company (a quant) → 403; another company's
 * member → 404 and nothing changed; an unverified company → 403 saying why (invitations show quants' names, which
 * only verified companies read, as in the talent directory); a recruiter may do what an owner may; a missing CSRF
 * token → 403; a suspended company's member → 403 with the operator's reason and a suspended account → 401 (issue
 * 43). The quant's own list: anonymous → 401. A new invitation route not listed here fails the
 * completeness test.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;

interface Endpoint {
  method: 'get' | 'post' | 'delete';
  path: string;
  /** The invitation must exist already (withdrawing it). */
  needsInvitation: boolean;
  success: 200 | 201 | 204;
}

const FIRM_ENDPOINTS: Endpoint[] = [
  { method: 'post', path: '/api/projects/{id}/invitations', needsInvitation: false, success: 201 },
  { method: 'get', path: '/api/projects/{id}/invitations', needsInvitation: true, success: 200 },
  { method: 'delete', path: '/api/projects/{id}/invitations/{profileId}', needsInvitation: true, success: 204 },
];

/** Everything stored about invitations and the mail they send, to compare before and after a refusal. */
async function fingerprint(): Promise<string> {
  const rows = await db().select().from(projectInvitations).orderBy(asc(projectInvitations.projectId));
  const mails = await db().select({ id: mailOutbox.id }).from(mailOutbox).orderBy(asc(mailOutbox.id));
  return JSON.stringify([rows, mails]);
}

/** A firm (owner and recruiter) verified or not, another verified firm, and a visible quant. */
async function world(verification: 'verified' | 'pending' = 'verified') {
  const owner = await signedInUser(server, 'Invitation Access Owner');
  const company = await createCompany(db(), { ownerUserId: owner.userId, verification });
  const recruiter = await signedInUser(server, 'Invitation Access Recruiter');
  await addCompanyMember(db(), company.id, recruiter.userId, 'recruiter');
  const other = await signedInUser(server, 'Other Firm');
  await createCompany(db(), { ownerUserId: other.userId });
  const quant = await signedInUser(server, 'Access Quant');
  const profile = await createQuantProfile(db(), quant.userId, { isVisible: true });
  const project = await createProject(db(), company.id, { visibility: 'private' });
  return { owner, recruiter, other, quant, profile, company, project, anonymous: new BrowserSession(server) };
}

type World = Awaited<ReturnType<typeof world>>;

async function send(session: BrowserSession, endpoint: Endpoint, w: World, csrf: Record<string, string>) {
  if (endpoint.needsInvitation) await createProjectInvitation(db(), w.project.id, w.quant.userId);
  const path = endpoint.path.replace('{id}', w.project.id).replace('{profileId}', w.profile.id);
  const json = endpoint.method === 'post' ? { profileId: w.profile.id } : undefined;
  return session.request(path, { method: endpoint.method.toUpperCase(), json, headers: csrf });
}

describe('invitation endpoints, through the authorization layer', () => {
  it('lists every invitation route', () => {
    const routes = API_ROUTES.filter((route) => route.path.includes('invitations') && route.path.includes('project'));
    expect(routes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      [...FIRM_ENDPOINTS.map((e) => `${e.method} ${e.path}`), 'get /api/my-project-invitations'].sort(),
    );
  });

  describe.each(FIRM_ENDPOINTS)('$method $path', (endpoint) => {
    it('refuses anonymous (401), a quant without a company (403), another company (404), a missing CSRF token (403), writing nothing', async () => {
      const w = await world();
      if (endpoint.needsInvitation) await createProjectInvitation(db(), w.project.id, w.quant.userId);
      const before = await fingerprint();
      const anonymous = await send(w.anonymous, endpoint, w, await w.anonymous.csrfHeader());
      expect(anonymous.status, 'anonymous').toBe(401);
      const quant = await send(w.quant.session, endpoint, w, await w.quant.session.csrfHeader());
      expect(quant.status, 'a quant calling a firm route').toBe(403);
      expect(quant.body.error.message).toBe(COMPANY_MESSAGES.noCompany);
      const other = await send(w.other.session, endpoint, w, await w.other.session.csrfHeader());
      expect(other.status, 'another company').toBe(404);
      expect(other.body.error.message).toBe(PROJECT_MESSAGES.notFound);
      if (endpoint.method !== 'get') {
        const noCsrf = await send(w.owner.session, endpoint, w, {});
        expect(noCsrf.status, 'no CSRF token').toBe(403);
        expect(noCsrf.body.error.code).toBe('CSRF_FAILED');
      }
      expect(await fingerprint()).toBe(before);
    });

    it('lets the owner and a recruiter do it', async () => {
      for (const who of ['owner', 'recruiter'] as const) {
        const w = await world();
        const session = w[who].session;
        const answer = await send(session, endpoint, w, await session.csrfHeader());
        expect(answer.status, `${who}: ${JSON.stringify(answer.body)}`).toBe(endpoint.success);
      }
    });

    it('refuses an unverified company (403, saying why) and writes nothing', async () => {
      const w = await world('pending');
      if (endpoint.needsInvitation) await createProjectInvitation(db(), w.project.id, w.quant.userId);
      const before = await fingerprint();
      const answer = await send(w.owner.session, endpoint, w, await w.owner.session.csrfHeader());
      expect(answer.status).toBe(403);
      expect(answer.body.error.message).toBe(COMPANY_MESSAGES.notVerified);
      expect(await fingerprint()).toBe(before);
    });
  });

  describe.each(FIRM_ENDPOINTS)('$method $path, suspended (issue 43)', (endpoint) => {
    it("refuses a suspended company's member (403 with the reason) and a suspended account (401)", async () => {
      const w = await world();
      if (endpoint.needsInvitation) await createProjectInvitation(db(), w.project.id, w.quant.userId);
      const csrf = await w.recruiter.session.csrfHeader();
      const before = await fingerprint();
      const reason = 'Invitations sent to scam quants';
      const suspend = (at: Date | null) =>
        db()
          .update(companyProfiles)
          .set({ suspendedAt: at, suspensionReason: at ? reason : null })
          .where(eq(companyProfiles.id, w.company.id));
      await suspend(new Date());
      const member = await send(w.recruiter.session, endpoint, w, csrf);
      expect(member.status, 'suspended company').toBe(403);
      expect(member.body.error.message).toBe(companySuspendedMessage(reason));
      expect(await fingerprint()).toBe(before);
      await suspend(null);
      await db()
        .update(user)
        .set({ suspendedAt: new Date(), suspensionReason: reason })
        .where(eq(user.id, w.recruiter.userId));
      const account = await send(w.recruiter.session, endpoint, w, csrf);
      expect(account.status, 'suspended account').toBe(401);
      expect(await fingerprint()).toBe(before);
    });
  });

  describe('get /api/my-project-invitations', () => {
    it('refuses anonymous (401) and answers a signed-in user (a quant or a firm member) with their own', async () => {
      const w = await world();
      await createProjectInvitation(db(), w.project.id, w.quant.userId);
      expect((await w.anonymous.request('/api/my-project-invitations')).status).toBe(401);
      const quant = await w.quant.session.request('/api/my-project-invitations');
      expect(quant.status).toBe(200);
      expect(quant.body.invitations.map((i: { project: { id: string } }) => i.project.id)).toEqual([w.project.id]);
      const owner = await w.owner.session.request('/api/my-project-invitations');
      expect(owner.status).toBe(200);
      expect(owner.body.invitations).toEqual([]);
    });
  });
});
