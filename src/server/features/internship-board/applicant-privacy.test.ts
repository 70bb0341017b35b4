import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail, ApplicationsPage } from '../../../shared/contracts/applicant-tracking';
import { firms, profiles, quantFirmBlocks } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import {
  createApplication,
  createCompany,
  createPosition,
  createQuantProfile,
  createUser,
  uniqueEmail,
} from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * What a firm learns about its applicants, over random states: whatever mix of quant profiles (visible, hidden,
 * none), account profiles and withdrawals, no firm answer (list, detail, CSV) carries an applicant's e-mail, and a
 * quant profile's own fields (headline, bio, experience) reach the firm only when its owner made it visible and does
 * not hide from the firm (a block on the company, or on a reference firm at its domain).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;

const applicantArbitrary = fc.record({
  quantProfile: fc.constantFrom('visible', 'hidden', 'none'),
  /** The applicant hides from this firm (issue 14): by the company itself, or by a reference firm at its domain. */
  blocks: fc.constantFrom('none', 'company', 'domain'),
  profileName: fc.option(fc.constantFrom('Grace Hopper', 'Émilie du Châtelet', ''), { nil: null }),
  experienceYears: fc.integer({ min: 1, max: 30 }),
  withdrawn: fc.boolean(),
});

describe('applicant privacy, over random states', () => {
  it('never shows an e-mail, and a quant profile only when visible', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(applicantArbitrary, { minLength: 1, maxLength: 5 }), async (specs) => {
        const owner = await signedInUser(server, 'Privacy Owner');
        const domain = `privacy-${randomBytes(4).toString('hex')}.example`;
        const company = await createCompany(db(), { ownerUserId: owner.userId, domain, website: `https://${domain}` });
        const position = await createPosition(db(), company.id);
        const made = [];
        for (const spec of specs) {
          // The e-mail's local part is also a marker a leak of any e-mail-derived text would show.
          const email = uniqueEmail('secretinbox');
          const user = await createUser(db(), { name: 'Applicant Person', email });
          if (spec.profileName !== null)
            await db().insert(profiles).values({ id: user.userId, fullName: spec.profileName });
          if (spec.quantProfile !== 'none') {
            await createQuantProfile(db(), user.userId, {
              isVisible: spec.quantProfile === 'visible',
              bio: `Private bio of ${user.userId}`,
              experienceYears: spec.experienceYears,
            });
          }
          if (spec.blocks !== 'none')
            await db()
              .insert(quantFirmBlocks)
              .values(
                spec.blocks === 'company'
                  ? { userId: user.userId, companyId: company.id, name: company.name }
                  : { userId: user.userId, firmId: await referenceFirmAt(domain), name: 'Reference', domain },
              );
          const application = await createApplication(db(), {
            userId: user.userId,
            opportunityId: position.id,
            ...(spec.withdrawn ? { status: 'Withdrawn' as const, resumeKey: null } : {}),
          });
          made.push({ spec, user, application });
        }

        const page = (await owner.session.request('/api/internship-board/applications')).body as ApplicationsPage;
        const csv = String((await owner.session.request('/api/internship-board/applications/export')).body);
        expect(page.total).toBe(specs.length);
        for (const { spec, user, application } of made) {
          const detail = (await owner.session.request(`/api/internship-board/applications/${application.id}`))
            .body as ApplicationDetail;
          const summary = page.applications.find((a) => a.id === application.id)!;
          const visible = spec.quantProfile === 'visible' && spec.blocks === 'none';
          for (const answer of [JSON.stringify(page), JSON.stringify(detail), csv]) {
            expect(answer).not.toContain(user.email);
            expect(answer.toLowerCase()).not.toContain('secretinbox');
          }
          expect(detail.quantProfile !== null).toBe(visible);
          expect(JSON.stringify(detail).includes(`Private bio of ${user.userId}`)).toBe(visible);
          expect(summary.applicant.experienceYears).toBe(visible ? spec.experienceYears : 0);
          // The name: the account profile's when it has one, else the sign-up name.
          expect(summary.applicant.name).toBe(spec.profileName || 'Applicant Person');
          expect(detail.hasResume).toBe(!spec.withdrawn);
        }
      }),
      { numRuns: 12 },
    );
  });
});

/** The reference firm whose website is at `domain` (one per domain, made on first use). */
async function referenceFirmAt(domain: string): Promise<number> {
  const name = `Reference ${domain}`;
  const [existing] = await db().select({ id: firms.id }).from(firms).where(eq(firms.name, name));
  if (existing) return existing.id;
  const [row] = await db()
    .insert(firms)
    .values({ name, url: `https://${domain}/`, category: 'Hedge Fund', description: 'A test firm.' })
    .returning({ id: firms.id });
  return row!.id;
}
