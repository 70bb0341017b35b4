import { and, eq, sql } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '../../../shared/projects';
import type { MarketProject } from '../../../shared/contracts/projects';
import type { Db } from '../../db/client';
import { companyProfiles, projectNdaAcceptances, projects } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { pageVisibleTo, type MarketViewer } from './market-access';
import { companyAnswer, EXCERPT_LENGTH, type LogoUrl } from './market-answers';
import { budgetOf, durationOf, milestonesOf, type ProjectRow } from './project-rows';
import { proposingFor } from './proposals';

/** LeapMarket (issue 17): a project's page, and accepting an NDA notice (the list: market-list.ts). */

const companyColumns = {
  name: companyProfiles.name,
  slug: companyProfiles.slug,
  logoKey: companyProfiles.logoKey,
};

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
