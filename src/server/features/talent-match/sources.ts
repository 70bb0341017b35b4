import type { PostedPosition } from '../../../shared/contracts/internship-board';
import type { MatchSource } from '../../../shared/contracts/talent';
import { SKILL_SYNONYMS, skillKey } from '../../../shared/skill-synonyms';
import { REQUIRED_SKILLS_MAX } from '../../../shared/talent-match';
import type { Db } from '../../db/client';
import { listOwnPositions } from '../internship-board/service';

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

/** 'Match from Project': the company's own positions (projects join them once LeapMarket exists). */
export async function matchSources(db: Db, companyId: string): Promise<MatchSource[]> {
  const positions = await listOwnPositions(db, companyId);
  return positions.filter((p) => p.status !== 'Closed').map(positionSource);
}
