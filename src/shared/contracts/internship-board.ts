import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  INTERNSHIP_REGIONS,
  INTERNSHIP_ROLES,
  payBenchmarkQuerySchema,
  POSITION_MESSAGES,
  POSITION_STATUSES,
  positionEditSchema,
  positionSchema,
} from '../internships';
import { payRangeSchema } from '../pay';
import { csrfHeaders, errorAnswers, idParam, jsonAnswer, jsonBody } from './common';

/** A position as the company's members see it on the board (Your Positions). */
export const postedPositionSchema = z.object({
  id: z.string(),
  title: z.string(),
  department: z.string().nullable(),
  location: z.string(),
  region: z.enum(INTERNSHIP_REGIONS),
  role: z.enum(INTERNSHIP_ROLES),
  status: z.enum(POSITION_STATUSES),
  /** Always set for a posted position (a database check); null is only possible for reference listings. */
  deadline: z.string().nullable(),
  description: z.string(),
  requirements: z.array(z.string()),
  pay: payRangeSchema.nullable(),
  applicationCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Set while QuantLeap waits for the firm to say an open position untouched for 30 days is still hiring: when it
   * asked, and the day the position closes without an answer.
   */
  hiringCheck: z.object({ askedAt: z.string(), closesAt: z.string() }).nullable(),
});
export type PostedPosition = z.infer<typeof postedPositionSchema>;

/**
 * Intern base salaries reported on QuantLeap for the position's region and role, per month in USD; null while the
 * group has fewer entries than the benchmark needs (a quartile of three people says nothing).
 */
export const payBenchmarkSchema = z.object({
  benchmark: z
    .object({
      count: z.number().int(),
      p25: z.number(),
      median: z.number(),
      p75: z.number(),
      /** The compensation data's names for the group compared with: "Quant Researcher, EMEA". */
      group: z.string(),
    })
    .nullable(),
});
export type PayBenchmark = z.infer<typeof payBenchmarkSchema>;

const positionParams = z.object({ id: idParam(POSITION_MESSAGES.notFound, 'The position id (a UUID).') });
const positionAnswer = (description: string) => jsonAnswer(postedPositionSchema, description);

export const listOwnPositionsRoute = createRoute({
  method: 'get',
  path: '/api/internship-board/positions',
  summary: "The positions the caller's company posted, newest first (company members)",
  responses: { 200: jsonAnswer(z.array(postedPositionSchema), 'The positions.'), ...errorAnswers(401, 403) },
});

export const postPositionRoute = createRoute({
  method: 'post',
  path: '/api/internship-board/positions',
  summary:
    'Save a draft position (company members), or publish it at once (members of a verified company; pay required)',
  request: { headers: csrfHeaders, body: jsonBody(positionSchema) },
  responses: { 201: positionAnswer('The new position.'), ...errorAnswers(400, 401, 403, 413) },
});

export const updatePositionRoute = createRoute({
  method: 'put',
  path: '/api/internship-board/positions/{id}',
  summary: "Edit one of the company's positions (an open one keeps its pay)",
  request: { headers: csrfHeaders, params: positionParams, body: jsonBody(positionEditSchema) },
  responses: { 200: positionAnswer('The position.'), ...errorAnswers(400, 401, 403, 404, 413) },
});

export const duplicatePositionRoute = createRoute({
  method: 'post',
  path: '/api/internship-board/positions/{id}/duplicate',
  summary: 'Copy one of the company’s positions into a new draft',
  request: { headers: csrfHeaders, params: positionParams },
  responses: { 201: positionAnswer('The new draft.'), ...errorAnswers(401, 403, 404) },
});

export const publishPositionRoute = createRoute({
  method: 'post',
  path: '/api/internship-board/positions/{id}/publish',
  summary:
    'Open a draft or closed position in the finder (members of a verified company; pay and a future deadline required)',
  request: { headers: csrfHeaders, params: positionParams },
  responses: { 200: positionAnswer('The open position.'), ...errorAnswers(400, 401, 403, 404, 409) },
});

export const closePositionRoute = createRoute({
  method: 'post',
  path: '/api/internship-board/positions/{id}/close',
  summary: 'Close an open position: it leaves the finder, its applications stay',
  request: { headers: csrfHeaders, params: positionParams },
  responses: { 200: positionAnswer('The closed position.'), ...errorAnswers(401, 403, 404, 409) },
});

export const confirmStillHiringRoute = createRoute({
  method: 'post',
  path: '/api/internship-board/positions/{id}/still-hiring',
  summary: 'Answer "still hiring" for an open position QuantLeap asked about: it stays open',
  request: { headers: csrfHeaders, params: positionParams },
  responses: { 200: positionAnswer('The position.'), ...errorAnswers(401, 403, 404, 409) },
});

export const getPayBenchmarkRoute = createRoute({
  method: 'get',
  path: '/api/internship-board/pay-benchmark',
  summary: 'Intern base salaries on QuantLeap for a region and role, per month (company members)',
  request: { query: payBenchmarkQuerySchema },
  responses: { 200: jsonAnswer(payBenchmarkSchema, 'The benchmark, or null.'), ...errorAnswers(400, 401, 403) },
});
