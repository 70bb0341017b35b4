import { z } from 'zod';
import { oneLine } from './one-line';
import { isCalendarDate } from './calendar-date';
import { pageNumberSchema } from './pagination';
import { MAX_SKILLS, SKILL_MAX_LENGTH } from './quant-profile';
import { rowIdSchema } from './row-id';

/**
 * Quant projects (issue 17): what a firm posts on LeapMarket, spec §3 "Project draft" and §9 "Posting options".
 * A draft may be incomplete; publishing needs a title, a description, a budget and a skill (publishProblems).
 */

/** Spec §3 values, with the labels the form and the market show. */
export const PROJECT_TYPES = ['trading', 'risk', 'data', 'research', 'development', 'ml', 'other'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];
export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  trading: 'Trading strategy',
  risk: 'Risk management',
  data: 'Data analysis',
  research: 'Research',
  development: 'Development',
  ml: 'Machine learning',
  other: 'Other',
};

export const PROJECT_CATEGORIES = [
  'equities',
  'fixed-income',
  'derivatives',
  'commodities',
  'crypto',
  'fx',
  'multi-asset',
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
export const PROJECT_CATEGORY_LABELS: Record<ProjectCategory, string> = {
  equities: 'Equities',
  'fixed-income': 'Fixed income',
  derivatives: 'Derivatives',
  commodities: 'Commodities',
  crypto: 'Crypto',
  fx: 'FX',
  'multi-asset': 'Multi-asset',
};

export const DURATION_UNITS = ['days', 'weeks', 'months'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
/** Spec §3: the duration's unit defaults to weeks. */
export const DEFAULT_DURATION_UNIT: DurationUnit = 'weeks';
/** Days in one unit, to compare and filter durations in one scale. */
export const DAYS_PER_UNIT: Record<DurationUnit, number> = { days: 1, weeks: 7, months: 30 };
export const DURATION_MAX: Record<DurationUnit, number> = { days: 365, weeks: 104, months: 24 };

/**
 * How the firm pays: `fixed` one amount for the project, `hourly` a rate range per hour, `range` a total between
 * two amounts. Stored as budget_min and budget_max (equal for fixed).
 */
export const BUDGET_TYPES = ['fixed', 'hourly', 'range'] as const;
export type BudgetType = (typeof BUDGET_TYPES)[number];
export const BUDGET_TYPE_LABELS: Record<BudgetType, string> = {
  fixed: 'Fixed price',
  hourly: 'Hourly rate',
  range: 'Budget range',
};
/** The highest budget we take: above any real project, below a typo of three zeros. */
export const BUDGET_LIMITS: Record<BudgetType, number> = { fixed: 2_000_000, hourly: 1_000, range: 2_000_000 };

export const EXPERIENCE_LEVELS = ['entry', 'intermediate', 'expert', 'phd'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const EXPERIENCE_LABELS: Record<ExperienceLevel, string> = {
  entry: 'Entry (0–2 years)',
  intermediate: 'Intermediate (2–5 years)',
  expert: 'Expert (5+ years)',
  phd: 'PhD',
};

export const EDUCATION_LEVELS = ['bachelor', 'master', 'phd'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export const EDUCATION_LABELS: Record<EducationLevel, string> = {
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  phd: 'PhD',
};

export const FIELDS_OF_STUDY = ['quant-finance', 'cs', 'math', 'stats', 'physics', 'engineering'] as const;
export type FieldOfStudy = (typeof FIELDS_OF_STUDY)[number];
export const FIELD_OF_STUDY_LABELS: Record<FieldOfStudy, string> = {
  'quant-finance': 'Quantitative finance',
  cs: 'Computer science',
  math: 'Mathematics',
  stats: 'Statistics',
  physics: 'Physics',
  engineering: 'Engineering',
};

export const WORK_TYPES = ['remote', 'onsite', 'hybrid'] as const;
export type WorkType = (typeof WORK_TYPES)[number];
export const WORK_TYPE_LABELS: Record<WorkType, string> = { remote: 'Remote', onsite: 'On-site', hybrid: 'Hybrid' };

export const PROJECT_VISIBILITIES = ['public', 'private'] as const;
export type ProjectVisibility = (typeof PROJECT_VISIBILITIES)[number];
/** Spec §3's words for each visibility. */
export const VISIBILITY_LABELS: Record<ProjectVisibility, string> = {
  public: 'Visible to all quants',
  private: 'By invitation only',
};

/** Spec §9 posting options. No payment is taken: they are free during the beta (POSTING_OPTIONS_FREE_NOTE). */
export const POSTING_PLANS = ['standard', 'premium'] as const;
export type PostingPlan = (typeof POSTING_PLANS)[number];
export const POSTING_PLAN_DETAILS: Record<PostingPlan, { label: string; price: string; days: number }> = {
  standard: { label: 'Standard', price: 'Free', days: 30 },
  premium: { label: 'Premium', price: '$199 per posting', days: 60 },
};
export const POSTING_EXTRAS = {
  featured: { label: 'Feature this project', price: '+$99', description: 'Shown first in LeapMarket.' },
  urgent: { label: 'Mark as urgent', price: '+$49', description: 'An Urgent badge on the listing.' },
  nda: {
    label: 'Require an NDA',
    price: 'Optional',
    description: 'Quants see a summary until they accept the confidentiality notice.',
  },
} as const;
export const POSTING_OPTIONS_FREE_NOTE =
  'Posting options are free during the beta: nothing is charged, and what you choose is kept as chosen.';

/** Spec §9: the project form starts with these skills. */
export const DEFAULT_PROJECT_SKILLS = ['Python', 'Machine Learning'] as const;

/** A listing may be renewed once, in its last days: the firm is e-mailed this many days before it closes. */
export const EXPIRY_NOTICE_DAYS = 3;

/**
 * Where a project stands. `draft` until published; `published` while LeapMarket lists it (until it expires);
 * `in_progress` once the firm accepted a proposal; `closed` by the firm or when its listing ended.
 */
export const PROJECT_STATUSES = ['draft', 'published', 'in_progress', 'closed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  in_progress: 'In progress',
  closed: 'Closed',
};

/** Where a proposal stands: the quant may edit it while `submitted`, and withdraw it until accepted or declined. */
export const PROPOSAL_STATUSES = ['submitted', 'shortlisted', 'declined', 'accepted', 'withdrawn'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  submitted: 'Sent',
  shortlisted: 'Shortlisted',
  declined: 'Declined',
  accepted: 'Accepted',
  withdrawn: 'Withdrawn',
};

export const PROJECT_LIMITS = {
  title: 120,
  description: 10_000,
  /** What an NDA project shows before the notice is accepted. */
  summary: 300,
  additionalRequirements: 2_000,
  milestones: 20,
  milestoneTitle: 120,
  milestoneDescription: 1_000,
} as const;

export const PROJECT_MESSAGES = {
  title: `Title must be at most ${PROJECT_LIMITS.title} characters`,
  description: `Description must be at most ${PROJECT_LIMITS.description.toLocaleString('en-US')} characters`,
  summary: `The public summary must be at most ${PROJECT_LIMITS.summary} characters`,
  additionalRequirements: `Additional requirements must be at most ${PROJECT_LIMITS.additionalRequirements.toLocaleString('en-US')} characters`,
  skill: `Each skill is 1–${SKILL_MAX_LENGTH} characters`,
  skills: `At most ${MAX_SKILLS} skills`,
  skillsDuplicate: 'Each skill appears once',
  projectType: 'Choose a project type',
  category: 'Choose a category',
  durationValue: 'Duration must be a whole number from 1',
  durationTooLong: (unit: DurationUnit) => `Duration must be at most ${DURATION_MAX[unit]} ${unit}`,
  durationUnit: 'Choose days, weeks or months',
  completionDate: 'Completion date must be a date such as 2027-03-31',
  completionPast: 'The completion date cannot be in the past',
  budgetType: 'Choose fixed, hourly or range',
  budgetAmount: 'Enter the budget in whole US dollars, above 0',
  budgetTooHigh: (type: BudgetType) =>
    `The budget must be at most $${BUDGET_LIMITS[type].toLocaleString('en-US')}${type === 'hourly' ? ' an hour' : ''}`,
  budgetOrder: 'The highest amount cannot be below the lowest',
  milestoneTitle: `Each milestone needs a title of at most ${PROJECT_LIMITS.milestoneTitle} characters`,
  milestoneDescription: `A milestone's description is at most ${PROJECT_LIMITS.milestoneDescription.toLocaleString('en-US')} characters`,
  milestoneAmount: 'Enter each milestone amount in whole US dollars, above 0',
  milestones: `At most ${PROJECT_LIMITS.milestones} milestones`,
  milestonesSum: (sum: string, budget: string) =>
    `The milestones add up to ${sum}, but the fixed budget is ${budget}: make them equal.`,
  milestonesNeedFixed: 'Milestone amounts need a fixed budget (or leave the amounts out)',
  experience: 'Choose a minimum experience',
  education: 'Choose an education requirement',
  fieldOfStudy: 'Choose a field of study',
  workType: 'Choose remote, on-site or hybrid',
  visibility: 'Choose public or private',
  plan: 'Choose Standard or Premium',
  // Publishing (publishProblems)
  titleRequired: 'Add a title to publish',
  descriptionRequired: 'Add a description to publish',
  budgetRequired: 'Add a budget to publish',
  skillRequired: 'Add at least one required skill to publish',
  // Lifecycle
  notFound: 'This project does not exist.',
  notVerified: 'Your company must be verified before it can publish projects. Drafts are saved meanwhile.',
  notDraft: 'Only a draft can be published.',
  notOpen: 'Only a published project can be closed.',
  notClosed: 'Only a closed project can be reopened.',
  renewTooEarly: `A listing can be renewed in its last ${EXPIRY_NOTICE_DAYS} days.`,
  renewedAlready: 'This listing has been renewed once already; post it again to list it longer.',
  renewNotListed: 'Only a listing still on LeapMarket can be renewed.',
  notDeletable: 'Only a draft can be deleted; close a published project instead.',
  noNda: 'This project has no NDA to accept.',
} as const;

/** Today as YYYY-MM-DD in UTC: completion dates are calendar days, compared in UTC on both sides. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.enum(values, { error: message }).nullable().default(null));
const wholeUsd = (message: string) => z.number({ error: message }).int(message).positive(message);

export const milestoneSchema = z.object({
  title: oneLine(
    z
      .string({ error: PROJECT_MESSAGES.milestoneTitle })
      .trim()
      .min(1, PROJECT_MESSAGES.milestoneTitle)
      .max(PROJECT_LIMITS.milestoneTitle, PROJECT_MESSAGES.milestoneTitle),
  ),
  description: text(PROJECT_LIMITS.milestoneDescription, PROJECT_MESSAGES.milestoneDescription).default(''),
  /** Whole USD; optional unless the firm wants milestone payments (then, for a fixed budget, they sum to it). */
  amount: wholeUsd(PROJECT_MESSAGES.milestoneAmount)
    .max(BUDGET_LIMITS.fixed, PROJECT_MESSAGES.milestoneAmount)
    .nullable()
    .default(null),
});
export type Milestone = z.output<typeof milestoneSchema>;

export const budgetSchema = z
  .object({
    type: z.enum(BUDGET_TYPES, { error: PROJECT_MESSAGES.budgetType }),
    /** For `fixed`, the amount; for `hourly` and `range`, the lowest. */
    min: wholeUsd(PROJECT_MESSAGES.budgetAmount),
    /** For `fixed`, equal to min (it may be left out). */
    max: wholeUsd(PROJECT_MESSAGES.budgetAmount).optional(),
  })
  .transform((b) => ({ type: b.type, min: b.min, max: b.type === 'fixed' ? b.min : (b.max ?? b.min) }))
  .superRefine((b, context) => {
    const limit = BUDGET_LIMITS[b.type];
    if (b.min > limit)
      context.addIssue({ code: 'custom', path: ['min'], message: PROJECT_MESSAGES.budgetTooHigh(b.type) });
    if (b.max > limit)
      context.addIssue({ code: 'custom', path: ['max'], message: PROJECT_MESSAGES.budgetTooHigh(b.type) });
    if (b.max < b.min) context.addIssue({ code: 'custom', path: ['max'], message: PROJECT_MESSAGES.budgetOrder });
  });
export type Budget = z.output<typeof budgetSchema>;

/**
 * A project as the firm saves it (Save Draft and every edit). Everything may be blank in a draft except what
 * must be well-formed when given; `publishProblems` says what publishing still needs.
 */
export const projectDraftSchema = z
  .object({
    title: oneLine(text(PROJECT_LIMITS.title, PROJECT_MESSAGES.title)).default(''),
    description: text(PROJECT_LIMITS.description, PROJECT_MESSAGES.description).default(''),
    /** Shown instead of the description to quants who have not accepted the NDA notice. */
    summary: text(PROJECT_LIMITS.summary, PROJECT_MESSAGES.summary).default(''),
    skills: z
      .array(
        oneLine(
          z
            .string({ error: PROJECT_MESSAGES.skill })
            .trim()
            .min(1, PROJECT_MESSAGES.skill)
            .max(SKILL_MAX_LENGTH, PROJECT_MESSAGES.skill),
        ),
        { error: PROJECT_MESSAGES.skills },
      )
      .max(MAX_SKILLS, PROJECT_MESSAGES.skills)
      .refine((skills) => new Set(skills).size === skills.length, PROJECT_MESSAGES.skillsDuplicate)
      .default([]),
    projectType: optionalChoice(PROJECT_TYPES, PROJECT_MESSAGES.projectType),
    category: optionalChoice(PROJECT_CATEGORIES, PROJECT_MESSAGES.category),
    duration: z
      .object({
        value: z
          .number({ error: PROJECT_MESSAGES.durationValue })
          .int(PROJECT_MESSAGES.durationValue)
          .min(1, PROJECT_MESSAGES.durationValue),
        unit: z.enum(DURATION_UNITS, { error: PROJECT_MESSAGES.durationUnit }).default(DEFAULT_DURATION_UNIT),
      })
      .superRefine((d, context) => {
        if (d.value > DURATION_MAX[d.unit]) {
          context.addIssue({ code: 'custom', path: ['value'], message: PROJECT_MESSAGES.durationTooLong(d.unit) });
        }
      })
      .nullable()
      .default(null),
    /** YYYY-MM-DD; not in the past (checked against today in UTC when saved). */
    completionDate: z
      .preprocess(
        (v) => (v === '' ? null : v),
        z
          .string({ error: PROJECT_MESSAGES.completionDate })
          .refine(isCalendarDate, PROJECT_MESSAGES.completionDate)
          .nullable(),
      )
      .default(null),
    budget: budgetSchema.nullable().default(null),
    milestones: z.array(milestoneSchema).max(PROJECT_LIMITS.milestones, PROJECT_MESSAGES.milestones).default([]),
    minExperience: optionalChoice(EXPERIENCE_LEVELS, PROJECT_MESSAGES.experience),
    education: optionalChoice(EDUCATION_LEVELS, PROJECT_MESSAGES.education),
    fieldOfStudy: optionalChoice(FIELDS_OF_STUDY, PROJECT_MESSAGES.fieldOfStudy),
    additionalRequirements: text(
      PROJECT_LIMITS.additionalRequirements,
      PROJECT_MESSAGES.additionalRequirements,
    ).default(''),
    workType: z.enum(WORK_TYPES, { error: PROJECT_MESSAGES.workType }).default('remote'),
    visibility: z.enum(PROJECT_VISIBILITIES, { error: PROJECT_MESSAGES.visibility }).default('public'),
    nda: z.boolean({ error: 'NDA must be true or false' }).default(false),
    plan: z.enum(POSTING_PLANS, { error: PROJECT_MESSAGES.plan }).default('standard'),
    featured: z.boolean({ error: 'Feature must be true or false' }).default(false),
    urgent: z.boolean({ error: 'Urgent must be true or false' }).default(false),
  })
  .superRefine((project, context) => {
    const problem = milestonesProblem(project.budget, project.milestones);
    if (problem) context.addIssue({ code: 'custom', path: ['milestones'], message: problem });
  });
export type ProjectDraftInput = z.input<typeof projectDraftSchema>;
export type ProjectDraft = z.output<typeof projectDraftSchema>;

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * Milestone amounts, when any is given: all given, and for a fixed budget adding up to it exactly; for an hourly
 * or range budget amounts make no sense of a total and are refused. Null when fine.
 */
export function milestonesProblem(budget: Budget | null, milestones: readonly Milestone[]): string | null {
  const amounts = milestones.map((m) => m.amount);
  if (amounts.every((a) => a === null)) return null;
  if (!budget || budget.type !== 'fixed') return PROJECT_MESSAGES.milestonesNeedFixed;
  if (amounts.some((a) => a === null)) return PROJECT_MESSAGES.milestoneAmount;
  const sum = amounts.reduce<number>((total, a) => total + (a ?? 0), 0);
  return sum === budget.min ? null : PROJECT_MESSAGES.milestonesSum(USD.format(sum), USD.format(budget.min));
}

/** What no save may store, by field: a completion date already past (today in UTC). */
export function saveProblems(draft: Pick<ProjectDraft, 'completionDate'>, today = todayUtc()): Record<string, string> {
  return draft.completionDate && draft.completionDate < today
    ? { completionDate: PROJECT_MESSAGES.completionPast }
    : {};
}

/** What publishing still needs, by field (empty when the draft can be published). */
export function publishProblems(draft: ProjectDraft, today = todayUtc()): Record<string, string> {
  const problems: Record<string, string> = saveProblems(draft, today);
  if (!draft.title) problems.title = PROJECT_MESSAGES.titleRequired;
  if (!draft.description) problems.description = PROJECT_MESSAGES.descriptionRequired;
  if (!draft.budget) problems.budget = PROJECT_MESSAGES.budgetRequired;
  if (draft.skills.length === 0) problems.skills = PROJECT_MESSAGES.skillRequired;
  return problems;
}

/** "$12,000", "$60–$90 an hour", "$10,000–$15,000". */
export function formatBudget(budget: Budget): string {
  const amounts =
    budget.min === budget.max ? USD.format(budget.min) : `${USD.format(budget.min)}–${USD.format(budget.max)}`;
  return budget.type === 'hourly' ? `${amounts} an hour` : amounts;
}

/** "6 weeks", "1 month". */
export function formatDuration(duration: { value: number; unit: DurationUnit }): string {
  const unit = duration.value === 1 ? duration.unit.slice(0, -1) : duration.unit;
  return `${duration.value} ${unit}`;
}

/** LeapMarket's duration filter: buckets over the duration in days. */
export const DURATION_FILTERS = {
  short: { label: 'Under 2 weeks', minDays: 0, maxDays: 13 },
  medium: { label: '2 weeks to 2 months', minDays: 14, maxDays: 60 },
  long: { label: 'Over 2 months', minDays: 61, maxDays: Number.MAX_SAFE_INTEGER },
} as const;
export type DurationFilter = keyof typeof DURATION_FILTERS;

export const LEAP_MARKET_SORTS = ['featured', 'newest', 'budget'] as const;
export type LeapMarketSort = (typeof LEAP_MARKET_SORTS)[number];
export const LEAP_MARKET_SORT_LABELS: Record<LeapMarketSort, string> = {
  featured: 'Featured first',
  newest: 'Newest',
  budget: 'Highest budget',
};
export const LEAP_MARKET_PAGE_SIZE = 12;

const queryChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { error: message }).optional());

/** `GET /api/leap-market` query: full-text search, filters, sort and page (spec-free: LeapMarket is new). */
export const leapMarketQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  type: queryChoice(PROJECT_TYPES, 'Unknown project type'),
  category: queryChoice(PROJECT_CATEGORIES, 'Unknown category'),
  budgetType: queryChoice(BUDGET_TYPES, 'Unknown budget type'),
  workType: queryChoice(WORK_TYPES, 'Unknown work type'),
  duration: queryChoice(
    Object.keys(DURATION_FILTERS) as [DurationFilter, ...DurationFilter[]],
    'Unknown duration: short, medium or long',
  ),
  sort: queryChoice(LEAP_MARKET_SORTS, 'Sort by featured, newest or budget').default('featured'),
  page: pageNumberSchema,
});
export type LeapMarketQuery = z.output<typeof leapMarketQuerySchema>;

/*
 * Proposals (issue 17): a quant's offer to do a project. Free: no credits, no fee. One per project and quant;
 * editable while `submitted`, withdrawable until accepted or declined, and a withdrawn one is not sent again.
 */

export const PROPOSAL_LIMITS = { coverNoteMin: 50, coverNoteMax: 5_000 } as const;
/**
 * New proposals a quant may send in 24 hours, so a bot cannot spray every project on LeapMarket
 * (PROPOSALS_PER_DAY overrides it).
 */
export const DEFAULT_PROPOSALS_PER_DAY = 10;
/** The firm's proposals page. */
export const PROPOSALS_PAGE_SIZE = 20;
/** The quant's own proposals (the dashboard). */
export const MY_PROPOSALS_PAGE_SIZE = 20;

/** Why a firm declines a proposal; the quant sees the label. */
export const PROPOSAL_DECLINE_REASONS = ['price', 'experience', 'skills', 'timing', 'other_candidate'] as const;
export type ProposalDeclineReason = (typeof PROPOSAL_DECLINE_REASONS)[number];
export const PROPOSAL_DECLINE_REASON_LABELS: Record<ProposalDeclineReason, string> = {
  price: 'The price does not fit our budget',
  experience: 'We need more experience for this project',
  skills: 'The skills do not match what the project needs',
  timing: 'The start date does not work for us',
  other_candidate: 'We chose another proposal',
};

const usd = (amount: number) => USD.format(amount);

export const PROPOSAL_MESSAGES = {
  coverNote: `Write a cover note of ${PROPOSAL_LIMITS.coverNoteMin}–${PROPOSAL_LIMITS.coverNoteMax.toLocaleString('en-US')} characters`,
  priceAmount: 'Enter the price in whole US dollars, above 0',
  priceTooHigh: (type: BudgetType) =>
    `The price must be at most ${usd(BUDGET_LIMITS[type])}${type === 'hourly' ? ' an hour' : ''}`,
  priceOrder: 'The highest amount cannot be below the lowest',
  priceOneAmount: (type: BudgetType) =>
    type === 'hourly' ? 'Propose one hourly rate, not a range' : 'A fixed-price project takes one amount',
  hourlyOutsideRange: (min: number, max: number) =>
    `Propose an hourly rate within the posted range, ${usd(min)}–${usd(max)} an hour`,
  startDate: 'The start date must be a date such as 2027-03-31',
  startPast: 'The earliest start date cannot be in the past',
  milestoneAmount: 'Enter each milestone amount in whole US dollars, above 0',
  milestonesNone: 'This project has no milestones: leave the milestone amounts out',
  milestonesCount: (n: number) => `Give one amount for each of the project's ${n} milestones`,
  milestonesSum: (sum: number, price: number) =>
    `The milestone amounts add up to ${usd(sum)}, but your price is ${usd(price)}: make them equal.`,
  needsQuantProfile: 'Create your quant profile before sending proposals: firms read it with your proposal.',
  ownCompany: 'You cannot send a proposal to your own company’s project.',
  notTaking: 'This project is no longer taking proposals.',
  alreadySent: 'You have already sent a proposal for this project; edit it instead.',
  withdrawnNoResend: 'You withdrew your proposal for this project; a withdrawn proposal cannot be sent again.',
  dailyLimit: (perDay: number) => `You can send at most ${perDay} new proposals in 24 hours. Try again later.`,
  notFound: 'This proposal does not exist.',
  noProposal: 'You have not sent a proposal for this project.',
  notEditable: 'The firm has already acted on this proposal, so it can no longer be edited.',
  notWithdrawable: 'An accepted or declined proposal cannot be withdrawn.',
  alreadyWithdrawn: 'This proposal was withdrawn.',
  notShortlistable: 'Only a proposal that was sent can be shortlisted.',
  notDecidable: 'Only a sent or shortlisted proposal can be accepted or declined.',
  projectNotOpen: 'Proposals can be accepted only on a published project.',
  declineReason: 'Choose a reason for declining',
  status: 'Unknown status: submitted, shortlisted, declined, accepted or withdrawn',
  signIn: 'Sign in to send a proposal.',
} as const;

const proposalAmount = z
  .number({ error: PROPOSAL_MESSAGES.priceAmount })
  .int(PROPOSAL_MESSAGES.priceAmount)
  .positive(PROPOSAL_MESSAGES.priceAmount)
  .max(BUDGET_LIMITS.fixed, PROPOSAL_MESSAGES.priceAmount);

/**
 * A proposal as the quant sends it (and every edit). The price is in the project's budget type: one amount for
 * fixed and hourly (`max` left out or equal), a min–max for range; proposalProblems checks it against the project.
 */
export const proposalInputSchema = z.object({
  coverNote: z
    .string({ error: PROPOSAL_MESSAGES.coverNote })
    .trim()
    .min(PROPOSAL_LIMITS.coverNoteMin, PROPOSAL_MESSAGES.coverNote)
    .max(PROPOSAL_LIMITS.coverNoteMax, PROPOSAL_MESSAGES.coverNote),
  price: z
    .object({ min: proposalAmount, max: proposalAmount.optional() })
    .transform((p) => ({ min: p.min, max: p.max ?? p.min })),
  /** YYYY-MM-DD, today (UTC) or later. */
  startDate: z.string({ error: PROPOSAL_MESSAGES.startDate }).refine(isCalendarDate, PROPOSAL_MESSAGES.startDate),
  /** One amount per project milestone, in order; left out (null) to propose none. */
  milestoneAmounts: z
    .array(
      z
        .number({ error: PROPOSAL_MESSAGES.milestoneAmount })
        .int(PROPOSAL_MESSAGES.milestoneAmount)
        .positive(PROPOSAL_MESSAGES.milestoneAmount)
        .max(BUDGET_LIMITS.fixed, PROPOSAL_MESSAGES.milestoneAmount),
      {
        error: PROPOSAL_MESSAGES.milestoneAmount,
      },
    )
    .max(PROJECT_LIMITS.milestones, PROPOSAL_MESSAGES.milestoneAmount)
    .nullable()
    .default(null),
});
export type ProposalInput = z.input<typeof proposalInputSchema>;
export type Proposal = z.output<typeof proposalInputSchema>;

/**
 * What the proposal gets wrong about this project, by field (empty when fine): the price's shape for the budget
 * type, an hourly rate outside the posted range, a start date in the past, milestone amounts that do not match the
 * project's milestones or (for a fixed price) do not add up to it.
 */
export function proposalProblems(
  project: { budget: Budget; milestoneCount: number },
  proposal: Proposal,
  today = todayUtc(),
): Record<string, string> {
  const problems: Record<string, string> = {};
  const { budget } = project;
  const { price } = proposal;
  if (budget.type !== 'range' && price.max !== price.min)
    problems.price = PROPOSAL_MESSAGES.priceOneAmount(budget.type);
  else if (price.max < price.min) problems.price = PROPOSAL_MESSAGES.priceOrder;
  else if (price.max > BUDGET_LIMITS[budget.type]) problems.price = PROPOSAL_MESSAGES.priceTooHigh(budget.type);
  else if (budget.type === 'hourly' && (price.min < budget.min || price.min > budget.max))
    problems.price = PROPOSAL_MESSAGES.hourlyOutsideRange(budget.min, budget.max);
  if (proposal.startDate < today) problems.startDate = PROPOSAL_MESSAGES.startPast;
  const amounts = proposal.milestoneAmounts;
  if (amounts && amounts.length > 0) {
    if (project.milestoneCount === 0) problems.milestoneAmounts = PROPOSAL_MESSAGES.milestonesNone;
    else if (amounts.length !== project.milestoneCount)
      problems.milestoneAmounts = PROPOSAL_MESSAGES.milestonesCount(project.milestoneCount);
    else if (budget.type === 'fixed' && !problems.price) {
      const sum = amounts.reduce((total, a) => total + a, 0);
      if (sum !== price.min) problems.milestoneAmounts = PROPOSAL_MESSAGES.milestonesSum(sum, price.min);
    }
  }
  return problems;
}

/** "$9,500", "$80 an hour", "$9,000–$11,000": a proposal's price in its project's budget type. */
export const formatProposalPrice = (type: BudgetType, price: { min: number; max: number }) =>
  formatBudget({ type, ...price });

/** `GET /api/projects/{id}/proposals` query: a status filter and the page. */
export const projectProposalsQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(PROPOSAL_STATUSES, { error: PROPOSAL_MESSAGES.status }).optional(),
  ),
  page: pageNumberSchema,
});
export type ProjectProposalsQuery = z.output<typeof projectProposalsQuerySchema>;

export const myProposalsQuerySchema = z.object({ page: pageNumberSchema });

export const declineProposalSchema = z.object({
  reason: z.enum(PROPOSAL_DECLINE_REASONS, { error: PROPOSAL_MESSAGES.declineReason }),
});

/*
 * Invitations (issue 17: "Private projects are seen only by the quants the firm invites"). A verified firm invites
 * a quant it may see in the talent directory to one of its open projects; a private project then shows to them.
 */

/**
 * Invitations one company may mail in 24 hours, withdrawn ones included, so a firm cannot mail every quant in the
 * directory (PROJECT_INVITATIONS_PER_DAY overrides it). Inviting someone invited before, even since withdrawn, sends
 * nothing and is free.
 */
export const DEFAULT_PROJECT_INVITATIONS_PER_DAY = 50;
/** The firm's list of a project's invitations, newest first. */
export const PROJECT_INVITATIONS_LIST_LIMIT = 200;
/** The quant's "Projects you are invited to", newest first. */
export const MY_PROJECT_INVITATIONS_LIMIT = 20;

export const INVITATION_MESSAGES = {
  profileId: 'Choose a quant to invite: profileId must be the id of a quant profile',
  notOpen:
    'Only a project open on LeapMarket (published, its listing not ended) can take invitations: publish or reopen it first.',
  dailyLimit: (perDay: number) =>
    `Your company can send at most ${perDay} project invitations in 24 hours, withdrawn ones included. Try again later.`,
  notFound: 'This invitation does not exist.',
  alreadyProposed:
    'They have already sent a proposal for this project, so their invitation stays: answer their proposal instead.',
  invited: (name: string, title: string) => `${name} is invited to “${title}” and has been e-mailed the link.`,
  alreadyInvited: (name: string, title: string) => `${name} was already invited to “${title}”: nothing was sent again.`,
  noOpenProjects: 'Your company has no project open on LeapMarket to invite them to.',
} as const;

/** `POST /api/projects/{id}/invitations`: who to invite, by the quant profile id the directory and match show. */
export const projectInvitationInputSchema = z.object({ profileId: rowIdSchema(INVITATION_MESSAGES.profileId) });
export type ProjectInvitationInput = z.input<typeof projectInvitationInputSchema>;
