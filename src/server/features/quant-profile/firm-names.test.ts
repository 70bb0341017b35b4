import { describe, expect, it } from 'vitest';
import { firmNameWords, isCurrentJob, sameFirm, wordRuns } from './firm-names';

describe('matching a job to a firm by name', () => {
  it('drops case, punctuation, accents and legal suffixes', () => {
    expect(firmNameWords('Jane Street Group, LLC')).toEqual(['jane', 'street']);
    expect(firmNameWords('Société Générale')).toEqual(['societe', 'generale']);
    expect(firmNameWords('The D. E. Shaw Group')).toEqual(['d', 'e', 'shaw']);
    expect(firmNameWords('LLC')).toEqual([]);
  });

  it.each([
    ['Jane Street Group, LLC', 'Jane Street'],
    ['Citadel Securities', 'Citadel'],
    ['Citadel', 'Citadel Securities'],
    ['two sigma investments lp', 'Two Sigma'],
  ])('matches %s to %s', (job, firm) => {
    expect(sameFirm(job, firm)).toBe(true);
  });

  it.each([
    ['Goldman Sachs', 'Man Group'],
    ['Janes Street', 'Jane Street'],
    ['Street Capital Jane', 'Jane Street'],
    ['Inc', 'Inc Capital'],
  ])('never matches %s to %s (whole words, in order, and something left to compare)', (job, firm) => {
    expect(sameFirm(job, firm)).toBe(false);
  });

  it('knows a current job by its end date, in any case', () => {
    expect(['Present', 'present', ' PRESENT '].every(isCurrentJob)).toBe(true);
    expect(['06/2024', '', 'Presently'].some(isCurrentJob)).toBe(false);
  });

  it('lists every run of consecutive words', () => {
    expect(wordRuns(['jane', 'street', 'capital'])).toEqual([
      'jane',
      'jane street',
      'jane street capital',
      'street',
      'street capital',
      'capital',
    ]);
  });
});
