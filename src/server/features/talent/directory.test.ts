import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TalentPage, TalentProfile } from '../../../shared/contracts/talent';
import { TALENT_COUNT_CAP, TALENT_MESSAGES } from '../../../shared/talent';
import { firms, quantFirmBlocks, quantProfileViews, quantProfiles, user } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import type { BrowserSession } from '../../test/browser-session';
import { createCompany, createQuantProfile, createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * The talent directory as a verified firm uses it: every control changes the answer as its label says, placeholders,
 * hidden and blocking quants never appear, a profile opened is recorded for the quant, bad input is a 400.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;

/** A verified firm's owner, and a word that only this test's quants carry (the directory holds every test's). */
async function firm(domain = `firm-${randomBytes(4).toString('hex')}.example`) {
  const owner = await signedInUser(server, 'Directory Owner');
  const company = await createCompany(db(), { ownerUserId: owner.userId, domain, website: `https://${domain}` });
  return { session: owner.session, company, tag: `zq${randomBytes(5).toString('hex')}` };
}

async function quant(tag: string, values: Parameters<typeof createQuantProfile>[2] = {}) {
  const { userId, email } = await createUser(db(), { name: 'Directory Quant' });
  const row = await createQuantProfile(db(), userId, { isVisible: true, bio: `Quant ${tag}.`, ...values });
  return { ...row, email };
}

async function search(session: BrowserSession, query: string): Promise<TalentPage> {
  const response = await session.request(`/api/talent?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as TalentPage;
}
const names = (page: TalentPage) => page.profiles.map((p) => p.fullName).sort();

describe('GET /api/talent', () => {
  it('lists listed quants only: not hidden ones, not placeholders', async () => {
    const { session, tag } = await firm();
    await quant(tag, { fullName: 'Listed Lee' });
    await quant(tag, { fullName: 'Hidden Hu', isVisible: false });
    await quant(tag, { fullName: 'Placeholder Pat', title: 'Update your profile', skills: ['Update your skills'] });
    expect(names(await search(session, `q=${tag}`))).toEqual(['Listed Lee']);
  });

  it('finds a word by its prefix, and a skill by a synonym or a symbol the parser drops', async () => {
    const { session, tag } = await firm();
    await quant(tag, { fullName: 'Stochastic Sam', bio: `Works on stochastic volatility ${tag}.`, skills: ['Go'] });
    await quant(tag, { fullName: 'Learning Lou', skills: ['Machine Learning'] });
    await quant(tag, { fullName: 'Cpp Cat', skills: ['C++'] });
    expect(names(await search(session, `q=${tag}+stoch`))).toEqual(['Stochastic Sam']);
    expect(names(await search(session, `q=${tag}&skills=ML`))).toEqual(['Learning Lou']);
    expect(names(await search(session, `q=C%2B%2B&skills=cpp`)).includes('Cpp Cat')).toBe(true);
  });

  it('filters by experience band, overlapping rate, education and availability', async () => {
    const { session, tag } = await firm();
    const education = (degree: string) => [
      { school: 'ETH Zurich', degree, field: '', fromYear: '', toYear: '', description: '' },
    ];
    await quant(tag, {
      fullName: 'Junior Jo',
      experienceYears: 2,
      hourlyRateMin: 40,
      hourlyRateMax: 60,
      education: education('BSc'),
      availability: 'Available now',
    });
    await quant(tag, {
      fullName: 'Mid Mo',
      experienceYears: 4,
      hourlyRateMin: 90,
      hourlyRateMax: 120,
      education: education('MSc'),
      availability: 'Available within a month',
    });
    await quant(tag, {
      fullName: 'Senior Sy',
      experienceYears: 9,
      hourlyRateMin: 200,
      education: education('PhD'),
      availability: 'Not looking',
    });
    await quant(tag, { fullName: 'No Rate Ned', experienceYears: 1 });
    expect(names(await search(session, `q=${tag}&experience=junior`))).toEqual(['Junior Jo', 'No Rate Ned']);
    expect(names(await search(session, `q=${tag}&experience=mid,senior`))).toEqual(['Mid Mo', 'Senior Sy']);
    // $100–150 overlaps Mid Mo's $90–120 and no one else's; a minimum alone overlaps every range above it.
    expect(names(await search(session, `q=${tag}&rateMin=100&rateMax=150`))).toEqual(['Mid Mo']);
    expect(names(await search(session, `q=${tag}&rateMin=150`))).toEqual(['Senior Sy']);
    expect(names(await search(session, `q=${tag}&education=Master's,Ph.D.`))).toEqual(['Mid Mo', 'Senior Sy']);
    expect(names(await search(session, `q=${tag}&availability=Available now`))).toEqual(['Junior Jo']);
    expect(names(await search(session, `q=${tag}&availability=Available within a month`))).toEqual([
      'Junior Jo',
      'Mid Mo',
    ]);
  });

  it('sorts by rate and by newest, and pages on the server', async () => {
    const { session, tag } = await firm();
    for (let i = 0; i < 23; i++)
      await quant(tag, { fullName: `Paged ${String(i).padStart(2, '0')}`, hourlyRateMin: 300 - i });
    const byRate = await search(session, `q=${tag}&sort=rate`);
    expect(byRate.total).toBe(23);
    expect(byRate.pageCount).toBe(2);
    expect(byRate.profiles[0]!.hourlyRateMin).toBe(278);
    const second = await search(session, `q=${tag}&sort=newest&page=2`);
    expect(second.profiles.map((p) => p.fullName)).toEqual(['Paged 02', 'Paged 01', 'Paged 00']);
  });

  it('counts up to the cap and says there are more, still paging within it', async () => {
    const { session, tag } = await firm();
    const ids = Array.from({ length: TALENT_COUNT_CAP + 5 }, (_, i) => `cap-${tag}-${i}`);
    await db()
      .insert(user)
      .values(ids.map((id) => ({ id, name: 'Capped Quant', email: `${id}@example.com`, emailVerified: true })));
    await db()
      .insert(quantProfiles)
      .values(ids.map((userId) => ({ userId, isVisible: true, fullName: 'Capped Quant', title: `Quant ${tag}` })));
    const first = await search(session, `q=${tag}`);
    expect(first).toMatchObject({ total: TALENT_COUNT_CAP, totalCapped: true, pageCount: TALENT_COUNT_CAP / 20 });
    const narrowed = await search(session, `q=${tag}&rateMin=1`);
    expect(narrowed).toMatchObject({ total: 0, totalCapped: false });
  });

  it('ranks by relevance with a keyword: a headline match before a bio mention', async () => {
    const { session, tag } = await firm();
    await quant(tag, { fullName: 'Bio Mention', title: 'Data Scientist', bio: `Some volatility work ${tag}.` });
    await quant(tag, { fullName: 'Headline Match', title: 'Volatility Trader' });
    const page = await search(session, `q=${tag}+volatility&sort=relevance`);
    expect(page.profiles.map((p) => p.fullName)).toEqual(['Headline Match', 'Bio Mention']);
  });

  it('leaves out quants who block the company, its domain, or the reference firm at its domain', async () => {
    const domain = `blocked-${randomBytes(4).toString('hex')}.example`;
    const { session, company, tag } = await firm(domain);
    await quant(tag, { fullName: 'Open Olga' });
    const byCompany = await quant(tag, { fullName: 'Blocks Company' });
    const byFirm = await quant(tag, { fullName: 'Blocks Firm' });
    await db().insert(quantFirmBlocks).values({ userId: byCompany.userId, companyId: company.id, name: company.name });
    const [firmRow] = await db()
      .insert(firms)
      .values({ name: `Ref ${domain}`, url: `https://www.${domain}/`, category: 'Hedge Fund', description: 'x' })
      .returning();
    await db()
      .insert(quantFirmBlocks)
      .values({ userId: byFirm.userId, firmId: firmRow!.id, name: firmRow!.name, domain });
    expect(names(await search(session, `q=${tag}`))).toEqual(['Open Olga']);
    // Another company sees all three.
    const other = await firm();
    expect(names(await search(other.session, `q=${tag}`))).toEqual(['Blocks Company', 'Blocks Firm', 'Open Olga']);
  });

  it('never answers an e-mail address or a user id', async () => {
    const { session, tag } = await firm();
    const listed = await quant(tag, { fullName: 'Private Pia' });
    const response = await session.request(`/api/talent?q=${tag}`);
    expect(JSON.stringify(response.body)).not.toContain(listed.email);
    expect(JSON.stringify(response.body)).not.toContain(listed.userId);
  });

  it.each([
    ['rateMin=500&rateMax=100', 'rateMin', TALENT_MESSAGES.rateOrder],
    ['availability=Tomorrow', 'availability', TALENT_MESSAGES.availability],
    ['page=0', 'page', 'Page must be a whole number from 1'],
    [`q=${'a'.repeat(10_000)}`, 'q', TALENT_MESSAGES.keyword],
    [`skills=${Array.from({ length: 500 }, (_, i) => `s${i}`).join(',')}`, 'skills', TALENT_MESSAGES.skills],
    ['experience=guru', 'experience', TALENT_MESSAGES.experience],
    ['education=GED', 'education', TALENT_MESSAGES.education],
    ['rateMin=-5', 'rateMin', TALENT_MESSAGES.rate],
    ['sort=random', 'sort', TALENT_MESSAGES.sort],
  ])('answers 400 for %s', async (query, field, message) => {
    const { session } = await firm();
    const response = await session.request(`/api/talent?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.fields[field]).toBe(message);
  });
});

describe('GET /api/talent/{id}', () => {
  it('answers the full profile without placeholders and records the view for the quant', async () => {
    const { session, company, tag } = await firm();
    const listed = await quant(tag, {
      fullName: 'Viewed Vera',
      education: [
        { school: 'MIT', degree: 'PhD Physics', field: '', fromYear: '2015', toYear: '2020', description: '' },
      ],
      experienceData: [
        { jobTitle: 'Update your profile', company: '', fromDate: '', toDate: '', description: '' },
        { jobTitle: 'Quant Researcher', company: 'Acme', fromDate: '01/2021', toDate: 'Present', description: '' },
      ],
    });
    const first = await session.request(`/api/talent/${listed.id}`);
    expect(first.status).toBe(200);
    const profile = first.body as TalentProfile;
    expect(profile).toMatchObject({ fullName: 'Viewed Vera', highestDegree: 'Ph.D.', education: 'Ph.D. · MIT' });
    expect(profile.experienceEntries.map((e) => e.jobTitle)).toEqual(['Quant Researcher']);
    expect(JSON.stringify(first.body)).not.toContain(listed.email);
    await session.request(`/api/talent/${listed.id}`);
    const [view] = await db()
      .select()
      .from(quantProfileViews)
      .where(and(eq(quantProfileViews.quantUserId, listed.userId), eq(quantProfileViews.companyId, company.id)));
    expect(view?.viewCount).toBe(2);
  });

  it('answers 404 alike for hidden, blocking, placeholder, unknown and malformed ids, and records nothing', async () => {
    const { session, company, tag } = await firm();
    const hidden = await quant(tag, { isVisible: false });
    const blocking = await quant(tag);
    await db().insert(quantFirmBlocks).values({ userId: blocking.userId, companyId: company.id, name: company.name });
    const placeholder = await quant(tag, { title: 'Update your profile', skills: [] });
    for (const id of [hidden.id, blocking.id, placeholder.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await session.request(`/api/talent/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.body.error.message).toBe(TALENT_MESSAGES.notFound);
    }
    const views = await db().select().from(quantProfileViews).where(eq(quantProfileViews.companyId, company.id));
    expect(views).toEqual([]);
  });
});
