import { z } from 'zod';

/** Categories of the quant firms list (spec §3 "Firm"). */
export const FIRM_CATEGORIES = [
  'Prop Trading',
  'Asset Manager',
  'Market Maker',
  'Hedge Fund',
  'Bank',
] as const;
export type FirmCategory = (typeof FIRM_CATEGORIES)[number];

export interface Firm {
  name: string;
  /** Official website, https. */
  url: string;
  category: FirmCategory;
  /** One accurate sentence about what the firm does. */
  description: string;
}

export const FIRMS_LAST_UPDATED = 'May 2025';

export const firmsQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  category: z.enum(FIRM_CATEGORIES, { error: 'Unknown category' }).optional(),
});
export type FirmsQuery = z.infer<typeof firmsQuerySchema>;
