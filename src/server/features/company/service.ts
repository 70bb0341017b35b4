import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { COMPANY_MESSAGES, LOGO_SIZE_PX, type companyInputSchema } from '../../../shared/company';
import type { MyCompany } from '../../../shared/contracts/company';
import type { Db } from '../../db/client';
import { companyMembers, companyProfiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { assertNotSuspended, findCompanyAccess, listedCompany } from '../../platform/company-access';
import { toSquareWebp } from '../../platform/images';
import type { Storage } from '../../platform/storage/storage';
import { isUniqueViolation } from '../../platform/database-errors';
import { myCompany, type LogoUrl } from './company-answer';
import { newCompanySlug } from './slugs';
import { companyUnprovedReason, refreshVerification } from './verification-state';
import { registrableDomain } from './verification';

export { openInvitationFor } from './invitations';
export { pendingReviewCount } from './reviews';
export { refreshVerification } from './verification-state';
export { registrableDomain } from './verification';

type CompanyInput = z.output<typeof companyInputSchema>;

/** The company `userId` (the session's user) belongs to, as its members see it; null when none. */
export async function getMyCompany(db: Db, userId: string, logoUrl: LogoUrl): Promise<MyCompany | null> {
  const access = await findCompanyAccess(db, userId);
  if (!access) return null;
  assertNotSuspended(access);
  const [company] = await db.select().from(companyProfiles).where(eq(companyProfiles.id, access.id));
  if (!company) return null;
  const unproved = company.verification === 'verified' ? null : await companyUnprovedReason(db, company);
  return myCompany(company, access.role, logoUrl, unproved);
}

async function requireMyCompany(db: Db, userId: string, logoUrl: LogoUrl): Promise<MyCompany> {
  const company = await getMyCompany(db, userId, logoUrl);
  if (!company) throw new AppError('FORBIDDEN', COMPANY_MESSAGES.noCompany);
  return company;
}

/** The website's registrable domain, or a field error when it has none (an IP address, a local name). */
function domainOf(website: string): string {
  const domain = registrableDomain(website);
  if (!domain)
    throw new AppError('VALIDATION_FAILED', COMPANY_MESSAGES.websiteNoDomain, {
      website: COMPANY_MESSAGES.websiteNoDomain,
    });
  return domain;
}

function profileValues(input: CompanyInput, domain: string) {
  return {
    name: input.name,
    website: input.website,
    domain,
    category: input.category,
    sizeBand: input.sizeBand,
    headquarters: input.headquarters,
    offices: input.offices,
    description: input.description ?? null,
  };
}

/**
 * Creates a company with the caller as its owner, then verifies it at once when the caller's e-mail proves the
 * website's domain. A user acts for at most one company (409).
 */
export async function createCompany(db: Db, userId: string, input: CompanyInput, logoUrl: LogoUrl): Promise<MyCompany> {
  const domain = domainOf(input.website);
  let companyId: string | undefined;
  for (let attempt = 0; companyId === undefined; attempt++) {
    // Another suffix in the rare case this one is taken.
    const slug = newCompanySlug(input.name);
    try {
      companyId = await db.transaction(async (tx) => {
        const [member] = await tx.select().from(companyMembers).where(eq(companyMembers.userId, userId));
        if (member) throw new AppError('CONFLICT', COMPANY_MESSAGES.alreadyMember);
        const [row] = await tx
          .insert(companyProfiles)
          .values({ slug, ...profileValues(input, domain) })
          .returning({ id: companyProfiles.id });
        await tx.insert(companyMembers).values({ userId, companyId: row!.id, role: 'owner' });
        return row!.id;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) {
        // Two creates racing for one user: the loser's member insert hits the primary key.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', COMPANY_MESSAGES.alreadyMember);
        throw error;
      }
    }
  }
  await refreshVerification(db, companyId);
  return requireMyCompany(db, userId, logoUrl);
}

/**
 * Saves the company's profile. A new name or domain asks for a new decision: an operator's rejection no longer
 * stands, and an operator's approval holds only for the domain approved (refreshVerification).
 */
export async function updateCompany(
  db: Db,
  companyId: string,
  userId: string,
  input: CompanyInput,
  logoUrl: LogoUrl,
): Promise<MyCompany> {
  const domain = domainOf(input.website);
  const [before] = await db.select().from(companyProfiles).where(eq(companyProfiles.id, companyId));
  const identityChanged = before!.name !== input.name || before!.domain !== domain;
  await db
    .update(companyProfiles)
    .set({
      ...profileValues(input, domain),
      updatedAt: sql`now()`,
      ...(identityChanged && before!.verification === 'rejected'
        ? { verification: 'pending' as const, rejectionReason: null }
        : {}),
    })
    .where(eq(companyProfiles.id, companyId));
  await refreshVerification(db, companyId);
  return requireMyCompany(db, userId, logoUrl);
}

/** Deletes the company; its positions, applications to them, members and invitations go with it (cascades). */
export async function deleteCompany(db: Db, storage: Storage, companyId: string): Promise<void> {
  const [row] = await db
    .delete(companyProfiles)
    .where(eq(companyProfiles.id, companyId))
    .returning({ logoKey: companyProfiles.logoKey });
  if (row?.logoKey) await storage.delete(row.logoKey);
}

/** Checks the upload is an image by its content, re-encodes it as a 256 px WebP and makes it the logo. */
export async function replaceLogo(
  db: Db,
  storage: Storage,
  companyId: string,
  userId: string,
  upload: Uint8Array,
): Promise<MyCompany> {
  const webp = await toSquareWebp(upload, {
    size: LOGO_SIZE_PX,
    fit: 'contain',
    field: 'logo',
    notAnImage: COMPANY_MESSAGES.logoNotImage,
  });
  const key = `logos/${companyId.replace(/[^a-z0-9]/g, '')}/${randomBytes(12).toString('hex')}.webp`;
  await storage.put(key, webp, 'image/webp');
  const [before] = await db
    .select({ logoKey: companyProfiles.logoKey })
    .from(companyProfiles)
    .where(eq(companyProfiles.id, companyId));
  await db
    .update(companyProfiles)
    .set({ logoKey: key, updatedAt: sql`now()` })
    .where(eq(companyProfiles.id, companyId));
  if (before?.logoKey) await storage.delete(before.logoKey);
  return requireMyCompany(db, userId, (k) => storage.urlFor(k));
}

/**
 * The reference firms (name and website) that a verified company holds the domain of, with that company's slug:
 * the firms list marks them and links to their page.
 */
export async function verifiedReferenceFirms(
  db: Db,
  referenceFirms: readonly { name: string; url: string }[],
): Promise<{ name: string; companySlug: string }[]> {
  const verified = await db
    .select({ domain: companyProfiles.domain, slug: companyProfiles.slug })
    .from(companyProfiles)
    .where(and(listedCompany, isNotNull(companyProfiles.domain)))
    .orderBy(companyProfiles.createdAt);
  const slugByDomain = new Map<string, string>();
  for (const company of verified)
    if (!slugByDomain.has(company.domain!)) slugByDomain.set(company.domain!, company.slug);
  return referenceFirms.flatMap((firm) => {
    const slug = slugByDomain.get(registrableDomain(firm.url) ?? '');
    return slug ? [{ name: firm.name, companySlug: slug }] : [];
  });
}
