import { z } from 'zod';
import { pageNumberSchema } from './pagination';

/** Categories of the quant firms list (spec §3 "Firm"). */
export const FIRM_CATEGORIES = ['Prop Trading', 'Asset Manager', 'Market Maker', 'Hedge Fund', 'Bank'] as const;
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

/**
 * The whole reference list in one answer (GET /api/firms/all): the firms page shows every firm that matches its
 * filter on one page and filters this list in the browser (docs/decisions/0008-reference-pages-with-their-data.md).
 */
export interface FirmsList {
  /** Every firm, sorted by name. */
  firms: Firm[];
  /** Categories present in the whole list, for the filter. */
  categories: FirmCategory[];
  lastUpdated: string;
}

/** One page of the firms matching a search and category (GET /api/firms), for API clients. */
export interface FirmsPage {
  firms: Firm[];
  /** Firms matching the search and category, over all pages. */
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Categories present in the whole list, for the filter. */
  categories: FirmCategory[];
  lastUpdated: string;
}
export type FirmsQuery = z.infer<typeof firmsQuerySchema>;
