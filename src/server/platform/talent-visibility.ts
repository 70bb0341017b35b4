import { sql, type SQL } from 'drizzle-orm';
import { quantFirmBlocks, quantProfiles } from '../db/schema';
import type { CompanyAccess } from './company-access';

/**
 * The one place that decides which quants a company may see (DESIGN.md "Who is who"): every firm-facing query of
 * quant data (directory, profile view, match, saved matches, applicants' profiles, conversations) adds one of these
 * conditions on `quant_profiles`, so visibility and the quant's blocks are applied in SQL, never after the fact.
 */
type Viewer = Pick<CompanyAccess, 'id' | 'domain'>;

/** The quant does not block this company, nor a firm or company at its domain. */
export function notBlockedBy(company: Viewer): SQL {
  const domainMatch = company.domain ? sql` or ${quantFirmBlocks.domain} = ${company.domain}` : sql``;
  return sql`not exists (select 1 from ${quantFirmBlocks} where ${quantFirmBlocks.userId} = ${quantProfiles.userId} and (${quantFirmBlocks.companyId} = ${company.id}${domainMatch}))`;
}

/** Shown to firms (visible) and not blocking this company: for a quant's profile on their own application. */
export function visibleTo(company: Viewer): SQL {
  return sql`${quantProfiles.isVisible} and ${notBlockedBy(company)}`;
}

/** Listed (visible and filled in) and not blocking this company: the directory, profiles and matches. */
export function listedFor(company: Viewer): SQL {
  return sql`${quantProfiles.listed} and ${notBlockedBy(company)}`;
}
