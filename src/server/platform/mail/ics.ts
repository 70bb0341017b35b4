/**
 * An iCalendar (RFC 5545) file for one event, as mail clients import it: CRLF line ends, text escaped, long lines
 * folded at 75 octets. PUBLISH, not REQUEST: QuantLeap is not a calendar server that takes replies.
 */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  stamp?: Date;
  /** Who set the meeting up, and who attends: a name, and a URI that is not an e-mail address unless told. */
  organizer?: CalendarParty;
  attendee?: CalendarParty;
}

export interface CalendarParty {
  name: string;
  uri: string;
}

const escape = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value (CN=…): quoted, without the quote and control characters a value may not hold. */
const parameter = (text: string) => `"${text.replace(/["\p{Cc}]/gu, '')}"`;

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Folds a content line: at most 75 octets per line, continuation lines start with a space. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (new TextEncoder().encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//QuantLeap//Interviews//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp ?? new Date())}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escape(event.summary)}`,
    `DESCRIPTION:${escape(event.description)}`,
    `LOCATION:${escape(event.location)}`,
    ...(event.organizer ? [`ORGANIZER;CN=${parameter(event.organizer.name)}:${event.organizer.uri}`] : []),
    ...(event.attendee
      ? [`ATTENDEE;CN=${parameter(event.attendee.name)};ROLE=REQ-PARTICIPANT:${event.attendee.uri}`]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A calendar file as a download: an attachment the browser saves, never cached by a shared cache. */
export function calendarDownload(calendar: string, filename = 'interview.ics'): Response {
  return new Response(calendar, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
