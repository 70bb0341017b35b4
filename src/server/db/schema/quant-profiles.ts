import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Availability } from '../../../shared/availability';
import type { DegreeLevel } from '../../../shared/internships';
import type { EducationEntry, ExperienceEntry } from '../../../shared/quant-profile';
import { user } from './auth';

/** PostgreSQL's full-text document type; only ever written by the database (a generated column, a trigger). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A quant's profile as hiring firms may see it (spec §3 "quant_profiles"). One per user (unique user_id).
 * Firm-facing queries must filter on is_visible; the index serves the directory's "visible, newest first".
 */
export const quantProfiles = pgTable(
  'quant_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    isVisible: boolean('is_visible').notNull().default(false),
    fullName: text('full_name'),
    title: text('title'),
    bio: text('bio'),
    location: text('location'),
    hourlyRateMin: integer('hourly_rate_min'),
    education: jsonb('education').$type<EducationEntry[]>().notNull().default([]),
    experienceYears: integer('experience_years').notNull().default(0),
    experienceData: jsonb('experience_data').$type<ExperienceEntry[]>().notNull().default([]),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    prefersRemote: boolean('prefers_remote').notNull().default(true),
    prefersFullTime: boolean('prefers_full_time').notNull().default(false),
    prefersContract: boolean('prefers_contract').notNull().default(true),
    hourlyRateMax: integer('hourly_rate_max'),
    availability: text('availability').$type<Availability>(),
    availableFrom: date('available_from', { mode: 'string' }),
    /** The quant's choice of highest degree; null derives it from the education entries. */
    degreeOverride: text('degree_override').$type<DegreeLevel>(),
    // The columns below are computed by PostgreSQL on every write (migration 0016 defines the functions), so no
    // write path (wizard, factories, demo data) can leave them stale.
    /** The override, else the highest degree named in the education entries. */
    highestDegree: text('highest_degree')
      .$type<DegreeLevel>()
      .generatedAlwaysAs(sql`coalesce(degree_override, quant_highest_degree(education))`),
    /** The skills as matching compares them (lower case, spaces collapsed); shared/skill-synonyms.ts skillKey. */
    skillKeys: text('skill_keys')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`quant_skill_keys(skills)`),
    /** Visible to firms and filled in: the spec's placeholder (no real headline, no real skill) is never listed. */
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(sql`is_visible and quant_profile_filled_in(title, skills)`),
    /** Name, headline and skills weigh most, then location, then bio (the directory's keyword search). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`quant_search_document(full_name, title, skills, location, bio)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quant_profiles_visible_created_idx').on(t.isVisible, t.createdAt.desc()),
    // The directory: keyword search, skills, and its default order over listed profiles only.
    index('quant_profiles_search_idx').using('gin', t.searchVector),
    index('quant_profiles_skill_keys_idx').using('gin', t.skillKeys),
    // Exactly the directory's orders (newest: created_at desc, id desc; rate: the lower end first, no rate last),
    // so a page is read off the index instead of sorting every listed profile (bench:talent found the first
    // versions unused: decision 0017).
    index('quant_profiles_listed_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`listed`),
    index('quant_profiles_listed_rate_idx')
      .on(sql`coalesce(${t.hourlyRateMin}, ${t.hourlyRateMax}) asc nulls last`, t.id)
      .where(sql`listed`),
  ],
);
