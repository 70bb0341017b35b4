import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY, AVAILABILITY_FILTERS } from '../../../shared/availability';
import { DEGREE_LEVELS } from '../../../shared/internships';
import { hasSkill } from '../../../shared/skill-synonyms';
import {
  MATCH_COUNT_CAP,
  MATCH_RESULT_LIMIT,
  matchCriteriaSchema,
  type MatchCriteria,
} from '../../../shared/talent-match';
import type { Database } from '../../db/client';
import { quantProfiles } from '../../db/schema';
import { mulberry32, oneOf, someOf, type Uniform } from '../../platform/seeded-random';
import { listedFor } from '../../platform/talent-visibility';
import { createFirmBlock } from '../../test/factories';
import { createTestDatabase } from '../../test/test-database';
import { createTalentWorld } from '../../test/talent-world';
import { generateProfiles } from '../talent/generated-profiles';
import { keyTerms } from './criteria-terms';
import { rankTalent } from './ranking';
import { matchPercent, requirementLines, type MatchFacts } from './scoring';

/**
 * What a firm gets from the match, for random criteria over random quants and blocks, and again after random
 * writes: the results are those scoring.ts gives when it scores every candidate the firm may see (listedFor on
 * quant_profiles, not the search table), best first and newest first on ties, each with its lines, and the count
 * is every candidate's.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

const SKILLS = [
  'Python',
  'C++',
  'Machine Learning',
  'Risk Models',
  'Derivatives Pricing',
  'ML',
  'kdb+/q',
  'R',
  'SQL',
  'Rust',
];
const WORDS = [
  'stochastic',
  'volatility',
  'options',
  'research',
  'london',
  'systematic',
  'signals',
  'the',
  'pricing',
  'models',
  'execution',
  'latency',
  'credit',
  'python',
  'phd',
  'statistics',
  'calculus',
  'desk',
  'remote',
  'crypto',
];
const LOCATIONS = ['', 'London', 'New York', 'Remote', 'Singapore', 'Chicago'];

function randomCriteria(random: Uniform): MatchCriteria {
  return matchCriteriaSchema.parse({
    jobTitle: random() < 0.7 ? someOf(random, WORDS, 0.15).join(' ') : '',
    // Never empty, so the criteria always give something to match against.
    description:
      random() < 0.7 ? `${oneOf(random, WORDS)} ${someOf(random, WORDS, 0.3).join(' ')}` : oneOf(random, WORDS),
    requiredSkills: random() < 0.8 ? someOf(random, SKILLS, 0.3) : [],
    highPrioritySkills: random() < 0.5 ? someOf(random, SKILLS, 0.2) : [],
    minYears: random() < 0.6 ? Math.floor(random() * 12) : null,
    education: random() < 0.4 ? oneOf(random, DEGREE_LEVELS) : null,
    location: oneOf(random, LOCATIONS),
    expandGlobally: random() < 0.2,
    availability: random() < 0.4 ? oneOf(random, AVAILABILITY_FILTERS) : null,
    budgetHourly: random() < 0.4 ? 50 + Math.floor(random() * 200) : null,
  });
}

/** Every profile `company` may see, with its facts and which of `terms` its search document holds. */
async function visibleProfiles(company: { id: string; domain: string }, terms: string[]) {
  const held = terms.map((term) => sql`${quantProfiles.searchVector} @@ plainto_tsquery('english', ${term})`);
  return db()
    .select({
      id: quantProfiles.id,
      createdMicros: sql<number>`(extract(epoch from ${quantProfiles.createdAt}) * 1000000)::float8`,
      skills: quantProfiles.skills,
      experienceYears: quantProfiles.experienceYears,
      highestDegree: quantProfiles.highestDegree,
      location: quantProfiles.location,
      prefersRemote: quantProfiles.prefersRemote,
      availability: quantProfiles.availability,
      hourlyRateMin: quantProfiles.hourlyRateMin,
      hourlyRateMax: quantProfiles.hourlyRateMax,
      termsMet: sql<boolean[]>`array[${held.length === 0 ? sql`` : sql.join(held, sql`, `)}]::boolean[]`,
    })
    .from(quantProfiles)
    .where(listedFor(company));
}

async function checkRankings(random: Uniform, companies: { id: string; domain: string }[], runs: number) {
  let withResults = 0;
  for (let i = 0; i < runs; i++) {
    const criteria = randomCriteria(random);
    const company = oneOf(random, companies);
    const terms = keyTerms(criteria);
    // The candidates: a required skill, else a high-priority skill, else a key term, else everyone listed.
    const skills = criteria.requiredSkills.length > 0 ? criteria.requiredSkills : criteria.highPrioritySkills;
    const scored = (await visibleProfiles(company, terms)).flatMap((row) => {
      const facts: MatchFacts = {
        ...row,
        requiredMet: criteria.requiredSkills.map((skill) => hasSkill(row.skills, skill)),
        priorityMet: criteria.highPrioritySkills.map((skill) => hasSkill(row.skills, skill)),
      };
      const candidate =
        skills.length > 0
          ? skills.some((skill) => hasSkill(row.skills, skill))
          : terms.length === 0 || row.termsMet.some(Boolean);
      return candidate ? [{ row, facts, percent: matchPercent(facts, criteria, terms.length) }] : [];
    });
    scored.sort(
      (a, b) => b.percent - a.percent || b.row.createdMicros - a.row.createdMicros || (a.row.id < b.row.id ? 1 : -1),
    );
    const ranking = await rankTalent(db(), company, criteria);
    expect(
      {
        total: ranking.total,
        capped: ranking.totalCapped,
        results: ranking.results.map((r) => ({ id: r.profile.id, percent: r.percent, lines: r.lines })),
      },
      JSON.stringify(criteria),
    ).toEqual({
      total: Math.min(scored.length, MATCH_COUNT_CAP),
      capped: scored.length > MATCH_COUNT_CAP,
      results: scored.slice(0, MATCH_RESULT_LIMIT).map(({ row, facts, percent }) => ({
        id: row.id,
        percent,
        lines: requirementLines(facts, criteria, terms),
      })),
    });
    if (ranking.results.length > 0) withResults++;
  }
  return withResults;
}

describe('the match', () => {
  it('ranks every candidate the firm may see as scoring.ts does, before and after random writes', async () => {
    const random = mulberry32(20_261_125);
    const { companies, users } = await createTalentWorld(db(), random, {
      domainPrefix: 'match-ranking',
      companies: 2,
      profiles: generateProfiles(220, { seed: 11, today: new Date('2026-11-25T12:00:00Z') }),
      row: (profile, n) => ({
        ...profile,
        isVisible: n % 10 !== 0,
        ...(n % 6 === 0 ? { createdAt: new Date('2026-02-01T00:00:00Z') } : {}),
      }),
      blockEvery: 12,
    });
    expect(await checkRankings(random, companies, 80)).toBeGreaterThan(40);
    for (let round = 0; round < 3; round++) {
      for (let change = 0; change < 10; change++) {
        const userId = oneOf(random, users);
        const what = random();
        if (what < 0.4) {
          await db()
            .update(quantProfiles)
            .set({ isVisible: random() < 0.6 })
            .where(eq(quantProfiles.userId, userId));
        } else if (what < 0.55) {
          await createFirmBlock(db(), userId, oneOf(random, companies), 'company');
        } else if (what < 0.65) {
          await db().execute(sql`delete from quant_firm_blocks where user_id = ${userId}`);
        } else {
          await db()
            .update(quantProfiles)
            .set({
              skills: someOf(random, SKILLS, 0.4),
              experienceYears: Math.floor(random() * 15),
              availability: oneOf(random, AVAILABILITY),
            })
            .where(eq(quantProfiles.userId, userId));
        }
      }
      expect(await checkRankings(random, companies, 30)).toBeGreaterThan(10);
    }
  });
});
