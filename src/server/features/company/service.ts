import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyProfile, companyProfileSchema } from '../../../shared/internships';
import type { Db } from '../../db/client';
import { companyProfiles } from '../../db/schema';

/** The company profile owned by `userId` (always the session's user), or null. */
export async function getCompanyProfile(db: Db, userId: string): Promise<CompanyProfile | null> {
  const [row] = await db
    .select({
      id: companyProfiles.id,
      name: companyProfiles.name,
      website: companyProfiles.website,
      description: companyProfiles.description,
    })
    .from(companyProfiles)
    .where(eq(companyProfiles.ownerUserId, userId));
  return row ?? null;
}

/** Creates or updates the caller's one company profile (unique owner). */
export async function saveCompanyProfile(
  db: Db,
  userId: string,
  input: z.output<typeof companyProfileSchema>,
): Promise<CompanyProfile> {
  const values = { name: input.name, website: input.website ?? null, description: input.description ?? null };
  await db
    .insert(companyProfiles)
    .values({ ownerUserId: userId, ...values })
    .onConflictDoUpdate({ target: companyProfiles.ownerUserId, set: { ...values, updatedAt: sql`now()` } });
  return (await getCompanyProfile(db, userId))!;
}
