import { describe, expect, it } from 'vitest';
import { PIPELINE_MESSAGES } from '../../../shared/applications';
import { allowedMoves, checkStatusChange, commonMoves, responseClock } from './applicant-view';

describe('the moves offered for an application', () => {
  it('follows the pipeline: only the next statuses, none once it has ended', () => {
    expect(allowedMoves('New')).toEqual(['Reviewed', 'Shortlisted', 'Rejected']);
    expect(allowedMoves('Shortlisted')).toEqual(['Interviewed', 'Rejected']);
    expect(allowedMoves('Interviewed')).toEqual(['Offered', 'Rejected']);
    for (const ended of ['Offered', 'Rejected', 'Withdrawn'] as const) expect(allowedMoves(ended)).toEqual([]);
  });

  it('offers a selection only the moves every selected application may make', () => {
    expect(commonMoves(['New', 'Reviewed'])).toEqual(['Shortlisted', 'Rejected']);
    expect(commonMoves(['New', 'Shortlisted'])).toEqual(['Rejected']);
    expect(commonMoves(['New', 'Offered'])).toEqual([]);
    expect(commonMoves([])).toEqual([]);
  });

  it('needs a reason to reject, and takes one only when rejecting', () => {
    expect(checkStatusChange('Rejected')).toEqual({ error: PIPELINE_MESSAGES.reasonRequired });
    expect(checkStatusChange('Rejected', 'position-filled')).toEqual({
      change: { status: 'Rejected', reason: 'position-filled' },
    });
    expect(checkStatusChange('Shortlisted')).toEqual({ change: { status: 'Shortlisted' } });
    expect(checkStatusChange('Shortlisted', 'hiring-paused')).toEqual({
      error: PIPELINE_MESSAGES.reasonOnlyForRejection,
    });
  });
});

describe('the response clock', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const applied = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();

  it('says how long a new application has waited', () => {
    expect(responseClock({ status: 'New', createdAt: applied(16.5), firstResponseAt: null }, now)).toBe(
      'Waiting 16 days',
    );
    expect(responseClock({ status: 'New', createdAt: applied(1.2), firstResponseAt: null }, now)).toBe('Waiting 1 day');
    expect(responseClock({ status: 'New', createdAt: applied(0.1), firstResponseAt: null }, now)).toBe(
      'Waiting less than a day',
    );
  });

  it('says how long the first answer took, and nothing for one withdrawn before an answer', () => {
    expect(responseClock({ status: 'Rejected', createdAt: applied(10), firstResponseAt: applied(7) }, now)).toBe(
      'Answered after 3 days',
    );
    expect(responseClock({ status: 'Reviewed', createdAt: applied(2), firstResponseAt: applied(1.9) }, now)).toBe(
      'Answered within a day',
    );
    expect(responseClock({ status: 'Withdrawn', createdAt: applied(5), firstResponseAt: null }, now)).toBeNull();
  });
});
