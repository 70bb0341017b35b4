import { describe, expect, it } from 'vitest';
import { nextDeadline } from './internship-deadline';

describe('nextDeadline', () => {
  it('keeps this year while the date is still ahead, or is today', () => {
    expect(nextDeadline('07-15', new Date('2026-07-01T12:00:00Z'))).toBe('2026-07-15');
    expect(nextDeadline('07-15', new Date('2026-07-15T23:00:00Z'))).toBe('2026-07-15');
  });

  it('rolls to next year once the date has passed', () => {
    expect(nextDeadline('06-15', new Date('2026-11-22T08:00:00Z'))).toBe('2027-06-15');
    expect(nextDeadline('08-01', new Date('2026-08-02T00:00:00Z'))).toBe('2027-08-01');
  });

  it('refuses a malformed month and day', () => {
    expect(() => nextDeadline('6-15', new Date())).toThrow(/MM-DD/);
  });
});
