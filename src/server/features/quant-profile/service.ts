import { eq, sql } from 'drizzle-orm';
import {
  experienceYears,
  PLACEHOLDER_SKILL,
  PLACEHOLDER_TEXT,
  type EducationEntry,
  type ExperienceEntry,
  type QuantProfileView,
} from '../../../shared/quant-profile';
import type { Db } from '../../db/client';
import { profiles, quantProfiles, user } from '../../db/schema';

export async function getVisibility(db: Db, userId: string): Promise<{ isVisible: boolean; hasQuantProfile: boolean }> {
  const [row] = await db
    .select({ isVisible: quantProfiles.isVisible })
    .from(quantProfiles)
    .where(eq(quantProfiles.userId, userId));
  return { isVisible: row?.isVisible ?? false, hasQuantProfile: !!row };
}

/**
 * The profile page's "Make profile visible to funds" switch. Without a quant profile it creates the placeholder
 * of spec §4 (so funds see a card that asks to be completed); with one it changes only is_visible.
 * One statement, so two quick toggles cannot create two profiles (user_id is unique anyway).
 */
export async function setVisibility(db: Db, userId: string, isVisible: boolean): Promise<{ isVisible: boolean }> {
  const [names] = await db
    .select({ profileName: profiles.fullName, accountName: user.name })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  const fullName = names?.profileName?.trim() || names?.accountName?.trim() || PLACEHOLDER_TEXT;
  const [row] = await db
    .insert(quantProfiles)
    .values({
      userId,
      isVisible,
      fullName,
      title: PLACEHOLDER_TEXT,
      education: [{ school: PLACEHOLDER_TEXT, degree: '', field: '', fromYear: '', toYear: '', description: '' }],
      experienceYears: 0,
      skills: [PLACEHOLDER_SKILL],
      experienceData: [{ jobTitle: PLACEHOLDER_TEXT, company: '', fromDate: '', toDate: '', description: '' }],
    })
    .onConflictDoUpdate({ target: quantProfiles.userId, set: { isVisible, updatedAt: sql`now()` } })
    .returning({ isVisible: quantProfiles.isVisible });
  return { isVisible: row?.isVisible ?? isVisible };
}

export async function getQuantProfile(db: Db, userId: string): Promise<QuantProfileView> {
  const [row] = await db.select().from(quantProfiles).where(eq(quantProfiles.userId, userId));
  return {
    exists: !!row,
    isVisible: row?.isVisible ?? false,
    education: row?.education ?? [],
    experienceData: row?.experienceData ?? [],
    experienceYears: row?.experienceYears ?? 0,
  };
}

async function displayName(db: Db, userId: string): Promise<string | null> {
  const [names] = await db
    .select({ profileName: profiles.fullName, accountName: user.name })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return names?.profileName?.trim() || names?.accountName?.trim() || null;
}

/**
 * Saves the education list and nothing else: another step's data (experience, skills, visibility) is never
 * touched. A user without a quant profile gets a private one holding just this.
 */
export async function saveEducation(db: Db, userId: string, entries: EducationEntry[]): Promise<QuantProfileView> {
  await db
    .insert(quantProfiles)
    .values({ userId, fullName: await displayName(db, userId), education: entries })
    .onConflictDoUpdate({ target: quantProfiles.userId, set: { education: entries, updatedAt: sql`now()` } });
  return getQuantProfile(db, userId);
}

/** Saves the experience list and the years derived from it (spec §5), and nothing else. */
export async function saveExperience(db: Db, userId: string, entries: ExperienceEntry[]): Promise<QuantProfileView> {
  const years = experienceYears(entries);
  await db
    .insert(quantProfiles)
    .values({ userId, fullName: await displayName(db, userId), experienceData: entries, experienceYears: years })
    .onConflictDoUpdate({
      target: quantProfiles.userId,
      set: { experienceData: entries, experienceYears: years, updatedAt: sql`now()` },
    });
  return getQuantProfile(db, userId);
}
