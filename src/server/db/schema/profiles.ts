import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ExperienceLevel } from '../../../shared/profile';
import { user } from './auth';

/** A person's public-facing details (spec §3 "profiles"), one row per user, keyed by the user id. */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  username: text('username').unique(),
  bio: text('bio'),
  website: text('website'),
  githubUrl: text('github_url'),
  linkedinUrl: text('linkedin_url'),
  twitterUrl: text('twitter_url'),
  experienceLevel: text('experience_level').$type<ExperienceLevel>(),
  avatarUrl: text('avatar_url'),
  skills: jsonb('skills').$type<string[]>().notNull().default([]),
  /** E-mail the user when a firm moves one of their applications on (Shortlisted, Interviewed, Offered, Rejected). */
  applicationStatusEmails: boolean('application_status_emails').notNull().default(true),
  /** E-mail the user about new messages (at most one e-mail per conversation every 15 minutes). */
  messageEmails: boolean('message_emails').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
