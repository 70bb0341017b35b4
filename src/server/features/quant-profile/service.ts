import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  experienceYears,
  type basicInfoSchema,
  DEFAULT_PREFERENCES,
  parseEducation,
  parseExperience,
  PLACEHOLDER_SKILL,
  PLACEHOLDER_TEXT,
  type EducationEntry,
  type ExperienceEntry,
  RATE_ORDER_MESSAGE,
} from '../../../shared/quant-profile';
import type { QuantProfileView } from '../../../shared/contracts/quant-profile';
import type { DegreeLevel } from '../../../shared/internships';
import type { VisibilityState } from '../../../shared/contracts/quant-profile';
import type { Db } from '../../db/client';
import { profiles, quantProfiles, user } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { isCheckViolation } from '../../platform/database-errors';

export async function getVisibility(db: Db, userId: string): Promise<VisibilityState> {
  const [row] = await db
    .select({ isVisible: quantProfiles.isVisible, listed: quantProfiles.listed })
    .from(quantProfiles)
    .where(eq(quantProfiles.userId, userId));
  return { isVisible: row?.isVisible ?? false, hasQuantProfile: !!row, listed: row?.listed ?? false };
}

/**
 * The profile page's "Make profile visible to funds" switch. Without a quant profile it creates the placeholder
 * of spec §4 (so funds see a card that asks to be completed); with one it changes only is_visible.
 * One statement, so two quick toggles cannot create two profiles (user_id is unique anyway).
 */
export async function setVisibility(db: Db, userId: string, isVisible: boolean): Promise<VisibilityState> {
  const fullName = (await displayName(db, userId)) ?? PLACEHOLDER_TEXT;
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
    .returning({ isVisible: quantProfiles.isVisible, listed: quantProfiles.listed });
  return { isVisible: row?.isVisible ?? isVisible, hasQuantProfile: true, listed: row?.listed ?? false };
}

export async function getQuantProfile(db: Db, userId: string): Promise<QuantProfileView> {
  const [found] = await db
    .select({
      row: quantProfiles,
      // The same database function as the generated column, without the override: what "derived" would show.
      derivedDegree: sql<DegreeLevel | null>`quant_highest_degree(${quantProfiles.education})`,
    })
    .from(quantProfiles)
    .where(eq(quantProfiles.userId, userId));
  const row = found?.row;
  return {
    exists: !!row,
    isVisible: row?.isVisible ?? false,
    fullName: row?.fullName ?? null,
    title: row?.title ?? null,
    bio: row?.bio ?? null,
    location: row?.location ?? null,
    hourlyRateMin: row?.hourlyRateMin ?? null,
    skills: row?.skills ?? [],
    preferences: row
      ? { remote: row.prefersRemote, fullTime: row.prefersFullTime, contract: row.prefersContract }
      : { ...DEFAULT_PREFERENCES },
    // Rows written before the lists were JSON hold text: read leniently (spec §3, §8).
    education: parseEducation(row?.education),
    experienceData: parseExperience(row?.experienceData),
    experienceYears: row?.experienceYears ?? 0,
    hourlyRateMax: row?.hourlyRateMax ?? null,
    availability: row?.availability ?? null,
    availableFrom: row?.availableFrom ?? null,
    degreeOverride: row?.degreeOverride ?? null,
    highestDegree: row?.highestDegree ?? null,
    derivedDegree: found?.derivedDegree ?? null,
    listed: row?.listed ?? false,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * The wizard's basic step. Unlike the spec's upsert, it writes only its own fields (headline, rate, visibility,
 * preferences): a quant's saved education, experience and skills are never replaced by placeholders. The name,
 * bio and links are kept in step on the person's profile, as the spec's wizard does.
 */
export async function saveBasicInfo(
  db: Db,
  userId: string,
  info: z.output<typeof basicInfoSchema>,
): Promise<QuantProfileView> {
  const own = {
    ...issue14Fields(info),
    fullName: info.fullName,
    title: info.title ?? null,
    bio: info.bio ?? null,
    location: info.location ?? null,
    hourlyRateMin: info.hourlyRateMin,
    isVisible: info.isVisible,
    prefersRemote: info.preferences.remote,
    prefersFullTime: info.preferences.fullTime,
    prefersContract: info.preferences.contract,
  };
  const links = {
    fullName: info.fullName,
    bio: own.bio,
    linkedinUrl: info.linkedinUrl ?? null,
    githubUrl: info.githubUrl ?? null,
  };
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(quantProfiles)
        .values({ userId, ...own })
        .onConflictDoUpdate({ target: quantProfiles.userId, set: { ...own, updatedAt: sql`now()` } });
      // The account's name follows, as on the profile page, so the header greets the quant by the new name.
      await tx.update(user).set({ name: info.fullName, updatedAt: new Date() }).where(eq(user.id, userId));
      await tx
        .insert(profiles)
        .values({ id: userId, ...links })
        .onConflictDoUpdate({ target: profiles.id, set: { ...links, updatedAt: sql`now()` } });
    });
  } catch (error) {
    // A minimum raised above the saved maximum (the maximum left out, so kept): the database's check refuses it,
    // atomically, and the whole save is rolled back. The quant is told which field to fix.
    if (isCheckViolation(error, RATE_ORDER_CHECK)) {
      throw new AppError('VALIDATION_FAILED', RATE_ORDER_MESSAGE, { hourlyRateMax: RATE_ORDER_MESSAGE });
    }
    throw error;
  }
  return getQuantProfile(db, userId);
}

const RATE_ORDER_CHECK = 'quant_profiles_rate_order_check';

/** Issue 14's fields of the basic step: a field left out keeps what is saved, null clears it. */
function issue14Fields(info: z.output<typeof basicInfoSchema>) {
  const { hourlyRateMax, availability, availableFrom } = info;
  return {
    ...(hourlyRateMax === undefined ? {} : { hourlyRateMax }),
    ...(availability === undefined ? {} : { availability }),
    ...(availableFrom === undefined ? {} : { availableFrom }),
  };
}

/** The wizard's skills step: the list as given (already trimmed and de-duplicated by the schema), nothing else. */
export async function saveSkills(db: Db, userId: string, skills: string[]): Promise<QuantProfileView> {
  await db
    .insert(quantProfiles)
    .values({ userId, fullName: await displayName(db, userId), skills })
    .onConflictDoUpdate({ target: quantProfiles.userId, set: { skills, updatedAt: sql`now()` } });
  return getQuantProfile(db, userId);
}

/** The name a new quant profile starts with: the person's profile name, else the account name. */
async function displayName(db: Db, userId: string): Promise<string | null> {
  const [names] = await db
    .select({ profileName: profiles.fullName, accountName: user.name })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return names?.profileName?.trim() || names?.accountName?.trim() || null;
}

/**
 * Saves the education list, and the degree override when given (left out keeps it; null derives the degree from
 * the entries), and nothing else: another step's data (experience, skills, visibility) is never touched. A user
 * without a quant profile gets a private one holding just this. The highest degree firms see is computed by the
 * database (a generated column) and read back.
 */
export async function saveEducation(
  db: Db,
  userId: string,
  entries: EducationEntry[],
  degreeOverride?: DegreeLevel | null,
): Promise<QuantProfileView> {
  const own = { education: entries, ...(degreeOverride === undefined ? {} : { degreeOverride }) };
  await db
    .insert(quantProfiles)
    .values({ userId, fullName: await displayName(db, userId), ...own })
    .onConflictDoUpdate({ target: quantProfiles.userId, set: { ...own, updatedAt: sql`now()` } });
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

/** For messages: a quant's Block on a conversation adds the company to their block list. */
export { blockCompany } from './firm-blocks';
