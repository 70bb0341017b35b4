import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  DURATION_FILTERS,
  LEAP_MARKET_PAGE_SIZE,
  PROJECT_MESSAGES,
  type LeapMarketQuery,
} from '../../../shared/projects';
import type { MarketPage, MarketProject, MarketProjectCard } from '../../../shared/contracts/projects';
import type { Db } from '../../db/client';
import { companyProfiles, projectNdaAcceptances, projects } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { listedFor, pageVisibleTo, type MarketViewer } from './market-access';
import { budgetOf, durationOf, milestonesOf, type ProjectRow } from './project-rows';
import { proposingFor } from './proposals';

/** LeapMarket (issue 17): the list of open public projects, a project's page, and accepting an NDA notice. */

/** How a stored logo is addressed (the storage port's urlFor). */
export type LogoUrl = (key: string) => string;

/** Matching projects are counted up to this many: beyond, the page says "1,000+" instead of counting them all. */
export const MARKET_COUNT_CAP = 1_000;
const EXCERPT_LENGTH = 280;

const companyColumns = {
  name: companyProfiles.name,
  slug: companyProfiles.slug,
  logoKey: companyProfiles.logoKey,
};

/**
 * The keyword condition. websearch_to_tsquery never fails on user text; a query of only stop words or
 * punctuation has no lexeme (numnode 0) and then filters nothing, like an empty search box.
 */
function keyword(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const query = sql`websearch_to_tsquery('english', ${q})`;
  return sql`(numnode(${query}) = 0 or ${projects.searchVector} @@ ${query})`;
}

function filters(query: LeapMarketQuery): (SQL | undefined)[] {
  const duration = query.duration ? DURATION_FILTERS[query.duration] : undefined;
  return [
    keyword(query.q),
    query.type ? eq(projects.projectType, query.type) : undefined,
    query.category ? eq(projects.category, query.category) : undefined,
    query.budgetType ? eq(projects.budgetType, query.budgetType) : undefined,
    query.workType ? eq(projects.workType, query.workType) : undefined,
    duration
      ? sql`${projects.durationDays} between ${duration.minDays} and ${Math.min(duration.maxDays, 2_147_483_647)}`
      : undefined,
  ];
}

/** Each sort in the column order of its partial index (schema/projects.ts), so the index serves it. */
const ORDERS: Record<LeapMarketQuery['sort'], SQL[]> = {
  featured: [sql`${projects.featured} desc`, sql`${projects.publishedAt} desc`, sql`${projects.id} desc`],
  newest: [sql`${projects.publishedAt} desc`, sql`${projects.id} desc`],
  budget: [sql`${projects.budgetMax} desc`, sql`${projects.id} desc`],
};

/** One page of open public projects matching the search, filters and sort, with their number (capped). */
export async function listMarketProjects(
  db: Db,
  viewer: MarketViewer,
  query: LeapMarketQuery,
  logoUrl: LogoUrl,
): Promise<MarketPage> {
  const where = and(listedFor(viewer), ...filters(query));
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      excerpt: sql<string>`case when ${projects.nda} then ${projects.summary} else left(${projects.description}, ${EXCERPT_LENGTH}) end`,
      skills: projects.skills,
      projectType: projects.projectType,
      category: projects.category,
      durationValue: projects.durationValue,
      durationUnit: projects.durationUnit,
      budgetType: projects.budgetType,
      budgetMin: projects.budgetMin,
      budgetMax: projects.budgetMax,
      workType: projects.workType,
      featured: projects.featured,
      urgent: projects.urgent,
      nda: projects.nda,
      publishedAt: projects.publishedAt,
      expiresAt: projects.expiresAt,
      company: companyColumns,
    })
    .from(projects)
    .innerJoin(companyProfiles, eq(companyProfiles.id, projects.companyId))
    .where(where)
    .orderBy(...ORDERS[query.sort])
    .limit(LEAP_MARKET_PAGE_SIZE)
    .offset((query.page - 1) * LEAP_MARKET_PAGE_SIZE);
  const capped = db
    .select({ one: sql`1` })
    .from(projects)
    .innerJoin(companyProfiles, eq(companyProfiles.id, projects.companyId))
    .where(where)
    .limit(MARKET_COUNT_CAP + 1)
    .as('capped');
  const [counted] = await db.select({ n: count() }).from(capped);
  const n = counted?.n ?? 0;
  return {
    projects: rows.map((row): MarketProjectCard => ({
      id: row.id,
      title: row.title,
      excerpt: row.excerpt,
      skills: row.skills,
      projectType: row.projectType,
      category: row.category,
      duration: durationOf(row),
      // Listed projects were publishable, so they have a budget and listing dates.
      budget: budgetOf(row)!,
      workType: row.workType,
      featured: row.featured,
      urgent: row.urgent,
      nda: row.nda,
      company: companyAnswer(row.company, logoUrl),
      publishedAt: row.publishedAt!.toISOString(),
      expiresAt: row.expiresAt!.toISOString(),
    })),
    total: Math.min(n, MARKET_COUNT_CAP),
    totalCapped: n > MARKET_COUNT_CAP,
    page: query.page,
    pageSize: LEAP_MARKET_PAGE_SIZE,
  };
}

function companyAnswer(company: { name: string; slug: string; logoKey: string | null }, logoUrl: LogoUrl) {
  return { name: company.name, slug: company.slug, logoUrl: company.logoKey ? logoUrl(company.logoKey) : null };
}

const ndaAccepted = (userId: string | null) =>
  userId
    ? sql<boolean>`exists (select 1 from ${projectNdaAcceptances} where ${projectNdaAcceptances.projectId} = ${projects.id} and ${projectNdaAcceptances.quantUserId} = ${userId})`
    : sql<boolean>`false`;

/** The project row the viewer may see, with its company and whether they accepted its NDA; 404 otherwise. */
async function visibleProject(db: Db, viewer: MarketViewer, id: string) {
  const [found] = await db
    .select({ project: projects, company: companyColumns, ndaAccepted: ndaAccepted(viewer.userId) })
    .from(projects)
    .innerJoin(companyProfiles, eq(companyProfiles.id, projects.companyId))
    .where(and(eq(projects.id, id), pageVisibleTo(viewer)));
  if (!found) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.notFound);
  return found;
}

function pageAnswer(
  viewer: MarketViewer,
  found: { project: ProjectRow; company: { name: string; slug: string; logoKey: string | null }; ndaAccepted: boolean },
  milestones: MarketProject['milestones'],
  logoUrl: LogoUrl,
): MarketProject {
  const p = found.project;
  const ownCompany = viewer.companyId === p.companyId;
  // The description stays with the company until the viewer accepted the notice; the summary stands in for it.
  const readsDescription = !p.nda || ownCompany || found.ndaAccepted;
  return {
    id: p.id,
    title: p.title,
    excerpt: p.nda ? p.summary : p.description.slice(0, EXCERPT_LENGTH),
    skills: p.skills,
    projectType: p.projectType,
    category: p.category,
    duration: durationOf(p),
    budget: budgetOf(p),
    workType: p.workType,
    featured: p.featured,
    urgent: p.urgent,
    nda: p.nda,
    company: companyAnswer(found.company, logoUrl),
    publishedAt: p.publishedAt?.toISOString() ?? null,
    expiresAt: p.expiresAt?.toISOString() ?? null,
    status: p.status,
    visibility: p.visibility,
    summary: p.summary,
    description: readsDescription ? p.description : null,
    milestones,
    completionDate: p.completionDate,
    minExperience: p.minExperience,
    education: p.education,
    fieldOfStudy: p.fieldOfStudy,
    additionalRequirements: p.additionalRequirements,
    viewer: { signedIn: viewer.userId !== null, ownCompany, ndaAccepted: found.ndaAccepted },
  };
}

/**
 * A project's page, as this viewer may see it (market-access.ts pageVisibleTo); 404 when they may not. With it,
 * the viewer's own proposal and whether they may send one (`proposalsPerDay`: PROPOSALS_PER_DAY).
 */
export async function getMarketProject(
  db: Db,
  viewer: MarketViewer,
  id: string,
  logoUrl: LogoUrl,
  proposalsPerDay: number,
): Promise<MarketProject> {
  const found = await visibleProject(db, viewer, id);
  const milestones = (await milestonesOf(db, [id])).get(id) ?? [];
  return {
    ...pageAnswer(viewer, found, milestones, logoUrl),
    ...(await proposingFor(db, viewer, found.project, proposalsPerDay)),
  };
}

/**
 * The signed-in viewer accepts an NDA project's confidentiality notice (once: again changes nothing), and reads
 * the project in full. 404 when they may not see the project, 409 when it has no NDA.
 */
export async function acceptProjectNda(
  db: Db,
  viewer: MarketViewer & { userId: string },
  id: string,
  logoUrl: LogoUrl,
  proposalsPerDay: number,
): Promise<MarketProject> {
  const found = await visibleProject(db, viewer, id);
  if (!found.project.nda) throw new AppError('CONFLICT', PROJECT_MESSAGES.noNda);
  await db
    .insert(projectNdaAcceptances)
    .values({ projectId: found.project.id, quantUserId: viewer.userId })
    .onConflictDoNothing();
  return getMarketProject(db, viewer, id, logoUrl, proposalsPerDay);
}
