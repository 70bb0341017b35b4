import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBy, AVAILABILITY_FILTERS } from '../../../shared/availability';
import { DEGREE_LEVELS } from '../../../shared/internships';
import { hasSkill } from '../../../shared/skill-synonyms';
import {
  effectiveSort,
  EXPERIENCE_BANDS,
  TALENT_COUNT_CAP,
  TALENT_PAGE_SIZE,
  talentQuerySchema,
  TALENT_SORTS,
  type TalentQuery,
} from '../../../shared/talent';
import type { Database } from '../../db/client';
import { quantProfiles, user } from '../../db/schema';
import { mulberry32, oneOf, someOf, type Uniform } from '../../platform/seeded-random';
import { listedFor } from '../../platform/talent-visibility';
import { createFirmBlock } from '../../test/factories';
import { createTestDatabase } from '../../test/test-database';
import { createTalentWorld } from '../../test/talent-world';
import { listTalent } from './directory';
import { EXPERIENCE_KEY_MAX } from './filter-keys';
import { generateProfiles } from './generated-profiles';
import { keywordQuery } from './keyword';

/**
 * What a firm gets from the directory, for random queries over random quants and blocks, and again after random
 * writes (hiding, showing, blocking, lifting a block, editing, deleting an account): the page is the one a naive
 * reading of every profile gives. Every listed profile the firm may see (listedFor on quant_profiles, not the
 * search table) is filtered in TypeScript, sorted by the query's order and cut into pages.
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
  '"option pricing"',
  'python -london',
  'london or paris',
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
    page: String(oneOf(random, [1, 1, 1, 1, 2, 2, 3])),
  });
}

/** Every profile `company` may see, with what the query's filters and orders read. */
async function visibleProfiles(company: { id: string; domain: string }, keyword: string | undefined) {
  const query = keyword ? keywordQuery(keyword) : sql`''::tsquery`;
  return db()
    .select({
      id: quantProfiles.id,
      createdMicros: sql<number>`(extract(epoch from ${quantProfiles.createdAt}) * 1000000)::float8`,
      skills: quantProfiles.skills,
      experienceYears: quantProfiles.experienceYears,
      highestDegree: quantProfiles.highestDegree,
      availability: quantProfiles.availability,
      rateMin: quantProfiles.hourlyRateMin,
      rateMax: quantProfiles.hourlyRateMax,
      textHit: sql<boolean>`${quantProfiles.searchVector} @@ ${query}`,
      rank: sql<number>`ts_rank(${quantProfiles.searchVector}, ${query})`,
    })
    .from(quantProfiles)
    .where(listedFor(company));
}
type Visible = Awaited<ReturnType<typeof visibleProfiles>>[number];

function meets(row: Visible, query: TalentQuery): boolean {
  const low = row.rateMin ?? row.rateMax;
  const high = row.rateMax ?? row.rateMin;
  const years = Math.min(Math.max(row.experienceYears, 0), EXPERIENCE_KEY_MAX);
  const bands = EXPERIENCE_BANDS.filter((band) => query.experience.includes(band.key));
  return (
    (!query.q || row.textHit || hasSkill(row.skills, query.q)) &&
    query.skills.every((skill) => hasSkill(row.skills, skill)) &&
    (bands.length === 0 || bands.some((band) => years >= band.min && (band.max === null || years < band.max))) &&
    (query.education.length === 0 || (row.highestDegree !== null && query.education.includes(row.highestDegree))) &&
    (!query.availability ||
      (row.availability !== null && availableBy(query.availability).includes(row.availability))) &&
    (query.rateMin === undefined || (high !== null && high >= query.rateMin)) &&
    (query.rateMax === undefined || (low !== null && low <= query.rateMax))
  );
}

/** The directory's orders: the lowest rate first (none last), else the best rank, then the newest. */
function inOrder(query: TalentQuery) {
  const sort = effectiveSort(query);
  return (a: Visible, b: Visible): number => {
    if (sort === 'rate') {
      const [x, y] = [a.rateMin ?? a.rateMax, b.rateMin ?? b.rateMax];
      if (x !== y) return x === null ? 1 : y === null ? -1 : x - y;
      return a.id < b.id ? -1 : 1;
    }
    if (sort === 'relevance' && query.q && a.rank !== b.rank) return b.rank - a.rank;
    if (a.createdMicros !== b.createdMicros) return b.createdMicros - a.createdMicros;
    return a.id < b.id ? 1 : -1;
  };
}

async function checkPages(random: Uniform, companies: { id: string; domain: string }[], queries: number) {
  let nonEmpty = 0;
  for (let i = 0; i < queries; i++) {
    const query = randomQuery(random);
    const company = oneOf(random, companies);
    const matches = (await visibleProfiles(company, query.q)).filter((row) => meets(row, query));
    // Fewer than TALENT_COUNT_CAP here, so relevance ranks every match, not only the newest 1,000.
    expect(matches.length).toBeLessThan(TALENT_COUNT_CAP);
    const start = (query.page - 1) * TALENT_PAGE_SIZE;
    const expected = matches.sort(inOrder(query)).slice(start, start + TALENT_PAGE_SIZE);
    const page = await listTalent(db(), company, query);
    expect(
      { ids: page.profiles.map((p) => p.id), total: page.total, capped: page.totalCapped, pages: page.pageCount },
      JSON.stringify(query),
    ).toEqual({
      ids: expected.map((row) => row.id),
      total: matches.length,
      capped: false,
      pages: Math.max(1, Math.ceil(matches.length / TALENT_PAGE_SIZE)),
    });
    if (page.profiles.length > 0) nonEmpty++;
  }
  return nonEmpty;
}

describe('a directory page', () => {
  it('is every visible match in the order asked, paged, before and after random writes', async () => {
    const random = mulberry32(25_11_2026);
    const { companies, users } = await createTalentWorld(db(), random, {
      domainPrefix: 'directory-firm',
      companies: 3,
      profiles: generateProfiles(240, { seed: 7, today: new Date('2026-11-25T12:00:00Z') }),
      // Some hidden, some with the same creation time (ties order by id), some without a rate.
      row: (profile, n) => ({
        ...profile,
        isVisible: n % 9 !== 0,
        createdAt: n % 7 === 0 ? new Date('2026-01-01T00:00:00Z') : profile.createdAt,
        ...(n % 11 === 0 ? { hourlyRateMin: null, hourlyRateMax: null } : {}),
      }),
      blockEvery: 13,
    });
    expect(await checkPages(random, companies, 120)).toBeGreaterThan(40);

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
      expect(await checkPages(random, companies, 40)).toBeGreaterThan(10);
    }
  });
});
