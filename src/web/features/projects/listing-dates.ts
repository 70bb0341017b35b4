import type { OwnProject } from '../../../shared/contracts/projects';

const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * When a published project's listing closes itself: "Listing ends 12 Dec" (the year only when it is not this
 * year's), "Listing ended" once past or closed; null for a draft or a project in progress.
 */
export function listingEnds(
  project: Pick<OwnProject, 'status' | 'expiresAt' | 'publishedAt'>,
  now = new Date(),
): string | null {
  // A closed project that was once listed: its listing is over, whether it ran out or the firm closed it.
  if (project.status === 'closed') return project.publishedAt ? 'Listing ended' : null;
  if (project.status !== 'published' || !project.expiresAt) return null;
  const ends = new Date(project.expiresAt);
  if (ends.getTime() <= now.getTime()) return 'Listing ended';
  const format = ends.getUTCFullYear() === now.getUTCFullYear() ? DAY_MONTH : DAY_MONTH_YEAR;
  return `Listing ends ${format.format(ends)}`;
}
