import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ApplicationStatus, DegreeLevel, InternshipRegion, InternshipRole } from '../../../shared/internships';
import type { PayPeriod } from '../../../shared/pay';
import { user } from './auth';
import { companyProfiles } from './companies';

/**
 * Internships (spec §3 "internship_positions"). Two kinds share the table so the finder pages over both:
 * reference listings (reference_key set, synced at start, 'Apply' opens apply_url) and positions posted by a
 * company profile (company_id set, applied to in the app). Reference listings have no deadline: the firms recruit
 * on a rolling basis for the following summer, so a date of ours would mislead; a posted position always has one.
 */
export const internshipPositions = pgTable(
  'internship_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referenceKey: text('reference_key').unique(),
    companyId: uuid('company_id').references(() => companyProfiles.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    title: text('title').notNull(),
    department: text('department'),
    location: text('location').notNull(),
    region: text('region').$type<InternshipRegion>().notNull(),
    role: text('role').$type<InternshipRole>().notNull(),
    /** Open, Draft or Closed (spec §4); the finder lists Open ones, showing a passed deadline as Closed. */
    status: text('status').notNull().default('Open'),
    /** The last day applications are taken; null only for reference listings (rolling recruitment). */
    deadline: date('deadline', { mode: 'string' }),
    description: text('description').notNull(),
    requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
    applyUrl: text('apply_url'),
    /** The pay range in whole USD per `pay_period` (month or hour); a company's position needs it to open. */
    payPeriod: text('pay_period').$type<PayPeriod>(),
    payMin: integer('pay_min'),
    payMax: integer('pay_max'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last change by the firm (edit, publish, close, reopen, "still hiring"). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the firm was asked whether an open position untouched for 30 days is still hiring; cleared by any change.
     * Without an answer within 14 days the position closes itself, so no ghost posting lingers.
     */
    hiringCheckSentAt: timestamp('hiring_check_sent_at', { withTimezone: true }),
  },
  (t) => [
    check('internship_positions_deadline_check', sql`${t.referenceKey} is not null or ${t.deadline} is not null`),
    // All three pay columns or none, the range in order.
    check(
      'internship_positions_pay_check',
      sql`(${t.payPeriod} is null and ${t.payMin} is null and ${t.payMax} is null) or (${t.payPeriod} in ('month', 'hour') and ${t.payMin} > 0 and ${t.payMax} >= ${t.payMin})`,
    ),
    // The finder's default order: open deadlines first, soonest first; filters narrow by region and role.
    index('internship_positions_status_deadline_idx').on(t.status, t.deadline, t.id),
    index('internship_positions_region_role_idx').on(t.region, t.role),
    index('internship_positions_company_created_idx').on(t.companyId, t.createdAt.desc()),
    // The hourly sweep for open positions nobody touched (features/internship-board/stale-positions.ts).
    index('internship_positions_open_updated_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'Open' and ${t.companyId} is not null`),
  ],
);

/** A quant's application to an on-platform position (spec §3 "user_applications"); one per user and position. */
export const userApplications = pgTable(
  'user_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => internshipPositions.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('New'),
    coverLetter: text('cover_letter').notNull(),
    /** Storage key of the re-encoded PDF; never served publicly. */
    resumeKey: text('resume_key').notNull(),
    resumeName: text('resume_name').notNull(),
    /** The applicant's studies as given when applying (null for applications sent before the form asked). */
    university: text('university'),
    degreeLevel: text('degree_level').$type<DegreeLevel>(),
    /** GPA on a 4.0 scale in tenths (35 is 3.5), exact for the filters; null when the school does not grade so. */
    gpaTenths: smallint('gpa_tenths'),
    graduationYear: smallint('graduation_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_applications_user_opportunity_key').on(t.userId, t.opportunityId),
    index('user_applications_opportunity_created_idx').on(t.opportunityId, t.createdAt.desc()),
    index('user_applications_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
