import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorAnswers, jsonAnswer } from './common';

/** What waits for operators, queue by queue. */
export const operatorQueuesSchema = z.object({
  /** Companies whose members' e-mail does not prove their website, waiting for a decision. */
  companiesToVerify: z.number().int(),
  /** Reported conversations not yet handled. */
  openReports: z.number().int(),
  /** Compensation entries far outside their cell, held out of the statistics until approved or hidden. */
  heldCompensation: z.number().int(),
  /** Waitlist entries and contact messages no operator has marked handled. */
  unhandledInbox: z.number().int(),
});
export type OperatorQueues = z.infer<typeof operatorQueuesSchema>;

export const getOperatorQueuesRoute = createRoute({
  method: 'get',
  path: '/api/operator-console/queues',
  summary: 'How many items wait in each operators’ queue (operators)',
  responses: { 200: jsonAnswer(operatorQueuesSchema, 'The counts.'), ...errorAnswers(401, 403) },
});
