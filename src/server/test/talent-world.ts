import type { Db } from '../db/client';
import { quantProfiles } from '../db/schema';
import { oneOf, type Uniform } from '../platform/seeded-random';
import { createCompany, createFirmBlock, createUser } from './factories';

type QuantProfileInsert = typeof quantProfiles.$inferInsert;

/**
 * The world of the talent property tests: `companies` firms at domains of their own, and an account with a quant
 * profile for each of `profiles` (its row from `row`), every `blockEvery`-th blocking a random firm by company or as
 * a reference firm. Draws from `random` in the same order whatever the caller, so a seed gives the same world.
 */
export async function createTalentWorld<P extends { fullName: string }>(
  db: Db,
  random: Uniform,
  options: {
    domainPrefix: string;
    companies: number;
    profiles: readonly P[];
    row: (profile: P, n: number) => Omit<QuantProfileInsert, 'userId'>;
    blockEvery: number;
  },
): Promise<{ companies: { id: string; domain: string }[]; users: string[] }> {
  const companies = await Promise.all(
    Array.from({ length: options.companies }, async (_, n) => {
      const domain = `${options.domainPrefix}-${n}.example`;
      const company = await createCompany(db, { domain, website: `https://${domain}` });
      return { id: company.id, domain };
    }),
  );
  const users: string[] = [];
  for (const [n, profile] of options.profiles.entries()) {
    const { userId } = await createUser(db, { name: profile.fullName });
    users.push(userId);
    await db.insert(quantProfiles).values({ ...options.row(profile, n), userId });
    if (n % options.blockEvery === 0)
      await createFirmBlock(db, userId, oneOf(random, companies), random() < 0.5 ? 'company' : 'reference-firm');
  }
  return { companies, users };
}
