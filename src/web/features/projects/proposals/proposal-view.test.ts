import { describe, expect, it } from 'vitest';
import {
  canDecide,
  canShortlist,
  experienceText,
  parseStatusFilter,
  profileRateText,
  statusChangedText,
} from './proposal-view';

describe('the firm’s view of proposals', () => {
  it('reads the status filter from the address, ignoring anything that is not a status', () => {
    expect(parseStatusFilter('shortlisted')).toBe('shortlisted');
    expect(parseStatusFilter('submitted')).toBe('submitted');
    expect(parseStatusFilter('Shortlisted')).toBeUndefined();
    expect(parseStatusFilter('')).toBeUndefined();
    expect(parseStatusFilter(null)).toBeUndefined();
  });

  it('words experience, the quant’s usual rate and when the status changed', () => {
    expect(experienceText(0)).toBe('Under 1 year of experience');
    expect(experienceText(1)).toBe('1 year of experience');
    expect(experienceText(7)).toBe('7 years of experience');
    expect(profileRateText({ hourlyRateMin: 110, hourlyRateMax: 140 })).toBe('$110–$140 an hour');
    expect(profileRateText({ hourlyRateMin: 120, hourlyRateMax: null })).toBe('$120 an hour');
    expect(profileRateText({ hourlyRateMin: null, hourlyRateMax: 90 })).toBe('$90 an hour');
    expect(profileRateText({ hourlyRateMin: null, hourlyRateMax: null })).toBeNull();
    expect(statusChangedText({ status: 'shortlisted', statusChangedAt: '2026-11-24T23:30:00.000Z' })).toBe(
      'Shortlisted on Nov 24, 2026',
    );
    expect(statusChangedText({ status: 'submitted', statusChangedAt: '2026-11-20T08:00:00.000Z' })).toBe(
      'Sent on Nov 20, 2026',
    );
  });

  it('offers Shortlist for a sent proposal only, and Accept or Decline for sent and shortlisted ones', () => {
    expect(canShortlist('submitted')).toBe(true);
    expect(canShortlist('shortlisted')).toBe(false);
    expect(
      ['submitted', 'shortlisted', 'declined', 'accepted', 'withdrawn'].filter((s) => canDecide(s as never)),
    ).toEqual(['submitted', 'shortlisted']);
  });
});
