import { formatMoment, formatTimeRange, readerTimeZone } from '../../lib/format-date';
import {
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  interviewBatchSchema,
  type InterviewBatchInput,
} from '../../../shared/interviews';

/** The lengths Schedule Batch Interviews offers (the API takes 15–240 minutes). */
export const DURATION_CHOICES = [30, 45, 60, 90] as const;

/** A row left blank, or a date without its time (the box then holds nothing): the browser-only case. */
export const BLANK_SLOT = 'Pick a date and time, or remove this row.';

const DAY_MS = 86_400_000;
/** What a datetime-local box holds: "2027-03-02T14:00", seconds optional. */
const LOCAL_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * A datetime-local value, read in the browser's own time zone (a date-time without an offset is local time in
 * JavaScript), as the ISO moment the API takes; null when it is not one.
 */
export function localToIso(value: string): string | null {
  if (!LOCAL_VALUE.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local value in the browser's time zone: "2027-03-02T14:00". */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The value a new row starts with: right after the previous time (one interview later), or blank. */
export function nextSlotValue(previous: string | undefined, durationMinutes: number): string {
  const iso = previous ? localToIso(previous) : null;
  if (!iso || !Number.isFinite(durationMinutes)) return '';
  return toLocalInputValue(new Date(new Date(iso).getTime() + durationMinutes * 60_000));
}

/** The board names times as the dashboard does (lib/format-date.ts). */
export { formatMoment as formatSlotStart, formatTimeRange as formatSlotRange };

export { readerTimeZone as timeZoneName };

/**
 * Each proposed time's problem, checked as the API checks them (its messages): a date and time, in the future,
 * within reach, and not overlapping another time of the same batch. The later of two overlapping times carries the
 * message.
 */
export function checkSlotRows(
  values: readonly string[],
  durationMinutes: number,
  now: Date,
  timeZone?: string,
): (string | undefined)[] {
  const errors: (string | undefined)[] = values.map(() => undefined);
  const moments: { index: number; start: number }[] = [];
  values.forEach((value, index) => {
    if (!value.trim()) {
      errors[index] = BLANK_SLOT;
      return;
    }
    const iso = localToIso(value);
    if (!iso) {
      errors[index] = INTERVIEW_MESSAGES.slotTime;
      return;
    }
    const start = new Date(iso).getTime();
    if (start <= now.getTime()) errors[index] = INTERVIEW_MESSAGES.slotPast;
    else if (start > now.getTime() + INTERVIEW_LIMITS.maxDaysAhead * DAY_MS) errors[index] = INTERVIEW_MESSAGES.slotFar;
    else moments.push({ index, start });
  });
  if (!Number.isFinite(durationMinutes) || durationMinutes <= 0) return errors;
  moments.sort((a, b) => a.start - b.start || a.index - b.index);
  const at = (start: number) => formatMoment(new Date(start).toISOString(), timeZone);
  for (let i = 1; i < moments.length; i++) {
    const previous = moments[i - 1]!;
    const next = moments[i]!;
    if (next.start < previous.start + durationMinutes * 60_000) {
      errors[next.index] ??= INTERVIEW_MESSAGES.overlap(at(previous.start), at(next.start));
    }
  }
  return errors;
}

/** The interview form as typed: the boxes' text, one row per proposed time. */
export interface InterviewFormValues {
  applicationIds: string[];
  slots: { value: string }[];
  /** One of DURATION_CHOICES, as the select holds it. */
  durationMinutes: string;
  location: string;
}

/** The form's values as the API takes them: the local times as ISO moments. */
export function toBatchInput(values: InterviewFormValues): InterviewBatchInput {
  return {
    applicationIds: values.applicationIds,
    slots: values.slots.map((slot) => localToIso(slot.value) ?? slot.value),
    durationMinutes: Number(values.durationMinutes),
    location: values.location.trim(),
  };
}

/**
 * The whole form checked before anything is sent: the rows (checkSlotRows), then the shared schema for the rest.
 * Problems are keyed by react-hook-form path (`slots.1.value`, `slots.root` for the list as a whole, `location`).
 */
export function checkInterviewForm(
  values: InterviewFormValues,
  now: Date,
  timeZone?: string,
): { input: InterviewBatchInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const input = toBatchInput(values);
  checkSlotRows(
    values.slots.map((slot) => slot.value),
    input.durationMinutes,
    now,
    timeZone,
  ).forEach((message, index) => {
    if (message) errors[`slots.${index}.value`] = message;
  });
  const parsed = interviewBatchSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field] = issue.path;
      // A row's own problem is already named beside it.
      if (field === 'slots') {
        if (issue.path.length === 1) errors['slots.root'] ??= issue.message;
      } else {
        errors[String(field ?? 'root')] ??= issue.message;
      }
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { input };
}
