import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  BudgetType,
  DurationUnit,
  EducationLevel,
  ExperienceLevel,
  FieldOfStudy,
  PostingPlan,
  ProjectCategory,
  ProjectStatus,
  ProjectType,
  ProjectVisibility,
  ProposalStatus,
  WorkType,
} from '../../../shared/projects';
import { user } from './auth';
import { companyProfiles } from './companies';

/** PostgreSQL's full-text document type; only ever written by the database (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A quant project a company posts on LeapMarket (issue 17; spec §3 "Project draft" and "Project"). A draft may
 * be incomplete; `shared/projects.ts` publishProblems says what publishing needs. The listing ends itself at
 * `expires_at` (30 or 60 days after publishing, by plan), once renewable.
 */
/** The rows LeapMarket lists (before a listing's end and its company's verification): its indexes cover only these. */
const MARKET_LISTING = sql`status = 'published' and visibility = 'public'`;

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfiles.id, { onDelete: 'cascade' }),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status').$type<ProjectStatus>().notNull().default('draft'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    /** What quants who have not accepted an NDA project's notice read instead of the description. */
    summary: text('summary').notNull().default(''),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    projectType: text('project_type').$type<ProjectType>(),
    category: text('category').$type<ProjectCategory>(),
    durationValue: integer('duration_value'),
    durationUnit: text('duration_unit').$type<DurationUnit>().notNull().default('weeks'),
    /** The duration in days (value × 1, 7 or 30), for LeapMarket's duration filter. */
    durationDays: integer('duration_days').generatedAlwaysAs(
      sql`duration_value * case duration_unit when 'days' then 1 when 'weeks' then 7 else 30 end`,
    ),
    completionDate: date('completion_date', { mode: 'string' }),
    budgetType: text('budget_type').$type<BudgetType>(),
    /** Whole USD: the fixed amount (min = max), or an hourly or total range. */
    budgetMin: integer('budget_min'),
    budgetMax: integer('budget_max'),
    minExperience: text('min_experience').$type<ExperienceLevel>(),
    education: text('education').$type<EducationLevel>(),
    fieldOfStudy: text('field_of_study').$type<FieldOfStudy>(),
    additionalRequirements: text('additional_requirements').notNull().default(''),
    workType: text('work_type').$type<WorkType>().notNull().default('remote'),
    visibility: text('visibility').$type<ProjectVisibility>().notNull().default('public'),
    nda: boolean('nda').notNull().default(false),
    /** Spec §9 posting options, stored as chosen; nothing is charged during the beta. */
    plan: text('plan').$type<PostingPlan>().notNull().default('standard'),
    featured: boolean('featured').notNull().default(false),
    urgent: boolean('urgent').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set when the firm renewed the listing (once). */
    renewedAt: timestamp('renewed_at', { withTimezone: true }),
    /** When the firm was e-mailed that the listing ends in 3 days (once per listing period). */
    expiryNoticeAt: timestamp('expiry_notice_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * Title, skills (weight A) and description (B): LeapMarket's keyword search. An NDA project's description is
     * read only after accepting the NDA, so its search uses the summary everyone may read instead.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`project_search_document(title, skills, case when nda then summary else description end)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('projects_budget_complete', sql`(${t.budgetType} is null) = (${t.budgetMin} is null)`),
    check('projects_budget_order', sql`${t.budgetMax} is null or ${t.budgetMax} >= ${t.budgetMin}`),
    check('projects_listed_has_dates', sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
    // What a proposal's (project_id, company_id) refers to (schema: project_proposals).
    uniqueIndex('projects_id_company_key').on(t.id, t.companyId),
    // The firm's own list: its projects, newest first.
    index('projects_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    // The company dashboard's Active Projects: a company's published listings by their end, read from the index.
    index('projects_company_listed_idx')
      .on(t.companyId, t.expiresAt)
      .where(sql`status = 'published'`),
    // LeapMarket lists published public projects: featured first then newest, newest, or by budget.
    index('projects_market_featured_idx')
      .on(t.featured.desc().nullsFirst(), t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(MARKET_LISTING),
    index('projects_market_newest_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(MARKET_LISTING),
    index('projects_market_budget_idx')
      .on(t.budgetMax.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(MARKET_LISTING),
    index('projects_search_idx').using('gin', t.searchVector),
    // LeapMarket's filters, one index each so the planner can AND any of them with the keyword's bitmap
    // (bench/projects.ts: the keyword with a category and a work type read 1,300 rows instead of 10,800).
    index('projects_market_type_idx').on(t.projectType).where(MARKET_LISTING),
    index('projects_market_category_idx').on(t.category).where(MARKET_LISTING),
    index('projects_market_budget_type_idx').on(t.budgetType).where(MARKET_LISTING),
    index('projects_market_work_type_idx').on(t.workType).where(MARKET_LISTING),
    index('projects_market_duration_idx').on(t.durationDays).where(MARKET_LISTING),
    // The expiry sweep: published listings by when they end.
    index('projects_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'published'`),
  ],
);

/** A project's milestones in order (position 0, 1, …). */
export const projectMilestones = pgTable(
  'project_milestones',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    amount: integer('amount'),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.position] })],
);

/** Quants a firm invited to a private project ('By invitation only'): only they see it. */
export const projectInvitations = pgTable(
  'project_invitations',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    quantUserId: text('quant_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    invitedByUserId: text('invited_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.quantUserId] }),
    index('project_invitations_quant_idx').on(t.quantUserId),
  ],
);

/**
 * The quants e-mailed an invitation to a project, one row per pair, kept when the invitation is withdrawn (issue 43):
 * inviting them again sends nothing, and the company's daily cap counts every invitation it mailed, so withdrawing
 * and inviting again can neither mail a quant twice nor give the quota back.
 */
export const projectInvitationMails = pgTable(
  'project_invitation_mails',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    quantUserId: text('quant_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.quantUserId] })],
);

/** Quants who accepted an NDA project's confidentiality notice: they read its full description. */
export const projectNdaAcceptances = pgTable(
  'project_nda_acceptances',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    quantUserId: text('quant_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.quantUserId] })],
);

/**
 * A quant's proposal for a project: at most one per project and quant, free (no credits, no fee), editable until
 * the firm acts on it, withdrawable.
 */
export const projectProposals = pgTable(
  'project_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /**
     * The project's company, kept on the proposal so a company's proposals are read from one index (the company
     * dashboard); the foreign key on (project_id, company_id) holds it to the project's.
     */
    companyId: uuid('company_id').notNull(),
    quantUserId: text('quant_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').$type<ProposalStatus>().notNull().default('submitted'),
    coverNote: text('cover_note').notNull(),
    /** Whole USD: a fixed price (min = max), an hourly rate, or a range, in the project's budget type. */
    priceMin: integer('price_min').notNull(),
    priceMax: integer('price_max').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Per-milestone amounts, in the project's milestone order, when the quant proposes them. */
    milestoneAmounts: jsonb('milestone_amounts').$type<number[]>(),
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_proposals_project_quant_key').on(t.projectId, t.quantUserId),
    // The firm's proposals page: a project's proposals, newest first.
    index('project_proposals_project_created_idx').on(
      t.projectId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    foreignKey({
      name: 'project_proposals_project_company_fk',
      columns: [t.projectId, t.companyId],
      foreignColumns: [projects.id, projects.companyId],
    }).onDelete('cascade'),
    // The company dashboard: the company's proposals under consideration, with their quants (the count reads the
    // index alone and checks each quant's blocks; bench/projects.ts).
    index('project_proposals_company_considered_idx')
      .on(t.companyId, t.quantUserId)
      .where(sql`${t.status} in ('submitted', 'shortlisted')`),
    // The quant's dashboard, and the daily limit (new proposals per quant in 24 hours).
    index('project_proposals_quant_created_idx').on(t.quantUserId, t.createdAt),
    check('project_proposals_price_order', sql`${t.priceMax} >= ${t.priceMin}`),
  ],
);
