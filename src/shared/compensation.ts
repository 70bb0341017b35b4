import { z } from 'zod';

/** Option lists of spec §2, defined once: the filter panel, the submission dialog and the server use these. */
export const COMPENSATION_ROLES = [
  'Quant Researcher',
  'Quant Developer',
  'Quant Trader',
  'Portfolio Manager',
  'Data Scientist',
  'Risk Analyst',
  'Quantitative Strategist',
] as const;
export type CompensationRole = (typeof COMPENSATION_ROLES)[number];

/** In order of seniority (the median-by-level chart keeps this order). */
export const COMPENSATION_LEVELS = ['Intern', 'Junior', 'Mid', 'Senior', 'Lead'] as const;
export type CompensationLevel = (typeof COMPENSATION_LEVELS)[number];

export const COMPENSATION_REGIONS = ['North America', 'South America', 'EMEA', 'APAC', 'Remote'] as const;
export type CompensationRegion = (typeof COMPENSATION_REGIONS)[number];

/** Older clients and data use country codes for two regions (spec §2); they mean these regions. */
const REGION_ALIASES: Readonly<Record<string, CompensationRegion>> = { US: 'North America', UK: 'EMEA' };

export function regionLabel(value: string): string {
  return REGION_ALIASES[value] ?? value;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** USD without decimals (spec §2), e.g. $152,000. */
export function formatUsd(value: number): string {
  return usd.format(value);
}

/** Plausibility bounds of a submission: anything outside is a typo or abuse, refused with a message. */
export const COMPENSATION_BOUNDS = {
  baseSalary: { min: 1_000, max: 10_000_000 },
  bonus: { min: 0, max: 20_000_000 },
  stockValue: { min: 0, max: 50_000_000 },
  notesMaxLength: 1_000,
  firstYear: 2020,
} as const;

/** Spec §5: money inputs use min 0 and step 1000. */
export const MONEY_STEP = 1000;

export const COMPENSATION_MESSAGES = {
  role: 'Role is required',
  level: 'Level is required',
  region: 'Region is required',
  baseSalary: 'Base salary is required',
  year: 'Year is required',
  baseSalaryRange: `Base salary must be between ${formatUsd(COMPENSATION_BOUNDS.baseSalary.min)} and ${formatUsd(COMPENSATION_BOUNDS.baseSalary.max)}`,
  bonusRange: `Bonus must be between ${formatUsd(COMPENSATION_BOUNDS.bonus.min)} and ${formatUsd(COMPENSATION_BOUNDS.bonus.max)}`,
  stockValueRange: `Stock value must be between ${formatUsd(COMPENSATION_BOUNDS.stockValue.min)} and ${formatUsd(COMPENSATION_BOUNDS.stockValue.max)}`,
  notes: `Notes must be at most ${COMPENSATION_BOUNDS.notesMaxLength.toLocaleString('en-US')} characters`,
  entryNotFound: 'No visible compensation entry has this id.',
  heldNotFound: 'No held compensation entry has this id.',
  hiddenNotFound: 'No hidden compensation entry has this id.',
} as const;

export function currentYear(): number {
  return new Date().getFullYear();
}

export function yearRangeMessage(): string {
  return `Year must be between ${COMPENSATION_BOUNDS.firstYear} and ${currentYear()}`;
}

/** Form inputs arrive as text; an empty one means "not given". JSON callers may send numbers or null. */
function emptyToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value);
  return value;
}

function amount(bounds: { min: number; max: number }, rangeMessage: string, requiredMessage?: string) {
  return (
    z
      .number({ error: requiredMessage ?? rangeMessage })
      .min(bounds.min, rangeMessage)
      .max(bounds.max, rangeMessage)
      // Amounts are shown in whole dollars (spec §2), so they are kept in whole dollars.
      .transform(Math.round)
  );
}

function requiredMoney(bounds: { min: number; max: number }, rangeMessage: string, requiredMessage: string) {
  return z.preprocess(emptyToUndefined, amount(bounds, rangeMessage, requiredMessage));
}

function optionalMoney(bounds: { min: number; max: number }, rangeMessage: string) {
  return z.preprocess(emptyToUndefined, amount(bounds, rangeMessage).optional());
}

function option<T extends string>(values: readonly [T, ...T[]], message: string) {
  return z.enum(values, { error: message });
}

const regionField = z.preprocess(
  (value) => (typeof value === 'string' ? (REGION_ALIASES[value] ?? value) : value),
  option(COMPENSATION_REGIONS, COMPENSATION_MESSAGES.region),
);

/**
 * One anonymous entry (spec §3 compensation_entries, §5 compensation form). The dialog and the API validate with
 * this schema. There is no total here: the server computes it, whatever a client sends.
 */
export const compensationSubmissionSchema = z.object({
  role: option(COMPENSATION_ROLES, COMPENSATION_MESSAGES.role),
  level: option(COMPENSATION_LEVELS, COMPENSATION_MESSAGES.level),
  region: regionField,
  baseSalary: requiredMoney(
    COMPENSATION_BOUNDS.baseSalary,
    COMPENSATION_MESSAGES.baseSalaryRange,
    COMPENSATION_MESSAGES.baseSalary,
  ),
  bonus: optionalMoney(COMPENSATION_BOUNDS.bonus, COMPENSATION_MESSAGES.bonusRange),
  stockValue: optionalMoney(COMPENSATION_BOUNDS.stockValue, COMPENSATION_MESSAGES.stockValueRange),
  notes: z
    .string({ error: COMPENSATION_MESSAGES.notes })
    .trim()
    .max(COMPENSATION_BOUNDS.notesMaxLength, COMPENSATION_MESSAGES.notes)
    .nullish()
    .transform((notes) => notes || undefined),
  year: z.preprocess(
    emptyToUndefined,
    z
      .number({ error: COMPENSATION_MESSAGES.year })
      .int(COMPENSATION_MESSAGES.year)
      // Checked against the clock at parse time, so a long-running server accepts the new year on 1 January.
      .refine((year) => year >= COMPENSATION_BOUNDS.firstYear && year <= currentYear(), {
        error: () => yearRangeMessage(),
      }),
  ),
  /** Honeypot: hidden from people; a bot that fills it is told "thanks" and nothing is stored. */
  website: z.string().max(200).optional(),
});
export type CompensationSubmission = z.infer<typeof compensationSubmissionSchema>;
export type CompensationSubmissionInput = z.input<typeof compensationSubmissionSchema>;

/** Spec §3: total_comp = base + bonus + stock, a missing amount counted as 0. */
export function totalCompensation(entry: { baseSalary: number; bonus?: number | null; stockValue?: number | null }) {
  return entry.baseSalary + (entry.bonus ?? 0) + (entry.stockValue ?? 0);
}

/** The total as shown when stock or bonus is switched off in the filter panel. */
export function shownTotal(
  entry: { baseSalary: number; bonus: number | null; stockValue: number | null },
  include: { includeStock: boolean; includeBonus: boolean },
): number {
  return (
    entry.baseSalary +
    (include.includeBonus ? (entry.bonus ?? 0) : 0) +
    (include.includeStock ? (entry.stockValue ?? 0) : 0)
  );
}

/** Columns the table sorts by on the server (each backed by an index). */
export const COMPENSATION_SORT_COLUMNS = ['total', 'baseSalary', 'bonus', 'stockValue', 'year'] as const;
export type CompensationSortColumn = (typeof COMPENSATION_SORT_COLUMNS)[number];

export const COMPENSATION_PAGE_SIZE = 25;
export const COMPENSATION_MAX_PAGE_SIZE = 100;

/** Fewer entries than this in a group and no statistic is shown for it: a narrow filter must not expose a person. */
export const MIN_GROUP_SIZE = 5;

const flag = z
  .enum(['true', 'false'], { error: 'Use true or false' })
  .default('true')
  .transform((value) => value === 'true');

/** The filter of spec §2: equality on role, level, region; stock and bonus included in totals by default. */
export const compensationFilterSchema = z.object({
  role: z.enum(COMPENSATION_ROLES, { error: 'Unknown role' }).optional(),
  level: z.enum(COMPENSATION_LEVELS, { error: 'Unknown level' }).optional(),
  region: z.preprocess(
    (value) => (typeof value === 'string' ? (REGION_ALIASES[value] ?? value) : value),
    z.enum(COMPENSATION_REGIONS, { error: 'Unknown region' }).optional(),
  ),
  includeStock: flag,
  includeBonus: flag,
});
export type CompensationFilter = z.infer<typeof compensationFilterSchema>;

export const compensationEntriesQuerySchema = compensationFilterSchema.extend({
  sort: z.enum(COMPENSATION_SORT_COLUMNS, { error: 'Unknown sort column' }).optional(),
  dir: z.enum(['asc', 'desc'], { error: 'Use asc or desc' }).optional(),
  /** Opaque keyset cursor from the previous page's `nextCursor`. */
  cursor: z.string().max(200, 'Invalid cursor').optional(),
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${COMPENSATION_MAX_PAGE_SIZE}` })
    .int(`Limit must be a whole number from 1 to ${COMPENSATION_MAX_PAGE_SIZE}`)
    .min(1, `Limit must be a whole number from 1 to ${COMPENSATION_MAX_PAGE_SIZE}`)
    .max(COMPENSATION_MAX_PAGE_SIZE, `Limit must be a whole number from 1 to ${COMPENSATION_MAX_PAGE_SIZE}`)
    .default(COMPENSATION_PAGE_SIZE),
});
export type CompensationEntriesQuery = z.infer<typeof compensationEntriesQuerySchema>;

export const PERCENTILES = [25, 50, 75, 90] as const;

export const adminHideSchema = z.object({
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(3, 'A reason is required')
    .max(500, 'The reason must be at most 500 characters'),
});
export type AdminHide = z.infer<typeof adminHideSchema>;

/** Where an entry stands in moderation: never held, held for an operator, or held and then approved. */
export const COMPENSATION_REVIEWS = ['held', 'approved'] as const;
export type CompensationReview = (typeof COMPENSATION_REVIEWS)[number];

/**
 * When a new entry is held for review instead of counting at once. Absurd totals are held at any cell size (a cap
 * per level, far above real pay); in a cell (role + level + region) with enough entries, so is a total more than
 * three interquartile ranges beyond its quartiles. The range is at least a quarter of the median, so a cell of
 * identical amounts does not hold every different one.
 */
export const COMPENSATION_REVIEW_RULE = {
  totalCap: { Intern: 1_000_000, Junior: 5_000_000, Mid: 10_000_000, Senior: 20_000_000, Lead: 50_000_000 },
  minCellEntries: 10,
  fences: 3,
  minRangeOfMedian: 0.25,
} as const satisfies {
  totalCap: Record<CompensationLevel, number>;
  minCellEntries: number;
  fences: number;
  minRangeOfMedian: number;
};

/** Quartiles of the total compensation in one cell, from the statistics rollup. */
export interface CellQuartiles {
  count: number;
  p25: number;
  p50: number;
  p75: number;
}

/** Why an entry with this total is held for review (shown to operators), or null when it counts at once. */
export function reviewReason(total: number, level: CompensationLevel, cell: CellQuartiles | null): string | null {
  const cap = COMPENSATION_REVIEW_RULE.totalCap[level];
  if (total > cap) return `Total above ${formatUsd(cap)}, the cap for the ${level} level`;
  if (!cell || cell.count < COMPENSATION_REVIEW_RULE.minCellEntries) return null;
  const range = Math.max(cell.p75 - cell.p25, cell.p50 * COMPENSATION_REVIEW_RULE.minRangeOfMedian);
  const reach = COMPENSATION_REVIEW_RULE.fences * range;
  if (total > cell.p75 + reach) return `Total more than ${formatUsd(reach)} above the cell's upper quartile`;
  if (total < cell.p25 - reach) return `Total more than ${formatUsd(reach)} below the cell's lower quartile`;
  return null;
}

/** The operators' review queues: entries held for review, and entries hidden (by an operator, or held then hidden). */
export const COMPENSATION_REVIEW_QUEUES = ['held', 'hidden'] as const;
export type CompensationReviewQueue = (typeof COMPENSATION_REVIEW_QUEUES)[number];
export const COMPENSATION_REVIEW_PAGE_SIZE = 20;

export const COMPENSATION_TEXT = {
  title: 'Quant Compensation Insights',
  tagline: 'Real salary data for quant roles. Anonymous. Filterable. Always growing.',
  empty: 'No compensation data found for the selected filters.',
  loadError: (message?: string) => `Error loading compensation data: ${message || 'Please try again later.'}`,
  submitted: {
    title: 'Thank you for your submission!',
    description: 'Your compensation data has been recorded anonymously.',
  },
  /** Truthful to every sender, held or not, without telling a spammer which entries were held. */
  reviewNote:
    'Entries far outside the usual range for their role, level and region are reviewed by our team before they count in the statistics.',
  notEnoughData: 'Not enough data',
} as const;
