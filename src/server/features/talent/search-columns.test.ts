import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillKey } from '../../../shared/skill-synonyms';
import type { Database } from '../../db/client';
import { quantProfiles } from '../../db/schema';
import { createQuantProfile, createUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-database';

/**
 * The columns PostgreSQL computes for the directory (migration 0016): highest degree, skill keys, listed and the
 * search document follow every write, whatever wrote it.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function profileWith(values: Parameters<typeof createQuantProfile>[2]) {
  const { userId } = await createUser(database.db);
  const row = await createQuantProfile(database.db, userId, values);
  return row;
}

const entry = (degree: string) => ({ school: 'MIT', degree, field: '', fromYear: '', toYear: '', description: '' });

describe('the highest degree', () => {
  it.each([
    [['BSc Mathematics'], "Bachelor's"],
    [['B.A. Economics', 'MFE'], "Master's"],
    [['Master of Science', 'PhD Statistics'], 'Ph.D.'],
    [['Ph.D. in Physics'], 'Ph.D.'],
    [['M.S. Computer Science'], "Master's"],
    [['MBA'], "Master's"],
    [['High school diploma'], null],
    [[], null],
  ])('derives %j as %s', async (degrees, expected) => {
    const row = await profileWith({ education: degrees.map(entry) });
    expect(row.highestDegree).toBe(expected);
  });

  it('takes the override over the entries, and follows a later change', async () => {
    const row = await profileWith({ education: [entry('BSc')], degreeOverride: 'Ph.D.' });
    expect(row.highestDegree).toBe('Ph.D.');
    const [after] = await database.db
      .update(quantProfiles)
      .set({ degreeOverride: null })
      .where(eq(quantProfiles.id, row.id))
      .returning();
    expect(after!.highestDegree).toBe("Bachelor's");
  });
});

describe('skill keys', () => {
  it('are the skills as skillKey() writes them, without duplicates', async () => {
    const skills = ['  Stochastic   Calculus ', 'C++', 'stochastic calculus', 'kdb+/q'];
    const row = await profileWith({ skills });
    expect([...row.skillKeys].sort()).toEqual([...new Set(skills.map(skillKey))].sort());
  });
});

describe('listed', () => {
  it('is visible and filled in: a placeholder profile is not listed even when visible', async () => {
    const placeholder = await profileWith({
      isVisible: true,
      title: 'Update your profile',
      skills: ['Update your skills'],
    });
    const headline = await profileWith({ isVisible: true, title: 'Quant Researcher', skills: [] });
    const skillsOnly = await profileWith({ isVisible: true, title: null, skills: ['Python'] });
    const hidden = await profileWith({ isVisible: false });
    expect([placeholder.listed, headline.listed, skillsOnly.listed, hidden.listed]).toEqual([false, true, true, false]);
  });
});

describe('the search document', () => {
  it('finds a prefix of a stemmed word, a skill and a place', async () => {
    const row = await profileWith({
      bio: 'Works on stochastic volatility.',
      skills: ['Derivatives Pricing'],
      location: 'Chicago, IL',
    });
    const matches = async (query: string) => {
      const [hit] = await database.db
        .select({ hit: sql<boolean>`${quantProfiles.searchVector} @@ to_tsquery('english', ${query})` })
        .from(quantProfiles)
        .where(eq(quantProfiles.id, row.id));
      return hit!.hit;
    };
    expect(await matches('stoch:*')).toBe(true);
    expect(await matches('pricing')).toBe(true);
    expect(await matches('chicago')).toBe(true);
    expect(await matches('tokyo')).toBe(false);
  });
});
