import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { CONSIDERED_PROPOSAL_STATUSES } from '../../../shared/company-dashboard';
import { profiles, projectProposals, projects, user } from '../../db/schema';
import { accountName } from '../../platform/account-name';
import type { Viewer } from '../../platform/talent-visibility';
import { visibleToFirm } from './proposals-rows';

/**
 * This feature's share of the company dashboard (issue 17), as SQL the dashboard composes into one statement per
 * request; the company's id, domain and the time may be values or a prepared statement's placeholders.
 */

const considered = sql.join(
  CONSIDERED_PROPOSAL_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** Active Projects: published and still listed (the listing period not over), as the Projects tab counts them. */
export function activeProjectsCount(companyId: SQLWrapper, now: SQLWrapper): SQL<number> {
  return sql<number>`(select count(*)::int from ${projects} where ${projects.companyId} = ${companyId} and ${projects.status} = 'published' and ${projects.expiresAt} > ${now})`;
}

/** Proposals under consideration (sent or shortlisted) on the company's projects, from quants not blocking it. */
export function consideredProposalsCount(company: Viewer): SQL<number> {
  return sql<number>`(select count(*)::int from ${projectProposals} where ${projectProposals.companyId} = ${company.id} and ${projectProposals.status} in (${considered}) and ${visibleToFirm(company)})`;
}

/**
 * Proposals under consideration as Talent Pipeline rows (see the internship board's): the project is `about` and
 * `ref`; `since` is when the proposal was sent or last edited, or shortlisted. Proposing shares the quant's profile
 * with the firm, so their name is shown; a quant who blocks the firm drops out, as on the proposals page.
 */
export function proposalPipelineRows(company: Viewer): SQL {
  return sql`select 'proposal' as kind, ${projectProposals.id}::text as id, ${accountName} as person, ${projects.title} as about, ${projectProposals.status} as stage, coalesce(${projectProposals.decidedAt}, ${projectProposals.updatedAt}) as since, ${projects.id}::text as ref
    from ${projectProposals}
    join ${projects} on ${projects.id} = ${projectProposals.projectId}
    join ${user} on ${user.id} = ${projectProposals.quantUserId}
    left join ${profiles} on ${profiles.id} = ${projectProposals.quantUserId}
    where ${projectProposals.companyId} = ${company.id} and ${projectProposals.status} in (${considered}) and ${visibleToFirm(company)}`;
}
