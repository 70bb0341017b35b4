import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { PIPELINE_KINDS, TALENT_PIPELINE_MESSAGES } from '../company-dashboard';
import { errorAnswers, jsonAnswer } from './common';

/**
 * The company dashboard's figures (issue 17): its three stat cards, the Talent Pipeline tab's people and the
 * interviews ahead, for any member of the caller's company (platform/company-access.ts decides which company).
 */

export const dashboardSummarySchema = z.object({
  /** Published projects still listed on LeapMarket. */
  activeProjects: z.number().int(),
  /** Everyone waiting on the firm, by where they come from; `total` is the card's figure. */
  talentPipeline: z.object({
    applications: z.number().int(),
    proposals: z.number().int(),
    conversations: z.number().int(),
    total: z.number().int(),
  }),
  /** Interviews booked with applicants that have not started yet. */
  pendingInterviews: z.number().int(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const pipelinePersonSchema = z.object({
  kind: z.enum(PIPELINE_KINDS),
  /** The application, proposal or conversation. */
  id: z.string(),
  /** The person's name as the firm may see it (never an e-mail). */
  person: z.string(),
  /** The position applied for, the project proposed for, or the conversation's subject. */
  about: z.string(),
  /** The application's or proposal's status, or 'awaiting_reply' (see shared/company-dashboard.ts). */
  stage: z.string(),
  /** Since when they have waited on the firm. */
  since: z.string(),
  /** What the row links to: the position, the project or the conversation. */
  ref: z.string(),
});
export type PipelinePerson = z.infer<typeof pipelinePersonSchema>;

export const pipelinePageSchema = z.object({
  people: z.array(pipelinePersonSchema),
  /** The next page's cursor; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PipelinePage = z.infer<typeof pipelinePageSchema>;

export const pipelineQuerySchema = z.object({
  cursor: z
    .string()
    .regex(new RegExp(`^[0-9]{13}_(${PIPELINE_KINDS.join('|')})_[0-9a-f-]{36}$`), TALENT_PIPELINE_MESSAGES.cursor)
    .optional(),
});

export const interviewAheadSchema = z.object({
  slotId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string(),
  applicantName: z.string(),
  positionId: z.string(),
  positionTitle: z.string(),
});
export type InterviewAhead = z.infer<typeof interviewAheadSchema>;

export const getDashboardSummaryRoute = createRoute({
  method: 'get',
  path: '/api/company-dashboard',
  summary: "The company dashboard's stat cards: Active Projects, Talent Pipeline, Pending Interviews (members)",
  responses: { 200: jsonAnswer(dashboardSummarySchema, 'The figures.'), ...errorAnswers(401, 403) },
});

export const getTalentPipelineRoute = createRoute({
  method: 'get',
  path: '/api/company-dashboard/pipeline',
  summary: 'Everyone waiting on the company, longest-waiting first, 20 a page (verified company members)',
  request: { query: pipelineQuerySchema },
  responses: { 200: jsonAnswer(pipelinePageSchema, 'One page of people.'), ...errorAnswers(400, 401, 403) },
});

export const getInterviewsAheadRoute = createRoute({
  method: 'get',
  path: '/api/company-dashboard/interviews',
  summary: 'The soonest 20 interviews booked with applicants that have not started yet (verified company members)',
  responses: {
    200: jsonAnswer(z.object({ interviews: z.array(interviewAheadSchema) }), 'Soonest first.'),
    ...errorAnswers(401, 403),
  },
});
