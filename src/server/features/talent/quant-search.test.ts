import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TalentPage } from '../../../shared/contracts/talent';
import { quantProfiles } from '../../db/schema';
import { signedInUser } from '../../test/accounts';
import type { BrowserSession } from '../../test/browser-session';
import { createCompany, createFirmBlock, createQuantProfile, createUser, TEST_PASSWORD } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * The narrow search table (quant_search, decision 0017) is what the directory and the match search: it must hold
 * exactly one row per profile, equal to what the profile says, after every way a profile is written — the
 * visibility switch and its placeholder, each wizard step, a direct insert or update, a block, an account deletion.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;

/** The profiles whose search row is missing, left over or differs from the profile, by profile or search id. */
async function outOfStep(): Promise<string[]> {
  const result = await db().execute(sql`
    select coalesce(p.id, s.profile_id)::text as id
    from ${quantProfiles} p full join quant_search s on s.profile_id = p.id
    where p.id is null or s.profile_id is null
       or (s.user_id, s.listed, s.created_at, s.experience_years, s.rate_low, s.rate_high, s.highest_degree,
           s.availability, s.location, s.prefers_remote, s.filter_keys, s.blocked_keys, s.search_vector)
          is distinct from
          (p.user_id, p.listed, p.created_at, p.experience_years, coalesce(p.hourly_rate_min, p.hourly_rate_max),
           coalesce(p.hourly_rate_max, p.hourly_rate_min), p.highest_degree, p.availability, p.location,
           p.prefers_remote, quant_filter_keys(p.skill_keys, p.experience_years, p.availability, p.highest_degree),
           quant_blocked_keys(p.user_id), p.search_vector)`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

async function blockedKeysOf(userId: string): Promise<string[]> {
  const result = await db().execute(sql`select blocked_keys from quant_search where user_id = ${userId}`);
  const [row] = (result as unknown as { rows: { blocked_keys: string[] }[] }).rows;
  return row ? [...row.blocked_keys].sort() : [];
}

async function filterKeysOf(userId: string): Promise<string[]> {
  const result = await db().execute(sql`select filter_keys from quant_search where user_id = ${userId}`);
  const [row] = (result as unknown as { rows: { filter_keys: string[] }[] }).rows;
  return row ? [...row.filter_keys].sort() : [];
}

const csrf = (session: BrowserSession) => session.csrfHeader();
const put = async (session: BrowserSession, path: string, json: unknown) =>
  session.request(`/api/quant-profile/${path}`, { method: 'PUT', json, headers: await csrf(session) });

async function verifiedFirm() {
  const owner = await signedInUser(server, 'Search Firm Owner');
  const domain = `quant-search-${randomBytes(5).toString('hex')}.example`;
  const company = await createCompany(db(), {
    ownerUserId: owner.userId,
    domain,
    website: `https://${domain}`,
    verification: 'verified',
  });
  return { session: owner.session, id: company.id, domain };
}

async function directoryIds(session: BrowserSession, query: string): Promise<string[]> {
  const response = await session.request(`/api/talent?${query}`);
  expect(response.status).toBe(200);
  return (response.body as TalentPage).profiles.map((card) => card.id);
}

describe('the search row of a profile', () => {
  it('follows the switch, every wizard step, a block and the deletion of the account', async () => {
    const tag = `insync${randomBytes(5).toString('hex')}`;
    const firm = await verifiedFirm();
    const quant = await signedInUser(server, 'Stepping Quant');

    // The switch without a profile writes the spec's placeholder: a search row, not listed.
    expect((await put(quant.session, 'visibility', { isVisible: true })).status).toBe(200);
    expect(await outOfStep()).toEqual([]);
    expect(await directoryIds(firm.session, `q=${tag}`)).toEqual([]);

    // Each wizard step changes what the row holds.
    const basic = {
      fullName: 'Stepping Quant',
      title: `Volatility researcher ${tag}`,
      location: 'Zurich, Switzerland',
      bio: 'Rough volatility and market microstructure.',
      hourlyRateMin: 140,
      hourlyRateMax: 180,
      linkedinUrl: '',
      githubUrl: '',
      isVisible: true,
      availability: 'Available within 2 weeks',
      preferences: { remote: false, fullTime: true, contract: true },
    };
    expect((await put(quant.session, 'basic', basic)).status).toBe(200);
    expect((await put(quant.session, 'skills', { skills: ['Python', 'Stochastic Calculus'] })).status).toBe(200);
    const school = { school: 'ETH Zurich', degree: 'PhD', field: 'Mathematics', fromYear: '2015', toYear: '2019' };
    expect((await put(quant.session, 'education', { entries: [{ ...school, description: '' }] })).status).toBe(200);
    const job = { jobTitle: 'Quant', company: 'Example AG', fromDate: '01/2020', toDate: '01/2024', description: '' };
    expect((await put(quant.session, 'experience', { entries: [job] })).status).toBe(200);
    expect(await outOfStep()).toEqual([]);
    expect(await filterKeysOf(quant.userId)).toEqual(
      ['Availability=Available within 2 weeks', 'Degree=Ph.D.', 'Experience=4', 'python', 'stochastic calculus'].sort(),
    );
    const [listed] = await directoryIds(firm.session, `q=${tag}`);
    expect(listed).toBeDefined();
    const filtered = `q=${tag}&skills=ito calculus&experience=mid&education=Ph.D.&availability=Available within 2 weeks&rateMin=170`;
    expect(await directoryIds(firm.session, encodeURI(filtered))).toEqual([listed]);
    expect(await directoryIds(firm.session, `q=${tag}&experience=senior`)).toEqual([]);

    // Hidden, then shown again.
    expect((await put(quant.session, 'visibility', { isVisible: false })).status).toBe(200);
    expect(await outOfStep()).toEqual([]);
    expect(await directoryIds(firm.session, `q=${tag}`)).toEqual([]);
    expect((await put(quant.session, 'visibility', { isVisible: true })).status).toBe(200);
    expect(await directoryIds(firm.session, `q=${tag}`)).toEqual([listed]);

    // A block hides the quant from that firm at once: the search row carries it as a key.
    const blocked = await quant.session.request('/api/quant-profile/blocks', {
      json: { kind: 'company', id: firm.id },
      headers: await csrf(quant.session),
    });
    expect(blocked.status).toBe(200);
    expect(await directoryIds(firm.session, `q=${tag}`)).toEqual([]);
    const match = await firm.session.request('/api/talent-match', {
      method: 'POST',
      json: { requiredSkills: ['Python', 'Stochastic Calculus'], jobTitle: tag },
      headers: await csrf(firm.session),
    });
    expect(match.status).toBe(200);
    expect(JSON.stringify(match.body)).not.toContain(listed);
    expect(await outOfStep()).toEqual([]);
    // A block on a company covers its domain too (every company verified there).
    expect(await blockedKeysOf(quant.userId)).toEqual([`Company=${firm.id}`, `Domain=${firm.domain}`]);
    // Lifted, the quant is back.
    const blockId = (blocked.body as { blocks: { id: string }[] }).blocks[0]!.id;
    const lifted = await quant.session.request(`/api/quant-profile/blocks/${blockId}`, {
      method: 'DELETE',
      headers: await csrf(quant.session),
    });
    expect(lifted.status).toBe(200);
    expect(await outOfStep()).toEqual([]);
    expect(await blockedKeysOf(quant.userId)).toEqual([]);
    expect(await directoryIds(firm.session, `q=${tag}`)).toEqual([listed]);

    // Deleting the account deletes the profile and its search row.
    const deleted = await quant.session.request('/api/auth/delete-user', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    expect(await outOfStep()).toEqual([]);
    expect(await filterKeysOf(quant.userId)).toEqual([]);
  });

  it('follows direct inserts and updates, whatever wrote them (factories, seed:demo, bulk loads)', async () => {
    const { userId } = await createUser(db());
    // Blocks made before the profile are on its row from the start.
    const domain = `early-${randomBytes(4).toString('hex')}.example`;
    const { userId: ownerId } = await createUser(db());
    const company = await createCompany(db(), { ownerUserId: ownerId, domain, website: `https://${domain}` });
    await createFirmBlock(db(), userId, { id: company.id, domain }, 'reference-firm');
    const row = await createQuantProfile(db(), userId, { isVisible: true, skills: ['C++'], experienceYears: 55 });
    expect(await outOfStep()).toEqual([]);
    expect(await blockedKeysOf(userId)).toEqual([`Domain=${domain}`]);
    await createFirmBlock(db(), userId, { id: company.id, domain }, 'company');
    expect(await blockedKeysOf(userId)).toEqual([`Company=${company.id}`, `Domain=${domain}`]);
    expect(await filterKeysOf(userId)).toContain('Experience=40');
    await db().execute(sql`update ${quantProfiles} set skills = '["kdb+/q"]', availability = 'Not looking',
      hourly_rate_min = null, hourly_rate_max = 90, location = 'Sydney' where id = ${row.id}`);
    expect(await outOfStep()).toEqual([]);
    expect(await filterKeysOf(userId)).toEqual(['Availability=Not looking', 'Experience=40', 'kdb+/q'].sort());
    await db().execute(sql`delete from ${quantProfiles} where id = ${row.id}`);
    expect(await outOfStep()).toEqual([]);
  });
});
