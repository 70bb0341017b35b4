import { and, desc, eq, ne } from 'drizzle-orm';
import type { DegreeLevel } from '../../../shared/internships';
import {
  PROJECT_STATUS_LABELS,
  type EducationLevel,
  type ExperienceLevel,
  type ProjectStatus,
} from '../../../shared/projects';
import { MATCH_DESCRIPTION_MAX, REQUIRED_SKILLS_MAX } from '../../../shared/talent-match';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { ProjectRow } from './project-rows';

/**
 * A firm's own project as talent match's 'Match from Project' reads it (issue 17): what the project asks of a quant,
 * in the terms of match criteria. Talent match turns it into its MatchSource; this file knows the project columns.
 */
export interface ProjectMatchSource {
  id: string;
  title: string;
  status: ProjectStatus;
  /** 'Published', 'In progress', 'Draft'. */
  statusLabel: string;
  /** The full description (an NDA project's too: the firm owns it) and its additional requirements. */
  description: string;
  requiredSkills: string[];
  minYears: number | null;
  education: DegreeLevel | null;
  location: string;
  /** The most the firm pays an hour, for an hourly budget; null otherwise. */
  budgetHourly: number | null;
}

/**
 * The fewest years each minimum experience level means. Entry (0–2 years) asks for none, so it sets no minimum: a
 * 0-year requirement would be met by everyone and only dilute the score. A PhD level is a degree, not a number of
 * years: it sets no minimum and asks for a Ph.D. instead (when the education requirement does not say otherwise).
 */
export const MIN_YEARS_OF: Record<ExperienceLevel, number | null> = {
  entry: null,
  intermediate: 2,
  expert: 5,
  phd: null,
};

/** The project's education levels are the degree levels matching scores against, named differently. */
export const DEGREE_OF: Record<EducationLevel, DegreeLevel> = {
  bachelor: "Bachelor's",
  master: "Master's",
  phd: 'Ph.D.',
};

function educationOf(row: Pick<ProjectRow, 'education' | 'minExperience'>): DegreeLevel | null {
  if (row.education) return DEGREE_OF[row.education];
  return row.minExperience === 'phd' ? 'Ph.D.' : null;
}

/** A remote project is matched against quants who work remotely; projects have no place of their own to give. */
const locationOf = (row: Pick<ProjectRow, 'workType'>) => (row.workType === 'remote' ? 'Remote' : '');

export function projectMatchSource(row: ProjectRow): ProjectMatchSource {
  const text = [row.description, row.additionalRequirements].filter((part) => part.trim() !== '').join('\n');
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    statusLabel: PROJECT_STATUS_LABELS[row.status],
    description: text.slice(0, MATCH_DESCRIPTION_MAX),
    requiredSkills: row.skills.slice(0, REQUIRED_SKILLS_MAX),
    minYears: row.minExperience ? MIN_YEARS_OF[row.minExperience] : null,
    education: educationOf(row),
    location: locationOf(row),
    budgetHourly: row.budgetType === 'hourly' ? (row.budgetMax ?? row.budgetMin) : null,
  };
}

/**
 * The company's projects to match from, newest first: drafts, published and in-progress ones. Drafts are included
 * because a firm may well want to see who is out there before it publishes (and its positions' drafts are offered
 * too); published and in-progress projects still need people. Closed ones are done, so they are left out.
 */
export async function projectMatchSources(db: Db, companyId: string): Promise<ProjectMatchSource[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.companyId, companyId), ne(projects.status, 'closed')))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map(projectMatchSource);
}

/**
 * The title of one of the company's projects, whatever its status (a saved match may be run again after the
 * project closed); null for another company's project or an unknown id.
 */
export async function ownProjectTitle(db: Db, companyId: string, id: string): Promise<string | null> {
  const [row] = await db
    .select({ title: projects.title })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.companyId, companyId)));
  return row ? row.title : null;
}
