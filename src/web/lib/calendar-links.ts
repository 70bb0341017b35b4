/** An ISO time as Google Calendar's `dates` wants it: 20310506T140000Z. */
const compact = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A link that opens Google Calendar's "new event" form filled with the interview (nothing is sent until saved). */
export function googleCalendarUrl(event: {
  title: string;
  startsAt: string;
  endsAt: string;
  location: string;
  details: string;
}): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compact(event.startsAt)}/${compact(event.endsAt)}`,
    location: event.location,
    details: event.details,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
