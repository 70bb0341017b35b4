/**
 * Interview times as the applicant reads them: in their own time zone, with the zone named. (The firm's board
 * formats its times the same way, in features/internship-board/interview-slots.ts.)
 */
const SLOT_PARTS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** "Tue, Mar 2, 10:00 – 10:30 AM GMT+1"; `timeZone` defaults to the reader's. */
export function formatInterviewTime(startsAt: string, endsAt: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { ...SLOT_PARTS, timeZone }).formatRange(
    new Date(startsAt),
    new Date(endsAt),
  );
}

/** The reader's time zone by its name: "Europe/Zurich". */
export function readerTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}
