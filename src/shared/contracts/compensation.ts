import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  adminHideSchema,
  COMPENSATION_LEVELS,
  COMPENSATION_MESSAGES,
  COMPENSATION_REVIEW_QUEUES,
  COMPENSATION_ROLES,
  compensationEntriesQuerySchema,
  compensationFilterSchema,
  compensationSubmissionSchema,
} from '../compensation';
import { pageNumberSchema } from '../pagination';
import { csrfHeaders, errorAnswers, idParam, jsonAnswer, okMessageSchema, jsonBody } from './common';

export const compensationEntrySchema = z.object({
  id: z.string(),
  role: z.enum(COMPENSATION_ROLES),
  level: z.enum(COMPENSATION_LEVELS),
  region: z.string(),
  baseSalary: z.number(),
  bonus: z.number().nullable(),
  stockValue: z.number().nullable(),
  /** base + bonus + stock, as stored. */
  totalComp: z.number(),
  /** The total with stock and/or bonus left out as the filter asks. */
  shownTotal: z.number(),
  notes: z.string().nullable(),
  year: z.number().int(),
  isDemo: z.boolean(),
});
export type CompensationEntry = z.infer<typeof compensationEntrySchema>;

export const compensationEntriesPageSchema = z.object({
  entries: z.array(compensationEntrySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many visible entries match the filter (all pages), read from the statistics rollup. */
  total: z.number().int(),
});
export type CompensationEntriesPage = z.infer<typeof compensationEntriesPageSchema>;

/** p25, p50, p75 and p90 (PERCENTILES). */
export const percentilesSchema = z.object({ p25: z.number(), p50: z.number(), p75: z.number(), p90: z.number() });
export type Percentiles = z.infer<typeof percentilesSchema>;

export const distributionBinSchema = z.object({
  /** Lower edge in USD (inclusive). */
  from: z.number(),
  /** Upper edge in USD (exclusive); null for the open last bin. */
  to: z.number().nullable(),
  count: z.number().int(),
});
export type DistributionBin = z.infer<typeof distributionBinSchema>;

export const levelMedianSchema = z.object({
  level: z.enum(COMPENSATION_LEVELS),
  count: z.number().int(),
  /** null when the level has fewer than MIN_GROUP_SIZE entries ("not enough data"). */
  median: z.number().nullable(),
});
export type LevelMedian = z.infer<typeof levelMedianSchema>;

export const compensationStatisticsSchema = z.object({
  count: z.number().int(),
  /** false when count < MIN_GROUP_SIZE: no percentile and no chart is given. */
  enoughData: z.boolean(),
  total: percentilesSchema.nullable(),
  base: percentilesSchema.nullable(),
  /** null also when bonus is switched off. */
  bonus: percentilesSchema.nullable(),
  distribution: z.array(distributionBinSchema),
  medianByLevel: z.array(levelMedianSchema),
});
export type CompensationStatistics = z.infer<typeof compensationStatisticsSchema>;

export const listCompensationEntriesRoute = createRoute({
  method: 'get',
  path: '/api/compensation/entries',
  summary: 'One page of visible compensation entries matching a filter, sorted',
  request: { query: compensationEntriesQuerySchema },
  responses: {
    200: jsonAnswer(compensationEntriesPageSchema, 'One page of entries and the cursor of the next.'),
    ...errorAnswers(400),
  },
});

export const getCompensationStatisticsRoute = createRoute({
  method: 'get',
  path: '/api/compensation/statistics',
  summary: 'Percentiles, distribution and medians by level of the entries matching a filter',
  request: { query: compensationFilterSchema },
  responses: { 200: jsonAnswer(compensationStatisticsSchema, 'The statistics.'), ...errorAnswers(400) },
});

export const submitCompensationRoute = createRoute({
  method: 'post',
  path: '/api/compensation/entries',
  summary: 'Submit an anonymous compensation entry',
  request: {
    headers: csrfHeaders,
    body: jsonBody(compensationSubmissionSchema),
  },
  responses: { 201: jsonAnswer(okMessageSchema, 'Stored.'), ...errorAnswers(400, 403, 413, 429) },
});

export const hideCompensationEntryRoute = createRoute({
  method: 'post',
  path: '/api/compensation/entries/{id}/hide',
  summary: 'Hide an entry (operators only)',
  request: {
    headers: csrfHeaders,
    params: z.object({ id: idParam(COMPENSATION_MESSAGES.entryNotFound, 'The entry id (a UUID).') }),
    body: jsonBody(adminHideSchema),
  },
  responses: {
    200: jsonAnswer(z.object({ ok: z.literal(true) }), 'Hidden.'),
    ...errorAnswers(400, 401, 403, 404, 413),
  },
});

/** A held or hidden entry as operators review it, beside its cell's current quartiles of total compensation. */
export const compensationReviewEntrySchema = compensationEntrySchema.omit({ shownTotal: true }).extend({
  /** The day it was submitted (only the day is stored). */
  submittedOn: z.string(),
  /** true: waits for approval; false: hidden by an operator. */
  held: z.boolean(),
  /** Why it was held, or the operator's reason for hiding it. */
  reason: z.string().nullable(),
  /** The visible entries of its role, level and region; null when there are none. */
  cell: z.object({ count: z.number().int(), p25: z.number(), p50: z.number(), p75: z.number() }).nullable(),
});
export type CompensationReviewEntry = z.infer<typeof compensationReviewEntrySchema>;

export const compensationReviewPageSchema = z.object({
  entries: z.array(compensationReviewEntrySchema),
  /** Entries in this queue, all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CompensationReviewPage = z.infer<typeof compensationReviewPageSchema>;

export const listCompensationReviewRoute = createRoute({
  method: 'get',
  path: '/api/compensation/review',
  summary: 'Entries held for review (oldest first) or hidden (newest first), 20 a page (operators)',
  request: {
    query: z.object({
      queue: z.enum(COMPENSATION_REVIEW_QUEUES, { error: 'Use held or hidden' }).default('held'),
      page: pageNumberSchema,
    }),
  },
  responses: {
    200: jsonAnswer(compensationReviewPageSchema, 'One page of the queue.'),
    ...errorAnswers(400, 401, 403),
  },
});

export const approveCompensationEntryRoute = createRoute({
  method: 'post',
  path: '/api/compensation/entries/{id}/approve',
  summary: 'Let a held entry into the statistics and lists (operators only)',
  request: {
    headers: csrfHeaders,
    params: z.object({ id: idParam(COMPENSATION_MESSAGES.heldNotFound, 'The entry id (a UUID).') }),
  },
  responses: {
    200: jsonAnswer(z.object({ ok: z.literal(true) }), 'Approved.'),
    ...errorAnswers(401, 403, 404),
  },
});

export const unhideCompensationEntryRoute = createRoute({
  method: 'post',
  path: '/api/compensation/entries/{id}/unhide',
  summary: 'Show a hidden entry again, with a reason (operators only)',
  request: {
    headers: csrfHeaders,
    params: z.object({ id: idParam(COMPENSATION_MESSAGES.hiddenNotFound, 'The entry id (a UUID).') }),
    body: jsonBody(adminHideSchema),
  },
  responses: {
    200: jsonAnswer(z.object({ ok: z.literal(true) }), 'Shown again.'),
    ...errorAnswers(400, 401, 403, 404, 413),
  },
});
