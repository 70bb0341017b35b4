const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) as "Jun 15, 2027", the same wherever the reader is. */
export function formatDay(day: string): string {
  return DATE.format(new Date(`${day}T00:00:00Z`));
}
