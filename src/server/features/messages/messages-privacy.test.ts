import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../shared/contracts/messages';
import { quantProfiles } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import {
  createApplication,
  createCompany,
  createFirmBlock,
  createPosition,
  createQuantProfile,
  createUser,
  uniqueEmail,
} from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { call, OFFER, written } from './messages-world';

/**
 * Issue 16 "privacy and safety", over random states: quants visible or hidden, blocking random firms by company or
 * by reference firm, applying or not; firms verified or not. A firm starts a conversation exactly when it is
 * verified and the quant does not block it, and either shows it their profile or applied to it; every refusal
 * writes nothing; no firm-facing answer ever holds a quant's e-mail or account id. A quant who then hides keeps
 * the conversations they have; one who blocks takes them from the firm.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;

const FIRMS = 3;
const quantArbitrary = fc.record({
  visible: fc.boolean(),
  blocks: fc.array(fc.record({ firm: fc.nat(FIRMS - 1), how: fc.constantFrom('company', 'reference-firm') }), {
    maxLength: 2,
  }),
  appliedTo: fc.array(fc.nat(FIRMS - 1), { maxLength: 2 }),
  /** Whether firms write to the profile (else to the application, when there is one). */
  viaProfile: fc.boolean(),
});
const firmArbitrary = fc.record({ verified: fc.boolean() });

async function makeFirm(verified: boolean) {
  const owner = await signedInUser(server, 'Privacy Firm');
  const domain = `messages-privacy-${randomBytes(5).toString('hex')}.example`;
  const company = await createCompany(db(), {
    ownerUserId: owner.userId,
    domain,
    website: `https://${domain}`,
    verification: verified ? 'verified' : 'pending',
  });
  const position = await createPosition(db(), company.id);
  return { session: owner.session, id: company.id, domain, verified, positionId: position.id };
}
type Firm = Awaited<ReturnType<typeof makeFirm>>;

const block = (userId: string, firm: { id: string; domain: string }, how: 'company' | 'reference-firm') =>
  createFirmBlock(db(), userId, firm, how);

describe('who a firm may write to, over random states', () => {
  it('exactly the quants it may see or who applied to it, never blocking it; no e-mail in any answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(quantArbitrary, { minLength: 1, maxLength: 5 }),
        fc.array(firmArbitrary, { minLength: FIRMS, maxLength: FIRMS }),
        async (quantSpecs, firmSpecs) => {
          const madeFirms: Firm[] = [];
          for (const f of firmSpecs) madeFirms.push(await makeFirm(f.verified));
          const quants = [];
          for (const spec of quantSpecs) {
            const email = uniqueEmail('secretinbox');
            const { userId } = await createUser(db(), { name: 'Random Quant', email });
            const profile = await createQuantProfile(db(), userId, { isVisible: spec.visible });
            for (const b of spec.blocks) await block(userId, madeFirms[b.firm]!, b.how);
            const applications = new Map<number, string>();
            for (const f of new Set(spec.appliedTo)) {
              const application = await createApplication(db(), { userId, opportunityId: madeFirms[f]!.positionId });
              applications.set(f, application.id);
            }
            quants.push({ spec, userId, email, profileId: profile.id, applications });
          }

          const started: { firm: Firm; quant: (typeof quants)[number]; id: string }[] = [];
          for (const [index, firm] of madeFirms.entries()) {
            const answers: unknown[] = [];
            for (const q of quants) {
              const blocked = q.spec.blocks.some((b) => b.firm === index);
              const applicationId = q.applications.get(index);
              const to =
                q.spec.viaProfile || !applicationId
                  ? { kind: 'profile' as const, profileId: q.profileId }
                  : { kind: 'application' as const, applicationId };
              const allowed = firm.verified && !blocked && (to.kind === 'profile' ? q.spec.visible : true);
              const query = to.kind === 'profile' ? `profileId=${to.profileId}` : `applicationId=${to.applicationId}`;
              const recipient = await call(firm.session, 'GET', `/api/messages/recipient?${query}`);
              expect(recipient.status, JSON.stringify(recipient.body)).toBe(allowed ? 200 : firm.verified ? 404 : 403);
              const before = await written(server);
              const start = await call(firm.session, 'POST', '/api/messages/conversations', {
                as: 'company',
                to,
                offer: OFFER,
                body: 'Would you like to talk about a role?',
              });
              expect(start.status, JSON.stringify(start.body)).toBe(allowed ? 201 : firm.verified ? 404 : 403);
              if (allowed) started.push({ firm, quant: q, id: (start.body as Conversation).id });
              else expect(await written(server)).toBe(before);
              answers.push(recipient.body, start.body);
            }
            answers.push((await call(firm.session, 'GET', '/api/messages/conversations')).body);
            for (const s of started.filter((s) => s.firm === firm))
              answers.push((await call(firm.session, 'GET', `/api/messages/conversations/${s.id}`)).body);
            const text = JSON.stringify(answers);
            expect(text.toLowerCase()).not.toContain('secretinbox');
            for (const q of quants) expect(text).not.toContain(q.userId);
          }

          // Hiding keeps the conversations a quant has; blocking a firm, by company or by its domain, takes its
          // conversation from it.
          for (const q of quants)
            await db().update(quantProfiles).set({ isVisible: false }).where(eq(quantProfiles.id, q.profileId));
          for (const [i, s] of started.entries()) {
            expect((await call(s.firm.session, 'GET', `/api/messages/conversations/${s.id}`)).status).toBe(200);
            await block(s.quant.userId, s.firm, i % 2 ? 'reference-firm' : 'company');
            expect((await call(s.firm.session, 'GET', `/api/messages/conversations/${s.id}`)).status).toBe(404);
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
