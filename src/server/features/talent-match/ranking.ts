import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { AVAILABILITY } from '../../../shared/availability';
import type { MatchResult } from '../../../shared/contracts/talent';
import { DEGREE_LEVELS } from '../../../shared/internships';
import { skillVariants } from '../../../shared/skill-synonyms';
import { MATCH_COUNT_CAP, MATCH_RESULT_LIMIT, type MatchCriteria } from '../../../shared/talent-match';
import type { Db } from '../../db/client';
import { quantProfiles, quantSearch } from '../../db/schema';
import { listedFor, searchListedFor, type Viewer } from '../../platform/talent-visibility';
import { countUpTo, hasSkill, rateHigh, rateLow, talentCardColumns } from '../talent/service';
import { keyTerms } from './criteria-terms';
import { matchResult } from './match-result';
import { requirementsOf, WEIGHTS, wantsRemote, type Requirement } from './scoring';

const float = (value: number) => sql.raw(`${value}::float8`);
const hasTerm = (term: string) => sql`(${quantSearch.searchVector} @@ plainto_tsquery('english', ${term}))`;

/** ARRAY[cond, …]::boolean[]: which of the listed conditions hold, in order. */
const flags = (conditions: SQL[]) =>
  conditions.length === 0 ? sql`array[]::boolean[]` : sql`array[${sql.join(conditions, sql`, `)}]::boolean[]`;

/** The share of `conditions` that hold, as scoring.ts's share(): count / length in double precision. */
const shareOf = (conditions: SQL[]) =>
  sql`((${sql.join(
    conditions.map((c) => sql`(${c})::int`),
    sql` + `,
  )})::float8 / ${float(conditions.length)})`;

const rank = (values: readonly string[], column: SQL) =>
  sql`(array_position(array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[], ${column}) - 1)`;

/** scoring.ts credit() as SQL on quant_search, case for case. */
function creditSql(requirement: Requirement, criteria: MatchCriteria, terms: SQL[]): SQL {
  const p = quantSearch;
  switch (requirement) {
    case 'requiredSkills':
      return shareOf(criteria.requiredSkills.map(hasSkill));
    case 'highPrioritySkills':
      return shareOf(criteria.highPrioritySkills.map(hasSkill));
    case 'description':
      return shareOf(terms);
    case 'experience': {
      const wanted = criteria.minYears ?? 0;
      return sql`(case when ${p.experienceYears} >= ${wanted} then 1 when ${p.experienceYears} >= ${wanted - 1} then 0.5 else 0 end)::float8`;
    }
    case 'education': {
      const gap = sql`(${DEGREE_LEVELS.indexOf(criteria.education!)} - ${rank(DEGREE_LEVELS, sql`${p.highestDegree}`)})`;
      return sql`(case when ${p.highestDegree} is null then 0 when ${gap} <= 0 then 1 when ${gap} = 1 then 0.5 else 0 end)::float8`;
    }
    case 'location':
      return wantsRemote(criteria.location)
        ? sql`(case when ${p.prefersRemote} then 1 else 0 end)::float8`
        : sql`(case when strpos(lower(coalesce(${p.location}, '')), ${criteria.location.toLowerCase()}) > 0 then 1 when ${p.prefersRemote} then 0.5 else 0 end)::float8`;
    case 'availability': {
      const gap = sql`(${rank(AVAILABILITY, sql`${p.availability}`)} - ${AVAILABILITY.indexOf(criteria.availability!)})`;
      return sql`(case when ${p.availability} is null then 0 when ${gap} <= 0 then 1 when ${gap} = 1 and ${p.availability} <> 'Not looking' then 0.5 else 0 end)::float8`;
    }
    case 'rate': {
      const budget = criteria.budgetHourly!;
      return sql`(case when ${rateLow} is null then 0.5 when ${rateHigh} <= ${budget} then 1 when ${rateLow} <= ${budget} then 0.5 else 0 end)::float8`;
    }
  }
}

/**
 * The candidates: quants with at least one required skill (GIN on skill_keys, synonyms expanded); without required
 * skills, one high-priority skill; without any skill, one key term (GIN on search_vector); with none of these,
 * everyone listed. The narrowest given criterion picks them, so a common description word does not make the
 * whole directory a candidate to score.
 */
function candidateCondition(criteria: MatchCriteria, terms: string[]): SQL | undefined {
  const skills = criteria.requiredSkills.length > 0 ? criteria.requiredSkills : criteria.highPrioritySkills;
  if (skills.length > 0) {
    const variants = [...new Set(skills.flatMap(skillVariants))];
    return sql`${quantSearch.filterKeys} && ${sql.param(variants)}::text[]`;
  }
  if (terms.length > 0) return sql`${quantSearch.searchVector} @@ to_tsquery('english', ${terms.join(' | ')})`;
  return undefined;
}

export interface Ranking {
  /** How many quants are candidates (see candidateCondition), counted up to MATCH_COUNT_CAP. */
  total: number;
  totalCapped: boolean;
  results: MatchResult[];
}

/** Required skills up to this many are tiered (see strongTier): n combinations of n - 1 skills each. */
const TIERED_SKILLS_MAX = 8;

/** The combinations of `size` of `items`, in order. */
function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => combinations(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
}

/**
 * The candidates with most of the required skills (all of two, or all but one of three or more; the GIN index on
 * filter_keys finds them), and the highest match % anyone with fewer can reach (every other requirement met in
 * full). When the results among the tier all score more than that, they are the results among every candidate,
 * and the many candidates with fewer skills need not be scored. Null when tiering cannot narrow the candidates.
 */
function strongTier(criteria: MatchCriteria, totalWeight: number): { condition: SQL; ceiling: number } | null {
  const n = criteria.requiredSkills.length;
  if (n < 2 || n > TIERED_SKILLS_MAX || totalWeight === 0) return null;
  const k = n === 2 ? 2 : n - 1;
  const condition = or(...combinations(criteria.requiredSkills, k).map((skills) => and(...skills.map(hasSkill))))!;
  const ceiling = (100 * ((WEIGHTS.requiredSkills * (k - 1)) / n + totalWeight - WEIGHTS.requiredSkills)) / totalWeight;
  return { condition, ceiling };
}

/**
 * The quants `company` may see, ranked against `criteria` (best first, MATCH_RESULT_LIMIT of them), each with its
 * match % and a line per requirement, in SQL on quant_search (decision 0034); the order is exact. The candidates are
 * those with a required skill (see candidateCondition). With several required skills the strong tier is ranked
 * first, with the capped count of all candidates beside it, and every candidate only if the tier cannot prove its
 * results (strongTier).
 */
export async function rankTalent(db: Db, company: Viewer, criteria: MatchCriteria): Promise<Ranking> {
  const terms = keyTerms(criteria);
  const requirements = requirementsOf(criteria, terms.length);
  const totalWeight = requirements.reduce((sum, r) => sum + WEIGHTS[r], 0);
  const everyone = and(searchListedFor(company), candidateCondition(criteria, terms))!;
  const tier = strongTier(criteria, totalWeight);
  let rows: RankedRow[] | undefined;
  let counted: { total: number; capped: boolean } | undefined;
  if (tier) {
    const [tierRows, all] = await Promise.all([
      rankAmong(db, company, criteria, terms, and(searchListedFor(company), tier.condition)!),
      countUpTo(db, everyone, MATCH_COUNT_CAP),
    ]);
    const last = tierRows[MATCH_RESULT_LIMIT - 1];
    // Rounded half up, a percent below last.percent - 0.5 is below last.percent.
    if (last && tier.ceiling < last.percent - 0.5) [rows, counted] = [tierRows, all];
  }
  if (!rows || !counted) {
    rows = await rankAmong(db, company, criteria, terms, everyone);
    // Without a result there is no row to carry the count: no candidate, or none the firm may see.
    const found = rows[0]?.candidates ?? 0;
    counted = { total: Math.min(found, MATCH_COUNT_CAP), capped: found > MATCH_COUNT_CAP };
  }
  return {
    total: counted.total,
    totalCapped: counted.capped,
    results: rows.map((row) => matchResult(row, row, row.percent, criteria, terms)),
  };
}

type RankedRow = Awaited<ReturnType<typeof rankAmong>>[number];

/**
 * The best MATCH_RESULT_LIMIT of the quants meeting `among` (on quant_search, visibility included), with their
 * cards and facts, in one statement. The description's key terms (a full-text test each, most of the cost) are
 * scored only where they can matter:
 *  - `candidates`: each with the score of everything but the description, `cheap` (in match % units); the
 *    description can add at most its weight's share, `termsRoom`;
 *  - `bar`: the MATCH_RESULT_LIMIT-th best cheap score. At least that many candidates score at least the bar, so a
 *    candidate whose cheap score plus termsRoom stays more than one point below it rounds to a lower match % than
 *    each of them and cannot be among the results;
 *  - `top`: the others scored in full and sorted (match %, then newest); their cards are read for the best only.
 */
async function rankAmong(db: Db, company: Viewer, criteria: MatchCriteria, terms: string[], among: SQL) {
  const termConditions = terms.map(hasTerm);
  const requirements = requirementsOf(criteria, terms.length);
  const totalWeight = requirements.reduce((sum, r) => sum + WEIGHTS[r], 0);
  const weighted = (of: Requirement[]) =>
    of.length === 0
      ? sql`0::float8`
      : sql.join(
          of.map((r) => sql`${float(WEIGHTS[r])} * ${creditSql(r, criteria, termConditions)}`),
          sql` + `,
        );
  const inPercent = (earned: SQL) =>
    totalWeight === 0 ? sql`0::float8` : sql`(100 * (${earned}) / ${float(totalWeight)})`;
  const cheap = inPercent(weighted(requirements.filter((r) => r !== 'description')));
  const termsRoom =
    requirements.includes('description') && totalWeight > 0 ? (100 * WEIGHTS.description) / totalWeight : 0;
  const percent = sql<number>`floor(${inPercent(weighted(requirements))} + 0.5)::int`;

  const candidates = db.$with('candidates').as(
    db
      .select({ profileId: quantSearch.profileId, cheap: cheap.as('cheap') })
      .from(quantSearch)
      .where(among),
  );
  const bar = db.$with('bar').as(
    db
      .select({ cheap: candidates.cheap })
      .from(candidates)
      .orderBy(sql`${candidates.cheap} desc`)
      .limit(1)
      .offset(MATCH_RESULT_LIMIT - 1),
  );
  // The survivors are looked up by primary key (an array, so the planner cannot choose to hash the whole table).
  const survivors = sql`array(select ${candidates.profileId} from ${candidates} where ${candidates.cheap} + ${float(termsRoom)} >= coalesce((select ${bar.cheap} from ${bar}), '-infinity'::float8) - 1)`;
  const top = db.$with('top').as(
    db
      .select({ profileId: quantSearch.profileId, percent: percent.as('percent'), createdAt: quantSearch.createdAt })
      .from(quantSearch)
      .where(sql`${quantSearch.profileId} = any(${survivors})`)
      .orderBy(sql`percent desc`, sql`${quantSearch.createdAt} desc`, sql`${quantSearch.profileId} desc`)
      .limit(MATCH_RESULT_LIMIT),
  );
  return db
    .with(candidates, bar, top)
    .select({
      ...talentCardColumns,
      percent: top.percent,
      requiredMet: sql<boolean[]>`${flags(criteria.requiredSkills.map(hasSkill))}`,
      priorityMet: sql<boolean[]>`${flags(criteria.highPrioritySkills.map(hasSkill))}`,
      termsMet: sql<boolean[]>`${flags(termConditions)}`,
      candidates: sql<number>`(select count(*) from ${candidates})::int`,
    })
    .from(top)
    .innerJoin(quantProfiles, eq(quantProfiles.id, top.profileId))
    .innerJoin(quantSearch, eq(quantSearch.profileId, top.profileId))
    .where(listedFor(company))
    .orderBy(sql`${top.percent} desc`, sql`${top.createdAt} desc`, sql`${top.profileId} desc`);
}
