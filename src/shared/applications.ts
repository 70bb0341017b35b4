import { z } from 'zod';
import { DEGREE_LEVELS, GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN } from './internships';
import { pageNumberSchema } from './pagination';
import { rowIdSchema } from './row-id';

/**
 * Where an application stands. The firm moves it forward along New → Reviewed → Shortlisted → Interviewed → Offered,
 * or rejects it (with a reason the applicant is told); the applicant may withdraw it. Spec §4 colours: New blue,
 * Shortlisted green, any other yellow.
 */
export const APPLICATION_STATUSES = [
  'New',
  'Reviewed',
  'Shortlisted',
  'Interviewed',
  'Offered',
  'Rejected',
  'Withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The moves a firm may make from each status. Reviewing is optional (a firm may shortlist straight from New), but
 * nobody jumps to an offer without an interview, and Offered, Rejected and Withdrawn end the pipeline: a rejection
 * is only taken back by its undo while the applicant has not been told.
 */
export const NEXT_STATUSES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  New: ['Reviewed', 'Shortlisted', 'Rejected'],
  Reviewed: ['Shortlisted', 'Rejected'],
  Shortlisted: ['Interviewed', 'Rejected'],
  Interviewed: ['Offered', 'Rejected'],
  Offered: [],
  Rejected: [],
  Withdrawn: [],
};

/** The statuses a firm sets (Withdrawn is the applicant's, New the start). */
export const FIRM_STATUSES = ['Reviewed', 'Shortlisted', 'Interviewed', 'Offered', 'Rejected'] as const;
export type FirmStatus = (typeof FIRM_STATUSES)[number];

/** Statuses whose change the applicant is told by e-mail (unless they turned these e-mails off on /profile). */
export const MAILED_STATUSES: readonly ApplicationStatus[] = ['Shortlisted', 'Interviewed', 'Offered', 'Rejected'];

/**
 * Why a firm rejects, from a short list: each reason has the firm's label and the sentence the applicant reads, kept
 * respectful and free of anything the firm typed (a reason field of free text invites careless words).
 */
export const REJECTION_REASONS = {
  'position-filled': {
    label: 'The position has been filled',
    told: 'The position has now been filled.',
  },
  'stronger-match': {
    label: 'Other candidates matched the role more closely',
    told: 'We decided to move forward with candidates whose experience matched this role more closely.',
  },
  'requirements-not-met': {
    label: 'A requirement of the role is not met (timing, location, eligibility)',
    told: 'A requirement of this role (such as its dates, location or eligibility) does not fit this time.',
  },
  'hiring-paused': {
    label: 'Hiring for this position is paused',
    told: 'Hiring for this position has been paused.',
  },
} as const;
export type RejectionReason = keyof typeof REJECTION_REASONS;
export const REJECTION_REASON_KEYS = Object.keys(REJECTION_REASONS) as [RejectionReason, ...RejectionReason[]];

/** A rejection is told to the applicant this long after it is made; until then the firm can undo it. */
export const REJECTION_UNDO_MINUTES = 5;

/** An application left New this long is highlighted to the firm (the response clock). */
export const RESPONSE_OVERDUE_DAYS = 14;
/** The company page's response figures cover applications received in this many days. */
export const RESPONSE_WINDOW_DAYS = 90;
/** Fewer applications than this in the window say nothing about a firm: the company page shows no figure. */
export const RESPONSE_MIN_APPLICATIONS = 3;

/** Spec §2: the board's graduation-year filter offers these years (or any). */
export const FILTER_GRADUATION_YEARS = [2025, 2026, 2027, 2028] as const;

export const APPLICANTS_PAGE_SIZE = 20;
/** The most applications one bulk change moves (a page or two of the list). */
export const BULK_LIMIT = 100;
/** Spec §9: the top-universities list on the board. */
export const TOP_UNIVERSITIES = 10;

export const APPLICANT_SORTS = ['newest', 'gpa', 'graduation', 'name'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];
export const APPLICANT_SORT_LABELS: Record<ApplicantSort, string> = {
  newest: 'Newest first',
  gpa: 'Highest GPA',
  graduation: 'Graduation year (soonest)',
  name: 'Name (A–Z)',
};

export const PIPELINE_MESSAGES = {
  notFound: 'This application does not exist.',
  jump: (from: ApplicationStatus, to: ApplicationStatus) =>
    from === 'Withdrawn'
      ? 'The applicant withdrew this application.'
      : NEXT_STATUSES[from].length === 0
        ? `This application is ${from}: its status cannot change any more.`
        : `An application that is ${from} can move to ${NEXT_STATUSES[from].join(', ')}, not ${to}.`,
  reasonRequired: 'Choose the reason for the rejection: the applicant is told it.',
  reasonOnlyForRejection: 'A reason is given only when rejecting.',
  notUndoable: 'This rejection can no longer be undone: the applicant has been told.',
  noteBlank: 'Write the note first.',
  noteLong: 'A note is at most 2,000 characters.',
  bulkEmpty: 'Select at least one application.',
  bulkTooMany: `Change at most ${BULK_LIMIT} applications at once.`,
  minGpa: 'Minimum GPA must be between 0 and 4.0, in steps of 0.1',
  graduationYear: `Graduation year must be between ${GRADUATION_YEAR_MIN} and ${GRADUATION_YEAR_MAX}`,
  status: `Status must be one of ${APPLICATION_STATUSES.join(', ')}`,
  sort: 'Sort by newest, gpa, graduation or name',
  skills: 'List at most 10 skills, separated by commas, each at most 50 characters',
} as const;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalSearch = (max: number, label: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `${label} must be at most ${max} characters`).optional());

/**
 * The board's application filters (spec §2), as the query string carries them; answered by the server with pages.
 * `minGpa` arrives as text ("3.5") and leaves as tenths (35), exact for SQL; `skills` is a comma-separated list that
 * every applicant shown has (case-insensitive).
 */
export const applicantsQuerySchema = z.object({
  q: optionalSearch(100, 'Search text'),
  university: optionalSearch(200, 'University'),
  degreeLevel: z.preprocess(
    blankToUndefined,
    z.enum(DEGREE_LEVELS, { error: "Degree level must be Bachelor's, Master's or Ph.D." }).optional(),
  ),
  skills: z.preprocess(
    blankToUndefined,
    z
      .string({ error: PIPELINE_MESSAGES.skills })
      .max(600, PIPELINE_MESSAGES.skills)
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .refine((list) => list.length <= 10 && list.every((s) => s.length <= 50), PIPELINE_MESSAGES.skills)
      .optional(),
  ),
  minGpa: z.preprocess(
    blankToUndefined,
    z
      .string({ error: PIPELINE_MESSAGES.minGpa })
      .trim()
      .regex(/^\d(\.\d)?$/, PIPELINE_MESSAGES.minGpa)
      .transform((v) => Math.round(Number(v) * 10))
      .refine((tenths) => tenths <= 40, PIPELINE_MESSAGES.minGpa)
      .optional(),
  ),
  graduationYear: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: PIPELINE_MESSAGES.graduationYear })
      .int(PIPELINE_MESSAGES.graduationYear)
      .min(GRADUATION_YEAR_MIN, PIPELINE_MESSAGES.graduationYear)
      .max(GRADUATION_YEAR_MAX, PIPELINE_MESSAGES.graduationYear)
      .optional(),
  ),
  status: z.preprocess(blankToUndefined, z.enum(APPLICATION_STATUSES, { error: PIPELINE_MESSAGES.status }).optional()),
  positionId: z.preprocess(blankToUndefined, rowIdSchema('No such position.').optional()),
  sort: z.preprocess(blankToUndefined, z.enum(APPLICANT_SORTS, { error: PIPELINE_MESSAGES.sort }).default('newest')),
  page: pageNumberSchema,
});
export type ApplicantsQuery = z.output<typeof applicantsQuerySchema>;
/** The filters as the web form and the URL hold them (text). */
export type ApplicantsQueryInput = z.input<typeof applicantsQuerySchema>;

const statusChangeFields = {
  status: z.enum(FIRM_STATUSES, { error: `Status must be one of ${FIRM_STATUSES.join(', ')}` }),
  reason: z.enum(REJECTION_REASON_KEYS, { error: PIPELINE_MESSAGES.reasonRequired }).optional(),
};

function checkReason(change: { status: FirmStatus; reason?: RejectionReason }, context: z.RefinementCtx) {
  if (change.status === 'Rejected' && !change.reason)
    context.addIssue({ code: 'custom', path: ['reason'], message: PIPELINE_MESSAGES.reasonRequired });
  if (change.status !== 'Rejected' && change.reason)
    context.addIssue({ code: 'custom', path: ['reason'], message: PIPELINE_MESSAGES.reasonOnlyForRejection });
}

/** One application's move: the new status, and the reason when it is a rejection. */
export const statusChangeSchema = z.object(statusChangeFields).superRefine(checkReason);
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** The same move for a selection of applications: all of them move, or none (one refusal names it). */
export const bulkStatusChangeSchema = z
  .object({
    ...statusChangeFields,
    ids: z
      .array(z.string().uuid(PIPELINE_MESSAGES.notFound), { error: PIPELINE_MESSAGES.bulkEmpty })
      .min(1, PIPELINE_MESSAGES.bulkEmpty)
      .max(BULK_LIMIT, PIPELINE_MESSAGES.bulkTooMany),
  })
  .superRefine(checkReason);
export type BulkStatusChange = z.infer<typeof bulkStatusChangeSchema>;

export const NOTE_MAX = 2000;
export const noteSchema = z.object({
  body: z
    .string({ error: PIPELINE_MESSAGES.noteBlank })
    .trim()
    .min(1, PIPELINE_MESSAGES.noteBlank)
    .max(NOTE_MAX, PIPELINE_MESSAGES.noteLong),
});

/** Spec §2 derivation: the university is the text before the first comma ("MIT, Cambridge MA" → "MIT"). */
export function universityName(university: string): string {
  return university.split(',')[0]!.trim();
}
