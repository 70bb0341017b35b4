import { z } from 'zod';
import { oneLine } from './one-line';
import { applicantsQuerySchema } from './applications';
import { rowIdSchema } from './row-id';

/**
 * Batch interviews: a firm proposes time slots to a selection of shortlisted applicants; each applicant picks one on
 * their dashboard, first come first served, and both get the time with an .ics invitation by e-mail.
 */
export const INTERVIEW_LIMITS = {
  applicants: 50,
  slots: 30,
  minMinutes: 15,
  maxMinutes: 240,
  /** How far ahead a slot may be proposed. */
  maxDaysAhead: 180,
} as const;

export const INTERVIEW_MESSAGES = {
  applicantsEmpty: 'Select at least one shortlisted applicant.',
  applicantsTooMany: `Invite at most ${INTERVIEW_LIMITS.applicants} applicants at once.`,
  slotsEmpty: 'Propose at least one interview time.',
  slotsTooMany: `Propose at most ${INTERVIEW_LIMITS.slots} interview times at once.`,
  slotTime: 'Each interview time must be a date and time, such as 2027-03-02T14:00:00Z.',
  slotPast: 'Interview times must be in the future.',
  slotFar: `Interview times must be within ${INTERVIEW_LIMITS.maxDaysAhead} days.`,
  /** `zone` names the zone the times are written in, when they do not say it themselves (the server's: UTC). */
  overlap: (a: string, b: string, zone?: string) =>
    `Two interview times overlap: ${a} and ${b}${zone ? ` (${zone})` : ''}.`,
  overlapExisting: (a: string) => `${a} (UTC) overlaps an interview your company already scheduled.`,
  duration: `An interview lasts ${INTERVIEW_LIMITS.minMinutes} to ${INTERVIEW_LIMITS.maxMinutes} minutes.`,
  location: 'Say where the interview happens (3–300 characters): an address, or how the call link reaches them.',
  notShortlisted: (name: string, status: string) =>
    `Only shortlisted applicants can be invited to interview: ${name} is ${status}.`,
  notFound: 'This application does not exist.',
  slotNotFound: 'This interview time does not exist.',
  noBookedInterview: 'No interview is booked here yet: pick a time first.',
  slotTaken: 'Someone just took this time. Please pick another.',
  slotPassed: 'This interview time has passed. Please pick another.',
  notInvited: 'You were not invited to this interview time.',
  cannotBook: 'This application can no longer be interviewed.',
} as const;

const slotTime = z
  .string({ error: INTERVIEW_MESSAGES.slotTime })
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), INTERVIEW_MESSAGES.slotTime)
  .transform((v) => new Date(v).toISOString());

export const interviewBatchSchema = z.object({
  applicationIds: z
    .array(rowIdSchema(INTERVIEW_MESSAGES.notFound), { error: INTERVIEW_MESSAGES.applicantsEmpty })
    .min(1, INTERVIEW_MESSAGES.applicantsEmpty)
    .max(INTERVIEW_LIMITS.applicants, INTERVIEW_MESSAGES.applicantsTooMany),
  slots: z
    .array(slotTime, { error: INTERVIEW_MESSAGES.slotsEmpty })
    .min(1, INTERVIEW_MESSAGES.slotsEmpty)
    .max(INTERVIEW_LIMITS.slots, INTERVIEW_MESSAGES.slotsTooMany),
  durationMinutes: z
    .number({ error: INTERVIEW_MESSAGES.duration })
    .int(INTERVIEW_MESSAGES.duration)
    .min(INTERVIEW_LIMITS.minMinutes, INTERVIEW_MESSAGES.duration)
    .max(INTERVIEW_LIMITS.maxMinutes, INTERVIEW_MESSAGES.duration),
  location: oneLine(
    z
      .string({ error: INTERVIEW_MESSAGES.location })
      .trim()
      .min(3, INTERVIEW_MESSAGES.location)
      .max(300, INTERVIEW_MESSAGES.location),
  ),
});
export type InterviewBatchInput = z.input<typeof interviewBatchSchema>;

export const bookSlotSchema = z.object({ slotId: rowIdSchema(INTERVIEW_MESSAGES.slotNotFound) });

/** Email All Applicants: at most this many a company sends per day, each to at most this many applicants. */
export const BULK_EMAIL_LIMITS = { perDay: 3, recipients: 500 } as const;

export const BULK_EMAIL_MESSAGES = {
  subject: 'The subject is 3–150 characters.',
  body: 'The message is 20–5,000 characters.',
  noRecipients: 'No applicant matches: nobody would receive this e-mail.',
  tooManyRecipients: `An e-mail reaches at most ${BULK_EMAIL_LIMITS.recipients} applicants: narrow the filter.`,
  dailyLimit: `Your company has sent ${BULK_EMAIL_LIMITS.perDay} e-mails to applicants in the last 24 hours; try again tomorrow.`,
} as const;

/**
 * Who an e-mail to applicants goes to: the board's filters (one position, or the current filter). Withdrawn
 * applicants are never written to.
 */
export const bulkEmailSchema = z.object({
  audience: applicantsQuerySchema.omit({ sort: true, page: true }).default({}),
  subject: oneLine(
    z
      .string({ error: BULK_EMAIL_MESSAGES.subject })
      .trim()
      .min(3, BULK_EMAIL_MESSAGES.subject)
      .max(150, BULK_EMAIL_MESSAGES.subject),
  ),
  body: z
    .string({ error: BULK_EMAIL_MESSAGES.body })
    .trim()
    .min(20, BULK_EMAIL_MESSAGES.body)
    .max(5000, BULK_EMAIL_MESSAGES.body),
});
export type BulkEmailInput = z.input<typeof bulkEmailSchema>;

/** `{name}` and `{position}` in a bulk e-mail become each applicant's first name and position title. */
export function personalise(text: string, values: { name: string; position: string }): string {
  const first = values.name.split(/\s+/)[0] || values.name;
  return text.replaceAll('{name}', first).replaceAll('{position}', values.position);
}
