import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INTERVIEW_MESSAGES } from '../../../shared/interviews';
import {
  BLANK_SLOT,
  checkInterviewForm,
  checkSlotRows,
  formatSlotRange,
  localToIso,
  nextSlotValue,
  toLocalInputValue,
  type InterviewFormValues,
} from './interview-slots';

// A datetime-local box holds the browser's local time: these checks run in Zurich, one hour ahead of UTC in March.
const zone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'Europe/Zurich';
});
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const NOW = new Date('2027-03-01T08:00:00Z');
const APPLICATION = '0f8f1d4e-6a43-4a43-9a2e-1d1b7c7e0a11';

describe('local times to ISO moments', () => {
  it('reads a datetime-local value in the local time zone', () => {
    expect(localToIso('2027-03-02T14:00')).toBe('2027-03-02T13:00:00.000Z');
    // Summer time: two hours ahead.
    expect(localToIso('2027-07-02T14:00')).toBe('2027-07-02T12:00:00.000Z');
    expect(localToIso('2027-03-02T14:00:30')).toBe('2027-03-02T13:00:30.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(localToIso('')).toBeNull();
    expect(localToIso('2027-03-02')).toBeNull();
    expect(localToIso('tomorrow at 2')).toBeNull();
    expect(localToIso('2027-13-45T25:00')).toBeNull();
  });

  it('writes a moment back as the box holds it, and proposes the next row one interview later', () => {
    expect(toLocalInputValue(new Date('2027-03-02T13:00:00Z'))).toBe('2027-03-02T14:00');
    expect(nextSlotValue('2027-03-02T14:00', 45)).toBe('2027-03-02T14:45');
    expect(nextSlotValue('2027-03-02T23:30', 60)).toBe('2027-03-03T00:30');
    expect(nextSlotValue('', 30)).toBe('');
    expect(nextSlotValue(undefined, 30)).toBe('');
  });

  it('shows a time with its zone', () => {
    const shown = formatSlotRange('2027-03-02T13:00:00Z', '2027-03-02T13:30:00Z').replace(/\s/g, ' ');
    expect(shown).toBe('Tue, Mar 2, 2:00 – 2:30 PM GMT+1');
  });
});

describe('the proposed times', () => {
  it('accepts future times that do not overlap, back to back included', () => {
    expect(checkSlotRows(['2027-03-02T10:00', '2027-03-02T10:30', '2027-03-02T09:00'], 30, NOW)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('names a blank row, a malformed one, a past one and one too far ahead', () => {
    expect(checkSlotRows(['', 'soon', '2027-02-28T10:00', '2027-12-01T10:00'], 30, NOW)).toEqual([
      BLANK_SLOT,
      INTERVIEW_MESSAGES.slotTime,
      INTERVIEW_MESSAGES.slotPast,
      INTERVIEW_MESSAGES.slotFar,
    ]);
  });

  it('puts an overlap on the later of the two times, in the reader’s time', () => {
    const errors = checkSlotRows(['2027-03-02T10:15', '2027-03-02T10:00'], 30, NOW).map((e) => e?.replace(/\s/g, ' '));
    expect(errors).toEqual([INTERVIEW_MESSAGES.overlap('Tue, Mar 2, 10:00 AM', 'Tue, Mar 2, 10:15 AM'), undefined]);
  });

  it('counts the same time twice as an overlap', () => {
    const errors = checkSlotRows(['2027-03-02T10:00', '2027-03-02T10:00'], 30, NOW);
    expect(errors[0]).toBeUndefined();
    expect(errors[1]).toMatch(/^Two interview times overlap/);
  });

  it('depends on the duration', () => {
    expect(checkSlotRows(['2027-03-02T10:00', '2027-03-02T10:45'], 45, NOW)).toEqual([undefined, undefined]);
    expect(checkSlotRows(['2027-03-02T10:00', '2027-03-02T10:45'], 60, NOW)[1]).toMatch(/overlap/);
  });
});

describe('the whole interview form', () => {
  const values = (overrides: Partial<InterviewFormValues> = {}): InterviewFormValues => ({
    applicationIds: [APPLICATION],
    slots: [{ value: '2027-03-02T10:00' }, { value: '2027-03-02T11:00' }],
    durationMinutes: '30',
    location: '  Video call  ',
    ...overrides,
  });

  it('gives the API its input: ISO moments, minutes as a number', () => {
    expect(checkInterviewForm(values(), NOW)).toEqual({
      input: {
        applicationIds: [APPLICATION],
        slots: ['2027-03-02T09:00:00.000Z', '2027-03-02T10:00:00.000Z'],
        durationMinutes: 30,
        location: 'Video call',
      },
    });
  });

  it('keys each problem by the field that shows it, with the API’s messages', () => {
    const checked = checkInterviewForm(
      values({
        applicationIds: [],
        slots: [{ value: '2027-03-02T10:00' }, { value: '' }],
        durationMinutes: '5',
        location: 'x',
      }),
      NOW,
    );
    expect(checked).toEqual({
      errors: {
        applicationIds: INTERVIEW_MESSAGES.applicantsEmpty,
        'slots.1.value': BLANK_SLOT,
        durationMinutes: INTERVIEW_MESSAGES.duration,
        location: INTERVIEW_MESSAGES.location,
      },
    });
  });

  it('says so when no time is proposed at all', () => {
    expect(checkInterviewForm(values({ slots: [] }), NOW)).toEqual({
      errors: { 'slots.root': INTERVIEW_MESSAGES.slotsEmpty },
    });
  });
});
