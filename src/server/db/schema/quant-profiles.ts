import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EducationEntry, ExperienceEntry } from '../../../shared/quant-profile';
import { user } from './auth';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quant_profiles_visible_created_idx').on(t.isVisible, t.createdAt.desc())],
);
