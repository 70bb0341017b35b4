import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { quantProfiles, user } from '../../../db/schema';
import { createQuantProfile, createUser } from '../../../test/factories';
import { createTestDatabase } from '../../../test/test-database';
import { talentIndex } from './index-sync';

/**
 * A search must see every write committed before it started, in any process: the index looks at what changed
 * before each search, and a search that arrives while a look is under way waits for the next one.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

const everyone = { groups: [], blockedKeys: [], order: 'newest' as const, limit: 1_000 };
const listedIds = async () => {
  const index = await talentIndex(db());
  return index.search(everyone).map((slot) => index.profileId(slot));
};

describe('talentIndex', () => {
  it('follows inserts, hiding, showing and deletions', async () => {
    const { userId } = await createUser(db());
    const profile = await createQuantProfile(db(), userId, { isVisible: true });
    expect(await listedIds()).toContain(profile.id);
    await db().update(quantProfiles).set({ isVisible: false }).where(eq(quantProfiles.id, profile.id));
    expect(await listedIds()).not.toContain(profile.id);
    await db().update(quantProfiles).set({ isVisible: true }).where(eq(quantProfiles.id, profile.id));
    expect(await listedIds()).toContain(profile.id);
    await db().delete(user).where(eq(user.id, userId));
    expect(await listedIds()).not.toContain(profile.id);
  });

  it('makes a search that arrives during a look wait for a look that sees what was written before it', async () => {
    // A handle whose statements, once read, wait for the test to let their answers through: `execute` of the
    // handle, and of whatever its builders build (the look is a prepared statement).
    let hold: Promise<void> | null = null;
    let read = () => {};
    const holding = <T extends object>(subject: T): T =>
      new Proxy(subject, {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver);
          if (typeof value !== 'function') return value;
          if (property === 'execute') {
            return async (...args: unknown[]) => {
              const result: unknown = await value.apply(target, args);
              read();
              if (hold) await hold;
              return result;
            };
          }
          return (...args: unknown[]) => {
            const built: unknown = value.apply(target, args);
            return built && typeof built === 'object' && !(built instanceof Promise) ? holding(built) : built;
          };
        },
      });
    const held = holding(db());
    const idsOf = (index: Awaited<ReturnType<typeof talentIndex>>) =>
      index.search(everyone).map((slot) => index.profileId(slot));
    const earlier = await createQuantProfile(db(), (await createUser(db())).userId, { isVisible: true });
    expect(idsOf(await talentIndex(held))).toContain(earlier.id);

    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const readDone = new Promise<void>((resolve) => (read = resolve));
    // Each answer as it was when its look ended (the index is one object, kept up to date in place).
    const underWay = talentIndex(held).then(idsOf);
    await readDone;
    const { userId } = await createUser(db());
    const profile = await createQuantProfile(db(), userId, { isVisible: true });
    const later = talentIndex(held).then(idsOf);
    hold = null;
    release();
    expect(await underWay).not.toContain(profile.id);
    expect(await later).toContain(profile.id);
  });
});
