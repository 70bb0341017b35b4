import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../../shared/company';
import { API_ROUTES } from '../../../shared/contracts';
import { companySuspendedMessage } from '../../../shared/operator-people';
import { PROJECT_MESSAGES, PROPOSAL_MESSAGES } from '../../../shared/projects';
import { companyProfiles, conversations, projectProposals, projects, user } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import {
  addCompanyMember,
  createCompany,
  createProject,
  createProposal,
  createQuantProfile,
  inDays,
} from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Access tests for every proposal endpoint (issue 17), through the authorization layer.
 * Quant routes: anonymous → 401; signed in without a quant profile → 403 saying why; a missing CSRF token → 403.
 * Firm routes (company-access.ts): anonymous → 401; no company → 403; another company's member → 404 and nothing
 * changed; a recruiter may do everything an owner may; an unverified company reads proposals but may not
 * shortlist, decline or accept (403); a suspended account → 401 and a suspended company's member → 403 with the
 * operator's reason (issue 43). A new proposal route not listed here fails the completeness test.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;

const PROPOSAL = {
  coverNote: 'I calibrated SVI surfaces for an options desk for three years and can start next week.',
  price: { min: 9_000 },
  startDate: inDays(7),
};

interface Endpoint {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  side: 'quant' | 'firm';
  /** The proposal must exist already (edit, withdraw, the firm's actions). */
  needsProposal: boolean;
  verifiedOnly?: boolean;
  body?: unknown;
  success: 200 | 201;
}

const ENDPOINTS: Endpoint[] = [
  {
    method: 'post',
    path: '/api/leap-market/{id}/proposal',
    side: 'quant',
    needsProposal: false,
    body: PROPOSAL,
    success: 201,
  },
  {
    method: 'put',
    path: '/api/leap-market/{id}/proposal',
    side: 'quant',
    needsProposal: true,
    body: PROPOSAL,
    success: 200,
  },
  { method: 'delete', path: '/api/leap-market/{id}/proposal', side: 'quant', needsProposal: true, success: 200 },
  { method: 'get', path: '/api/my-proposals', side: 'quant', needsProposal: true, success: 200 },
  {
    method: 'get',
    path: '/api/projects/{id}/proposals',
    side: 'firm',
    needsProposal: true,
    verifiedOnly: true,
    success: 200,
  },
  {
    method: 'post',
    path: '/api/projects/{id}/proposals/{proposalId}/shortlist',
    side: 'firm',
    needsProposal: true,
    verifiedOnly: true,
    success: 200,
  },
  {
    method: 'post',
    path: '/api/projects/{id}/proposals/{proposalId}/decline',
    side: 'firm',
    needsProposal: true,
    verifiedOnly: true,
    body: { reason: 'timing' },
    success: 200,
  },
  {
    method: 'post',
    path: '/api/projects/{id}/proposals/{proposalId}/accept',
    side: 'firm',
    needsProposal: true,
    verifiedOnly: true,
    success: 200,
  },
];

function send(
  session: BrowserSession,
  endpoint: Endpoint,
  ids: { project: string; proposal: string },
  csrf: Record<string, string>,
) {
  const path = endpoint.path.replace('{id}', ids.project).replace('{proposalId}', ids.proposal);
  return session.request(path, { method: endpoint.method.toUpperCase(), json: endpoint.body, headers: csrf });
}

/** Everything stored about proposals, projects and conversations, to compare before and after a refusal. */
async function fingerprint(): Promise<string> {
  const proposals = await db().select().from(projectProposals).orderBy(asc(projectProposals.id));
  const rows = await db().select().from(projects).orderBy(asc(projects.id));
  const talks = await db().select().from(conversations).orderBy(asc(conversations.id));
  // Read positions are bigints, which JSON has no form for.
  return JSON.stringify([proposals, rows, talks], (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
}

/** A verified firm (owner and recruiter), another firm, an unverified firm, a quant with a profile and one without. */
async function world(verification: 'verified' | 'pending' = 'verified') {
  const owner = await signedInUser(server, 'Proposal Access Owner');
  const company = await createCompany(db(), { ownerUserId: owner.userId, verification });
  const recruiter = await signedInUser(server, 'Proposal Access Recruiter');
  await addCompanyMember(db(), company.id, recruiter.userId, 'recruiter');
  const other = await signedInUser(server, 'Other Firm');
  await createCompany(db(), { ownerUserId: other.userId });
  const quant = await signedInUser(server, 'Access Quant');
  await createQuantProfile(db(), quant.userId);
  const noProfile = await signedInUser(server, 'No Profile');
  // An unverified company's project is not on LeapMarket; it is published so the firm side can be exercised.
  const project = await createProject(db(), company.id);
  return { owner, recruiter, other, quant, noProfile, company, project, anonymous: new BrowserSession(server) };
}

async function idsFor(w: Awaited<ReturnType<typeof world>>, endpoint: Endpoint) {
  const proposal = endpoint.needsProposal ? await createProposal(db(), w.project.id, w.quant.userId) : null;
  return { project: w.project.id, proposal: proposal?.id ?? '00000000-0000-4000-8000-000000000000' };
}

describe('proposal endpoints, through the authorization layer', () => {
  it('lists every proposal route', () => {
    const routes = API_ROUTES.filter((route) => route.path.includes('proposal'));
    expect(routes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort(),
    );
  });

  describe.each(ENDPOINTS.filter((e) => e.side === 'quant'))('$method $path', (endpoint) => {
    it('refuses anonymous (401), a user without a quant profile (403), a missing CSRF token (403); lets the quant', async () => {
      const w = await world();
      const ids = await idsFor(w, endpoint);
      const before = await fingerprint();
      const anonymous = await send(w.anonymous, endpoint, ids, await w.anonymous.csrfHeader());
      expect(anonymous.status, 'anonymous').toBe(401);
      const noProfile = await send(w.noProfile.session, endpoint, ids, await w.noProfile.session.csrfHeader());
      expect(noProfile.status, 'no quant profile').toBe(403);
      expect(noProfile.body.error.message).toBe(PROPOSAL_MESSAGES.needsQuantProfile);
      if (endpoint.method !== 'get') {
        const noCsrf = await send(w.quant.session, endpoint, ids, {});
        expect(noCsrf.status, 'no CSRF token').toBe(403);
        expect(noCsrf.body.error.code).toBe('CSRF_FAILED');
      }
      expect(await fingerprint()).toBe(before);
      const answer = await send(w.quant.session, endpoint, ids, await w.quant.session.csrfHeader());
      expect(answer.status, JSON.stringify(answer.body)).toBe(endpoint.success);
    });
  });

  describe.each(ENDPOINTS.filter((e) => e.side === 'firm'))('$method $path', (endpoint) => {
    it('refuses anonymous (401), no company (403), another company (404), a missing CSRF token (403), writing nothing', async () => {
      const w = await world();
      const ids = await idsFor(w, endpoint);
      const before = await fingerprint();
      const anonymous = await send(w.anonymous, endpoint, ids, await w.anonymous.csrfHeader());
      expect(anonymous.status, 'anonymous').toBe(401);
      const quant = await send(w.quant.session, endpoint, ids, await w.quant.session.csrfHeader());
      expect(quant.status, 'no company').toBe(403);
      expect(quant.body.error.message).toBe(COMPANY_MESSAGES.noCompany);
      const other = await send(w.other.session, endpoint, ids, await w.other.session.csrfHeader());
      expect(other.status, 'another company').toBe(404);
      expect(other.body.error.message).toBe(PROJECT_MESSAGES.notFound);
      if (endpoint.method !== 'get') {
        const noCsrf = await send(w.owner.session, endpoint, ids, {});
        expect(noCsrf.status, 'no CSRF token').toBe(403);
      }
      expect(await fingerprint()).toBe(before);
    });

    it('lets a recruiter do it', async () => {
      const w = await world();
      const ids = await idsFor(w, endpoint);
      const answer = await send(w.recruiter.session, endpoint, ids, await w.recruiter.session.csrfHeader());
      expect(answer.status, JSON.stringify(answer.body)).toBe(endpoint.success);
    });

    it(
      endpoint.verifiedOnly
        ? 'refuses an unverified company (403, saying why) and writes nothing'
        : 'lets an unverified company read them',
      async () => {
        const w = await world('pending');
        const ids = await idsFor(w, endpoint);
        const before = await fingerprint();
        const answer = await send(w.owner.session, endpoint, ids, await w.owner.session.csrfHeader());
        if (endpoint.verifiedOnly) {
          expect(answer.status).toBe(403);
          expect(answer.body.error.message).toBe(COMPANY_MESSAGES.notVerified);
          expect(await fingerprint()).toBe(before);
        } else {
          expect(answer.status, JSON.stringify(answer.body)).toBe(endpoint.success);
        }
      },
    );
  });

  describe.each(ENDPOINTS)('$method $path, suspended (issue 43)', (endpoint) => {
    it('refuses a suspended account (401) and, on the firm side, a suspended company (403 with the reason)', async () => {
      const w = await world();
      const ids = await idsFor(w, endpoint);
      const actor = endpoint.side === 'quant' ? w.quant : w.recruiter;
      const csrf = await actor.session.csrfHeader();
      const before = await fingerprint();
      const reason = 'Scam offers to quants';
      if (endpoint.side === 'firm') {
        await db()
          .update(companyProfiles)
          .set({ suspendedAt: new Date(), suspensionReason: reason })
          .where(eq(companyProfiles.id, w.company.id));
        const member = await send(actor.session, endpoint, ids, csrf);
        expect(member.status, 'suspended company').toBe(403);
        expect(member.body.error.message).toBe(companySuspendedMessage(reason));
        expect(await fingerprint()).toBe(before);
        await db()
          .update(companyProfiles)
          .set({ suspendedAt: null, suspensionReason: null })
          .where(eq(companyProfiles.id, w.company.id));
      }
      await db()
        .update(user)
        .set({ suspendedAt: new Date(), suspensionReason: reason })
        .where(eq(user.id, actor.userId));
      const account = await send(actor.session, endpoint, ids, csrf);
      expect(account.status, 'suspended account').toBe(401);
      expect(await fingerprint()).toBe(before);
    });
  });

  it("answers 404 for another project's proposal id on the firm's own project", async () => {
    const w = await world();
    const second = await createProject(db(), w.company.id);
    const proposal = await createProposal(db(), second.id, w.quant.userId);
    const before = await fingerprint();
    const answer = await w.owner.session.request(`/api/projects/${w.project.id}/proposals/${proposal.id}/accept`, {
      method: 'POST',
      headers: await w.owner.session.csrfHeader(),
    });
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe(PROPOSAL_MESSAGES.notFound);
    expect(await fingerprint()).toBe(before);
    const [row] = await db().select().from(projectProposals).where(eq(projectProposals.id, proposal.id));
    expect(row!.status).toBe('submitted');
  });
});
