import { AVAILABILITY, type Availability } from '../../../shared/availability';
import type { RequirementLine } from '../../../shared/contracts/talent';
import { DEGREE_LEVELS, type DegreeLevel } from '../../../shared/internships';
import { canonicalSkill } from '../../../shared/skill-synonyms';
import { formatRateRange } from '../../../shared/talent';
import type { MatchCriteria, RequirementState } from '../../../shared/talent-match';
import { experienceYearsText } from '../../../shared/experience';

/**
 * How a match scores (issue 14: deterministic and explained). Each requirement the firm gave carries a weight; a
 * quant earns its weight times a credit from 0 to 1 (skills: the share met; the others 1 met, ½ partly met, 0
 * missing); the match % is what they earned over the weights of the requirements given. ranking.ts computes the
 * same score in SQL to order all candidates; match.test.ts holds the two to the same numbers.
 */
export const WEIGHTS = {
  requiredSkills: 35,
  highPrioritySkills: 15,
  experience: 12,
  description: 10,
  education: 8,
  location: 8,
  availability: 7,
  rate: 5,
} as const;
export type Requirement = keyof typeof WEIGHTS;

/** What the database says of one quant against the criteria: the inputs of the score and of its lines. */
export interface MatchFacts {
  requiredMet: boolean[];
  priorityMet: boolean[];
  termsMet: boolean[];
  experienceYears: number;
  highestDegree: DegreeLevel | null;
  location: string | null;
  prefersRemote: boolean;
  availability: Availability | null;
  hourlyRateMin: number | null;
  hourlyRateMax: number | null;
}

export const wantsRemote = (location: string) => /\bremote\b/i.test(location);

/** The requirements the criteria give, in the order their lines are shown. */
export function requirementsOf(criteria: MatchCriteria, termCount: number): Requirement[] {
  const given: Record<Requirement, boolean> = {
    requiredSkills: criteria.requiredSkills.length > 0,
    highPrioritySkills: criteria.highPrioritySkills.length > 0,
    experience: criteria.minYears !== null,
    description: termCount > 0,
    education: criteria.education !== null,
    location: criteria.location !== '' && !criteria.expandGlobally,
    availability: criteria.availability !== null,
    rate: criteria.budgetHourly !== null,
  };
  return (Object.keys(WEIGHTS) as Requirement[]).filter((requirement) => given[requirement]);
}

const share = (met: boolean[]) => (met.length === 0 ? 0 : met.filter(Boolean).length / met.length);

/** The credit (0–1) a quant earns on one requirement; the SQL of ranking.ts mirrors each case. */
export function credit(requirement: Requirement, facts: MatchFacts, criteria: MatchCriteria): number {
  switch (requirement) {
    case 'requiredSkills':
      return share(facts.requiredMet);
    case 'highPrioritySkills':
      return share(facts.priorityMet);
    case 'description':
      return share(facts.termsMet);
    case 'experience': {
      const wanted = criteria.minYears ?? 0;
      return facts.experienceYears >= wanted ? 1 : facts.experienceYears >= wanted - 1 ? 0.5 : 0;
    }
    case 'education': {
      if (!facts.highestDegree || !criteria.education) return 0;
      const gap = DEGREE_LEVELS.indexOf(criteria.education) - DEGREE_LEVELS.indexOf(facts.highestDegree);
      return gap <= 0 ? 1 : gap === 1 ? 0.5 : 0;
    }
    case 'location': {
      if (wantsRemote(criteria.location)) return facts.prefersRemote ? 1 : 0;
      if (facts.location?.toLowerCase().includes(criteria.location.toLowerCase())) return 1;
      return facts.prefersRemote ? 0.5 : 0;
    }
    case 'availability': {
      if (!facts.availability || !criteria.availability) return 0;
      const gap = AVAILABILITY.indexOf(facts.availability) - AVAILABILITY.indexOf(criteria.availability);
      return gap <= 0 ? 1 : gap === 1 && facts.availability !== 'Not looking' ? 0.5 : 0;
    }
    case 'rate': {
      const low = facts.hourlyRateMin ?? facts.hourlyRateMax;
      const high = facts.hourlyRateMax ?? facts.hourlyRateMin;
      const budget = criteria.budgetHourly ?? 0;
      if (low === null || high === null) return 0.5;
      return high <= budget ? 1 : low <= budget ? 0.5 : 0;
    }
  }
}

/** The match %: earned weight over the weight of the requirements given, rounded half up. */
export function matchPercent(facts: MatchFacts, criteria: MatchCriteria, termCount: number): number {
  const requirements = requirementsOf(criteria, termCount);
  const total = requirements.reduce((sum, r) => sum + WEIGHTS[r], 0);
  if (total === 0) return 0;
  const earned = requirements.reduce((sum, r) => sum + WEIGHTS[r] * credit(r, facts, criteria), 0);
  return Math.floor((100 * earned) / total + 0.5);
}

const stateOf = (value: number): RequirementState => (value >= 1 ? 'met' : value > 0 ? 'partial' : 'missing');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "4 of 5 required skills — missing kdb+/q", "All 3 required skills", "None of the 2 required skills (…)". */
function skillsText(kind: string, skills: string[], met: boolean[]): string {
  const names = skills.map(canonicalSkill);
  const missing = names.filter((_, i) => !met[i]);
  const count = met.filter(Boolean).length;
  if (missing.length === 0) return `All ${plural(names.length, kind)} (${names.join(', ')})`;
  if (count === 0) return `None of the ${plural(names.length, kind)} (${names.join(', ')})`;
  return `${count} of ${plural(names.length, kind)} — missing ${missing.join(', ')}`;
}

function lineText(requirement: Requirement, facts: MatchFacts, criteria: MatchCriteria, terms: string[]): string {
  switch (requirement) {
    case 'requiredSkills':
      return skillsText('required skill', criteria.requiredSkills, facts.requiredMet);
    case 'highPrioritySkills':
      return skillsText('high-priority skill', criteria.highPrioritySkills, facts.priorityMet);
    case 'description': {
      const found = terms.filter((_, i) => facts.termsMet[i]);
      const shown = found.slice(0, 5).join(', ') + (found.length > 5 ? ', …' : '');
      return found.length === 0
        ? `None of the ${terms.length} key terms of your description`
        : `${found.length} of ${terms.length} key terms of your description (${shown})`;
    }
    case 'experience': {
      return `${experienceYearsText(facts.experienceYears)} of experience (${criteria.minYears}+ wanted)`;
    }
    case 'education':
      return `${facts.highestDegree ?? 'No degree listed'} (${criteria.education} or higher wanted)`;
    case 'location': {
      const where = facts.location ? `Based in ${facts.location}` : 'Location not given';
      const remote = facts.prefersRemote ? ', open to remote work' : ', not looking for remote work';
      return wantsRemote(criteria.location) ? `${where}${remote}` : `${where}${facts.prefersRemote ? remote : ''}`;
    }
    case 'availability':
      return facts.availability ? facts.availability : 'Availability not given';
    case 'rate': {
      const range = formatRateRange(facts.hourlyRateMin, facts.hourlyRateMax);
      const budget = `$${criteria.budgetHourly}`;
      const value = credit('rate', facts, criteria);
      if (!range) return `No rate given (your budget: ${budget}/hr)`;
      return value >= 1
        ? `Rate ${range} fits your ${budget} budget`
        : value > 0
          ? `Rate ${range} is partly above your ${budget} budget`
          : `Rate ${range} is above your ${budget} budget`;
    }
  }
}

/** One line per requirement given: met, partly met or missing, and why. */
export function requirementLines(facts: MatchFacts, criteria: MatchCriteria, terms: string[]): RequirementLine[] {
  return requirementsOf(criteria, terms.length).map((requirement) => ({
    requirement,
    state: stateOf(credit(requirement, facts, criteria)),
    text: lineText(requirement, facts, criteria, terms),
  }));
}
