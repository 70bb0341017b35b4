import { CalendarPlus, Download } from 'lucide-react';
import { googleCalendarUrl } from '../lib/calendar-links';
import { buttonVariants } from './ui/button';

/**
 * "Add to calendar" for a booked interview: the server's .ics file (any calendar app) and Google Calendar's
 * filled-in event form. `about` names the interview for screen readers, since a page may list several.
 */
export function AddToCalendar({
  icsUrl,
  title,
  startsAt,
  endsAt,
  location,
  about,
}: {
  icsUrl: string;
  title: string;
  startsAt: string;
  endsAt: string;
  location: string;
  about: string;
}) {
  const google = googleCalendarUrl({ title, startsAt, endsAt, location, details: `${title}. Booked on QuantLeap.` });
  return (
    <div role="group" aria-label={`Add to calendar: ${about}`} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted">Add to calendar:</span>
      <a href={icsUrl} download="interview.ics" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
        <Download aria-hidden /> .ics file<span className="sr-only"> for {about}</span>
      </a>
      <a
        href={google}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ size: 'sm', variant: 'outline' })}
      >
        <CalendarPlus aria-hidden /> Google Calendar<span className="sr-only"> for {about} (opens in a new tab)</span>
      </a>
    </div>
  );
}
