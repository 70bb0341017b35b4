import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { companyProfiles, quantFirmBlocks, quantProfiles, quantSearch } from '../db/schema';

/**
 * The one place that decides which quants a company may see (DESIGN.md "Who is who"): every firm-facing query of
 * quant data (directory, profile view, match, saved matches, applicants' profiles, conversations) adds one of these
 * conditions on `quant_profiles`, so visibility and the quant's blocks are applied in SQL, never after the fact.
 *
 * The company is the caller's (platform/company-access.ts: its id and domain), or columns of a joined
 * `company_profiles` row, or a column holding a company id (an application's company), whose domain is then
 * looked up in the same statement.
 */
export interface Viewer {
  id: string | SQLWrapper;
  /**
   * The company's registrable domain, as a value or as the column of a joined `company_profiles` row; left out, it
   * is read from company_profiles by id (never pass `companyProfiles.id` without its domain: that subquery would
   * compare the table's rows with themselves).
   */
  domain?: string | null | SQLWrapper;
}

function domainOf(company: Viewer): SQL | null {
  if (company.domain === undefined)
    return sql`(select ${companyProfiles.domain} from ${companyProfiles} where ${companyProfiles.id} = ${company.id})`;
  return company.domain === null ? null : sql`${company.domain}`;
}

/**
 * The quant does not block this company, nor a firm or company at its domain. The quant is `quant_profiles`'
 * user unless `quantUser` names another column holding a quant's user id (a conversation's quant).
 */
export function notBlockedBy(company: Viewer, quantUser: SQLWrapper = quantProfiles.userId): SQL {
  const domain = domainOf(company);
  const domainMatch = domain ? sql` or ${quantFirmBlocks.domain} = ${domain}` : sql``;
  return sql`not exists (select 1 from ${quantFirmBlocks} where ${quantFirmBlocks.userId} = ${quantUser} and (${quantFirmBlocks.companyId} = ${company.id}${domainMatch}))`;
}

/** Shown to firms (visible) and not blocking this company: for a quant's profile on their own application. */
export function visibleTo(company: Viewer): SQL {
  return sql`(${quantProfiles.isVisible} and ${notBlockedBy(company)})`;
}

/** Listed (visible and filled in) and not blocking this company: the directory, profiles and matches. */
export function listedFor(company: Viewer): SQL {
  return sql`(${quantProfiles.listed} and ${notBlockedBy(company)})`;
}

/**
 * The same rule on the narrow search table (`quant_search`, kept in step with quant_profiles and quant_firm_blocks
 * by triggers): what the directory and the match search. A quant's blocks are on their row as keys
 * ('Company=<id>', 'Domain=<domain>', as quant_blocked_keys writes them), so no match probes quant_firm_blocks.
 * Their answers read the cards from quant_profiles through `listedFor` too.
 */
export function searchListedFor(company: Viewer): SQL {
  const domain = domainOf(company);
  const keys = [sql`'Company=' || (${company.id})::uuid::text`, ...(domain ? [sql`'Domain=' || ${domain}`] : [])];
  return sql`(${quantSearch.listed} and not (${quantSearch.blockedKeys} && array[${sql.join(keys, sql`, `)}]::text[]))`;
}
