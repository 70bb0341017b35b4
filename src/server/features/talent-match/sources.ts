import type { PostedPosition } from '../../../shared/contracts/internship-board';
import type { MatchSource } from '../../../shared/contracts/talent';
import { SKILL_SYNONYMS, skillKey } from '../../../shared/skill-synonyms';
import { REQUIRED_SKILLS_MAX } from '../../../shared/talent-match';
import type { Db } from '../../db/client';
import { listOwnPositions } from '../internship-board/service';
import { projectMatchSources, type ProjectMatchSource } from '../projects/service';

/** Whole-word, case-insensitive: 'C++' and 'kdb+/q' included, so no \b (it stops at '+'). */
function mentions(text: string, name: string): boolean {
  const escaped = skillKey(name).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}+#])`, 'u').test(text);
}

/** The known skills (canonical names) a position's text names, by any of their synonyms. */
export function skillsNamedIn(text: string): string[] {
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  return SKILL_SYNONYMS.filter((group) => group.some((name) => name.length > 1 && mentions(lower, name)))
    .map((group) => group[0]!)
    .slice(0, REQUIRED_SKILLS_MAX);
}

/** A position's criteria: its title, text and requirements; its location; an hourly budget when paid by the hour. */
export function positionSource(position: PostedPosition): MatchSource {
  const text = [position.description, ...position.requirements].join('\n');
  return {
    kind: 'position',
    id: position.id,
    title: position.title,
    status: position.status,
    criteria: {
      positionId: position.id,
      jobTitle: position.title,
      description: text.slice(0, 5000),
      requiredSkills: skillsNamedIn(`${position.title}\n${text}`),
      highPrioritySkills: [],
      minYears: null,
      location: position.location,
      education: null,
      availability: null,
      expandGlobally: false,
      budgetHourly: position.pay?.period === 'hour' ? position.pay.max : null,
    },
  };
}

/** A project's criteria, as the projects feature reads them from what the project asks of a quant. */
export function projectSource(project: ProjectMatchSource): MatchSource {
  return {
    kind: 'project',
    id: project.id,
    title: project.title || 'Untitled project',
    status: project.statusLabel,
    criteria: {
      projectId: project.id,
      jobTitle: project.title,
      description: project.description,
      requiredSkills: project.requiredSkills,
      highPrioritySkills: [],
      minYears: project.minYears,
      location: project.location,
      education: project.education,
      availability: null,
      expandGlobally: false,
      budgetHourly: project.budgetHourly,
    },
  };
}

/** Criteria the match form could run: a title, a description or a skill (an empty draft has none of them). */
const matchable = (source: MatchSource) =>
  source.criteria.jobTitle !== '' || source.criteria.description !== '' || source.criteria.requiredSkills.length > 0;

/** 'Match from Project': the company's own internship positions (not closed), then its projects (not closed). */
export async function matchSources(db: Db, companyId: string): Promise<MatchSource[]> {
  const positions = await listOwnPositions(db, companyId);
  const projects = await projectMatchSources(db, companyId);
  return [
    ...positions.filter((p) => p.status !== 'Closed').map(positionSource),
    ...projects.map(projectSource).filter(matchable),
  ];
}
