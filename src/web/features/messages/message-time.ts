const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const DAY_OF_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const DAY_WITH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const FULL = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' });

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** How long ago, for the conversation list: "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", "Mar 2". */
export function relativeTime(iso: string, now: Date): string {
  const at = new Date(iso);
  const ago = now.getTime() - at.getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  const days = Math.floor(ago / DAY);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return (at.getFullYear() === now.getFullYear() ? DAY_OF_YEAR : DAY_WITH_YEAR).format(at);
}

/** When a message was written, in the reader's time zone: "10:42 AM" today, "Mar 2, 10:42 AM" before. */
export function messageTime(iso: string, now: Date): string {
  const at = new Date(iso);
  return sameDay(at, now) ? TIME.format(at) : `${DAY_OF_YEAR.format(at)}, ${TIME.format(at)}`;
}

/** The full moment, for a tooltip and screen readers: "Monday, March 2, 2026 at 10:42 AM". */
export const fullTime = (iso: string) => FULL.format(new Date(iso));
