import type { MatchResult } from '../../../shared/contracts/talent';
import type { MatchCriteria } from '../../../shared/talent-match';
import { toTalentCard, type TalentCardRow } from '../talent/service';
import { requirementLines, type MatchFacts } from './scoring';

/**
 * One result as the firm reads it: the quant's card, the match % and a line per requirement, explained from the
 * card's own facts and which required skills, high-priority skills and key terms the quant holds.
 */
export function matchResult(
  row: TalentCardRow,
  held: Pick<MatchFacts, 'requiredMet' | 'priorityMet' | 'termsMet'>,
  percent: number,
  criteria: MatchCriteria,
  terms: string[],
): MatchResult {
  const facts: MatchFacts = {
    requiredMet: held.requiredMet,
    priorityMet: held.priorityMet,
    termsMet: held.termsMet,
    experienceYears: row.experienceYears,
    highestDegree: row.highestDegree,
    location: row.location,
    prefersRemote: row.prefersRemote,
    availability: row.availability,
    hourlyRateMin: row.hourlyRateMin,
    hourlyRateMax: row.hourlyRateMax,
  };
  return { profile: toTalentCard(row), percent, lines: requirementLines(facts, criteria, terms) };
}
