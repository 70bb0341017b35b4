import { randomUUID } from 'node:crypto';
import { inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, quantProfiles, user } from '../../db/schema';
import { generateProfile, type GeneratedProfile } from './generated-profiles';

/**
 * Demo quants for `npm run seed:demo`, so the talent directory and the talent match can be tried on a fresh install.
 * Flagged as demo data the way the demo company and applicants are: their accounts are at a reserved .invalid
 * domain of their own (no mail reaches anyone, and removing them cannot touch anyone else) and their names say
 * "(demo)". The accounts have no password: demo quants never sign in.
 */
export const DEMO_TALENT_COUNT = 200;
export const DEMO_TALENT_DOMAIN = 'demo-talent.quantleap.invalid';
const DEMO_TALENT_SEED = 14;

const demoEmail = (n: number) => `quant${String(n + 1).padStart(3, '0')}@${DEMO_TALENT_DOMAIN}`;

/**
 * The demo set: the first DEMO_TALENT_COUNT generated profiles whose names are not already taken, since 200 people
 * who share names would look like a bug in a small directory. The same list every time (for a given day).
 */
export function demoTalentProfiles(today: Date): (GeneratedProfile & { email: string })[] {
  const chosen: (GeneratedProfile & { email: string })[] = [];
  const names = new Set<string>();
  for (let index = 0; chosen.length < DEMO_TALENT_COUNT; index++) {
    const profile = generateProfile(index, { seed: DEMO_TALENT_SEED, today });
    if (names.has(profile.fullName)) continue;
    names.add(profile.fullName);
    chosen.push({ ...profile, fullName: `${profile.fullName} (demo)`, email: demoEmail(chosen.length) });
  }
  return chosen;
}

/** Adds the demo quants (an account, a profile and a visible quant profile each); idempotent. Returns how many were added. */
export async function seedDemoTalent(db: Db, now = new Date()): Promise<number> {
  const people = demoTalentProfiles(now);
  return db.transaction(async (tx) => {
    await tx
      .insert(user)
      .values(
        people.map((p) => ({
          id: randomUUID(),
          name: p.fullName,
          email: p.email,
          emailVerified: false,
          createdAt: p.createdAt,
          updatedAt: p.createdAt,
        })),
      )
      .onConflictDoNothing({ target: user.email });
    const accounts = await tx
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(
        inArray(
          user.email,
          people.map((p) => p.email),
        ),
      );
    const idByEmail = new Map(accounts.map((a) => [a.email, a.id]));
    await tx
      .insert(profiles)
      .values(people.map((p) => ({ id: idByEmail.get(p.email)!, fullName: p.fullName, bio: p.bio, skills: p.skills })))
      .onConflictDoNothing();
    const added = await tx
      .insert(quantProfiles)
      .values(people.map(({ email, ...profile }) => ({ ...profile, userId: idByEmail.get(email)! })))
      .onConflictDoNothing({ target: quantProfiles.userId })
      .returning({ id: quantProfiles.id });
    return added.length;
  });
}

/** Removes every account at the demo quants' domain; their profiles, blocks and view logs go with them. */
export async function removeDemoTalent(db: Db): Promise<number> {
  const removed = await db
    .delete(user)
    .where(like(user.email, `%@${DEMO_TALENT_DOMAIN}`))
    .returning({ id: user.id });
  return removed.length;
}
