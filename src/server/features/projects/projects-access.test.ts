import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../../shared/company';
import { companySuspendedMessage } from '../../../shared/operator-people';
import { API_ROUTES } from '../../../shared/contracts';
import { PROJECT_MESSAGES, type ProjectStatus } from '../../../shared/projects';
import { companyProfiles, projectMilestones, projects, user } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { addCompanyMember, createCompany, createProject } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Access tests for every firm project endpoint (issue 17), through the authorization layer (company-access.ts):
 * anonymous → 401; signed in without a company → 403; a member of another company → 404 for the first company's
 * projects, which stay exactly as they were; a recruiter may do everything an owner may (no project action is
 * owner-only); an unverified company → 403 for publish, reopen and renew, and allowed for everything else;
 * a write without the CSRF token → 403; a suspended company's member → 403 with the reason, and a suspended
 * account → 401 (issue 43). A new /api/projects route not listed here fails the completeness test.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;
const DAY = 86_400_000;

const DRAFT = {
  title: 'Access test project',
  description: 'A project made by the access tests.',
  skills: ['Python'],
  budget: { type: 'fixed', min: 5_000 },
};

type Method = 'get' | 'post' | 'put' | 'delete';
interface Endpoint {
  method: Method;
  path: string;
  /** The state the project acted on must be in for the action to succeed; none for routes without an id. */
  needs?: ProjectStatus | 'renewable';
  verifiedOnly?: boolean;
  body?: unknown;
  success: 200 | 201 | 204;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'get', path: '/api/projects', success: 200 },
  { method: 'post', path: '/api/projects', body: DRAFT, success: 201 },
  { method: 'get', path: '/api/projects/{id}', needs: 'draft', success: 200 },
  { method: 'put', path: '/api/projects/{id}', needs: 'published', body: DRAFT, success: 200 },
  { method: 'delete', path: '/api/projects/{id}', needs: 'draft', success: 204 },
  { method: 'post', path: '/api/projects/{id}/publish', needs: 'draft', verifiedOnly: true, success: 200 },
  { method: 'post', path: '/api/projects/{id}/duplicate', needs: 'published', success: 201 },
  { method: 'post', path: '/api/projects/{id}/close', needs: 'published', success: 200 },
  { method: 'post', path: '/api/projects/{id}/reopen', needs: 'closed', verifiedOnly: true, success: 200 },
  { method: 'post', path: '/api/projects/{id}/renew', needs: 'renewable', verifiedOnly: true, success: 200 },
];

/** A project of `companyId` in the state `needs` asks for. */
async function projectFor(companyId: string, needs: NonNullable<Endpoint['needs']>) {
  const now = Date.now();
  if (needs === 'draft') return createProject(db(), companyId, { status: 'draft', publishedAt: null });
  if (needs === 'closed') return createProject(db(), companyId, { status: 'closed', closedAt: new Date() });
  if (needs === 'renewable') {
    return createProject(db(), companyId, {
      publishedAt: new Date(now - 29 * DAY),
      expiresAt: new Date(now + DAY),
    });
  }
  return createProject(db(), companyId, { status: needs });
}

/** Everything stored about the company's projects, to compare before and after a refused request. */
async function fingerprint(companyId: string): Promise<string> {
  const rows = await db().select().from(projects).where(eq(projects.companyId, companyId)).orderBy(asc(projects.id));
  const milestones = await db()
    .select()
    .from(projectMilestones)
    .innerJoin(projects, eq(projects.id, projectMilestones.projectId))
    .where(eq(projects.companyId, companyId));
  return JSON.stringify([rows, milestones]);
}

function send(
  session: BrowserSession,
  endpoint: Endpoint,
  projectId: string | undefined,
  csrf: Record<string, string>,
) {
  const path = endpoint.path.replace('{id}', projectId ?? 'missing');
  return session.request(path, { method: endpoint.method.toUpperCase(), json: endpoint.body, headers: csrf });
}

async function sessions() {
  const owner = await signedInUser(server, 'Access Owner');
  const companyA = await createCompany(db(), { ownerUserId: owner.userId });
  const recruiter = await signedInUser(server, 'Access Recruiter');
  await addCompanyMember(db(), companyA.id, recruiter.userId, 'recruiter');
  const other = await signedInUser(server, 'Other Firm Owner');
  await createCompany(db(), { ownerUserId: other.userId });
  const pending = await signedInUser(server, 'Pending Firm Owner');
  const companyB = await createCompany(db(), { ownerUserId: pending.userId, verification: 'pending' });
  const quant = await signedInUser(server, 'No Company Quant');
  return { companyA, companyB, owner, recruiter, other, pending, quant, anonymous: new BrowserSession(server) };
}

describe('firm project endpoints, through the authorization layer', () => {
  it('lists every /api/projects route', () => {
    // Proposal routes have their own access tests (proposals-access.test.ts).
    const routes = API_ROUTES.filter(
      (route) =>
        route.path.startsWith('/api/projects') &&
        !route.path.includes('/proposals') &&
        !route.path.includes('/invitations'),
    );
    expect(routes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort(),
    );
  });

  describe.each(ENDPOINTS)('$method $path', (endpoint) => {
    const isWrite = endpoint.method !== 'get';

    it('refuses anonymous (401), no company (403), another company (404 or its own), a missing CSRF token (403)', async () => {
      const world = await sessions();
      const project = endpoint.needs ? await projectFor(world.companyA.id, endpoint.needs) : undefined;
      // Company A always has a project, so an answer about another company can be checked for not holding it.
      const projectOfA = project ?? (await projectFor(world.companyA.id, 'published'));
      const before = await fingerprint(world.companyA.id);
      const unchanged = async (who: string) => expect(await fingerprint(world.companyA.id), who).toBe(before);

      const anonymous = await send(world.anonymous, endpoint, project?.id, await world.anonymous.csrfHeader());
      expect(anonymous.status, 'anonymous').toBe(401);
      await unchanged('anonymous');

      const quant = await send(world.quant.session, endpoint, project?.id, await world.quant.session.csrfHeader());
      expect(quant.status, 'no company').toBe(403);
      expect(quant.body.error.message).toBe(COMPANY_MESSAGES.noCompany);
      await unchanged('no company');

      const other = await send(world.other.session, endpoint, project?.id, await world.other.session.csrfHeader());
      if (project) {
        expect(other.status, 'another company').toBe(404);
        expect(other.body.error.message).toBe(PROJECT_MESSAGES.notFound);
      } else {
        // List and create act on the caller's own company: company A's projects are not in the answer.
        expect(other.status, 'another company').toBe(endpoint.success);
        expect(JSON.stringify(other.body)).not.toContain(projectOfA.id);
      }
      await unchanged('another company');

      if (isWrite) {
        const noCsrf = await send(world.owner.session, endpoint, project?.id, {});
        expect(noCsrf.status, 'no CSRF token').toBe(403);
        expect(noCsrf.body.error.code).toBe('CSRF_FAILED');
        await unchanged('no CSRF token');
      }
    });

    it('lets a recruiter do it: no project action is owner-only', async () => {
      const world = await sessions();
      const project = endpoint.needs ? await projectFor(world.companyA.id, endpoint.needs) : undefined;
      const answer = await send(
        world.recruiter.session,
        endpoint,
        project?.id,
        await world.recruiter.session.csrfHeader(),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(endpoint.success);
    });

    it(
      endpoint.verifiedOnly
        ? 'refuses an unverified company (403, saying why) and writes nothing'
        : 'lets an unverified company do it (drafts need no verification)',
      async () => {
        const world = await sessions();
        const project = endpoint.needs ? await projectFor(world.companyB.id, endpoint.needs) : undefined;
        const before = await fingerprint(world.companyB.id);
        const answer = await send(
          world.pending.session,
          endpoint,
          project?.id,
          await world.pending.session.csrfHeader(),
        );
        if (endpoint.verifiedOnly) {
          expect(answer.status).toBe(403);
          expect(answer.body.error.message).toBe(COMPANY_MESSAGES.notVerified);
          expect(await fingerprint(world.companyB.id)).toBe(before);
        } else {
          expect(answer.status, JSON.stringify(answer.body)).toBe(endpoint.success);
        }
      },
    );

    it("refuses a suspended company's members (403, with the reason) and a suspended account (401)", async () => {
      const world = await sessions();
      const project = endpoint.needs ? await projectFor(world.companyA.id, endpoint.needs) : undefined;
      const reason = 'Fake projects';
      const suspendedAt = new Date();
      await db()
        .update(companyProfiles)
        .set({ suspendedAt, suspensionReason: reason })
        .where(eq(companyProfiles.id, world.companyA.id));
      const before = await fingerprint(world.companyA.id);
      const csrf = await world.recruiter.session.csrfHeader();
      const member = await send(world.recruiter.session, endpoint, project?.id, csrf);
      expect(member.status, 'suspended company').toBe(403);
      expect(member.body.error.message).toBe(companySuspendedMessage(reason));
      expect(await fingerprint(world.companyA.id)).toBe(before);

      await db()
        .update(companyProfiles)
        .set({ suspendedAt: null, suspensionReason: null })
        .where(eq(companyProfiles.id, world.companyA.id));
      const ownerCsrf = await world.owner.session.csrfHeader();
      await db().update(user).set({ suspendedAt, suspensionReason: reason }).where(eq(user.id, world.owner.userId));
      const account = await send(world.owner.session, endpoint, project?.id, ownerCsrf);
      expect(account.status, 'suspended account').toBe(401);
      expect(await fingerprint(world.companyA.id)).toBe(before);
    });
  });
});
