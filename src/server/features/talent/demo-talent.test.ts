import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talentQuerySchema } from '../../../shared/talent';
import type { Database } from '../../db/client';
import { account, profiles, quantProfiles, user } from '../../db/schema';
import { createCompany, createQuantProfile, createUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-database';
import { DEMO_TALENT_COUNT, DEMO_TALENT_DOMAIN, removeDemoTalent, seedDemoTalent } from './demo-talent';
import { listTalent } from './directory';

/** `npm run seed:demo`'s demo quants: listed to firms, added once however often it runs, removed alone. */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

async function demoQuants() {
  return db()
    .select({
      email: user.email,
      fullName: quantProfiles.fullName,
      listed: quantProfiles.listed,
      highestDegree: quantProfiles.highestDegree,
      availability: quantProfiles.availability,
      location: quantProfiles.location,
    })
    .from(quantProfiles)
    .innerJoin(user, eq(user.id, quantProfiles.userId))
    .where(like(user.email, `%@${DEMO_TALENT_DOMAIN}`));
}

const search = (company: { id: string; domain: string | null }, query: Record<string, string>) =>
  listTalent(db(), company, talentQuerySchema.parse(query));

describe('demo talent', () => {
  it('adds about 200 listed demo quants with varied profiles, flagged by their .invalid accounts and names', async () => {
    expect(await seedDemoTalent(db())).toBe(DEMO_TALENT_COUNT);
    const rows = await demoQuants();
    expect(rows).toHaveLength(DEMO_TALENT_COUNT);
    expect(rows.every((r) => r.listed && r.fullName!.endsWith(' (demo)'))).toBe(true);
    expect(new Set(rows.map((r) => r.fullName)).size).toBe(DEMO_TALENT_COUNT);
    expect(new Set(rows.map((r) => r.highestDegree))).toEqual(new Set(["Bachelor's", "Master's", 'Ph.D.', null]));
    expect(new Set(rows.map((r) => r.availability)).size).toBe(5);
    expect(new Set(rows.map((r) => r.location)).size).toBeGreaterThan(15);
    // No password: nobody signs in as a demo quant.
    const ids = (
      await db()
        .select({ id: user.id })
        .from(user)
        .where(like(user.email, `%@${DEMO_TALENT_DOMAIN}`))
    ).map((r) => r.id);
    expect(await db().select().from(account).where(inArray(account.userId, ids))).toEqual([]);
  });

  it('gives a verified firm a directory to try: a page, a keyword, a skill by its synonym, an experience band', async () => {
    const company = await createCompany(db());
    const all = await search(company, {});
    expect(all.total).toBeGreaterThanOrEqual(DEMO_TALENT_COUNT);
    expect(all.profiles).toHaveLength(20);
    expect((await search(company, { q: 'stochastic' })).total).toBeGreaterThan(5);
    expect((await search(company, { skills: 'ML' })).total).toBeGreaterThan(20);
    expect(
      (await search(company, { experience: 'mid', availability: 'Available within 2 weeks' })).total,
    ).toBeGreaterThan(5);
  });

  it('adds nothing when run again', async () => {
    expect(await seedDemoTalent(db())).toBe(0);
    expect(await demoQuants()).toHaveLength(DEMO_TALENT_COUNT);
  });

  it('removes the demo quants and only them, and can add them again afterwards', async () => {
    const real = await createUser(db(), { name: 'Real Quant' });
    await createQuantProfile(db(), real.userId, { isVisible: true });
    // Another demo set at another reserved domain (the demo applicants') is not this one's to remove.
    const applicant = await createUser(db(), { email: 'someone@demo-quants.quantleap.invalid', password: null });
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(user);

    expect(await removeDemoTalent(db())).toBe(DEMO_TALENT_COUNT);
    expect(await demoQuants()).toEqual([]);
    const [after] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(user);
    expect(after!.n).toBe(before[0]!.n - DEMO_TALENT_COUNT);
    const left = await db()
      .select({ id: user.id })
      .from(user)
      .where(inArray(user.id, [real.userId, applicant.userId]));
    expect(left).toHaveLength(2);
    expect(await db().select().from(quantProfiles).where(eq(quantProfiles.userId, real.userId))).toHaveLength(1);
    const orphans = await db()
      .select({ id: profiles.id })
      .from(profiles)
      .where(sql`not exists (select 1 from ${user} where ${user.id} = ${profiles.id})`);
    expect(orphans).toEqual([]);

    expect(await removeDemoTalent(db())).toBe(0);
    expect(await seedDemoTalent(db())).toBe(DEMO_TALENT_COUNT);
  });
});
