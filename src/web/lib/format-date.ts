const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) as "Jun 15, 2027", the same wherever the reader is. */
export function formatDay(day: string): string {
  return DATE.format(new Date(`${day}T00:00:00Z`));
}

/** The calendar day (UTC) of a moment given as an ISO timestamp, as "Nov 24, 2026". */
export function formatDayOf(timestamp: string): string {
  return DATE.format(new Date(timestamp));
}
