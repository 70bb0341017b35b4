import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY, AVAILABILITY_FILTERS } from '../../../shared/availability';
import { DEGREE_LEVELS } from '../../../shared/internships';
import { matchCriteriaSchema, type MatchCriteria } from '../../../shared/talent-match';
import type { Database } from '../../db/client';
import { quantProfiles } from '../../db/schema';
import { mulberry32, oneOf, someOf, type Uniform } from '../../platform/seeded-random';
import { createCompany, createFirmBlock, createUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-database';
import { generateProfiles } from '../talent/generated-profiles';
import { keyTerms } from './criteria-terms';
import { rankTalentFromIndex } from './indexed-ranking';
import { rankTalentBySql } from './ranking';
import { termLexemes } from './term-lexemes';

/**
 * The match from the talent index (decision 0025) must be the SQL path's (decision 0017): the same results, in the
 * same order, with the same percents and lines, and the same capped count, for random criteria over random quants
 * and blocks, and again after random writes.
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

async function compareRankings(random: Uniform, companies: { id: string; domain: string }[], runs: number) {
  let withResults = 0;
  for (let i = 0; i < runs; i++) {
    const criteria = randomCriteria(random);
    const company = oneOf(random, companies);
    const terms = keyTerms(criteria);
    const lexemes = await termLexemes(db(), terms);
    expect(lexemes, terms.join(' ')).not.toBeNull();
    const bySql = await rankTalentBySql(db(), company, criteria);
    const fromIndex = await rankTalentFromIndex(db(), company, criteria, terms, lexemes!);
    expect(fromIndex, JSON.stringify(criteria)).toEqual(bySql);
    if (bySql.results.length > 0) withResults++;
  }
  return withResults;
}

describe('the match from the talent index', () => {
  it('ranks every random criteria as the SQL path does, before and after random writes', async () => {
    const random = mulberry32(20_261_125);
    const companies = await Promise.all(
      [0, 1].map(async (n) => {
        const domain = `match-index-${n}.example`;
        const company = await createCompany(db(), { domain, website: `https://${domain}` });
        return { id: company.id, domain };
      }),
    );
    const users: string[] = [];
    for (const [n, profile] of generateProfiles(220, { seed: 11, today: new Date('2026-11-25T12:00:00Z') }).entries()) {
      const { userId } = await createUser(db(), { name: profile.fullName });
      users.push(userId);
      await db()
        .insert(quantProfiles)
        .values({
          ...profile,
          userId,
          isVisible: n % 10 !== 0,
          ...(n % 6 === 0 ? { createdAt: new Date('2026-02-01T00:00:00Z') } : {}),
        });
      if (n % 12 === 0)
        await createFirmBlock(db(), userId, oneOf(random, companies), random() < 0.5 ? 'company' : 'reference-firm');
    }
    expect(await compareRankings(random, companies, 80)).toBeGreaterThan(40);
    for (let round = 0; round < 3; round++) {
      for (let change = 0; change < 10; change++) {
        const userId = oneOf(random, users);
        if (random() < 0.5) {
          await db()
            .update(quantProfiles)
            .set({ isVisible: random() < 0.6 })
            .where(eq(quantProfiles.userId, userId));
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
      expect(await compareRankings(random, companies, 30)).toBeGreaterThan(10);
    }
  });
});
