import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_FILTERS } from '../../../shared/availability';
import { DEGREE_LEVELS } from '../../../shared/internships';
import { talentQuerySchema, TALENT_SORTS, type TalentQuery } from '../../../shared/talent';
import type { Database } from '../../db/client';
import { quantProfiles, user } from '../../db/schema';
import { mulberry32, oneOf, someOf, type Uniform } from '../../platform/seeded-random';
import { createCompany, createFirmBlock, createUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-database';
import { listTalentBySql } from './directory';
import { generateProfiles } from './generated-profiles';
import { listTalentFromIndex } from './indexed-page';
import { queryTerms } from './search-index/keyword-terms';

/**
 * The talent index (decision 0025) must answer exactly as the SQL path (decision 0017) does: the same profiles in
 * the same order, the same capped count, for random queries over random quants and blocks, and again after random
 * writes (hiding, showing, blocking, lifting a block, editing, deleting an account) that the index learns of by its
 * look at what changed.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

const KEYWORDS = [
  'stoch',
  'stochastic',
  'python',
  'london',
  'research',
  'vol',
  'option pricing',
  'quant the',
  'machine learning',
  'risk',
  'new york',
  'the',
  'c',
  'c++',
  'ml',
  'phd',
  'zzzz',
  'derivatives',
  'remote',
  'data',
];
const SKILLS = ['Python', 'C++', 'Machine Learning', 'Risk Models', 'Derivatives Pricing', 'ML', 'kdb+/q', 'R'];
const BANDS = ['junior', 'mid', 'senior'];

function randomQuery(random: Uniform): TalentQuery {
  const rateMin = random() < 0.2 ? Math.floor(random() * 150) : undefined;
  const rateMax = random() < 0.2 ? (rateMin ?? 0) + Math.floor(random() * 200) : undefined;
  return talentQuerySchema.parse({
    q: random() < 0.7 ? oneOf(random, KEYWORDS) : undefined,
    skills: someOf(random, SKILLS, 0.12).join(','),
    experience: someOf(random, BANDS, 0.2).join(','),
    education: someOf(random, DEGREE_LEVELS, 0.15).join(','),
    availability: random() < 0.2 ? oneOf(random, AVAILABILITY_FILTERS) : undefined,
    rateMin: rateMin?.toString(),
    rateMax: rateMax?.toString(),
    sort: random() < 0.6 ? oneOf(random, TALENT_SORTS) : undefined,
    page: String(random() < 0.8 ? 1 : 2),
  });
}

async function compareAnswers(random: Uniform, companies: { id: string; domain: string }[], queries: number) {
  let nonEmpty = 0;
  for (let i = 0; i < queries; i++) {
    const query = randomQuery(random);
    const company = oneOf(random, companies);
    const keyword = query.q ? await queryTerms(db(), query.q) : undefined;
    if (keyword === null) continue;
    const bySql = await listTalentBySql(db(), company, query);
    const fromIndex = await listTalentFromIndex(db(), company, query, keyword);
    expect(fromIndex, JSON.stringify(query)).toEqual(bySql);
    if (bySql.profiles.length > 0) nonEmpty++;
  }
  return nonEmpty;
}

describe('the talent index', () => {
  it('answers every query as the SQL path does, before and after random writes', async () => {
    const random = mulberry32(25_11_2026);
    const companies = await Promise.all(
      [0, 1, 2].map(async (n) => {
        const domain = `index-firm-${n}.example`;
        const company = await createCompany(db(), { domain, website: `https://${domain}` });
        return { id: company.id, domain };
      }),
    );
    const profiles = generateProfiles(240, { seed: 7, today: new Date('2026-11-25T12:00:00Z') });
    const users: string[] = [];
    for (const [n, profile] of profiles.entries()) {
      const { userId } = await createUser(db(), { name: profile.fullName });
      users.push(userId);
      // Some hidden, some with the same creation time (ties order by id), some without a rate.
      await db()
        .insert(quantProfiles)
        .values({
          ...profile,
          userId,
          isVisible: n % 9 !== 0,
          createdAt: n % 7 === 0 ? new Date('2026-01-01T00:00:00Z') : profile.createdAt,
          ...(n % 11 === 0 ? { hourlyRateMin: null, hourlyRateMax: null } : {}),
        });
      if (n % 13 === 0)
        await createFirmBlock(db(), userId, oneOf(random, companies), random() < 0.5 ? 'company' : 'reference-firm');
    }
    expect(await compareAnswers(random, companies, 120)).toBeGreaterThan(40);

    for (let round = 0; round < 4; round++) {
      for (let change = 0; change < 12; change++) {
        const userId = oneOf(random, users);
        const what = Math.floor(random() * 5);
        if (what === 0)
          await db()
            .update(quantProfiles)
            .set({ isVisible: random() < 0.5 })
            .where(eq(quantProfiles.userId, userId));
        if (what === 1) await createFirmBlock(db(), userId, oneOf(random, companies), 'company');
        if (what === 2) await db().execute(sql`delete from quant_firm_blocks where user_id = ${userId}`);
        if (what === 3) {
          await db()
            .update(quantProfiles)
            .set({
              bio: `Stochastic volatility research in ${oneOf(random, ['London', 'Paris'])}.`,
              hourlyRateMin: 90 + round,
              hourlyRateMax: 150,
              skills: ['Python', 'C++'],
            })
            .where(eq(quantProfiles.userId, userId));
        }
        if (what === 4 && users.length > 200) {
          users.splice(users.indexOf(userId), 1);
          await db().delete(user).where(eq(user.id, userId));
        }
      }
      expect(await compareAnswers(random, companies, 40)).toBeGreaterThan(10);
    }
  });
});
