import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../../../shared/applications';
import { OPEN_APPLICATION_STATUSES, CONSIDERED_PROPOSAL_STATUSES } from '../../../shared/company-dashboard';
import type { DashboardSummary, PipelinePage } from '../../../shared/contracts/company-dashboard';
import { PROPOSAL_STATUSES } from '../../../shared/projects';
import { signedInUser } from '../../test/accounts';
import {
  createApplication,
  createCompany,
  createConversation,
  createFirmBlock,
  createPosition,
  createProject,
  createProposal,
  createQuantProfile,
} from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Issue 17's Talent Pipeline over random worlds: two firms, three quants (profiles visible or hidden), each quant
 * with any application status, proposal status and conversation state at each firm, blocking each firm by company,
 * by reference firm at its domain, or not at all. Each firm's card and list show exactly its own open
 * applications (the applicant shared them by applying, as on the board), and the proposals and conversations of
 * quants not blocking it; never another firm's, never an e-mail or account id.
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
const CONVERSATION_STATES = ['quant-last', 'company-last', 'declined'] as const;

const dealingsArbitrary = fc.record({
  application: fc.option(fc.constantFrom(...APPLICATION_STATUSES), { nil: null }),
  proposal: fc.option(fc.constantFrom(...PROPOSAL_STATUSES), { nil: null }),
  conversation: fc.option(fc.constantFrom(...CONVERSATION_STATES), { nil: null }),
  block: fc.constantFrom<Block>('none', 'company', 'reference-firm'),
});
/** world[quant][firm] */
const worldArbitrary = fc.record({
  visible: fc.array(fc.boolean(), { minLength: QUANTS, maxLength: QUANTS }),
  dealings: fc.array(fc.array(dealingsArbitrary, { minLength: FIRMS, maxLength: FIRMS }), {
    minLength: QUANTS,
    maxLength: QUANTS,
  }),
});

const isOneOf = <T extends string>(list: readonly T[], value: string | null): boolean =>
  value !== null && (list as readonly string[]).includes(value);

describe('who is in a firm’s Talent Pipeline', () => {
  it('is exactly its own open dealings with quants, blocking quants’ proposals and messages left out', async () => {
    await fc.assert(
      fc.asyncProperty(worldArbitrary, async (world) => {
        const firms = [];
        for (let f = 0; f < FIRMS; f += 1) {
          const owner = await signedInUser(server, `Pipeline Firm ${f}`);
          const company = await createCompany(db(), { ownerUserId: owner.userId });
          const position = await createPosition(db(), company.id);
          const project = await createProject(db(), company.id);
          firms.push({ ...owner, company, position, project, expected: new Set<string>() });
        }
        const secrets: string[] = [];
        for (let q = 0; q < QUANTS; q += 1) {
          const account = await signedInUser(server, `Pipeline Quant ${q}`);
          secrets.push(account.email, account.userId);
          await createQuantProfile(db(), account.userId, { isVisible: world.visible[q]! });
          for (let f = 0; f < FIRMS; f += 1) {
            const firm = firms[f]!;
            const deal = world.dealings[q]![f]!;
            if (deal.block !== 'none')
              await createFirmBlock(
                db(),
                account.userId,
                { id: firm.company.id, domain: firm.company.domain! },
                deal.block,
              );
            const shown = deal.block === 'none';
            if (deal.application) {
              const row = await createApplication(db(), {
                userId: account.userId,
                opportunityId: firm.position.id,
                status: deal.application,
              });
              if (isOneOf(OPEN_APPLICATION_STATUSES, deal.application)) firm.expected.add(`application:${row.id}`);
            }
            if (deal.proposal) {
              const row = await createProposal(db(), firm.project.id, account.userId, { status: deal.proposal });
              if (shown && isOneOf(CONSIDERED_PROPOSAL_STATUSES, deal.proposal))
                firm.expected.add(`proposal:${row.id}`);
            }
            if (deal.conversation) {
              const row = await createConversation(db(), firm.company.id, account.userId, {
                lastSide: deal.conversation === 'company-last' ? 'company' : 'quant',
                status: deal.conversation === 'declined' ? 'declined' : 'open',
              });
              if (shown && deal.conversation === 'quant-last') firm.expected.add(`conversation:${row.id}`);
            }
          }
        }

        for (const firm of firms) {
          const summary = await firm.session.request('/api/company-dashboard');
          const list = await firm.session.request('/api/company-dashboard/pipeline');
          expect(summary.status).toBe(200);
          expect(list.status).toBe(200);
          const page = list.body as PipelinePage;
          expect(new Set(page.people.map((p) => `${p.kind}:${p.id}`))).toEqual(firm.expected);
          expect((summary.body as DashboardSummary).talentPipeline.total).toBe(firm.expected.size);
          const text = JSON.stringify([summary.body, list.body]);
          for (const secret of secrets) expect(text).not.toContain(secret);
        }
      }),
      { numRuns: 10 },
    );
  });
});
