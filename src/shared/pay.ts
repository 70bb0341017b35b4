import { z } from 'zod';

/**
 * Pay that a firm offers for a quant's time: a range in whole USD. Positions (internships) are paid per month or
 * per hour; a firm's first message may also state a yearly salary (a full-time role) with an optional bonus.
 * Postings without pay are what applicants trust least, so publishing needs one.
 */
export const PAY_PERIODS = ['month', 'hour'] as const;
export const OFFER_PAY_PERIODS = ['year', 'month', 'hour'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];
export type OfferPayPeriod = (typeof OFFER_PAY_PERIODS)[number];

/** The highest amount we take per period: well above any real salary or rate, below typos of a zero. */
export const PAY_LIMITS: Record<OfferPayPeriod, number> = { year: 2_000_000, month: 100_000, hour: 1_000 };

/** Working hours in a month (40 hours × 52 weeks ÷ 12), to compare hourly pay with monthly pay. */
export const HOURS_PER_MONTH = (40 * 52) / 12;

const PER: Record<OfferPayPeriod, string> = { year: 'a year', month: 'a month', hour: 'an hour' };

export const PAY_MESSAGES = {
  period: 'Choose monthly or hourly pay',
  offerPeriod: 'Choose yearly, monthly or hourly pay',
  amount: 'Enter the pay in whole US dollars',
  tooHigh: (period: OfferPayPeriod) =>
    `Pay must be at most $${PAY_LIMITS[period].toLocaleString('en-US')} ${PER[period]}`,
  order: 'The highest pay cannot be below the lowest',
  bonus: `Enter the yearly bonus in whole US dollars, at most $${PAY_LIMITS.year.toLocaleString('en-US')}`,
  bonusYearlyOnly: 'A bonus goes with a yearly salary: choose "a year" or leave the bonus empty',
  requiredToPublish: 'Add the pay range to publish: applicants trust postings that say what they pay.',
} as const;

// The limit depends on the period, so it is checked with the range (checkRange) and named there.
const amount = z.number({ error: PAY_MESSAGES.amount }).int(PAY_MESSAGES.amount).positive(PAY_MESSAGES.amount);

function checkRange(pay: { period: OfferPayPeriod; min: number; max: number }, context: z.RefinementCtx) {
  const limit = PAY_LIMITS[pay.period];
  for (const key of ['min', 'max'] as const) {
    if (pay[key] > limit) context.addIssue({ code: 'custom', path: [key], message: PAY_MESSAGES.tooHigh(pay.period) });
  }
  if (pay.max < pay.min) context.addIssue({ code: 'custom', path: ['max'], message: PAY_MESSAGES.order });
}

export const payRangeSchema = z
  .object({ period: z.enum(PAY_PERIODS, { error: PAY_MESSAGES.period }), min: amount, max: amount })
  .superRefine(checkRange);
export type PayRange = z.output<typeof payRangeSchema>;

/** A first message's pay: a position's range, or a yearly salary with an optional yearly bonus. */
export const offerPaySchema = z
  .object({
    period: z.enum(OFFER_PAY_PERIODS, { error: PAY_MESSAGES.offerPeriod }),
    min: amount,
    max: amount,
    bonus: z
      .number({ error: PAY_MESSAGES.bonus })
      .int(PAY_MESSAGES.bonus)
      .positive(PAY_MESSAGES.bonus)
      .max(PAY_LIMITS.year, PAY_MESSAGES.bonus)
      .nullable()
      .default(null),
  })
  .superRefine((pay, context) => {
    checkRange(pay, context);
    if (pay.bonus !== null && pay.period !== 'year')
      context.addIssue({ code: 'custom', path: ['bonus'], message: PAY_MESSAGES.bonusYearlyOnly });
  });

export type OfferPay = z.output<typeof offerPaySchema>;

/** Any pay the app shows: a position's range, or a first message's (which may carry a yearly bonus). */
export interface ShownPay {
  period: OfferPayPeriod;
  min: number;
  max: number;
  bonus?: number | null;
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole US dollars: "$9,500". */
export const formatUsd = (amount: number): string => USD.format(amount);

/**
 * "$8,000–$10,000 a month", "$45 an hour", "$180,000–$220,000 a year plus a bonus of up to $60,000" (a range whose
 * ends are equal is one amount).
 */
export function formatPay(pay: ShownPay): string {
  const amounts = pay.min === pay.max ? USD.format(pay.min) : `${USD.format(pay.min)}–${USD.format(pay.max)}`;
  const bonus = pay.bonus ? ` plus a bonus of up to ${USD.format(pay.bonus)}` : '';
  return `${amounts} ${PER[pay.period]}${bonus}`;
}

/** An amount per `period` as an amount per month. */
export function monthly(amountPerPeriod: number, period: OfferPayPeriod): number {
  if (period === 'year') return amountPerPeriod / 12;
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
