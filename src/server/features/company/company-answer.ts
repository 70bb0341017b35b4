import type { MyCompany } from '../../../shared/contracts/company';
import type { CompanyRole } from '../../../shared/company';
import type { UnprovedReason } from '../../../shared/company-messages';
import type { companyProfiles } from '../../db/schema';

type CompanyRow = typeof companyProfiles.$inferSelect;

/** The address a stored logo is served from (the storage port's urlFor). */
export type LogoUrl = (key: string) => string;

/** What the company shows on its public page. */
export function publicCompany(row: CompanyRow, logoUrl: LogoUrl) {
  return {
    slug: row.slug,
    name: row.name,
    website: row.website,
    category: row.category,
    sizeBand: row.sizeBand,
    headquarters: row.headquarters,
    offices: row.offices,
    description: row.description,
    logoUrl: row.logoKey ? logoUrl(row.logoKey) : null,
  };
}

/** The company as its members see it. */
export function myCompany(
  row: CompanyRow,
  role: CompanyRole,
  logoUrl: LogoUrl,
  unproved: UnprovedReason | null,
): MyCompany {
  return {
    ...publicCompany(row, logoUrl),
    id: row.id,
    domain: row.domain,
    role,
    verification: {
      state: row.verification,
      via: row.verifiedVia,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      rejectionReason: row.verification === 'rejected' ? row.rejectionReason : null,
      unproved: row.verification === 'verified' ? null : unproved,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
