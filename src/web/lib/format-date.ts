/** Made on first use: building a formatter is costly, and the app's start should not pay for pages without dates. */
let dayFormat: Intl.DateTimeFormat | undefined;
const days = () =>
  (dayFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }));

/** A calendar date (YYYY-MM-DD) as "Jun 15, 2027", the same wherever the reader is. */
export function formatDay(day: string): string {
  return days().format(new Date(`${day}T00:00:00Z`));
}

/** The calendar day (UTC) of a moment given as an ISO timestamp, as "Nov 24, 2026". */
export function formatDayOf(timestamp: string): string {
  return days().format(new Date(timestamp));
}

/** Interview and other appointment times: in the reader's time zone unless `timeZone` is given. */
const MOMENT_PARTS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** When something starts: "Tue, Mar 2, 10:00 AM". */
export function formatMoment(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { ...MOMENT_PARTS, timeZone }).format(new Date(iso));
}

/** A span of time with its zone named: "Tue, Mar 2, 10:00 – 10:30 AM GMT+1". */
export function formatTimeRange(startsAt: string, endsAt: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { ...MOMENT_PARTS, timeZone, timeZoneName: 'short' }).formatRange(
    new Date(startsAt),
    new Date(endsAt),
  );
}

/** The reader's time zone by its name: "Europe/Zurich". */
export function readerTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}
