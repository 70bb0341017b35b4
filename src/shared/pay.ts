import { z } from 'zod';

/**
 * Pay that a firm offers for a quant's time (positions now; projects and first messages as they land): a range in
 * whole USD, per month or per hour. Postings without pay are what applicants trust least, so publishing needs one.
 */
export const PAY_PERIODS = ['month', 'hour'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/** The highest amount we take per period: well above any real intern or contract rate, below typos of a zero. */
export const PAY_LIMITS: Record<PayPeriod, number> = { month: 100_000, hour: 1_000 };

/** Working hours in a month (40 hours × 52 weeks ÷ 12), to compare hourly pay with monthly pay. */
export const HOURS_PER_MONTH = (40 * 52) / 12;

export const PAY_MESSAGES = {
  period: 'Choose monthly or hourly pay',
  amount: 'Enter the pay in whole US dollars',
  tooHigh: (period: PayPeriod) =>
    `Pay must be at most $${PAY_LIMITS[period].toLocaleString('en-US')} ${period === 'month' ? 'a month' : 'an hour'}`,
  order: 'The highest pay cannot be below the lowest',
  requiredToPublish: 'Add the pay range to publish: applicants trust postings that say what they pay.',
} as const;

const amount = z
  .number({ error: PAY_MESSAGES.amount })
  .int(PAY_MESSAGES.amount)
  .positive(PAY_MESSAGES.amount)
  .max(PAY_LIMITS.month, PAY_MESSAGES.amount);

export const payRangeSchema = z
  .object({
    period: z.enum(PAY_PERIODS, { error: PAY_MESSAGES.period }),
    min: amount,
    max: amount,
  })
  .superRefine((pay, context) => {
    const limit = PAY_LIMITS[pay.period];
    for (const key of ['min', 'max'] as const) {
      if (pay[key] > limit)
        context.addIssue({ code: 'custom', path: [key], message: PAY_MESSAGES.tooHigh(pay.period) });
    }
    if (pay.max < pay.min) context.addIssue({ code: 'custom', path: ['max'], message: PAY_MESSAGES.order });
  });
export type PayRange = z.output<typeof payRangeSchema>;

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole US dollars: "$9,500". */
export const formatUsd = (amount: number): string => USD.format(amount);

/** "$8,000–$10,000 a month", "$45 an hour" (a range whose ends are equal is one amount). */
export function formatPay(pay: PayRange): string {
  const amounts = pay.min === pay.max ? USD.format(pay.min) : `${USD.format(pay.min)}–${USD.format(pay.max)}`;
  return `${amounts} ${pay.period === 'month' ? 'a month' : 'an hour'}`;
}

/** An amount per `period` as an amount per month. */
export function monthly(amountPerPeriod: number, period: PayPeriod): number {
  return period === 'month' ? amountPerPeriod : amountPerPeriod * HOURS_PER_MONTH;
}

/** How a monthly amount compares with a benchmark's quartiles, in words a recruiter reads at a glance. */
export function payPosition(monthlyAmount: number, quartiles: { p25: number; median: number; p75: number }): string {
  if (monthlyAmount < quartiles.p25) return 'below most';
  if (monthlyAmount < quartiles.median) return 'in the lower half';
  if (monthlyAmount <= quartiles.p75) return 'in the upper half';
  return 'above most';
}

/** The pay range stored as three columns (all set or none), as one value. */
export function payFromColumns(row: {
  payPeriod: PayPeriod | null;
  payMin: number | null;
  payMax: number | null;
}): PayRange | null {
  return row.payPeriod && row.payMin !== null && row.payMax !== null
    ? { period: row.payPeriod, min: row.payMin, max: row.payMax }
    : null;
}

/** A pay range (or none) as the three columns that store it. */
export function payColumns(pay: PayRange | null) {
  return { payPeriod: pay?.period ?? null, payMin: pay?.min ?? null, payMax: pay?.max ?? null };
}
