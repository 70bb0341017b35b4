import { z } from 'zod';
import { pageNumberSchema } from './pagination';

/** Categories of the quant firms list (spec §3 "Firm"). */
export const FIRM_CATEGORIES = ['Prop Trading', 'Asset Manager', 'Market Maker', 'Hedge Fund', 'Bank'] as const;
export type FirmCategory = (typeof FIRM_CATEGORIES)[number];

export const FIRMS_LAST_UPDATED = 'May 2025';

export const FIRMS_PAGE_SIZE = 25;
export const FIRMS_MAX_PAGE_SIZE = 100;

export const firmsQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  category: z.enum(FIRM_CATEGORIES, { error: 'Unknown category' }).optional(),
  page: pageNumberSchema,
  pageSize: z.coerce
    .number({ error: `Page size must be a whole number from 1 to ${FIRMS_MAX_PAGE_SIZE}` })
    .int(`Page size must be a whole number from 1 to ${FIRMS_MAX_PAGE_SIZE}`)
    .min(1, `Page size must be a whole number from 1 to ${FIRMS_MAX_PAGE_SIZE}`)
    .max(FIRMS_MAX_PAGE_SIZE, `Page size must be a whole number from 1 to ${FIRMS_MAX_PAGE_SIZE}`)
    .default(FIRMS_PAGE_SIZE),
});

export type FirmsQuery = z.infer<typeof firmsQuerySchema>;
