import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY } from '../../../shared/availability';
import type { MatchRun, MatchSource, RecentMatch } from '../../../shared/contracts/talent';
import { hasSkill } from '../../../shared/skill-synonyms';
import {
  MATCH_MESSAGES,
  MATCH_RESULT_LIMIT,
  matchCriteriaSchema,
  type MatchCriteriaInput,
} from '../../../shared/talent-match';
import { quantFirmBlocks, quantProfiles } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import type { BrowserSession } from '../../test/browser-session';
import { createCompany, createPosition, createQuantProfile, createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { keyTerms } from './criteria-terms';
import { rankTalent } from './ranking';
import { matchPercent } from './scoring';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;

async function firm() {
  const owner = await signedInUser(server, 'Match Owner');
  const domain = `match-${randomBytes(4).toString('hex')}.example`;
  const company = await createCompany(db(), { ownerUserId: owner.userId, domain, website: `https://${domain}` });
  // A skill only this test's quants hold, so other tests' quants never enter its results.
  return { session: owner.session, company, tag: `Tag${randomBytes(4).toString('hex')}` };
}

async function quant(values: Parameters<typeof createQuantProfile>[2]) {
  const { userId } = await createUser(db(), { name: 'Match Quant' });
  return createQuantProfile(db(), userId, { isVisible: true, ...values });
}

async function match(session: BrowserSession, criteria: MatchCriteriaInput) {
  return session.request('/api/talent-match', { method: 'POST', json: criteria, headers: await session.csrfHeader() });
}

describe('POST /api/talent-match', () => {
  it('ranks by the share of the criteria met, with a line per requirement', async () => {
    const { session, tag } = await firm();
    await quant({
      fullName: 'Full Fit',
      skills: [tag, 'Python', 'cpp', 'kdb+/q', 'ML'],
      experienceYears: 6,
      hourlyRateMin: 120,
      hourlyRateMax: 150,
      availability: 'Available within 2 weeks',
      location: 'London, UK',
    });
    await quant({
      fullName: 'Partial Fit',
      skills: [tag, 'Python', 'C++', 'Machine Learning'],
      experienceYears: 4,
      hourlyRateMin: 200,
      availability: 'Not looking',
      location: 'Tokyo',
      prefersRemote: false,
    });
    const response = await match(session, {
      jobTitle: 'Volatility researcher',
      requiredSkills: [tag, 'Python', 'C++', 'kdb', 'Machine Learning'],
      minYears: 5,
      location: 'London',
      availability: 'Available within 2 weeks',
      budgetHourly: 150,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const run = response.body as MatchRun;
    expect(run.results.map((r) => r.profile.fullName)).toEqual(['Full Fit', 'Partial Fit']);
    const [full, partial] = run.results;
    expect(full!.lines.find((l) => l.requirement === 'requiredSkills')).toMatchObject({ state: 'met' });
    expect(full!.lines.find((l) => l.requirement === 'rate')).toEqual({
      requirement: 'rate',
      state: 'met',
      text: 'Rate $120–150/hr fits your $150 budget',
    });
    expect(partial!.lines.find((l) => l.requirement === 'requiredSkills')).toEqual({
      requirement: 'requiredSkills',
      state: 'partial',
      text: '4 of 5 required skills — missing kdb+/q',
    });
    expect(partial!.lines.find((l) => l.requirement === 'experience')?.state).toBe('partial');
    expect(partial!.lines.find((l) => l.requirement === 'availability')).toMatchObject({
      state: 'missing',
      text: 'Not looking',
    });
    expect(partial!.lines.find((l) => l.requirement === 'location')?.state).toBe('missing');
    expect(full!.percent).toBeGreaterThan(partial!.percent);
  });

  it('ignores location when expanding the search globally', async () => {
    const { session, tag } = await firm();
    await quant({ fullName: 'Far Away', skills: [tag], location: 'Sydney', prefersRemote: false });
    const local = (await match(session, { requiredSkills: [tag], location: 'Zurich' })).body as MatchRun;
    const global = (await match(session, { requiredSkills: [tag], location: 'Zurich', expandGlobally: true }))
      .body as MatchRun;
    expect(local.results[0]!.percent).toBeLessThan(100);
    expect(global.results[0]!.percent).toBe(100);
    expect(global.results[0]!.lines.map((l) => l.requirement)).toEqual(['requiredSkills']);
  });

  it('scores key terms of the description against the profile text', async () => {
    const { session, tag } = await firm();
    await quant({ fullName: 'Term Hit', skills: [tag], bio: 'Built volatility surfaces for exotic options.' });
    const run = (await match(session, { requiredSkills: [tag], description: 'Volatility surfaces; exotic options.' }))
      .body as MatchRun;
    expect(run.results[0]!.lines.find((l) => l.requirement === 'description')).toMatchObject({
      state: 'met',
      text: '4 of 4 key terms of your description (volatility, surfaces, exotic, options)',
    });
  });

  it.each([
    [{}, 'requiredSkills', MATCH_MESSAGES.nothingToMatch],
    [
      { requiredSkills: Array.from({ length: 21 }, (_, i) => `s${i}`) },
      'requiredSkills',
      MATCH_MESSAGES.requiredSkills,
    ],
    [{ jobTitle: 'Quant', minYears: -1 }, 'minYears', MATCH_MESSAGES.years],
    [{ jobTitle: 'Quant', availability: 'Soon' }, 'availability', MATCH_MESSAGES.availability],
    [{ jobTitle: 'Quant', budgetHourly: 0 }, 'budgetHourly', MATCH_MESSAGES.budget],
    [{ jobTitle: 'Quant', description: 'x'.repeat(5001) }, 'description', MATCH_MESSAGES.description],
    [{ jobTitle: 'Quant', education: 'GED' }, 'education', MATCH_MESSAGES.education],
  ])('answers 400 for %j and saves nothing', async (criteria, field, message) => {
    const { session, company } = await firm();
    const response = await match(session, criteria as MatchCriteriaInput);
    expect(response.status).toBe(400);
    expect(response.body.error.fields[field]).toBe(message);
    const recent = (await session.request('/api/talent-match/recent')).body.matches as RecentMatch[];
    expect(recent, company.id).toEqual([]);
  });

  it("answers 404 for another company's position", async () => {
    const { session } = await firm();
    const other = await createCompany(db());
    const position = await createPosition(db(), other.id);
    const response = await match(session, { positionId: position.id, jobTitle: 'Quant' });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(MATCH_MESSAGES.positionNotFound);
  });
});

describe('recent matches', () => {
  it('keeps each run, newest first, and drops quants who hide or block the firm since', async () => {
    const { session, company, tag } = await firm();
    const stays = await quant({ fullName: 'Stays Visible', skills: [tag] });
    const hides = await quant({ fullName: 'Hides Later', skills: [tag] });
    const blocks = await quant({ fullName: 'Blocks Later', skills: [tag] });
    await match(session, { jobTitle: 'First', requiredSkills: [tag] });
    await match(session, { jobTitle: 'Second', requiredSkills: [tag] });
    await db().update(quantProfiles).set({ isVisible: false }).where(eq(quantProfiles.id, hides.id));
    await db().insert(quantFirmBlocks).values({ userId: blocks.userId, companyId: company.id, name: company.name });
    const recent = (await session.request('/api/talent-match/recent')).body.matches as RecentMatch[];
    expect(recent.map((m) => m.title)).toEqual(['Second', 'First']);
    expect(recent[0]!.top.map((t) => t.profileId)).toEqual([stays.id]);
    expect(recent[0]!.criteria.requiredSkills).toEqual([tag]);
  });
});

describe('GET /api/talent-match/sources', () => {
  it("offers the company's open and draft positions with criteria from their text and hourly pay", async () => {
    const { session, company } = await firm();
    await createPosition(db(), company.id, {
      title: 'Quant Research Intern',
      description: 'Work on ML signals in Python and cpp.',
      requirements: ['Stochastic calculus', 'kdb+/q a plus'],
      payPeriod: 'hour',
      payMin: 50,
      payMax: 70,
    });
    await createPosition(db(), company.id, { title: 'Closed Role', status: 'Closed' });
    const sources = (await session.request('/api/talent-match/sources')).body.sources as MatchSource[];
    expect(sources.map((s) => s.title)).toEqual(['Quant Research Intern']);
    expect([...sources[0]!.criteria.requiredSkills].sort()).toEqual(
      ['C++', 'Machine Learning', 'Python', 'Stochastic Calculus', 'kdb+/q'].sort(),
    );
    expect(sources[0]!.criteria.budgetHourly).toBe(70);
  });
});

/** The order comes from SQL and the lines from TypeScript: over random quants and criteria, they agree. */
describe('the SQL score and scoring.ts', () => {
  const profileArbitrary = fc.record({
    skills: fc.subarray(['Python', 'C++', 'ML', 'kdb', 'Rust', 'Stochastic Calculus']),
    experienceYears: fc.integer({ min: 0, max: 12 }),
    degree: fc.constantFrom('BSc', 'MSc', 'PhD', ''),
    location: fc.constantFrom('London, UK', 'New York', 'Remote', null),
    prefersRemote: fc.boolean(),
    availability: fc.constantFrom(...AVAILABILITY, null),
    hourlyRateMin: fc.option(fc.integer({ min: 20, max: 300 }), { nil: null }),
    extra: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    bio: fc.constantFrom('Options and volatility.', 'Credit risk models.', 'Exotic derivatives pricing.'),
  });
  const criteriaArbitrary = fc.record({
    requiredSkills: fc.subarray(['Python', 'C++', 'Machine Learning', 'kdb+/q', 'Go']),
    highPrioritySkills: fc.subarray(['Rust', 'Stochastic Calculus']),
    description: fc.constantFrom('', 'Volatility and options work', 'Risk models for credit'),
    minYears: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
    location: fc.constantFrom('', 'London', 'Remote', 'Tokyo'),
    education: fc.constantFrom("Bachelor's", "Master's", 'Ph.D.', null),
    availability: fc.constantFrom('Available now', 'Available within 2 weeks', 'Available within a month', null),
    expandGlobally: fc.boolean(),
    budgetHourly: fc.option(fc.integer({ min: 30, max: 250 }), { nil: null }),
  });

  it('gives every result the percent scoring.ts computes from its facts, best first', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(profileArbitrary, { minLength: 1, maxLength: 6 }),
        criteriaArbitrary,
        async (specs, rawCriteria) => {
          const { company, tag } = await firm();
          const created: string[] = [];
          for (const spec of specs) {
            const row = await quant({
              skills: [tag, ...spec.skills],
              experienceYears: spec.experienceYears,
              education: spec.degree
                ? [{ school: 'LSE', degree: spec.degree, field: '', fromYear: '', toYear: '', description: '' }]
                : [],
              location: spec.location,
              prefersRemote: spec.prefersRemote,
              availability: spec.availability,
              hourlyRateMin: spec.hourlyRateMin,
              hourlyRateMax:
                spec.hourlyRateMin !== null && spec.extra !== null ? spec.hourlyRateMin + spec.extra : null,
              bio: spec.bio,
            });
            created.push(row.id);
          }
          const criteria = matchCriteriaSchema.parse({
            ...rawCriteria,
            requiredSkills: [tag, ...rawCriteria.requiredSkills],
          });
          const { results } = await rankTalent(db(), company, criteria);
          // The tag is a required skill, so each of these quants is a candidate (other tests' quants may be too).
          const mine = results.filter((r) => created.includes(r.profile.id));
          expect(mine.length === specs.length || results.length === MATCH_RESULT_LIMIT).toBe(true);
          const terms = keyTerms(criteria);
          for (const result of results) {
            const [row] = await db().select().from(quantProfiles).where(eq(quantProfiles.id, result.profile.id));
            const facts = {
              requiredMet: criteria.requiredSkills.map((skill) => hasSkill(row!.skills, skill)),
              priorityMet: criteria.highPrioritySkills.map((skill) => hasSkill(row!.skills, skill)),
              termsMet: await Promise.all(terms.map((term) => documentHas(result.profile.id, term))),
              experienceYears: row!.experienceYears,
              highestDegree: row!.highestDegree,
              location: row!.location,
              prefersRemote: row!.prefersRemote,
              availability: row!.availability,
              hourlyRateMin: row!.hourlyRateMin,
              hourlyRateMax: row!.hourlyRateMax,
            };
            expect(result.percent).toBe(matchPercent(facts, criteria, terms.length));
          }
          const percents = results.map((r) => r.percent);
          expect(percents).toEqual([...percents].sort((a, b) => b - a));
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('the order of many candidates', () => {
  it('is the order scoring.ts gives every candidate, though only the strong ones are scored in full', async () => {
    const levels = ['BSc', 'MSc', 'PhD', ''];
    await fc.assert(
      fc.asyncProperty(
        // Strong candidates (most required skills and the rest met) beside random ones: with 20 strong ones the
        // strong tier alone decides the results, with fewer every candidate is scored; both must give this order.
        fc.array(
          fc.oneof(
            fc.record({
              skills: fc.constantFrom([0, 1, 2, 3], [0, 1, 3], [1, 2, 3], [0, 2, 3]),
              experienceYears: fc.integer({ min: 3, max: 8 }),
              degree: fc.constantFrom(1, 2),
              london: fc.constant(true),
              availability: fc.constantFrom('Available now', 'Available within 2 weeks'),
              hourlyRateMin: fc.integer({ min: 50, max: 150 }),
              bio: fc.constantFrom('Options and volatility.', 'Credit risk models.', 'Volatility surfaces.'),
            }),
            fc.record({
              skills: fc.subarray([0, 1, 2, 3]),
              experienceYears: fc.integer({ min: 0, max: 8 }),
              degree: fc.nat(3),
              london: fc.boolean(),
              availability: fc.constantFrom(...AVAILABILITY),
              hourlyRateMin: fc.integer({ min: 50, max: 250 }),
              bio: fc.constantFrom('Options and volatility.', 'Credit risk models.', 'Volatility surfaces.'),
            }),
          ),
          { minLength: 25, maxLength: 45 },
        ),
        async (specs) => {
          const { company, tag } = await firm();
          // Skills only this test's quants hold, so every candidate is one of them.
          const skills = [0, 1, 2, 3].map((i) => `${tag}s${i}`);
          const created = [];
          for (const spec of specs) {
            created.push(
              await quant({
                skills: spec.skills.map((i) => skills[i]!),
                experienceYears: spec.experienceYears,
                education: levels[spec.degree]
                  ? [
                      {
                        school: 'LSE',
                        degree: levels[spec.degree]!,
                        field: '',
                        fromYear: '',
                        toYear: '',
                        description: '',
                      },
                    ]
                  : [],
                location: spec.london ? 'London, UK' : 'Paris',
                prefersRemote: false,
                availability: spec.availability,
                hourlyRateMin: spec.hourlyRateMin,
                bio: spec.bio,
              }),
            );
          }
          const criteria = matchCriteriaSchema.parse({
            jobTitle: 'Volatility options',
            requiredSkills: skills.slice(0, 3),
            highPrioritySkills: [skills[3]],
            minYears: 3,
            location: 'London',
            education: "Master's",
            availability: 'Available within 2 weeks',
            budgetHourly: 150,
          });
          const terms = keyTerms(criteria);
          const expected = [];
          for (const row of created) {
            const facts = {
              requiredMet: criteria.requiredSkills.map((skill) => hasSkill(row.skills, skill)),
              priorityMet: criteria.highPrioritySkills.map((skill) => hasSkill(row.skills, skill)),
              termsMet: await Promise.all(terms.map((term) => documentHas(row.id, term))),
              experienceYears: row.experienceYears,
              highestDegree: row.highestDegree,
              location: row.location,
              prefersRemote: row.prefersRemote,
              availability: row.availability,
              hourlyRateMin: row.hourlyRateMin,
              hourlyRateMax: row.hourlyRateMax,
            };
            if (facts.requiredMet.some(Boolean))
              expected.push({ id: row.id, percent: matchPercent(facts, criteria, terms.length), at: row.createdAt });
          }
          expected.sort((a, b) => b.percent - a.percent || b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1));
          const ranking = await rankTalent(db(), company, criteria);
          expect(ranking.total).toBe(expected.length);
          expect(ranking.results.map((r) => [r.profile.id, r.percent])).toEqual(
            expected.slice(0, MATCH_RESULT_LIMIT).map((e) => [e.id, e.percent]),
          );
        },
      ),
      { numRuns: 6 },
    );
  });
});

/** Whether the quant's search document holds the term (what the SQL's key-term condition decides). */
async function documentHas(profileId: string, term: string): Promise<boolean> {
  const [row] = await db()
    .select({ hit: sql<boolean>`${quantProfiles.searchVector} @@ plainto_tsquery('english', ${term})` })
    .from(quantProfiles)
    .where(eq(quantProfiles.id, profileId));
  return row!.hit;
}
