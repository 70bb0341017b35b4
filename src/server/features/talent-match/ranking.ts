import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { AVAILABILITY } from '../../../shared/availability';
import type { MatchResult } from '../../../shared/contracts/talent';
import { DEGREE_LEVELS } from '../../../shared/internships';
import { skillVariants } from '../../../shared/skill-synonyms';
import { MATCH_COUNT_CAP, MATCH_RESULT_LIMIT, type MatchCriteria } from '../../../shared/talent-match';
import type { Db } from '../../db/client';
import { quantProfiles } from '../../db/schema';
import { listedFor, type Viewer } from '../../platform/talent-visibility';
import { countUpTo, hasSkillCondition, rateHigh, rateLow, talentCardColumns, toTalentCard } from '../talent/service';
import { keyTerms } from './criteria-terms';
import { requirementLines, requirementsOf, WEIGHTS, wantsRemote, type MatchFacts, type Requirement } from './scoring';

const float = (value: number) => sql.raw(`${value}::float8`);
const hasTerm = (term: string) => sql`(${quantProfiles.searchVector} @@ plainto_tsquery('english', ${term}))`;

/** ARRAY[cond, …]::boolean[]: which of the listed conditions hold, in order. */
const flags = (conditions: SQL[]) =>
  conditions.length === 0 ? sql`array[]::boolean[]` : sql`array[${sql.join(conditions, sql`, `)}]::boolean[]`;

/** The share of `conditions` that hold, as scoring.ts's share(): count / length in double precision. */
const shareOf = (conditions: SQL[]) =>
  sql`((${sql.join(
    conditions.map((c) => sql`(${c})::int`),
    sql` + `,
  )})::float8 / ${float(conditions.length)})`;

const rank = (values: readonly string[], column: SQL | typeof quantProfiles.availability) =>
  sql`(array_position(array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[], ${column}) - 1)`;

/** scoring.ts credit() as SQL, case for case. */
function creditSql(requirement: Requirement, criteria: MatchCriteria, terms: SQL[]): SQL {
  const p = quantProfiles;
  switch (requirement) {
    case 'requiredSkills':
      return shareOf(criteria.requiredSkills.map(hasSkillCondition));
    case 'highPrioritySkills':
      return shareOf(criteria.highPrioritySkills.map(hasSkillCondition));
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
    return sql`${quantProfiles.skillKeys} && ${sql.param(variants)}::text[]`;
  }
  if (terms.length > 0) return sql`${quantProfiles.searchVector} @@ to_tsquery('english', ${terms.join(' | ')})`;
  return undefined;
}

export interface Ranking {
  /** How many quants are candidates (see candidateCondition), counted up to MATCH_COUNT_CAP. */
  total: number;
  totalCapped: boolean;
  results: MatchResult[];
}

/**
 * The quants `company` may see, ranked against `criteria` (best first, MATCH_RESULT_LIMIT of them), each with its
 * match % (computed in SQL over every candidate, so the order is exact) and a line per requirement. Only the id,
 * the score and the tie-breakers are sorted; the cards and the facts behind the lines are read for the top ones.
 */
export async function rankTalent(db: Db, company: Viewer, criteria: MatchCriteria): Promise<Ranking> {
  const terms = keyTerms(criteria);
  const termConditions = terms.map(hasTerm);
  const requirements = requirementsOf(criteria, terms.length);
  const totalWeight = requirements.reduce((sum, r) => sum + WEIGHTS[r], 0);
  const earned =
    requirements.length === 0
      ? sql`0::float8`
      : sql.join(
          requirements.map((r) => sql`${float(WEIGHTS[r])} * ${creditSql(r, criteria, termConditions)}`),
          sql` + `,
        );
  const percent =
    totalWeight === 0 ? sql<number>`0` : sql<number>`floor(100 * (${earned}) / ${float(totalWeight)} + 0.5)::int`;
  const where = and(listedFor(company), candidateCondition(criteria, terms));
  const top = db.$with('top').as(
    db
      .select({ id: quantProfiles.id, percent: percent.as('percent'), createdAt: quantProfiles.createdAt })
      .from(quantProfiles)
      .where(where)
      .orderBy(desc(sql`percent`), desc(quantProfiles.createdAt), desc(quantProfiles.id))
      .limit(MATCH_RESULT_LIMIT),
  );
  const [rows, counted] = await Promise.all([
    db
      .with(top)
      .select({
        ...talentCardColumns,
        percent: top.percent,
        requiredMet: sql<boolean[]>`${flags(criteria.requiredSkills.map(hasSkillCondition))}`,
        priorityMet: sql<boolean[]>`${flags(criteria.highPrioritySkills.map(hasSkillCondition))}`,
        termsMet: sql<boolean[]>`${flags(termConditions)}`,
      })
      .from(top)
      .innerJoin(quantProfiles, eq(quantProfiles.id, top.id))
      .orderBy(desc(top.percent), desc(top.createdAt), desc(top.id)),
    countUpTo(db, where, MATCH_COUNT_CAP),
  ]);
  return {
    total: counted.total,
    totalCapped: counted.capped,
    results: rows.map((row) => {
      const facts: MatchFacts = {
        requiredMet: row.requiredMet,
        priorityMet: row.priorityMet,
        termsMet: row.termsMet,
        experienceYears: row.experienceYears,
        highestDegree: row.highestDegree,
        location: row.location,
        prefersRemote: row.prefersRemote,
        availability: row.availability,
        hourlyRateMin: row.hourlyRateMin,
        hourlyRateMax: row.hourlyRateMax,
      };
      return {
        profile: toTalentCard(row),
        percent: row.percent,
        lines: requirementLines(facts, criteria, terms),
      };
    }),
  };
}
