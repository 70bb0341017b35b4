import { describe, expect, it } from 'vitest';
import {
  formatPay,
  HOURS_PER_MONTH,
  monthly,
  PAY_MESSAGES,
  payColumns,
  payFromColumns,
  payPosition,
  payRangeSchema,
} from './pay';

describe('pay ranges', () => {
  it('reads as people write pay', () => {
    expect(formatPay({ period: 'month', min: 8000, max: 10500 })).toBe('$8,000–$10,500 a month');
    expect(formatPay({ period: 'hour', min: 45, max: 45 })).toBe('$45 an hour');
  });

  it('compares hourly with monthly pay over a full-time month', () => {
    expect(monthly(9000, 'month')).toBe(9000);
    expect(monthly(60, 'hour')).toBeCloseTo(60 * HOURS_PER_MONTH);
    expect(HOURS_PER_MONTH).toBeCloseTo(173.33, 2);
  });

  it('places an amount against quartiles', () => {
    const quartiles = { p25: 8000, median: 9000, p75: 10000 };
    expect([7000, 8500, 9500, 10000, 12000].map((amount) => payPosition(amount, quartiles))).toEqual([
      'below most',
      'in the lower half',
      'in the upper half',
      'in the upper half',
      'above most',
    ]);
  });

  it('checks the range: whole positive dollars, in order, within the period’s limit', () => {
    expect(payRangeSchema.safeParse({ period: 'hour', min: 40, max: 55 }).success).toBe(true);
    const messages = (value: unknown) => {
      const result = payRangeSchema.safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ period: 'month', min: 9000, max: 8000 })).toEqual([PAY_MESSAGES.order]);
    expect(messages({ period: 'hour', min: 40, max: 2000 })).toEqual([PAY_MESSAGES.tooHigh('hour')]);
    expect(messages({ period: 'month', min: 0, max: 10 })).toEqual([PAY_MESSAGES.amount]);
    expect(messages({ period: 'week', min: 1, max: 2 })).toEqual([PAY_MESSAGES.period]);
  });

  it('is stored as three columns, all or none', () => {
    expect(payColumns(null)).toEqual({ payPeriod: null, payMin: null, payMax: null });
    const pay = { period: 'month', min: 1, max: 2 } as const;
    expect(payFromColumns(payColumns(pay))).toEqual(pay);
    expect(payFromColumns({ payPeriod: 'month', payMin: null, payMax: 3 })).toBeNull();
  });
});
