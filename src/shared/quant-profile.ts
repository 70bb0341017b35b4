import { z } from 'zod';
import { oneLine } from './one-line';
import { AVAILABILITY } from './availability';
import { BLOCK_MESSAGES } from './firm-blocks';
import { DEGREE_LEVELS } from './internships';
import { personNameField } from './person-name';
import { optionalLine, optionalText, optionalUrl } from './profile';

/** Spec §3 "Education entry"; stored as a JSON list on the quant profile. */
export const educationEntryAnswerSchema = z.object({
  school: z.string(),
  degree: z.string(),
  field: z.string(),
  fromYear: z.string(),
  toYear: z.string(),
  description: z.string(),
});
export type EducationEntry = z.infer<typeof educationEntryAnswerSchema>;

/** Spec §3 "Experience entry": dates as MM/YYYY, the end date may be 'Present'. */
export const experienceEntryAnswerSchema = z.object({
  jobTitle: z.string(),
  company: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  description: z.string(),
});
export type ExperienceEntry = z.infer<typeof experienceEntryAnswerSchema>;

/** Project preferences of the wizard's side card (saved with the basic step; firm-side search uses them). */
export const projectPreferencesSchema = z.object({ remote: z.boolean(), fullTime: z.boolean(), contract: z.boolean() });
export type ProjectPreferences = z.infer<typeof projectPreferencesSchema>;

export const DEFAULT_PREFERENCES: ProjectPreferences = { remote: true, fullTime: false, contract: true };

/** Spec §9: the skills the wizard starts with. */
/** Offered to pick from on the skills step while nothing is typed; never filled in for the quant. */
export const DEFAULT_WIZARD_SKILLS = ['Python', 'R', 'Machine Learning', 'Time Series Analysis'] as const;
export const MAX_SKILLS = 50;
export const SKILL_MAX_LENGTH = 50;
export const MAX_HOURLY_RATE = 10_000;

export const HOURLY_RATE_MESSAGE = `Hourly rate must be a number of US dollars from 0 to ${MAX_HOURLY_RATE.toLocaleString('en-US')}`;
export const RATE_ORDER_MESSAGE = 'Maximum hourly rate cannot be below the minimum';
export const AVAILABILITY_MESSAGE = `Availability must be one of: ${AVAILABILITY.join(', ')}`;
export const AVAILABLE_FROM_MESSAGE = 'Available from must be a date such as 2027-01-15';
export const DEGREE_OVERRIDE_MESSAGE =
  "Highest degree must be Bachelor's, Master's or Ph.D., or derived from your education";

/**
 * Spec §5: the hourly rate is "parsed as an integer", as parseInt does: the fraction is dropped (120.7 is 120),
 * never a reason to refuse. Only what is not a number, or out of range, is refused.
 */
export const hourlyRateField = z
  .number({ error: HOURLY_RATE_MESSAGE })
  .min(0, HOURLY_RATE_MESSAGE)
  .lt(MAX_HOURLY_RATE + 1, HOURLY_RATE_MESSAGE)
  .transform(Math.trunc);

/**
 * Spec §5 skills rule: a skill is added only if non-blank after trimming and not already present (exact match).
 * Returns the new list, or the same list when the skill is refused.
 */
export function addSkill(skills: readonly string[], candidate: string): string[] {
  const skill = candidate.trim();
  if (!skill || skill.length > SKILL_MAX_LENGTH || skills.includes(skill) || skills.length >= MAX_SKILLS) {
    return [...skills];
  }
  return [...skills, skill];
}

export const skillsSchema = z.object({
  skills: z
    .array(
      oneLine(
        z
          .string({ error: 'Each skill must be text' })
          .trim()
          .min(1, 'Skills cannot be blank')
          .max(SKILL_MAX_LENGTH, `Each skill must be at most ${SKILL_MAX_LENGTH} characters`),
      ),
      { error: 'Skills must be a list' },
    )
    .max(MAX_SKILLS, `At most ${MAX_SKILLS} skills`)
    .refine((list) => new Set(list).size === list.length, 'Each skill can be listed only once'),
});

/**
 * The wizard's basic step (spec §2, §7): the quant profile's headline fields, the side card's visibility and
 * project preferences, and the links it also saves on the person's profile. Hourly rate: a number, saved without
 * its fraction, or null when left empty (spec §5).
 */
export const basicInfoSchema = z
  .object({
    fullName: personNameField(),
    title: optionalLine(100, 'Professional title'),
    location: optionalLine(100, 'Location'),
    bio: optionalText(1000, 'Bio'),
    hourlyRateMin: hourlyRateField.nullable(),
    linkedinUrl: optionalUrl('LinkedIn'),
    githubUrl: optionalUrl('GitHub'),
    isVisible: z.boolean({ error: 'isVisible must be true or false' }),
    preferences: z.object(
      {
        remote: z.boolean({ error: 'Remote Work must be on or off' }),
        fullTime: z.boolean({ error: 'Full-time Opportunities must be on or off' }),
        contract: z.boolean({ error: 'Contract Projects must be on or off' }),
      },
      { error: 'Project preferences are required' },
    ),
    // Issue 14's fields: left out, they keep what is saved (older clients send only the spec's fields).
    hourlyRateMax: hourlyRateField.nullable().optional(),
    availability: z.enum(AVAILABILITY, { error: AVAILABILITY_MESSAGE }).nullable().optional(),
    availableFrom: z
      .string({ error: AVAILABLE_FROM_MESSAGE })
      .regex(/^\d{4}-\d{2}-\d{2}$/, AVAILABLE_FROM_MESSAGE)
      .refine(
        (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
        AVAILABLE_FROM_MESSAGE,
      )
      .nullable()
      .optional(),
  })
  .refine(
    (info) =>
      info.hourlyRateMin === null ||
      info.hourlyRateMax === null ||
      info.hourlyRateMax === undefined ||
      info.hourlyRateMax >= info.hourlyRateMin,
    { path: ['hourlyRateMax'], message: RATE_ORDER_MESSAGE },
  );
export type BasicInfo = z.input<typeof basicInfoSchema>;

/** The wizard's steps in order, with the completion each shows (spec §4). */
export const WIZARD_STEPS = [
  { id: 'basic', label: 'Basic Info' },
  { id: 'education', label: 'Education' },
  { id: 'skills', label: 'Skills' },
  { id: 'experience', label: 'Experience' },
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number]['id'];

// The placeholders and how to see past them live in a module without zod, which the dashboard imports.
export {
  isPlaceholderProfile,
  isPlaceholderValue,
  PLACEHOLDER_SKILL,
  PLACEHOLDER_TEXT,
  withoutPlaceholders,
} from './quant-profile-placeholders';

/** Spec §8 visibility messages. */
export const VISIBILITY_MESSAGES = {
  visible: 'Your profile is now visible to funds.',
  private: 'Your profile is now private.',
  signInRequired: 'Please sign in to update your profile visibility.',
  /** Added when the profile is only a placeholder: visible, but with nothing in it yet. */
  nothingToSeeYet: 'Firms see nothing useful until you complete your quant profile.',
} as const;

export const visibilitySchema = z.object({ isVisible: z.boolean({ error: 'isVisible must be true or false' }) });

/**
 * Reads the education column: a JSON list of entries; legacy plain text (or invalid JSON) is one school name
 * (spec §3, §8: invalid JSON is tolerated silently).
 */
export function parseEducation(stored: unknown): EducationEntry[] {
  const empty: EducationEntry = { school: '', degree: '', field: '', fromYear: '', toYear: '', description: '' };
  if (Array.isArray(stored)) return stored.map((e) => ({ ...empty, ...(e as Partial<EducationEntry>) }));
  if (typeof stored !== 'string' || stored.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (Array.isArray(parsed)) return parsed.map((e) => ({ ...empty, ...(e as Partial<EducationEntry>) }));
  } catch {
    // Not JSON: legacy text.
  }
  return [{ ...empty, school: stored.trim() }];
}

/** Reads the experience column: a JSON list of entries; anything else (invalid JSON, a placeholder) is no entry. */
export function parseExperience(stored: unknown): ExperienceEntry[] {
  const empty: ExperienceEntry = { jobTitle: '', company: '', fromDate: '', toDate: '', description: '' };
  let list: unknown = stored;
  if (typeof stored === 'string') {
    try {
      list = JSON.parse(stored);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.map((e) => ({ ...empty, ...(e as Partial<ExperienceEntry>) })) : [];
}

const YEAR = /^(19[5-9]\d|20\d\d|2100)$/;
export const MONTH_YEAR = /^(0[1-9]|1[0-2])\/(19[5-9]\d|20\d\d|2100)$/;
export const MAX_ENTRIES = 20;

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');
const line = (max: number, label: string) =>
  oneLine(z.string().trim().max(max, `${label} must be at most ${max} characters`)).default('');

/** Spec §5: no required fields; but a date, when given, must be a real one, and an entry cannot end before it starts. */
export const educationEntrySchema = z
  .object({
    school: line(200, 'School'),
    degree: line(100, 'Degree'),
    field: line(100, 'Field of study'),
    fromYear: z
      .string()
      .trim()
      .refine((v) => v === '' || YEAR.test(v), 'From year must be a year such as 2021')
      .default(''),
    toYear: z
      .string()
      .trim()
      .refine((v) => v === '' || YEAR.test(v), 'To year must be a year such as 2025')
      .default(''),
    description: text(2000, 'Description'),
  })
  .refine((e) => !e.fromYear || !e.toYear || Number(e.fromYear) <= Number(e.toYear), {
    path: ['toYear'],
    message: 'To year cannot be before from year',
  });

/** MM/YYYY as a month index (year × 12 + month), or `today` for 'Present'. */
export function monthIndex(value: string, today = new Date()): number | undefined {
  if (/^present$/i.test(value.trim())) return today.getFullYear() * 12 + today.getMonth();
  const match = MONTH_YEAR.exec(value.trim());
  return match ? Number(match[2]) * 12 + Number(match[1]) - 1 : undefined;
}

export const experienceEntrySchema = z
  .object({
    jobTitle: line(100, 'Job title'),
    company: line(100, 'Company'),
    fromDate: z
      .string()
      .trim()
      .refine((v) => v === '' || MONTH_YEAR.test(v), 'From date must be MM/YYYY, e.g. 06/2023')
      .default(''),
    toDate: z
      .string()
      .trim()
      .refine((v) => v === '' || MONTH_YEAR.test(v) || /^present$/i.test(v), "To date must be MM/YYYY or 'Present'")
      .default(''),
    description: text(2000, 'Description'),
  })
  .refine(
    (e) => {
      const from = e.fromDate ? monthIndex(e.fromDate) : undefined;
      const to = e.toDate ? monthIndex(e.toDate) : undefined;
      return from === undefined || to === undefined || from <= to;
    },
    { path: ['toDate'], message: 'To date cannot be before from date' },
  );

export const educationListSchema = z.object({
  entries: z.array(educationEntrySchema).max(MAX_ENTRIES, `At most ${MAX_ENTRIES} entries`),
  /** The highest degree to show firms; null derives it from the entries; left out keeps what is saved. */
  degreeOverride: z.enum(DEGREE_LEVELS, { error: DEGREE_OVERRIDE_MESSAGE }).nullable().optional(),
});

/** Hiding from firms (issue 14): the messages a quant can act on. */
// Kept free of zod (the web's api.ts imports them, and the dashboard's JavaScript must not carry the schemas).
export { BLOCK_MESSAGES, BLOCK_SEARCH_LIMIT, BLOCK_SEARCH_MAX, BLOCK_SEARCH_MIN } from './firm-blocks';

/** Hide from a firm: a company on the platform (its id) or a reference firm of the firms list (its id). */
export const blockFirmSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('company'),
      id: z.string({ error: BLOCK_MESSAGES.noCompany }).uuid(BLOCK_MESSAGES.noCompany),
    }),
    z.object({
      kind: z.literal('firm'),
      // The web sends the id a candidate carries (text); only digits are an id, so `true` or '' never becomes one.
      // An integer column: an id past its range names no firm (and must not reach the database).
      id: z.preprocess(
        (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
        z
          .number({ error: BLOCK_MESSAGES.noFirm })
          .int(BLOCK_MESSAGES.noFirm)
          .positive(BLOCK_MESSAGES.noFirm)
          .max(2_147_483_647, BLOCK_MESSAGES.noFirm),
      ),
    }),
  ],
  { error: BLOCK_MESSAGES.pick },
);
export const experienceListSchema = z.object({
  entries: z.array(experienceEntrySchema).max(MAX_ENTRIES, `At most ${MAX_ENTRIES} entries`),
});

const DAY_MS = 86_400_000;

/**
 * Spec §5: whole 365-day years between From and To, 'Present' (any case) meaning today; overlapping jobs count
 * once (issue 4). With at least one dated job, 0 or less is saved as 1; with none, 0.
 */
export function experienceYears(entries: Pick<ExperienceEntry, 'fromDate' | 'toDate'>[], today = new Date()): number {
  const toDay = (index: number) => Date.UTC(Math.floor(index / 12), index % 12, 1) / DAY_MS;
  const todayDay = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) / DAY_MS;
  const spans = entries
    .map((e) => [monthIndex(e.fromDate, today), monthIndex(e.toDate, today)] as const)
    .filter((s): s is readonly [number, number] => s[0] !== undefined && s[1] !== undefined && s[0] <= s[1])
    .map(([from, to]): [number, number] => [toDay(from), Math.min(toDay(to), todayDay)])
    .sort((a, b) => a[0] - b[0]);
  if (spans.length === 0) return 0;
  let days = 0;
  let [start, end] = spans[0] as [number, number];
  for (const [from, to] of spans.slice(1)) {
    if (from <= end) end = Math.max(end, to);
    else {
      days += end - start;
      [start, end] = [from, to];
    }
  }
  days += end - start;
  // Whole years, rounded down: a three-month internship is not a year (experience.ts says 'Under 1 year').
  return Math.floor(days / 365);
}
