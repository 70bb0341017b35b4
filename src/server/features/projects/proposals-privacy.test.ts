import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPOSAL_STATUSES, type ProposalStatus } from '../../../shared/projects';
import type { FirmProposals, MyProposals, OwnProjects } from '../../../shared/contracts/projects';
import { signedInUser } from '../../test/accounts';
import {
  createCompany,
  createFirmBlock,
  createProject,
  createProposal,
  createQuantProfile,
} from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Issue 17 proposals' privacy, over random worlds: projects of two firms, three quants (profiles visible or
 * hidden) proposing on some of them in any status, and each quant blocking each firm by company, by reference firm
 * at its domain, or not at all. A firm sees exactly the proposals on its own projects from quants not blocking it
 * (and counts the ones not withdrawn), gets a 404 for another firm's project and for a blocking quant's proposal,
 * never reads a quant's e-mail or account id; a quant sees exactly their own proposals.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;

const FIRMS = 2;
const QUANTS = 3;
type Block = 'none' | 'company' | 'reference-firm';

const projectArbitrary = fc.record({
  firm: fc.nat(FIRMS - 1),
  /** Per quant: no proposal, or one in this status. */
  proposals: fc.array(fc.option(fc.constantFrom(...PROPOSAL_STATUSES), { nil: null }), {
    minLength: QUANTS,
    maxLength: QUANTS,
  }),
});
const worldArbitrary = fc.record({
  projects: fc.array(projectArbitrary, { minLength: 1, maxLength: 4 }),
  visible: fc.array(fc.boolean(), { minLength: QUANTS, maxLength: QUANTS }),
  /** blocks[quant][firm] */
  blocks: fc.array(
    fc.array(fc.constantFrom<Block>('none', 'company', 'reference-firm'), { minLength: FIRMS, maxLength: FIRMS }),
    { minLength: QUANTS, maxLength: QUANTS },
  ),
});

describe('who sees which proposal', () => {
  it('shows a firm exactly its own projects’ proposals from quants not blocking it, and a quant only their own', async () => {
    await fc.assert(
      fc.asyncProperty(worldArbitrary, async (world) => {
        const firms = [];
        for (let f = 0; f < FIRMS; f += 1) {
          const owner = await signedInUser(server, `Privacy Firm ${f}`);
          const company = await createCompany(db(), { ownerUserId: owner.userId });
          firms.push({ ...owner, company });
        }
        const quants = [];
        for (let q = 0; q < QUANTS; q += 1) {
          const account = await signedInUser(server, `Privacy Quant ${q}`);
          await createQuantProfile(db(), account.userId, { isVisible: world.visible[q]! });
          for (let f = 0; f < FIRMS; f += 1) {
            const how = world.blocks[q]![f]!;
            if (how !== 'none')
              await createFirmBlock(
                db(),
                account.userId,
                { id: firms[f]!.company.id, domain: firms[f]!.company.domain! },
                how,
              );
          }
          quants.push(account);
        }
        const secrets = quants.flatMap((q) => [q.email, q.userId]);

        // What each firm should see per project, and what each quant sent.
        const projects: { id: string; firm: number; visible: Map<string, ProposalStatus> }[] = [];
        const sentBy = quants.map(() => new Set<string>());
        for (const spec of world.projects) {
          const project = await createProject(db(), firms[spec.firm]!.company.id);
          const visible = new Map<string, ProposalStatus>();
          for (let q = 0; q < QUANTS; q += 1) {
            const status = spec.proposals[q];
            if (!status) continue;
            const proposal = await createProposal(db(), project.id, quants[q]!.userId, { status });
            sentBy[q]!.add(proposal.id);
            if (world.blocks[q]![spec.firm] === 'none') visible.set(proposal.id, status);
            else {
              // A blocking quant's proposal is not there for the firm, not even to act on.
              const act = await firms[spec.firm]!.session.request(
                `/api/projects/${project.id}/proposals/${proposal.id}/shortlist`,
                { method: 'POST', headers: await firms[spec.firm]!.session.csrfHeader() },
              );
              expect(act.status).toBe(404);
            }
          }
          projects.push({ id: project.id, firm: spec.firm, visible });
        }

        for (let f = 0; f < FIRMS; f += 1) {
          const session = firms[f]!.session;
          const own = await session.request('/api/projects');
          expect(own.status).toBe(200);
          const counts = new Map((own.body as OwnProjects).projects.map((p) => [p.id, p.proposalCount]));
          for (const project of projects) {
            const answer = await session.request(`/api/projects/${project.id}/proposals`);
            const text = JSON.stringify(answer.body);
            for (const secret of secrets) expect(text).not.toContain(secret);
            if (project.firm !== f) {
              expect(answer.status).toBe(404);
              continue;
            }
            expect(answer.status).toBe(200);
            const page = answer.body as FirmProposals;
            expect(new Map(page.proposals.map((p) => [p.id, p.status]))).toEqual(project.visible);
            expect(page.total).toBe(project.visible.size);
            const notWithdrawn = [...project.visible.values()].filter((s) => s !== 'withdrawn').length;
            expect(counts.get(project.id)).toBe(notWithdrawn);
          }
        }

        for (let q = 0; q < QUANTS; q += 1) {
          const mine = await quants[q]!.session.request('/api/my-proposals');
          expect(mine.status).toBe(200);
          const ids = new Set((mine.body as MyProposals).proposals.map((p) => p.id));
          expect(ids).toEqual(sentBy[q]);
        }
      }),
      { numRuns: 10 },
    );
  });
});
