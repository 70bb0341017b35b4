import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyMembers, companyProfiles, user } from '../../db/schema';

/**
 * A verified demo company with an owner and a recruiter who can sign in, so a newcomer can try the firm side on
 * a fresh install. Flagged is_demo; its accounts are at the reserved .invalid domain, so no mail reaches anyone.
 */
export const DEMO_COMPANY = {
  name: 'Demo Quant Capital (demo data)',
  slug: 'demo-quant-capital',
  website: 'https://demo-quant-capital.quantleap.invalid',
  domain: 'quantleap.invalid',
} as const;

export const DEMO_PASSWORD = 'DemoFirm2026!';
export const DEMO_OWNER = { name: 'Olivia Owner (demo)', email: 'owner@demo-firm.quantleap.invalid' } as const;
export const DEMO_RECRUITER = {
  name: 'Riley Recruiter (demo)',
  email: 'recruiter@demo-firm.quantleap.invalid',
} as const;

/** Makes a verified account that can sign in with `password`, returning its id (the auth feature's own hasher). */
export type CreateAccount = (input: { name: string; email: string; password: string }) => Promise<string>;

async function accountId(db: Db, createAccount: CreateAccount, person: { name: string; email: string }) {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, person.email));
  return existing?.id ?? createAccount({ ...person, password: DEMO_PASSWORD });
}

/** Loads the demo company and its two members; idempotent. Returns the company id. */
export async function seedDemoCompany(db: Db, createAccount: CreateAccount): Promise<string> {
  const ownerId = await accountId(db, createAccount, DEMO_OWNER);
  const recruiterId = await accountId(db, createAccount, DEMO_RECRUITER);
  return db.transaction(async (tx) => {
    await tx
      .insert(companyProfiles)
      .values({
        ...DEMO_COMPANY,
        category: 'Hedge Fund',
        sizeBand: '51–200',
        headquarters: 'London, UK',
        offices: ['New York, NY', 'Singapore'],
        description: 'Demo data: not a real firm. Sign in as its owner or recruiter to try the firm side.',
        verification: 'verified',
        verifiedVia: 'operator',
        verifiedAt: new Date(),
        approvedDomain: DEMO_COMPANY.domain,
        isDemo: true,
      })
      .onConflictDoNothing({ target: companyProfiles.slug });
    const [company] = await tx
      .select({ id: companyProfiles.id })
      .from(companyProfiles)
      .where(eq(companyProfiles.slug, DEMO_COMPANY.slug));
    await tx
      .insert(companyMembers)
      .values([
        { userId: ownerId, companyId: company!.id, role: 'owner' },
        { userId: recruiterId, companyId: company!.id, role: 'recruiter' },
      ])
      .onConflictDoNothing();
    return company!.id;
  });
}

/** Removes every demo company (its positions and their applications go with it) and the demo firm accounts. */
export async function removeDemoCompanies(db: Db): Promise<void> {
  await db.delete(companyProfiles).where(eq(companyProfiles.isDemo, true));
  await db.delete(user).where(inArray(user.email, [DEMO_OWNER.email, DEMO_RECRUITER.email]));
}
