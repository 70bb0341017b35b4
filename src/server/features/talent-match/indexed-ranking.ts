import { skillVariants } from '../../../shared/skill-synonyms';
import { MATCH_COUNT_CAP, MATCH_RESULT_LIMIT, type MatchCriteria } from '../../../shared/talent-match';
import type { Db } from '../../db/client';
import { blockedKeysOf } from '../../platform/talent-visibility';
import {
  addAll,
  cardRowsById,
  countOf,
  forEachInWord,
  talentIndex,
  type Bits,
  type TalentIndex,
} from '../talent/service';
import { matchResult } from './match-result';
import type { Ranking } from './ranking';
import { percentScorer, requirementsOf, WEIGHTS, type MatchFacts, type Requirement } from './scoring';

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
 * in groups by how many required skills, high-priority skills and key terms they hold, the group that could score
 * highest first; once the 20th best scores more than the next group could (every other requirement met in full,
 * half a point for the rounding), the rest need no score. The 20 cards are then read through listedFor, as the
 * directory's are.
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
  // A term that became no lexeme matches no one: an empty set (the same type as the others, so the loops below
  // stay monomorphic).
  const termSets = lexemes.map((lexeme) => (lexeme === null ? index.keySet([]) : index.lexemeSet(lexeme)));
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
  const fillMet = (met: boolean[], sets: readonly Bits[], word: number, bit: number) => {
    for (let i = 0; i < sets.length; i++) met[i] = (sets[i]![word]! & bit) !== 0;
  };
  const factsOf = (slot: number): MatchFacts => {
    const word = slot >>> 5;
    const bit = 1 << (slot & 31);
    fillMet(facts.requiredMet, required, word, bit);
    fillMet(facts.priorityMet, priority, word, bit);
    fillMet(facts.termsMet, termSets, word, bit);
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
  const shareWeight = (requirement: Requirement, held: number, of: number) =>
    requirements.includes(requirement) ? WEIGHTS[requirement] * (held / of - 1) : 0;
  // The highest match % (unrounded) a candidate holding these counts can reach.
  const ceilingOf = (req: number, prio: number, term: number) =>
    totalWeight === 0
      ? 0
      : (100 *
          (totalWeight +
            shareWeight('requiredSkills', req, required.length) +
            shareWeight('highPrioritySkills', prio, priority.length) +
            shareWeight('description', term, termSets.length))) /
        totalWeight;
  // How many required skills, high-priority skills and key terms each candidate holds. Those counts give the most a
  // candidate can score (every other requirement met in full), so candidates are taken in groups by that ceiling,
  // highest first, and the groups whose ceiling rounds below the 20th best so far need no score at all.
  const [reqCounts, prioCounts, termCounts] = [required, priority, termSets].map((sets) => countsOf(candidates, sets));
  const best = new Best(index);
  const beaten = (ceiling: number) => {
    const last = best.list[MATCH_RESULT_LIMIT - 1];
    // Rounded half up, a percent below last.percent - 0.5 is below last.percent: not even a tie.
    return last !== undefined && ceiling < last.percent - 0.5;
  };
  // By required skills held, most first; each such bucket grouped by (high-priority skills, terms held), the groups
  // taken by their ceiling. A bucket or group whose ceiling is beaten ends the search: all after it are lower.
  for (let req = required.length; req >= 0; req--) {
    if (beaten(ceilingOf(req, priority.length, termSets.length))) break;
    const groups: { ceiling: number; slots: number[] }[] = [];
    for (let w = 0; w < candidates.length; w++) {
      forEachInWord(candidates[w]! & reqCounts!.exactly(req, w), w, (slot) => {
        const bit = 1 << (slot & 31);
        const prio = prioCounts!.at(w, bit);
        const term = termCounts!.at(w, bit);
        (groups[prio * (termSets.length + 1) + term] ??= { ceiling: ceilingOf(req, prio, term), slots: [] }).slots.push(
          slot,
        );
      });
    }
    for (const { ceiling, slots } of groups.filter(Boolean).sort((a, b) => b.ceiling - a.ceiling)) {
      if (beaten(ceiling)) break;
      for (const slot of slots) best.offer({ slot, percent: score(factsOf(slot)) });
    }
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
function candidateSet(index: TalentIndex, criteria: MatchCriteria, termSets: readonly Bits[]): Bits | null {
  const skills = criteria.requiredSkills.length > 0 ? criteria.requiredSkills : criteria.highPrioritySkills;
  if (skills.length > 0) return index.keySet([...new Set(skills.flatMap(skillVariants))]);
  if (termSets.length === 0) return null;
  const union = index.keySet([]);
  for (const set of termSets) addAll(union, set);
  return union;
}

/**
 * How many of `sets` hold each candidate, counted 32 candidates at a time: the count's binary digits as bit sets
 * (a ripple-carry adder per word), so grouping 90,000 candidates takes a few thousand word operations and a few
 * bit reads per candidate instead of a test per candidate and set.
 */
function countsOf(candidates: Bits, sets: readonly Bits[]) {
  const digitCount = Math.max(1, Math.ceil(Math.log2(sets.length + 1)));
  const digits = Array.from({ length: digitCount }, () => new Uint32Array(candidates.length));
  for (let w = 0; w < candidates.length; w++) {
    if (candidates[w] === 0) continue;
    for (const set of sets) {
      let carry = set[w]! & candidates[w]!;
      for (let d = 0; d < digitCount && carry !== 0; d++) {
        const next = digits[d]![w]! & carry;
        digits[d]![w]! ^= carry;
        carry = next;
      }
    }
  }
  return {
    /** The candidates of word w that exactly `count` of the sets hold. */
    exactly(count: number, w: number): number {
      let word = ~0;
      for (let d = 0; d < digitCount; d++) word &= count & (1 << d) ? digits[d]![w]! : ~digits[d]![w]!;
      return word;
    },
    /** The count of the candidate at bit `bit` of word `w`. */
    at(w: number, bit: number): number {
      let count = 0;
      for (let d = 0; d < digitCount; d++) if (digits[d]![w]! & bit) count |= 1 << d;
      return count;
    },
  };
}
