import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { companyProfiles, projectInvitations, projects } from '../../db/schema';
import { listedCompany } from '../../platform/company-access';
import { notBlockedBy } from '../../platform/talent-visibility';

/**
 * Who sees which project on LeapMarket: the one place these rules live, as SQL conditions over `projects` joined
 * with its `company_profiles` row, so nothing is filtered after the fact.
 */
export interface MarketViewer {
  /** The signed-in user, or null for a visitor. */
  userId: string | null;
  /** Their company (company-access), when they belong to one. */
  companyId: string | null;
}

/** The listing columns' own condition, written as the partial indexes' predicate so the planner uses them. */
export const publishedPublic = sql`${projects.status} = 'published' and ${projects.visibility} = 'public'`;

/**
 * The signed-in user (their id as an SQL value: a parameter, or a prepared statement's placeholder) does not block
 * the project's company (by the company, or by anything at its domain); a visitor (null) blocks nothing.
 */
function notBlockedByUser(userId: SQLWrapper | null): SQL {
  if (!userId) return sql`true`;
  return notBlockedBy({ id: companyProfiles.id, domain: companyProfiles.domain }, userId);
}

/** The viewer does not block the project's company (by the company, or by anything at its domain). */
export function notBlockedByViewer(viewer: MarketViewer): SQL {
  return notBlockedByUser(viewer.userId ? sql`${viewer.userId}` : null);
}

/**
 * What the list shows: published public listings not yet ended, of verified companies the user does not block
 * (`userId` as in notBlockedByUser).
 */
export function listedForUser(userId: SQLWrapper | null): SQL {
  return sql`(${publishedPublic} and ${projects.expiresAt} > now() and ${listedCompany} and ${notBlockedByUser(userId)})`;
}

/** What the list shows to this viewer (listedForUser). */
export function listedFor(viewer: MarketViewer): SQL {
  return listedForUser(viewer.userId ? sql`${viewer.userId}` : null);
}

const ownCompany = (viewer: MarketViewer): SQL =>
  viewer.companyId ? sql`${projects.companyId} = ${viewer.companyId}` : sql`false`;

const invited = (viewer: MarketViewer): SQL =>
  viewer.userId
    ? sql`exists (select 1 from ${projectInvitations} where ${projectInvitations.projectId} = ${projects.id} and ${projectInvitations.quantUserId} = ${viewer.userId})`
    : sql`false`;

/**
 * Whether the viewer may open the project's page:
 * - its own company's members see every project of theirs, drafts included;
 * - anyone else sees a project once published (published, in progress or closed) by a verified company they do
 *   not block: a public one always, a private one only when invited to it.
 * An ended listing (published, its end passed, not yet closed by the expiry sweep) stays readable by its link
 * exactly like the closed project it is about to become: it leaves the list (listedFor), not the web. So expiry
 * changes what is listed, never who may read a page.
 */
export function pageVisibleTo(viewer: MarketViewer): SQL {
  const others = sql`(${projects.status} <> 'draft' and ${listedCompany} and ${notBlockedByViewer(viewer)} and (${projects.visibility} = 'public' or ${invited(viewer)}))`;
  return sql`(${ownCompany(viewer)} or ${others})`;
}
