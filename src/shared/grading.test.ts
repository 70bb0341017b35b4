import { describe, expect, it } from 'vitest';
import { describeAnswer, gradeAnswer, parseNumericAnswer } from './grading';
import type { GradedAnswer } from './interview';

describe('parseNumericAnswer', () => {
  it.each([
    ['0.25', 0.25],
    ['.25', 0.25],
    ['1/4', 0.25],
    ['25%', 0.25],
    ['-3', -3],
    ['1,000', 1000],
    ['$4,212.36', 4212.36],
    ['1e-3', 0.001],
    [' 7 ', 7],
  ])('reads %s as %d', (input, value) => {
    expect(parseNumericAnswer(input)).toBeCloseTo(value, 12);
  });
  it.each(['', 'seven', '1/0', '3 apples', '1//2', '%'])('refuses %j', (input) => {
    expect(parseNumericAnswer(input)).toBeUndefined();
  });
});

describe('gradeAnswer', () => {
  const third = { kind: 'number', value: 1 / 3, tolerance: 0.001 } as const;
  it('accepts "1/3" and "0.3333" for one third, as the interview issue requires', () => {
    expect(gradeAnswer(third, '1/3')).toBe(true);
    expect(gradeAnswer(third, '0.3333')).toBe(true);
    expect(gradeAnswer(third, '33.33%')).toBe(true);
  });
  it('refuses answers outside the tolerance and non-numbers', () => {
    expect(gradeAnswer(third, '0.33')).toBe(false);
    expect(gradeAnswer(third, 'one third')).toBe(false);
  });
  it('matches text answers ignoring case, spaces and surrounding punctuation', () => {
    const complexity: GradedAnswer = { kind: 'text', accepted: ['O(n log n)', 'n log n'] };
    expect(gradeAnswer(complexity, 'o(N LOG N).')).toBe(true);
    expect(gradeAnswer(complexity, 'nlogn')).toBe(true);
    expect(gradeAnswer(complexity, 'O(n^2)')).toBe(false);
  });
});

describe('describeAnswer', () => {
  it('rounds to the precision the tolerance allows', () => {
    expect(describeAnswer({ kind: 'number', value: 1 / 3, tolerance: 0.001 })).toBe('0.333');
    expect(describeAnswer({ kind: 'number', value: 4212.3638, tolerance: 0.5 })).toBe('4212.4');
    expect(describeAnswer({ kind: 'number', value: 148, tolerance: 1 })).toBe('148');
  });
});
