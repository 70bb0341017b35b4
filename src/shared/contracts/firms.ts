import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { FIRM_CATEGORIES, firmsQuerySchema } from '../firms';
import { errorAnswers, jsonAnswer } from './common';

export const firmSchema = z.object({
  name: z.string(),
  /** Official website, https. */
  url: z.string(),
  category: z.enum(FIRM_CATEGORIES),
  /** One accurate sentence about what the firm does. */
  description: z.string(),
});
export type Firm = z.infer<typeof firmSchema>;

/**
 * The whole reference list in one answer (GET /api/firms/all): the firms page shows every firm that matches its
 * filter on one page and filters this list in the browser (docs/decisions/0008-reference-pages-with-their-data.md).
 */
export const firmsListSchema = z.object({
  /** Every firm, sorted by name. */
  firms: z.array(firmSchema),
  /** Categories present in the whole list, for the filter. */
  categories: z.array(z.enum(FIRM_CATEGORIES)),
  lastUpdated: z.string(),
});
export type FirmsList = z.infer<typeof firmsListSchema>;

/** One page of the firms matching a search and category (GET /api/firms), for API clients. */
export const firmsPageSchema = firmsListSchema.extend({
  /** Firms matching the search and category, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type FirmsPage = z.infer<typeof firmsPageSchema>;

export const listFirmsRoute = createRoute({
  method: 'get',
  path: '/api/firms',
  summary: 'One page of the quant firms matching a search and category',
  request: { query: firmsQuerySchema },
  responses: { 200: jsonAnswer(firmsPageSchema, 'One page of matching firms.'), ...errorAnswers(400) },
});

export const listAllFirmsRoute = createRoute({
  method: 'get',
  path: '/api/firms/all',
  summary: 'Every quant firm (reference data)',
  responses: { 200: jsonAnswer(firmsListSchema, 'The whole list.'), ...errorAnswers() },
});

export const verifiedFirmsSchema = z.object({
  /** Reference firms whose website's domain a verified company on QuantLeap holds, with that company's page. */
  firms: z.array(z.object({ name: z.string(), companySlug: z.string() })),
});
export type VerifiedFirms = z.infer<typeof verifiedFirmsSchema>;

export const listVerifiedFirmsRoute = createRoute({
  method: 'get',
  path: '/api/firms/verified',
  summary: 'The reference firms that are verified companies on QuantLeap',
  responses: { 200: jsonAnswer(verifiedFirmsSchema, 'The verified firms.'), ...errorAnswers() },
});
