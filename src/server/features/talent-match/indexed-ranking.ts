import { skillVariants } from '../../../shared/skill-synonyms';
import { MATCH_COUNT_CAP, MATCH_RESULT_LIMIT, type MatchCriteria } from '../../../shared/talent-match';
import type { Db } from '../../db/client';
import { blockedKeysOf } from '../../platform/talent-visibility';
import { cardRowsById, countOf, forEachInWord, has, talentIndex, type Bits, type TalentIndex } from '../talent/service';
import { matchResult } from './match-result';
import type { Ranking } from './ranking';
import { percentScorer, requirementsOf, WEIGHTS, type MatchFacts } from './scoring';

interface Scored {
  slot: number;
  percent: number;
}

/** The best MATCH_RESULT_LIMIT, best first, ties newest first, kept sorted as candidates arrive. */
class Best {
  readonly list: Scored[] = [];

  constructor(private readonly index: TalentIndex) {}

  private before(a: Scored, b: Scored): boolean {
    return a.percent > b.percent || (a.percent === b.percent && this.index.compareNewest(a.slot, b.slot) < 0);
  }

  offer(candidate: Scored): void {
    const { list } = this;
    if (list.length === MATCH_RESULT_LIMIT && !this.before(candidate, list[list.length - 1]!)) return;
    let at = list.length;
    while (at > 0 && this.before(candidate, list[at - 1]!)) at--;
    list.splice(at, 0, candidate);
    if (list.length > MATCH_RESULT_LIMIT) list.pop();
  }
}

/**
 * The talent match from the talent index (decision 0025), with the SQL path's answer (ranking.ts, decision 0017):
 * the same candidates (a required skill, else a high-priority skill, else a key term, else everyone listed, never
 * a quant blocking the firm), each scored by scoring.ts, best first and newest first on ties. Candidates are taken
 * by how many required skills they hold, most first; once the 20th best scores more than anyone with fewer skills
 * could (every other requirement met in full, half a point for the rounding), the rest need no score. The 20
 * cards are then read through listedFor, as the directory's are.
 */
export async function rankTalentFromIndex(
  db: Db,
  company: { id: string; domain: string | null },
  criteria: MatchCriteria,
  terms: readonly string[],
  lexemes: readonly (string | null)[],
): Promise<Ranking> {
  const index = await talentIndex(db);
  const required = criteria.requiredSkills.map((skill) => index.keySet(skillVariants(skill)));
  const priority = criteria.highPrioritySkills.map((skill) => index.keySet(skillVariants(skill)));
  const termSets = lexemes.map((lexeme) => (lexeme === null ? null : index.lexemeSet(lexeme)));
  const candidates = index.liveSet(candidateSet(index, criteria, termSets), blockedKeysOf(company));
  const candidateCount = countOf(candidates);

  // One facts object refilled for each candidate: thousands are scored, and the score only reads it.
  const facts: MatchFacts = {
    requiredMet: required.map(() => false),
    priorityMet: priority.map(() => false),
    termsMet: termSets.map(() => false),
    experienceYears: 0,
    highestDegree: null,
    location: null,
    prefersRemote: false,
    availability: null,
    hourlyRateMin: null,
    hourlyRateMax: null,
  };
  const fillMet = (met: boolean[], sets: readonly (Bits | null)[], slot: number) => {
    for (let i = 0; i < sets.length; i++) met[i] = sets[i] !== null && has(sets[i]!, slot);
  };
  const factsOf = (slot: number): MatchFacts => {
    fillMet(facts.requiredMet, required, slot);
    fillMet(facts.priorityMet, priority, slot);
    fillMet(facts.termsMet, termSets, slot);
    const indexed = index.factsOf(slot);
    facts.experienceYears = indexed.experienceYears;
    facts.highestDegree = indexed.highestDegree;
    facts.location = indexed.location;
    facts.prefersRemote = indexed.prefersRemote;
    facts.availability = indexed.availability;
    // The ends of the quant's range, which credit('rate') reads as coalesce(min, max) and coalesce(max, min).
    facts.hourlyRateMin = indexed.rateLow;
    facts.hourlyRateMax = indexed.rateHigh;
    return facts;
  };

  const score = percentScorer(criteria, terms.length);
  const requirements = requirementsOf(criteria, terms.length);
  const totalWeight = requirements.reduce((sum, r) => sum + WEIGHTS[r], 0);
  const n = required.length;
  // The most a candidate holding `held` of the n required skills can score, unrounded.
  const ceiling = (held: number) =>
    (100 * ((WEIGHTS.requiredSkills * held) / n + totalWeight - WEIGHTS.requiredSkills)) / totalWeight;
  const held = heldCounts(candidates, required);
  const best = new Best(index);
  for (let count = n; count >= 0; count--) {
    for (let w = 0; w < candidates.length; w++) {
      const word = candidates[w]! & held.exactly(count, w);
      if (word !== 0) forEachInWord(word, w, (slot) => best.offer({ slot, percent: score(factsOf(slot)) }));
    }
    const last = best.list[MATCH_RESULT_LIMIT - 1];
    if (n > 0 && totalWeight > 0 && last && count > 0 && ceiling(count - 1) < last.percent - 0.5) break;
  }

  const ids = best.list.map(({ slot }) => index.profileId(slot));
  const byId = await cardRowsById(db, company, ids);
  return {
    total: Math.min(candidateCount, MATCH_COUNT_CAP),
    totalCapped: candidateCount > MATCH_COUNT_CAP,
    results: best.list.flatMap(({ slot, percent }) => {
      const row = byId.get(index.profileId(slot));
      if (!row) return [];
      const met = factsOf(slot);
      const held = {
        requiredMet: [...met.requiredMet],
        priorityMet: [...met.priorityMet],
        termsMet: [...met.termsMet],
      };
      return [matchResult(row, held, percent, criteria, [...terms])];
    }),
  };
}

/** ranking.ts candidateCondition on the index: null for everyone listed. */
function candidateSet(index: TalentIndex, criteria: MatchCriteria, termSets: readonly (Bits | null)[]): Bits | null {
  const skills = criteria.requiredSkills.length > 0 ? criteria.requiredSkills : criteria.highPrioritySkills;
  if (skills.length > 0) return index.keySet([...new Set(skills.flatMap(skillVariants))]);
  if (termSets.length === 0) return null;
  const union = index.keySet([]);
  for (const set of termSets) if (set) for (let i = 0; i < union.length; i++) union[i]! |= set[i]!;
  return union;
}

/**
 * How many of the required skills' sets hold each candidate, counted for 32 candidates at a time: the count's
 * binary digits as bit sets (a ripple-carry adder per word), so sorting 90,000 candidates by skills held takes a
 * few thousand word operations instead of a test per candidate and skill.
 */
function heldCounts(candidates: Bits, required: readonly Bits[]) {
  const digitCount = Math.max(1, Math.ceil(Math.log2(required.length + 1)));
  const digits = Array.from({ length: digitCount }, () => new Uint32Array(candidates.length));
  for (let w = 0; w < candidates.length; w++) {
    if (candidates[w] === 0) continue;
    for (const set of required) {
      let carry = set[w]! & candidates[w]!;
      for (let d = 0; d < digitCount && carry !== 0; d++) {
        const next = digits[d]![w]! & carry;
        digits[d]![w]! ^= carry;
        carry = next;
      }
    }
  }
  return {
    /** The candidates of word w holding exactly `count` of the required skills. */
    exactly(count: number, w: number): number {
      let word = ~0;
      for (let d = 0; d < digitCount; d++) word &= count & (1 << d) ? digits[d]![w]! : ~digits[d]![w]!;
      return word;
    },
  };
}
