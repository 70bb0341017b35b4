import { desc, eq, sql } from 'drizzle-orm';
import {
  PROJECT_LIMITS,
  PROJECT_MESSAGES,
  POSTING_PLAN_DETAILS,
  publishProblems,
  saveProblems,
  todayUtc,
  type Milestone,
  type ProjectDraft,
} from '../../../shared/projects';
import type { OwnProject, OwnProjects } from '../../../shared/contracts/projects';
import type { Db } from '../../db/client';
import { projectMilestones, projects } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { CompanyAccess } from '../../platform/company-access';
import {
  canRenew,
  columnsOf,
  draftOf,
  isListed,
  listingEnd,
  milestonesOf,
  ownProjectAnswer,
  ownProjectRow,
  type ProjectRow,
} from './project-rows';
import { proposalCounts } from './proposals-rows';

export { ownProjectTitle, projectMatchSources, type ProjectMatchSource } from './match-sources';
export { activeProjectsCount, consideredProposalsCount, proposalPipelineRows } from './dashboard-figures';

/**
 * A firm's own projects (issue 17): every member of the company (owner or recruiter) drafts, edits, duplicates,
 * closes and deletes drafts; publishing, reopening and renewing need a verified company, which the routes check
 * with requireVerifiedCompany. The company is always the caller's (company-access), never the request's.
 */

type Changes = Partial<typeof projects.$inferInsert>;

/** A 400 naming each field at fault (nothing is written). */
function refuseFields(fields: Record<string, string>): void {
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, fields);
}

async function answerFor(db: Db, row: ProjectRow): Promise<OwnProject> {
  const milestones = await milestonesOf(db, [row.id]);
  const proposals = await proposalCounts(db, { id: row.companyId }, [row.id]);
  return { ...ownProjectAnswer(row, milestones.get(row.id) ?? []), proposalCount: proposals.get(row.id) ?? 0 };
}

async function writeMilestones(db: Db, projectId: string, milestones: readonly Milestone[]) {
  await db.delete(projectMilestones).where(eq(projectMilestones.projectId, projectId));
  if (milestones.length === 0) return;
  await db.insert(projectMilestones).values(milestones.map((m, position) => ({ projectId, position, ...m })));
}

/** The company's projects, newest first, and how many are on LeapMarket now (the dashboard's Active Projects). */
export async function listOwnProjects(db: Db, companyId: string): Promise<OwnProjects> {
  const rows = await db
    .select()
    .from(projects)
    .where(eq(projects.companyId, companyId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  const ids = rows.map((r) => r.id);
  const milestones = await milestonesOf(db, ids);
  const proposals = await proposalCounts(db, { id: companyId }, ids);
  const now = new Date();
  return {
    projects: rows.map((row) => ({
      ...ownProjectAnswer(row, milestones.get(row.id) ?? [], now),
      proposalCount: proposals.get(row.id) ?? 0,
    })),
    activeCount: rows.filter((row) => isListed(row, now)).length,
  };
}

export async function getOwnProject(db: Db, companyId: string, id: string): Promise<OwnProject> {
  return answerFor(db, await ownProjectRow(db, companyId, id));
}

/** Save Draft on a new project: any member, verified or not; the completion date cannot be past. */
export async function createProject(
  db: Db,
  company: CompanyAccess,
  userId: string,
  draft: ProjectDraft,
): Promise<OwnProject> {
  refuseFields(saveProblems(draft));
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(projects)
      .values({ ...columnsOf(draft), companyId: company.id, createdByUserId: userId, status: 'draft' })
      .returning();
    await writeMilestones(tx, created!.id, draft.milestones);
    return created!;
  });
  return answerFor(db, row);
}

/**
 * Replaces every field and the milestones in one transaction. A published or in-progress project must stay
 * publishable (it is on LeapMarket or being worked on). A new plan takes effect at the next listing period
 * (reopen or renew): the current one keeps the end quants were shown.
 */
export async function updateProject(
  db: Db,
  company: CompanyAccess,
  id: string,
  draft: ProjectDraft,
): Promise<OwnProject> {
  const row = await db.transaction(async (tx) => {
    const current = await ownProjectRow(tx, company.id, id, true);
    refuseFields(
      current.status === 'published' || current.status === 'in_progress' ? publishProblems(draft) : saveProblems(draft),
    );
    const [saved] = await tx
      .update(projects)
      .set({ ...columnsOf(draft), updatedAt: sql`now()` })
      .where(eq(projects.id, current.id))
      .returning();
    await writeMilestones(tx, current.id, draft.milestones);
    return saved!;
  });
  return answerFor(db, row);
}

/** Deletes a draft; anything once published is closed instead (quants may have seen or proposed on it). */
export async function deleteProject(db: Db, company: CompanyAccess, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await ownProjectRow(tx, company.id, id, true);
    if (current.status !== 'draft') throw new AppError('CONFLICT', PROJECT_MESSAGES.notDeletable);
    await tx.delete(projects).where(eq(projects.id, current.id));
  });
}

/** Checks the row, then applies `changes` to it, in one transaction with the row locked. */
async function transition(
  db: Db,
  company: CompanyAccess,
  id: string,
  decide: (row: ProjectRow, milestones: Milestone[]) => Changes,
): Promise<OwnProject> {
  const row = await db.transaction(async (tx) => {
    const current = await ownProjectRow(tx, company.id, id, true);
    const milestones = (await milestonesOf(tx, [current.id])).get(current.id) ?? [];
    const [saved] = await tx
      .update(projects)
      .set({ ...decide(current, milestones), updatedAt: sql`now()` })
      .where(eq(projects.id, current.id))
      .returning();
    return saved!;
  });
  return answerFor(db, row);
}

/** A new listing period from now, by the project's plan. */
function newListing(row: ProjectRow): Changes {
  const now = new Date();
  return {
    status: 'published',
    publishedAt: now,
    expiresAt: listingEnd(now, POSTING_PLAN_DETAILS[row.plan].days),
    renewedAt: null,
    expiryNoticeAt: null,
    closedAt: null,
  };
}

/** Publishes a draft for its plan's 30 or 60 days; 400 naming what it still needs. */
export function publishProject(db: Db, company: CompanyAccess, id: string): Promise<OwnProject> {
  return transition(db, company, id, (row, milestones) => {
    if (row.status !== 'draft') throw new AppError('CONFLICT', PROJECT_MESSAGES.notDraft);
    refuseFields(publishProblems(draftOf(row, milestones)));
    return newListing(row);
  });
}

/** Closes a published or in-progress project: it leaves LeapMarket at once. */
export function closeProject(db: Db, company: CompanyAccess, id: string): Promise<OwnProject> {
  return transition(db, company, id, (row) => {
    if (row.status !== 'published' && row.status !== 'in_progress') {
      throw new AppError('CONFLICT', PROJECT_MESSAGES.notOpen);
    }
    return { status: 'closed', closedAt: new Date() };
  });
}

/** Lists a closed project again for a new period (it must still be publishable: a date may have passed since). */
export function reopenProject(db: Db, company: CompanyAccess, id: string): Promise<OwnProject> {
  return transition(db, company, id, (row, milestones) => {
    if (row.status !== 'closed') throw new AppError('CONFLICT', PROJECT_MESSAGES.notClosed);
    refuseFields(publishProblems(draftOf(row, milestones)));
    return newListing(row);
  });
}

/** Extends a listing by its plan's days, once, in its last EXPIRY_NOTICE_DAYS days. */
export function renewProject(db: Db, company: CompanyAccess, id: string): Promise<OwnProject> {
  return transition(db, company, id, (row) => {
    const now = new Date();
    if (!isListed(row, now)) throw new AppError('CONFLICT', PROJECT_MESSAGES.renewNotListed);
    if (row.renewedAt) throw new AppError('CONFLICT', PROJECT_MESSAGES.renewedAlready);
    if (!canRenew(row, now)) throw new AppError('CONFLICT', PROJECT_MESSAGES.renewTooEarly);
    return {
      expiresAt: listingEnd(row.expiresAt!, POSTING_PLAN_DETAILS[row.plan].days),
      renewedAt: now,
      expiryNoticeAt: null,
    };
  });
}

const COPY_SUFFIX = ' (copy)';

/**
 * A new draft with the project's fields and milestones, titled "<title> (copy)" (cut to fit the title limit);
 * no listing dates, and the completion date only while it is still ahead (a draft may not hold a past one).
 */
export async function duplicateProject(
  db: Db,
  company: CompanyAccess,
  userId: string,
  id: string,
): Promise<OwnProject> {
  const original = await ownProjectRow(db, company.id, id);
  const milestones = (await milestonesOf(db, [original.id])).get(original.id) ?? [];
  const draft = draftOf(original, milestones);
  const title = `${draft.title.slice(0, PROJECT_LIMITS.title - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
  const completionDate = draft.completionDate && draft.completionDate >= todayUtc() ? draft.completionDate : null;
  return createProject(db, company, userId, { ...draft, title, completionDate });
}
