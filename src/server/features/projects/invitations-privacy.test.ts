import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationAnswer, ProjectInvitations } from '../../../shared/contracts/projects';
import { signedInUser } from '../../test/accounts';
import {
  createCompany,
  createFirmBlock,
  createProject,
  createProjectInvitation,
  createQuantProfile,
} from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Issue 17 invitations' privacy, over random worlds: two firms, three quants whose profiles are visible or hidden,
 * each blocking each firm by company, by a reference firm at its domain, or not at all, and invitations stored
 * before those choices (a quant may hide or block after being invited). For every firm and quant: inviting answers
 * 201/200 exactly when the quant is visible and not blocking that firm, else the same 404 as an unknown profile; the
 * firm's list names exactly the invited quants it may still see; no answer ever holds a quant's e-mail or account id.
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

const worldArbitrary = fc.record({
  visible: fc.array(fc.boolean(), { minLength: QUANTS, maxLength: QUANTS }),
  /** blocks[quant][firm] */
  blocks: fc.array(
    fc.array(fc.constantFrom<Block>('none', 'company', 'reference-firm'), { minLength: FIRMS, maxLength: FIRMS }),
    { minLength: QUANTS, maxLength: QUANTS },
  ),
  /** invitedBefore[quant][firm]: an invitation stored before the quant hid or blocked. */
  invitedBefore: fc.array(fc.array(fc.boolean(), { minLength: FIRMS, maxLength: FIRMS }), {
    minLength: QUANTS,
    maxLength: QUANTS,
  }),
  visibility: fc.constantFrom('public' as const, 'private' as const),
});

describe('which quants a firm reaches through invitations', () => {
  it('invites and lists exactly the visible quants not blocking the firm, and never reveals an e-mail', async () => {
    await fc.assert(
      fc.asyncProperty(worldArbitrary, async (world) => {
        const firms = [];
        for (let f = 0; f < FIRMS; f += 1) {
          const owner = await signedInUser(server, `Invitation Privacy Firm ${f}`);
          const company = await createCompany(db(), { ownerUserId: owner.userId });
          const project = await createProject(db(), company.id, { visibility: world.visibility });
          firms.push({ ...owner, company, project });
        }
        const quants = [];
        for (let q = 0; q < QUANTS; q += 1) {
          const account = await signedInUser(server, `Invitation Privacy Quant ${q}`);
          const profile = await createQuantProfile(db(), account.userId, {
            fullName: `Privacy Quant ${q}`,
            isVisible: world.visible[q]!,
          });
          for (let f = 0; f < FIRMS; f += 1) {
            if (world.invitedBefore[q]![f]) await createProjectInvitation(db(), firms[f]!.project.id, account.userId);
            const how = world.blocks[q]![f]!;
            if (how !== 'none') {
              const company = firms[f]!.company;
              await createFirmBlock(db(), account.userId, { id: company.id, domain: company.domain! }, how);
            }
          }
          quants.push({ ...account, profile });
        }
        const secrets = quants.flatMap((q) => [q.email, q.userId]);
        const reachable = (q: number, f: number) => world.visible[q]! && world.blocks[q]![f] === 'none';

        for (let f = 0; f < FIRMS; f += 1) {
          const { session, project } = firms[f]!;
          const csrf = await session.csrfHeader();
          for (let q = 0; q < QUANTS; q += 1) {
            const answer = await session.request(`/api/projects/${project.id}/invitations`, {
              method: 'POST',
              json: { profileId: quants[q]!.profile.id },
              headers: csrf,
            });
            const text = JSON.stringify(answer.body);
            for (const secret of secrets) expect(text).not.toContain(secret);
            if (!reachable(q, f)) {
              expect(answer.status).toBe(404);
              continue;
            }
            expect(answer.status).toBe(world.invitedBefore[q]![f] ? 200 : 201);
            expect((answer.body as InvitationAnswer).invitation.profileId).toBe(quants[q]!.profile.id);
          }
          const list = await session.request(`/api/projects/${project.id}/invitations`);
          expect(list.status).toBe(200);
          const text = JSON.stringify(list.body);
          for (const secret of secrets) expect(text).not.toContain(secret);
          const named = new Set((list.body as ProjectInvitations).invitations.map((i) => i.profileId));
          const expected = new Set(quants.filter((_, q) => reachable(q, f)).map((quant) => quant.profile.id));
          expect(named).toEqual(expected);
          // The other firm's project is not there for this firm at all.
          const other = firms[(f + 1) % FIRMS]!.project;
          expect((await session.request(`/api/projects/${other.id}/invitations`)).status).toBe(404);
        }
      }),
      { numRuns: 10 },
    );
  });
});
