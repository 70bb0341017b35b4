import { z } from 'zod';
import { DEGREE_LEVELS, type DegreeLevel } from './internships';
import { pageNumberSchema } from './pagination';
import { MAX_HOURLY_RATE, SKILL_MAX_LENGTH } from './quant-profile';
import { AVAILABILITY_FILTERS } from './availability';

export * from './availability';

export { DEGREE_LEVELS, type DegreeLevel };

/** Spec §2, §9: the experience levels, in whole years [min, max). */
export const EXPERIENCE_BANDS = [
  { key: 'junior', label: 'Junior (1-3 years)', min: 1, max: 3 },
  { key: 'mid', label: 'Mid-level (3-5 years)', min: 3, max: 5 },
  { key: 'senior', label: 'Senior (5+ years)', min: 5, max: null },
] as const;
export type ExperienceBand = (typeof EXPERIENCE_BANDS)[number]['key'];
const BAND_KEYS = EXPERIENCE_BANDS.map((b) => b.key) as [ExperienceBand, ...ExperienceBand[]];

/** Spec §2: the skills checkboxes of the filter sidebar (any other skill can be typed). */
export const TALENT_SKILL_OPTIONS = [
  'Python',
  'C++',
  'Machine Learning',
  'Risk Models',
  'Derivatives Pricing',
] as const;

/** Relevance ranks the newest TALENT_COUNT_CAP matches of the keyword (decision 0017), newest and rate all of them. */
export const TALENT_SORTS = ['relevance', 'newest', 'rate'] as const;
export type TalentSort = (typeof TALENT_SORTS)[number];
export const TALENT_SORT_LABELS: Record<TalentSort, string> = {
  relevance: 'Most relevant',
  newest: 'Newest',
  rate: 'Lowest rate',
};

export const TALENT_PAGE_SIZE = 20;
/**
 * A directory answer counts matches up to this many (50 pages): an exact count of 100,000 profiles reads them all
 * on every page, and no firm pages through more than this without narrowing the filters.
 */
export const TALENT_COUNT_CAP = 1000;
export const KEYWORD_MAX = 200;
export const SKILL_FILTER_MAX = 20;

/** Spec §8 and the messages of issue 14's bad input. */
export const TALENT_MESSAGES = {
  loadError: 'Error loading profiles. Please try again later.',
  loading: 'Loading talent profiles...',
  empty: 'No talent profiles available at the moment.',
  noResults: 'No profiles match these filters. Try removing one.',
  relevanceCapped: `More than ${TALENT_COUNT_CAP.toLocaleString('en-US')} profiles match: Most relevant ranks the ${TALENT_COUNT_CAP.toLocaleString('en-US')} newest of them. Add a filter or a word to reach the others.`,
  keyword: `Search text must be at most ${KEYWORD_MAX} characters`,
  skills: `Choose at most ${SKILL_FILTER_MAX} skills, each at most ${SKILL_MAX_LENGTH} characters`,
  experience: 'Experience level must be junior, mid or senior',
  rate: `Hourly rate must be a whole number of US dollars from 0 to ${MAX_HOURLY_RATE.toLocaleString('en-US')}`,
  rateOrder: 'Minimum rate cannot be above maximum rate',
  education: "Education must be Bachelor's, Master's or Ph.D.",
  availability: `Availability must be one of: ${AVAILABILITY_FILTERS.join(', ')}`,
  sort: `Sort must be one of: ${TALENT_SORTS.join(', ')}`,
  notFound: 'This profile is not available.',
} as const;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * A comma-separated list in the query string (?skills=Python,C%2B%2B). One message for the whole list, on its
 * field, whichever item is wrong.
 */
function listParam<T extends string>(max: number, message: string, allowed?: readonly T[], itemMax = 100) {
  return z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : (v ?? []),
    z
      .array(z.string({ error: message }), { error: message })
      .max(max, message)
      .refine((list) => list.every((item) => item.length <= itemMax), message)
      .refine((list) => !allowed || list.every((item) => (allowed as readonly string[]).includes(item)), message)
      .transform((list) => list as T[]),
  );
}

const rateParam = z.preprocess(
  blankToUndefined,
  z
    .string({ error: TALENT_MESSAGES.rate })
    .trim()
    .regex(/^\d{1,6}$/, TALENT_MESSAGES.rate)
    .transform(Number)
    .refine((n) => n <= MAX_HOURLY_RATE, TALENT_MESSAGES.rate)
    .optional(),
);

/** GET /api/talent: every control of the directory (spec §2), as the URL holds them. */
export const talentQuerySchema = z
  .object({
    q: z.preprocess(
      blankToUndefined,
      z.string({ error: TALENT_MESSAGES.keyword }).trim().max(KEYWORD_MAX, TALENT_MESSAGES.keyword).optional(),
    ),
    skills: listParam<string>(SKILL_FILTER_MAX, TALENT_MESSAGES.skills, undefined, SKILL_MAX_LENGTH),
    experience: listParam(3, TALENT_MESSAGES.experience, BAND_KEYS),
    rateMin: rateParam,
    rateMax: rateParam,
    education: listParam(3, TALENT_MESSAGES.education, DEGREE_LEVELS),
    availability: z.preprocess(
      blankToUndefined,
      z.enum(AVAILABILITY_FILTERS, { error: TALENT_MESSAGES.availability }).optional(),
    ),
    sort: z.preprocess(blankToUndefined, z.enum(TALENT_SORTS, { error: TALENT_MESSAGES.sort }).optional()),
    page: pageNumberSchema,
  })
  .refine((f) => f.rateMin === undefined || f.rateMax === undefined || f.rateMin <= f.rateMax, {
    path: ['rateMin'],
    message: TALENT_MESSAGES.rateOrder,
  });
export type TalentQuery = z.output<typeof talentQuerySchema>;
export type TalentQueryInput = z.input<typeof talentQuerySchema>;

/** The sort a query gets when none is chosen: by relevance when there is a keyword, else newest first. */
export const effectiveSort = (query: Pick<TalentQuery, 'q' | 'sort'>): TalentSort =>
  query.sort ?? (query.q ? 'relevance' : 'newest');

/** "$120–150/hr", "$120+/hr", or null when the quant gave no rate. */
export function formatRateRange(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null && max !== min) return `$${min}–${max}/hr`;
  if (min === null) return `Up to $${max}/hr`;
  return max === null ? `$${min}+/hr` : `$${min}/hr`;
}
