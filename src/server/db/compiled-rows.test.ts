import { asc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { addCompanyMember, createCompany, createQuantProfile, createUser } from '../test/factories';
import { mulberry32, oneOf } from '../platform/seeded-random';
import type { Database, Db } from './client';
import { companyMembers, companyProfiles, quantProfiles, user } from './schema';

let database: Database;
let db: Db;

/**
 * Thirty accounts in random states (seeded): with or without a quant profile (its nullable columns set or not),
 * and a member of one of three companies or of none, so left joins find every combination of missing rows.
 */
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const random = mulberry32(28);
  const companies = [];
  for (let i = 0; i < 3; i++) companies.push(await createCompany(db, { headquarters: i === 0 ? null : 'Paris' }));
  for (let i = 0; i < 30; i++) {
    const { userId } = await createUser(db, { name: `Account ${i}` });
    if (random() < 0.6) {
      await createQuantProfile(db, userId, {
        experienceYears: Math.floor(random() * 20),
        hourlyRateMin: random() < 0.5 ? null : 100 + Math.floor(random() * 100),
        availableFrom: random() < 0.5 ? null : '2027-01-15',
        isVisible: random() < 0.5,
        education:
          random() < 0.5
            ? []
            : [
                {
                  school: 'ETH Zürich',
                  degree: 'MSc',
                  field: 'Mathematics',
                  fromYear: '2022',
                  toYear: '2024',
                  description: '',
                },
              ],
      });
    }
    if (random() < 0.4) await addCompanyMember(db, oneOf(random, companies).id, userId, 'recruiter');
  }
});
afterAll(() => database.close());

/** The same select twice: as a named prepared statement (rows through the compiled mapper) and as a plain query. */
function select() {
  return db
    .select({
      id: user.id,
      name: user.name,
      createdAt: user.createdAt,
      // A left-joined object whose first column is nullable while the row exists (hourlyRateMin): Drizzle's rule
      // keys on the first column only, so such a profile reads as null; the compiled mapper must agree.
      rates: { hourlyRateMin: quantProfiles.hourlyRateMin, title: quantProfiles.title },
      profile: {
        id: quantProfiles.id,
        experienceYears: quantProfiles.experienceYears,
        availableFrom: quantProfiles.availableFrom,
        education: quantProfiles.education,
        updatedAt: quantProfiles.updatedAt,
      },
      company: { id: companyProfiles.id, name: companyProfiles.name, headquarters: companyProfiles.headquarters },
      // An object from several tables is never made null.
      mixed: { role: companyMembers.role, account: user.email },
      members:
        sql<number>`(select count(*) from ${companyMembers} m where m.company_id = ${companyMembers.companyId})`.mapWith(
          Number,
        ),
      raw: sql<string | null>`${quantProfiles.skills}::text`,
    })
    .from(user)
    .leftJoin(quantProfiles, eq(quantProfiles.userId, user.id))
    .leftJoin(companyMembers, eq(companyMembers.userId, user.id))
    .leftJoin(companyProfiles, eq(companyProfiles.id, companyMembers.companyId))
    .orderBy(asc(user.createdAt), asc(user.id));
}

describe('named prepared statements map their rows through a compiled mapper', () => {
  it('gives exactly what Drizzle gives, for every combination of missing joined rows', async () => {
    const prepared = select().prepare('compiled_rows_left_joins');
    expect(typeof (prepared as unknown as { customResultMapper?: unknown }).customResultMapper).toBe('function');
    const mine = await prepared.execute();
    const drizzles = await select();
    expect(mine).toEqual(drizzles);
    // The data covers what the mapper decides: profiles missing, present, and present with a null first column.
    expect(mine.some((row) => row.profile === null)).toBe(true);
    expect(mine.some((row) => row.profile !== null && row.rates === null)).toBe(true);
    expect(mine.some((row) => row.rates !== null)).toBe(true);
    expect(
      mine.some((row) => row.company === null) &&
        mine.some((row) => row.company !== null && row.company.headquarters === null),
    ).toBe(true);
    expect(mine.every((row) => row.createdAt instanceof Date && typeof row.members === 'number')).toBe(true);
  });

  it('keeps inner joins, placeholders and set operations as Drizzle maps them', async () => {
    const inner = (role: unknown) =>
      db
        .select({ member: { role: companyMembers.role, userId: companyMembers.userId }, company: companyProfiles.name })
        .from(companyMembers)
        .innerJoin(companyProfiles, eq(companyProfiles.id, companyMembers.companyId))
        .where(eq(companyMembers.role, role as 'owner'))
        .orderBy(asc(companyMembers.userId));
    const prepared = inner(sql.placeholder('role')).prepare('compiled_rows_inner');
    for (const role of ['owner', 'recruiter'] as const) {
      const rows = await prepared.execute({ role });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual(await inner(role));
    }

    const names = () =>
      unionAll(
        db.select({ name: user.name, at: user.createdAt }).from(user),
        db.select({ name: companyProfiles.name, at: companyProfiles.createdAt }).from(companyProfiles),
      ).orderBy(asc(sql`name`));
    expect(await names().prepare('compiled_rows_union').execute()).toEqual(await names());
  });

  it('leaves unnamed queries to Drizzle', () => {
    const unnamed = select().prepare(undefined as unknown as string);
    expect((unnamed as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
  });
});
