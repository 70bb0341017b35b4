import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { COMPETITION_CATEGORIES, COMPETITION_TIMINGS } from '../competitions';
import { errorAnswers, jsonAnswer } from './common';

export const competitionSchema = z.object({
  /** Stable kebab-case identifier, e.g. "imc-prosperity". */
  slug: z.string(),
  name: z.string(),
  timing: z.enum(COMPETITION_TIMINGS),
  /** Sponsoring or organising firms, e.g. "IMC Trading". */
  sponsors: z.string(),
  description: z.string(),
  /** What participants gain: prizes, interviews, recognition. */
  perks: z.string(),
  /** Official page, https. */
  url: z.string(),
  categories: z.array(z.enum(COMPETITION_CATEGORIES)),
});
export type Competition = z.infer<typeof competitionSchema>;

export const listCompetitionsRoute = createRoute({
  method: 'get',
  path: '/api/competitions',
  summary: 'Every quant competition (reference data)',
  responses: {
    200: jsonAnswer(z.object({ competitions: z.array(competitionSchema) }), 'The whole list.'),
    ...errorAnswers(),
  },
});
