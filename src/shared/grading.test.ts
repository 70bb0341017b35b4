// Unit rules of the grader; the per-question table of accepted and refused answers is
// src/server/db/seed/interview-questions/verify/grading-table.test.ts.
import { describe, expect, it } from 'vitest';
import { describeAnswer, describeAnswerFormat, gradeAnswer, parseNumericAnswer, readTypedNumber } from './grading';
import type { GradedAnswer, NumberAnswer } from './interview';

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
    ['4 2/3', 14 / 3],
    ['+4.667', 4.667],
    ['≈0.139', 0.139],
    ['−0.4', -0.4],
    ['78°', 78],
    ['45 km/h', 45],
    ['12.5 percent', 0.125],
  ])('reads %s as %d', (input, value) => {
    expect(parseNumericAnswer(input)).toBeCloseTo(value, 12);
  });
  it.each(['', 'seven', '1/0', '3 apples', '1//2', '%', '4 2', '1,5', '$5%', '5 km/h/s'])('refuses %j', (input) => {
    expect(parseNumericAnswer(input)).toBeUndefined();
  });
});

describe('readTypedNumber', () => {
  it('keeps the precision and the unit that were typed', () => {
    expect(readTypedNumber('0.38')).toEqual({ value: 0.38, step: 0.01, significantDigits: 2 });
    expect(readTypedNumber('0.0045')).toMatchObject({ step: 0.0001, significantDigits: 2 });
    expect(readTypedNumber('350,000')).toMatchObject({ value: 350_000, step: 1 });
    expect(readTypedNumber('5/36')).toMatchObject({ step: 0, significantDigits: Infinity });
    expect(readTypedNumber('78 degrees')).toMatchObject({ value: 78, unit: 'degrees' });
    expect(readTypedNumber('$973.27')).toMatchObject({ value: 973.27, unit: 'dollars' });
  });
});

const approximate = (value: number, extra: Partial<NumberAnswer> = {}): NumberAnswer => ({
  kind: 'number',
  value,
  precision: 'approximate',
  ...extra,
});

describe('gradeAnswer, when the question states no precision', () => {
  const third = approximate(1 / 3);
  it('accepts fractions, decimals and percentages within 1 %', () => {
    for (const typed of ['1/3', '0.3333', '33.33%', '0.33', '0.331'])
      expect(gradeAnswer(third, typed), typed).toBe(true);
  });
  it('accepts the value correctly rounded to two significant figures, even when that is more than 1 % off', () => {
    expect(gradeAnswer(approximate(3 / 8), '0.38')).toBe(true);
    expect(gradeAnswer(approximate(3 / 8), '0.4')).toBe(false);
    expect(gradeAnswer(approximate(3 / 8), '0.39')).toBe(false);
  });
  it('refuses answers further off and non-numbers', () => {
    expect(gradeAnswer(third, '0.32')).toBe(false);
    expect(gradeAnswer(third, 'one third')).toBe(false);
  });
});

describe('gradeAnswer, to a stated precision', () => {
  const threePlaces: NumberAnswer = { kind: 'number', value: 0.80085, precision: { decimals: 3 } };
  it('accepts any answer within half a unit of the last stated decimal', () => {
    expect(gradeAnswer(threePlaces, '0.801')).toBe(true);
    expect(gradeAnswer(threePlaces, '0.8008')).toBe(true);
    expect(gradeAnswer(threePlaces, '0.80')).toBe(false);
    expect(gradeAnswer(threePlaces, '0.802')).toBe(false);
  });
  it('counts the decimals of a percentage in percentage points', () => {
    const rate: NumberAnswer = { kind: 'number', value: 0.126825, precision: { decimals: 1 }, unit: 'percent' };
    for (const typed of ['12.7%', '12.68', '0.127', '0.1268']) expect(gradeAnswer(rate, typed), typed).toBe(true);
    for (const typed of ['12%', '0.12', '12.6%']) expect(gradeAnswer(rate, typed), typed).toBe(false);
  });
  it('rounds to the nearest step and accepts listed alternative values', () => {
    const var99: NumberAnswer = {
      kind: 'number',
      value: 348_952,
      precision: { nearest: 1000 },
      unit: 'dollars',
      alsoAccepted: [349_500],
    };
    for (const typed of ['349,000', '$350,000', '349000 dollars']) expect(gradeAnswer(var99, typed), typed).toBe(true);
    expect(gradeAnswer(var99, '351,000')).toBe(false);
  });
  it('accepts only the exact whole number for a count', () => {
    const count: NumberAnswer = { kind: 'number', value: 246, precision: 'whole' };
    expect(gradeAnswer(count, '246')).toBe(true);
    expect(gradeAnswer(count, '245.86')).toBe(false);
    expect(gradeAnswer(count, '246.4')).toBe(false);
  });
});

describe('gradeAnswer, units', () => {
  const angle: NumberAnswer = { kind: 'number', value: 78, precision: 'whole', unit: 'degrees' };
  it("accepts the question's unit and a bare number, refuses another unit", () => {
    for (const typed of ['78', '78°', '78 degrees']) expect(gradeAnswer(angle, typed), typed).toBe(true);
    for (const typed of ['78%', '78 km', '$78']) expect(gradeAnswer(angle, typed), typed).toBe(false);
  });
  it('reads a bare number for a percentage question as a percentage outside [0, 1]', () => {
    const yieldRate = approximate(0.0456, { unit: 'percent' });
    for (const typed of ['4.56', '4.56%', '0.0456']) expect(gradeAnswer(yieldRate, typed), typed).toBe(true);
    expect(gradeAnswer(yieldRate, '0.0456%')).toBe(false);
  });
});

describe('gradeAnswer, text', () => {
  const complexity: GradedAnswer = { kind: 'text', accepted: ['O(n log n)', 'n log n'] };
  it('ignores case, spaces, multiplication signs and surrounding punctuation', () => {
    for (const typed of ['o(N LOG N).', 'nlogn', 'O(n*log n)', 'O(n·log n)', '"n log n"']) {
      expect(gradeAnswer(complexity, typed), typed).toBe(true);
    }
    expect(gradeAnswer(complexity, 'O(n^2)')).toBe(false);
  });
});

describe('describeAnswer', () => {
  it.each<[NumberAnswer, string]>([
    [{ kind: 'number', value: 0.0456396, precision: { decimals: 1 }, unit: 'percent' }, '4.56%'],
    [{ kind: 'number', value: 0.1, precision: 'approximate', unit: 'percent' }, '10%'],
    [{ kind: 'number', value: 4212.3638, precision: { decimals: 0 }, unit: 'dollars' }, '$4,212.36'],
    [{ kind: 'number', value: 973.2699, precision: { decimals: 0 }, unit: 'dollars' }, '$973.27'],
    [{ kind: 'number', value: 348_952.18, precision: { nearest: 1000 }, unit: 'dollars' }, '$349,000'],
    [{ kind: 'number', value: 0.460172, precision: { decimals: 3 }, unit: 'dollars' }, '$0.460'],
    [{ kind: 'number', value: 60, precision: 'approximate', unit: 'dollars' }, '$60'],
    [{ kind: 'number', value: 5 / 36, precision: 'approximate' }, '0.1389'],
    [{ kind: 'number', value: 0.80085, precision: { decimals: 3 } }, '0.801'],
    [{ kind: 'number', value: 5120, precision: 'whole' }, '5,120'],
    [{ kind: 'number', value: 78, precision: 'whole', unit: 'degrees' }, '78°'],
    [{ kind: 'number', value: 45, precision: 'approximate', unit: 'km/h' }, '45 km/h'],
    [{ kind: 'number', value: -0.4, precision: 'approximate' }, '-0.4'],
  ])('shows %j as %s', (answer, shown) => {
    expect(describeAnswer(answer)).toBe(shown);
    expect(gradeAnswer(answer, shown)).toBe(true);
  });
});

describe('describeAnswerFormat', () => {
  it('says the form and precision expected', () => {
    expect(describeAnswerFormat({ kind: 'number', value: 246, precision: 'whole' })).toBe('A whole number.');
    expect(describeAnswerFormat({ kind: 'number', value: 0.8, precision: { decimals: 3 } })).toBe(
      'A number, rounded to 3 decimal places.',
    );
    expect(describeAnswerFormat({ kind: 'number', value: 0.1268, precision: { decimals: 1 }, unit: 'percent' })).toBe(
      'A percentage to 1 decimal place (12.3%) or the same as a decimal (0.123).',
    );
    expect(describeAnswerFormat(approximate(5 / 36))).toBe(
      'A decimal, a fraction (1/3) or a percentage (25%), correct to at least 2 significant figures.',
    );
    expect(
      describeAnswerFormat({ kind: 'number', value: 348_952, precision: { nearest: 1000 }, unit: 'dollars' }),
    ).toBe('A number, in dollars, to the nearest 1,000.');
  });
});
