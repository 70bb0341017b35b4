import { sql } from 'drizzle-orm';
import {
  bigint,
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
import type { ApplicationStatus, RejectionReason } from '../../../shared/applications';
import type { DegreeLevel, InternshipRegion, InternshipRole } from '../../../shared/internships';
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
    /**
     * The company of the position, copied on applying (a position never changes company) so the board filters and
     * sorts one company's applications from one index instead of through its positions.
     */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfiles.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('New'),
    coverLetter: text('cover_letter').notNull(),
    /** Storage key of the re-encoded PDF; never served publicly; null once the applicant withdrew (file deleted). */
    resumeKey: text('resume_key'),
    resumeName: text('resume_name').notNull(),
    /** The applicant's studies as given when applying (null for applications sent before the form asked). */
    university: text('university'),
    degreeLevel: text('degree_level').$type<DegreeLevel>(),
    /** GPA on a 4.0 scale in tenths (35 is 3.5), exact for the filters; null when the school does not grade so. */
    gpaTenths: smallint('gpa_tenths'),
    graduationYear: smallint('graduation_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last status change (the applicant's dashboard shows it). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the firm first moved the application on from New: the response clock stops here. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason').$type<RejectionReason>(),
    /**
     * While set, a rejection waits to be told to the applicant (the undo window); the sweep mails it at this time
     * and clears it, and an undo clears it without mail.
     */
    rejectionMailDueAt: timestamp('rejection_mail_due_at', { withTimezone: true }),
    // The applicant as this company sees them, kept on the application so the board sorts, searches and filters
    // from this table's indexes. Only PostgreSQL writes them (triggers, decision 0022): on
    // applying, and whenever the name, the account or quant profile's skills, the quant profile's visibility, the
    // applicant's blocks or the company's domain change.
    /** The account's display name (platform/account-name.ts: profile name, else account name, else 'Unknown User'). */
    applicantName: text('applicant_name').notNull().default(''),
    /** The account profile's skills, else the quant profile's when visible to this company and not blocking it. */
    applicantSkills: jsonb('applicant_skills').$type<string[]>().notNull().default([]),
    /** The same skills in lower case, for the skills filter's GIN index. */
    applicantSkillKeys: text('applicant_skill_keys')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`applicant_skill_keys(applicant_skills)`),
  },
  (t) => [
    unique('user_applications_user_opportunity_key').on(t.userId, t.opportunityId),
    check(
      'user_applications_status_check',
      sql`${t.status} in ('New', 'Reviewed', 'Shortlisted', 'Interviewed', 'Offered', 'Rejected', 'Withdrawn')`,
    ),
    index('user_applications_opportunity_created_idx').on(t.opportunityId, t.createdAt.desc()),
    index('user_applications_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The board's list: one company's applications newest first (and the response figures over a time window).
    // NULLS FIRST is what ORDER BY … DESC means: an index in any other null order is not used for the sort.
    index('user_applications_company_created_idx').on(
      t.companyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The company dashboard's Talent Pipeline: a company's applications still in the pipeline, counted from here.
    index('user_applications_company_open_idx')
      .on(t.companyId)
      .where(sql`${t.status} in ('New', 'Reviewed', 'Shortlisted', 'Interviewed')`),
    // The board's GPA and graduation sorts, each ending on the newest order as applicantOrder does, so a page
    // reads its rows off the index in order instead of sorting every match (bench:applications).
    index('user_applications_company_gpa_order_idx').on(
      t.companyId,
      t.gpaTenths.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('user_applications_company_graduation_idx').on(
      t.companyId,
      t.graduationYear.asc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Sort by name (lower(name) asc, id desc), and the skills filter (keys @> the wanted ones).
    index('user_applications_company_name_idx').on(
      t.companyId,
      sql`lower(${t.applicantName})`,
      t.id.desc().nullsFirst(),
    ),
    index('user_applications_skill_keys_idx').using('gin', t.applicantSkillKeys),
    // The sweep that tells applicants of rejections whose undo window has passed.
    index('user_applications_rejection_due_idx')
      .on(t.rejectionMailDueAt)
      .where(sql`${t.rejectionMailDueAt} is not null`),
  ],
);

/**
 * How often a company's applications (or its positions' titles, which the search matches) have changed: triggers
 * add one in the same transaction as every such change (decision 0022), so an applicant count remembered with
 * this number is known to be current while the number is unchanged. No row yet reads as 0.
 */
export const companyApplicationVersions = pgTable('company_application_versions', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companyProfiles.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** Every status change of an application, by whom and why: the firm's history and the response figures. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<ApplicationStatus>().notNull(),
    toStatus: text('to_status').$type<ApplicationStatus>().notNull(),
    reason: text('reason').$type<RejectionReason>(),
    /** Who moved it (a firm member, or the applicant withdrawing); kept by name when their account goes. */
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.createdAt)],
);

/** A company member's private note on an application: seen by the company's members only, never the applicant. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id').references(() => user.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId, t.createdAt)],
);
