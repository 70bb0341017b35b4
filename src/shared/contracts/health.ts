import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorAnswers, jsonAnswer } from './common';

export const healthSchema = z.union([
  z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  z.object({ status: z.literal('error'), database: z.literal('unreachable') }),
]);
export type Health = z.infer<typeof healthSchema>;

export const getHealthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  summary: 'Whether the server and its database answer',
  responses: {
    200: jsonAnswer(healthSchema, 'The server and its database answer.'),
    503: jsonAnswer(healthSchema, 'The database does not answer.'),
    ...errorAnswers(),
  },
});
