import { z } from 'zod';
import { oneLine } from './one-line';
import { isCalendarDate } from './calendar-date';
import { pageNumberSchema } from './pagination';
import { payRangeSchema } from './pay';
import { optionalLine } from './profile';

/** Spec §3 "Internship" regions. */
export const INTERNSHIP_REGIONS = ['North America', 'Europe', 'Asia'] as const;
export type InternshipRegion = (typeof INTERNSHIP_REGIONS)[number];

/** The finder's Role select: what kind of work the internship is, matched exactly (spec §9). */
export const INTERNSHIP_ROLES = [
  'Quantitative Researcher',
  'Quantitative Trader',
  'Quantitative Developer',
  'Software Engineer',
  'Data Scientist',
] as const;
export type InternshipRole = (typeof INTERNSHIP_ROLES)[number];

/** Spec §9: page size 12; pagination shows only above 12 results. */
export const INTERNSHIPS_PAGE_SIZE = 12;

/**
 * What a reference listing says instead of a deadline. Quant summer programmes recruit on a rolling basis from
 * about July to December of the year before, so a June deadline (the spec's) would send a student far too late.
 */
export const ROLLING_APPLICATIONS =
  "Rolling — applications usually open Jul–Oct for the following summer; check the firm's page";

/**
 * Where an internship comes from: `external` listings are real firms not on the platform ('Apply' opens their
 * careers page); `platform` positions are posted by a company profile and applied to in the app.
 */
export type InternshipKind = 'external' | 'platform';

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { error: message }).optional());

export const internshipsQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  region: optionalChoice(INTERNSHIP_REGIONS, 'Unknown region'),
  role: optionalChoice(INTERNSHIP_ROLES, 'Unknown role'),
  location: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().max(100, 'Location must be at most 100 characters').optional(),
  ),
  page: pageNumberSchema,
});
export type InternshipsQuery = z.infer<typeof internshipsQuerySchema>;

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_LETTER_MIN = 50;
export const COVER_LETTER_MAX = 5000;

export const APPLICATION_MESSAGES = {
  coverLetterShort: `Cover letter must be at least ${COVER_LETTER_MIN} characters`,
  coverLetterLong: `Cover letter must be at most ${COVER_LETTER_MAX} characters`,
  resumeMissing: 'Please attach your résumé as a PDF.',
  resumeNotPdf: 'The résumé must be a PDF file.',
  resumeActiveContent:
    'This PDF carries scripts or attachments we cannot remove. Save it again as a plain PDF (for example with Print to PDF) and upload that copy.',
  resumeTooLarge: 'The résumé must be 5 MB or smaller.',
  alreadyApplied: 'You have already applied to this position.',
  ownCompany: 'You are a member of this company: you cannot apply to its own positions.',
  closed: 'Applications for this position are closed.',
  external: 'This position is listed by the firm itself: apply on its careers page.',
  notFound: 'This position does not exist.',
  applicationNotFound: 'This application does not exist.',
} as const;

export const coverLetterSchema = z
  .string({ error: 'Cover letter is required' })
  .trim()
  .min(COVER_LETTER_MIN, APPLICATION_MESSAGES.coverLetterShort)
  .max(COVER_LETTER_MAX, APPLICATION_MESSAGES.coverLetterLong);

/** Spec §2's degree levels (the board's filter), highest last. */
export const DEGREE_LEVELS = ["Bachelor's", "Master's", 'Ph.D.'] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];

export const GRADUATION_YEAR_MIN = 2020;
export const GRADUATION_YEAR_MAX = 2035;

export const ACADEMIC_MESSAGES = {
  university: 'University must be 2–200 characters',
  degreeLevel: "Choose Bachelor's, Master's or Ph.D.",
  gpa: 'GPA must be between 0 and 4.0, in steps of 0.1 (leave it empty if your school does not use it)',
  graduationYear: `Graduation year must be between ${GRADUATION_YEAR_MIN} and ${GRADUATION_YEAR_MAX}`,
} as const;

/** Spec §2's derivation of a degree's level from its name: Ph.D. when it says so, Master's likewise, else Bachelor's. */
export function degreeLevelOf(degree: string): DegreeLevel {
  const text = degree.toLowerCase();
  if (/ph\.?\s?d|doctor/.test(text)) return 'Ph.D.';
  if (/master|\bm\.?sc\b|\bmeng\b|\bmba\b|\bm\.?a\b|\bm\.?s\b/.test(text)) return "Master's";
  return "Bachelor's";
}

/**
 * What an application says about the applicant's studies, as typed (multipart and form values are text): the
 * dialog and the server check the same strings. GPA is optional (not every school grades on 4.0).
 */
export const academicFormSchema = z.object({
  university: oneLine(
    z
      .string({ error: ACADEMIC_MESSAGES.university })
      .trim()
      .min(2, ACADEMIC_MESSAGES.university)
      .max(200, ACADEMIC_MESSAGES.university),
  ),
  degreeLevel: z.enum(DEGREE_LEVELS, { error: ACADEMIC_MESSAGES.degreeLevel }),
  gpa: z
    .string({ error: ACADEMIC_MESSAGES.gpa })
    .trim()
    .refine((v) => v === '' || /^\d(\.\d)?$/.test(v), ACADEMIC_MESSAGES.gpa)
    .transform((v) => (v === '' ? null : Number(v)))
    .refine((v) => v === null || v <= 4, ACADEMIC_MESSAGES.gpa),
  graduationYear: z
    .string({ error: ACADEMIC_MESSAGES.graduationYear })
    .trim()
    .regex(/^\d{4}$/, ACADEMIC_MESSAGES.graduationYear)
    .transform(Number)
    .refine((v) => v >= GRADUATION_YEAR_MIN && v <= GRADUATION_YEAR_MAX, ACADEMIC_MESSAGES.graduationYear),
});
export type AcademicForm = z.input<typeof academicFormSchema>;
export type Academic = z.output<typeof academicFormSchema>;

/**
 * The apply dialog's checks before uploading: the letter's rule and the file's presence, size and declared type.
 * The server reads the file's content again (a renamed file is refused there).
 */
export const applicationFormSchema = academicFormSchema.extend({
  coverLetter: coverLetterSchema,
  resume: z
    .custom<File | null>((value) => value === null || (typeof File !== 'undefined' && value instanceof File))
    .superRefine((file, context) => {
      const message = !file
        ? APPLICATION_MESSAGES.resumeMissing
        : file.size > RESUME_MAX_BYTES
          ? APPLICATION_MESSAGES.resumeTooLarge
          : file.type && file.type !== 'application/pdf'
            ? APPLICATION_MESSAGES.resumeNotPdf
            : undefined;
      if (message) context.addIssue({ code: 'custom', message });
    }),
});

/** A hiring firm's company profile (the firm side builds on this). */

/** An internship a company posts on the platform (spec §3 "internship_positions"). */
export const positionSchema = z.object({
  title: oneLine(
    z
      .string({ error: 'Please enter a title' })
      .trim()
      .min(3, 'Title must be 3–120 characters')
      .max(120, 'Title must be 3–120 characters'),
  ),
  department: optionalLine(100, 'Department'),
  location: oneLine(
    z
      .string({ error: 'Please enter a location' })
      .trim()
      .min(2, 'Location must be 2–100 characters')
      .max(100, 'Location must be 2–100 characters'),
  ),
  region: z.enum(INTERNSHIP_REGIONS, { error: 'Choose North America, Europe or Asia' }),
  role: z.enum(INTERNSHIP_ROLES, { error: 'Choose a role' }),
  deadline: z
    .string({ error: 'Deadline must be a date such as 2027-07-01' })
    .refine(isCalendarDate, 'Deadline must be a date such as 2027-07-01'),
  description: z
    .string({ error: 'Please describe the internship' })
    .trim()
    .min(20, 'Description must be 20–5,000 characters')
    .max(5000, 'Description must be 20–5,000 characters'),
  requirements: z
    .array(
      oneLine(
        z.string().trim().min(1, 'Requirements cannot be blank').max(200, 'Each requirement is at most 200 characters'),
      ),
    )
    .max(10, 'At most 10 requirements')
    .default([]),
  /** Required to open (publish) a position; a draft may leave it out until the firm has decided. */
  pay: payRangeSchema.nullable().default(null),
  status: z.enum(['Open', 'Draft'], { error: 'Status must be Open or Draft' }).default('Open'),
});
export type PositionInput = z.input<typeof positionSchema>;

/** What editing changes: everything but the status, which Publish, Close and Reopen move. */
export const positionEditSchema = positionSchema.omit({ status: true });
export type PositionEdit = z.input<typeof positionEditSchema>;

/** A company's position: a Draft until published, Open while the finder lists it, Closed when the firm closes it. */
export const POSITION_STATUSES = ['Draft', 'Open', 'Closed'] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];

export const POSITION_MESSAGES = {
  notFound: 'No such position.',
  deadlinePassed: 'The deadline cannot be in the past',
  alreadyOpen: 'This position is already open.',
  notOpen: 'Only an open position can be closed.',
  notOpenToConfirm: 'Only an open position can be confirmed as still hiring.',
} as const;

/** The group of QuantLeap's compensation data a position's pay is compared with (Intern level). */
export const payBenchmarkQuerySchema = z.object({
  region: z.enum(INTERNSHIP_REGIONS, { error: 'Choose North America, Europe or Asia' }),
  role: z.enum(INTERNSHIP_ROLES, { error: 'Choose a role' }),
});
