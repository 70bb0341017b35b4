import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../../shared/company';
import type { MatchRun, RecentMatch, TalentPage } from '../../../shared/contracts/talent';
import { quantProfiles } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import type { BrowserSession } from '../../test/browser-session';
import { createCompany, createFirmBlock, createQuantProfile, createUser, uniqueEmail } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Issue 14 "privacy proved, not promised": over random quants (visible or not, filled in or still the placeholder,
 * hiding from random firms by company or by reference firm) and random firms (verified or not), every firm-facing
 * answer — directory pages, profile views, match results, saved matches — holds only quants who are listed and do
 * not block that firm, and never an e-mail address. Then a quant who hides or blocks leaves the saved matches too.
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
  filledIn: fc.boolean(),
  blocks: fc.array(fc.record({ firm: fc.nat(FIRMS - 1), how: fc.constantFrom('company', 'reference-firm') }), {
    maxLength: 2,
  }),
});
type QuantSpec = typeof quantArbitrary extends fc.Arbitrary<infer T> ? T : never;
const firmArbitrary = fc.record({ verified: fc.boolean() });

interface Firm {
  session: BrowserSession;
  id: string;
  domain: string;
  verified: boolean;
}

async function makeFirm(verified: boolean): Promise<Firm> {
  const owner = await signedInUser(server, 'Privacy Firm');
  const domain = `talent-privacy-${randomBytes(5).toString('hex')}.example`;
  const company = await createCompany(db(), {
    ownerUserId: owner.userId,
    domain,
    website: `https://${domain}`,
    verification: verified ? 'verified' : 'pending',
  });
  return { session: owner.session, id: company.id, domain, verified };
}

const block = (userId: string, firm: { id: string; domain: string }, how: 'company' | 'reference-firm') =>
  createFirmBlock(db(), userId, firm, how);

async function everyDirectoryPage(session: BrowserSession, tag: string): Promise<TalentPage[]> {
  const pages: TalentPage[] = [];
  for (let page = 1; ; page++) {
    const response = await session.request(`/api/talent?q=${tag}&page=${page}`);
    expect(response.status).toBe(200);
    pages.push(response.body as TalentPage);
    if (page >= (response.body as TalentPage).pageCount) return pages;
  }
}

async function runMatch(session: BrowserSession, tag: string): Promise<MatchRun> {
  const response = await session.request('/api/talent-match', {
    method: 'POST',
    json: { requiredSkills: [tag], jobTitle: 'Privacy check' },
    headers: await session.csrfHeader(),
  });
  expect(response.status).toBe(200);
  return response.body as MatchRun;
}

describe('firm-facing talent answers, over random states', () => {
  it('hold only listed quants who do not block the firm, and no e-mail', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(quantArbitrary, { minLength: 1, maxLength: 6 }),
        fc.array(firmArbitrary, { minLength: FIRMS, maxLength: FIRMS }),
        async (quantSpecs, firmSpecs) => {
          const tag = `priv${randomBytes(5).toString('hex')}`;
          const madeFirms = await Promise.all(firmSpecs.map((f) => makeFirm(f.verified)));
          const quants: { spec: QuantSpec; row: { id: string; userId: string }; email: string }[] = [];
          for (const spec of quantSpecs) {
            const email = uniqueEmail('hiddeninbox');
            const { userId } = await createUser(db(), { name: 'Random Quant', email });
            const row = await createQuantProfile(db(), userId, {
              isVisible: spec.visible,
              title: spec.filledIn ? 'Quant Researcher' : 'Update your profile',
              skills: spec.filledIn ? [tag] : ['Update your skills'],
              bio: spec.filledIn ? `Works on ${tag}.` : null,
            });
            for (const b of spec.blocks) await block(userId, madeFirms[b.firm]!, b.how);
            quants.push({ spec, row, email });
          }
          const mayBeSeenBy = (q: (typeof quants)[number], firmIndex: number) =>
            q.spec.visible && q.spec.filledIn && !q.spec.blocks.some((b) => b.firm === firmIndex);

          for (const [index, firm] of madeFirms.entries()) {
            if (!firm.verified) {
              const refused = await firm.session.request(`/api/talent?q=${tag}`);
              expect(refused.status).toBe(403);
              expect(refused.body.error.message).toBe(COMPANY_MESSAGES.notVerified);
              continue;
            }
            const expected = quants.filter((q) => mayBeSeenBy(q, index)).map((q) => q.row.id);
            const pages = await everyDirectoryPage(firm.session, tag);
            const match = await runMatch(firm.session, tag);
            const recent = (await firm.session.request('/api/talent-match/recent')).body.matches as RecentMatch[];
            expect(pages.flatMap((p) => p.profiles.map((c) => c.id)).sort()).toEqual([...expected].sort());
            expect(match.results.map((r) => r.profile.id).sort()).toEqual([...expected].sort());
            expect(recent[0]!.top.map((t) => t.profileId).every((id) => expected.includes(id))).toBe(true);
            const answers = [JSON.stringify(pages), JSON.stringify(match), JSON.stringify(recent)];
            for (const q of quants) {
              const profile = await firm.session.request(`/api/talent/${q.row.id}`);
              expect(profile.status).toBe(expected.includes(q.row.id) ? 200 : 404);
              answers.push(JSON.stringify(profile.body));
            }
            for (const answer of answers) {
              expect(answer.toLowerCase()).not.toContain('hiddeninbox');
              for (const q of quants) expect(answer).not.toContain(q.row.userId);
            }
          }

          // Every quant who could be seen now hides: the saved matches lose them at once.
          for (const q of quants)
            await db().update(quantProfiles).set({ isVisible: false }).where(eq(quantProfiles.id, q.row.id));
          for (const firm of madeFirms.filter((f) => f.verified)) {
            const recent = (await firm.session.request('/api/talent-match/recent')).body.matches as RecentMatch[];
            const ids = new Set(quants.map((q) => q.row.id));
            expect(recent.flatMap((m) => m.top).filter((t) => ids.has(t.profileId))).toEqual([]);
          }
        },
      ),
      { numRuns: 10 },
    );
  });
});
