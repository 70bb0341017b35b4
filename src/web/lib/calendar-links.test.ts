import { describe, expect, it } from 'vitest';
import { googleCalendarUrl } from './calendar-links';

describe('googleCalendarUrl', () => {
  it('fills Google Calendar’s event form with the title, UTC times, place and details', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Interview: Rates Intern at Calendar Capital',
        startsAt: '2031-05-06T14:00:00.000Z',
        endsAt: '2031-05-06T15:00:00.000Z',
        location: 'Video call, link & agenda by e-mail',
        details: 'Booked on QuantLeap.',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Interview: Rates Intern at Calendar Capital',
      dates: '20310506T140000Z/20310506T150000Z',
      location: 'Video call, link & agenda by e-mail',
      details: 'Booked on QuantLeap.',
    });
  });
});
