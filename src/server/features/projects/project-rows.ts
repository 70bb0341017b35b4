import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  EXPIRY_NOTICE_DAYS,
  PROJECT_MESSAGES,
  publishProblems,
  type Budget,
  type Milestone,
  type ProjectDraft,
} from '../../../shared/projects';
import type { OwnProject } from '../../../shared/contracts/projects';
import type { Db } from '../../db/client';
import { projectMilestones, projects } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/**
 * The one translation between a `projects` row (+ its milestones) and the shapes the API speaks: the draft the
 * firm sends, the columns it is stored in, and the project its members read back.
 */

export type ProjectRow = typeof projects.$inferSelect;

/** Another company's project, or an unknown id: the same 404, so a firm learns nothing of others' drafts. */
export const projectNotFound = () => new AppError('NOT_FOUND', PROJECT_MESSAGES.notFound);

/** One of the company's project rows (locked for the caller's transaction when `forUpdate`); 404 otherwise. */
export async function ownProjectRow(db: Db, companyId: string, id: string, forUpdate = false): Promise<ProjectRow> {
  const query = db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.companyId, companyId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw projectNotFound();
  return row;
}
type ProjectColumns = Omit<typeof projects.$inferInsert, 'id' | 'companyId'>;

const DAY_MS = 86_400_000;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The row's milestones per project id, in order (one statement for any number of projects). */
export async function milestonesOf(db: Db, projectIds: string[]): Promise<Map<string, Milestone[]>> {
  const byProject = new Map<string, Milestone[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .select()
    .from(projectMilestones)
    .where(inArray(projectMilestones.projectId, projectIds))
    .orderBy(asc(projectMilestones.projectId), asc(projectMilestones.position));
  for (const row of rows) {
    byProject.get(row.projectId)?.push({ title: row.title, description: row.description, amount: row.amount });
  }
  return byProject;
}

export function budgetOf(row: Pick<ProjectRow, 'budgetType' | 'budgetMin' | 'budgetMax'>): Budget | null {
  if (!row.budgetType || row.budgetMin === null) return null;
  return { type: row.budgetType, min: row.budgetMin, max: row.budgetMax ?? row.budgetMin };
}

export function durationOf(row: Pick<ProjectRow, 'durationValue' | 'durationUnit'>) {
  return row.durationValue === null ? null : { value: row.durationValue, unit: row.durationUnit };
}

/** The stored project as the draft the firm would send for it (what publishProblems and duplicating read). */
export function draftOf(row: ProjectRow, milestones: Milestone[]): ProjectDraft {
  return {
    title: row.title,
    description: row.description,
    summary: row.summary,
    skills: row.skills,
    projectType: row.projectType,
    category: row.category,
    duration: durationOf(row),
    completionDate: row.completionDate,
    budget: budgetOf(row),
    milestones,
    minExperience: row.minExperience,
    education: row.education,
    fieldOfStudy: row.fieldOfStudy,
    additionalRequirements: row.additionalRequirements,
    workType: row.workType,
    visibility: row.visibility,
    nda: row.nda,
    plan: row.plan,
    featured: row.featured,
    urgent: row.urgent,
  };
}

/** The columns a draft is stored in (every field: PUT replaces the whole project). */
export function columnsOf(draft: ProjectDraft): ProjectColumns {
  return {
    title: draft.title,
    description: draft.description,
    summary: draft.summary,
    skills: draft.skills,
    projectType: draft.projectType,
    category: draft.category,
    durationValue: draft.duration?.value ?? null,
    durationUnit: draft.duration?.unit ?? 'weeks',
    completionDate: draft.completionDate,
    budgetType: draft.budget?.type ?? null,
    budgetMin: draft.budget?.min ?? null,
    budgetMax: draft.budget?.max ?? null,
    minExperience: draft.minExperience,
    education: draft.education,
    fieldOfStudy: draft.fieldOfStudy,
    additionalRequirements: draft.additionalRequirements,
    workType: draft.workType,
    visibility: draft.visibility,
    nda: draft.nda,
    plan: draft.plan,
    featured: draft.featured,
    urgent: draft.urgent,
  };
}

/** Still on LeapMarket: published and its listing period not over. */
export const isListed = (row: Pick<ProjectRow, 'status' | 'expiresAt'>, now = new Date()) =>
  row.status === 'published' && row.expiresAt !== null && row.expiresAt > now;

/** Renew is offered once, while listed, in the listing's last EXPIRY_NOTICE_DAYS days. */
export const canRenew = (row: ProjectRow, now = new Date()) =>
  isListed(row, now) &&
  row.renewedAt === null &&
  row.expiresAt!.getTime() - now.getTime() <= EXPIRY_NOTICE_DAYS * DAY_MS;

/** `from` + the plan's listing days. */
export const listingEnd = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

export function ownProjectAnswer(row: ProjectRow, milestones: Milestone[], now = new Date()): OwnProject {
  const draft = draftOf(row, milestones);
  return {
    id: row.id,
    status: row.status,
    ...draft,
    publishedAt: iso(row.publishedAt),
    expiresAt: iso(row.expiresAt),
    renewedAt: iso(row.renewedAt),
    closedAt: iso(row.closedAt),
    canRenew: canRenew(row, now),
    publishProblems: publishProblems(draft),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
