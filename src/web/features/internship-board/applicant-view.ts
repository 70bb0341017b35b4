import {
  NEXT_STATUSES,
  REJECTION_UNDO_MINUTES,
  statusChangeSchema,
  type ApplicationStatus,
  type FirmStatus,
  type RejectionReason,
  type StatusChange,
} from '../../../shared/applications';
import type { ApplicationSummary } from '../../../shared/contracts/applicant-tracking';

const DAY_MS = 86_400_000;

/** What the button that moves an application to a status says (Reject asks for a reason first). */
export const MOVE_LABELS: Record<FirmStatus, string> = {
  Reviewed: 'Mark reviewed',
  Shortlisted: 'Shortlist',
  Interviewed: 'Mark interviewed',
  Offered: 'Mark offered',
  Rejected: 'Reject',
};

/** The statuses an application in `status` may move to, as the server allows them (NEXT_STATUSES). */
export function allowedMoves(status: ApplicationStatus): FirmStatus[] {
  return NEXT_STATUSES[status].filter((next): next is FirmStatus => next !== 'New' && next !== 'Withdrawn');
}

/** The moves every one of a selection may make: a bulk change moves all of them or none. */
export function commonMoves(statuses: readonly ApplicationStatus[]): FirmStatus[] {
  if (statuses.length === 0) return [];
  const [first, ...rest] = statuses;
  return allowedMoves(first!).filter((move) => rest.every((status) => allowedMoves(status).includes(move)));
}

/**
 * A move as the API takes it, checked by the API's own schema: a rejection needs its reason, and only a rejection
 * takes one. The message is the server's.
 */
export function checkStatusChange(
  status: FirmStatus,
  reason?: RejectionReason,
): { change: StatusChange } | { error: string } {
  const parsed = statusChangeSchema.safeParse(reason ? { status, reason } : { status });
  if (parsed.success) return { change: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? 'This move is not possible.' };
}

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * The response clock of one application: how long it has waited for the firm's first answer, or how long that
 * answer took. Applicants see each firm's figures on its public page, so the board shows the same clock.
 */
export function responseClock(
  application: Pick<ApplicationSummary, 'status' | 'createdAt' | 'firstResponseAt'>,
  now: Date,
): string | null {
  const created = new Date(application.createdAt).getTime();
  if (application.firstResponseAt) {
    const took = Math.floor((new Date(application.firstResponseAt).getTime() - created) / DAY_MS);
    return took < 1 ? 'Answered within a day' : `Answered after ${days(took)}`;
  }
  // Withdrawn before any answer: nobody waits any more.
  if (application.status !== 'New') return null;
  const waited = Math.floor((now.getTime() - created) / DAY_MS);
  return waited < 1 ? 'Waiting less than a day' : `Waiting ${days(waited)}`;
}

/** The applicant's reason e-mail goes out this long after the rejection; until then it can be undone. */
export const REJECTION_NOTICE = `The applicant is told the reason by e-mail ${REJECTION_UNDO_MINUTES} minutes after you reject; until then you can undo it.`;

const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const TIME = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** A moment in the reader's own time: "Nov 24, 2026, 3:04 PM". */
export function formatMoment(timestamp: string): string {
  return MOMENT.format(new Date(timestamp));
}

/** The time of day in the reader's own time: "3:09 PM". */
export function formatTime(timestamp: string): string {
  return TIME.format(new Date(timestamp));
}
