import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { AVAILABILITY, DEGREE_LEVELS, TALENT_MESSAGES, talentQuerySchema } from '../talent';
import { matchCriteriaSchema, REQUIREMENT_STATES } from '../talent-match';
import { csrfHeaders, errorAnswers, idParam, jsonAnswer, jsonBody } from './common';
import { educationEntryAnswerSchema, experienceEntryAnswerSchema, projectPreferencesSchema } from '../quant-profile';

/**
 * A quant as a verified firm sees them in the directory and in matches (spec §3 "Talent profile"). Only visible,
 * completed profiles of quants who do not block the firm ever become one; never an e-mail address.
 */
export const talentCardSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  title: z.string().nullable(),
  location: z.string().nullable(),
  experienceYears: z.number().int(),
  /** Highest degree (derived from the education entries unless the quant chose one). */
  highestDegree: z.enum(DEGREE_LEVELS).nullable(),
  /** One line: "Ph.D. · Princeton University", or null when no education is listed. */
  education: z.string().nullable(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  hourlyRateMin: z.number().int().nullable(),
  hourlyRateMax: z.number().int().nullable(),
  /** The quant's availability, or null (shown as spec §4's 'Contact to check availability'). */
  availability: z.enum(AVAILABILITY).nullable(),
  /** ISO date (YYYY-MM-DD) the quant is available from, when they gave one. */
  availableFrom: z.string().nullable(),
  prefersRemote: z.boolean(),
});
export type TalentCard = z.infer<typeof talentCardSchema>;

export const talentPageSchema = z.object({
  profiles: z.array(talentCardSchema),
  /** How many match, counted up to TALENT_COUNT_CAP (pages go no further: narrow the filters to see the rest). */
  total: z.number().int(),
  /** More than `total` match. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type TalentPage = z.infer<typeof talentPageSchema>;

/** The full profile a firm opens (View Profile); opening it is recorded in the quant's "who viewed my profile". */
export const talentProfileSchema = talentCardSchema.extend({
  educationEntries: z.array(educationEntryAnswerSchema),
  experienceEntries: z.array(experienceEntryAnswerSchema),
  preferences: projectPreferencesSchema,
  linkedinUrl: z.string().nullable(),
  githubUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type TalentProfile = z.infer<typeof talentProfileSchema>;

/** Why a quant scored what they did: one line per requirement of the criteria. */
export const requirementLineSchema = z.object({
  requirement: z.enum([
    'requiredSkills',
    'highPrioritySkills',
    'experience',
    'education',
    'location',
    'availability',
    'rate',
    'description',
  ]),
  state: z.enum(REQUIREMENT_STATES),
  text: z.string(),
});
export type RequirementLine = z.infer<typeof requirementLineSchema>;

export const matchResultSchema = z.object({
  profile: talentCardSchema,
  /** 0–100: the share of the criteria's weight that this quant meets. */
  percent: z.number().int(),
  lines: z.array(requirementLineSchema),
});
export type MatchResult = z.infer<typeof matchResultSchema>;

export const savedCriteriaSchema = z.object({
  positionId: z.string().optional(),
  /** Matches saved before projects existed have neither id. */
  projectId: z.string().optional(),
  jobTitle: z.string(),
  description: z.string(),
  requiredSkills: z.array(z.string()),
  highPrioritySkills: z.array(z.string()),
  minYears: z.number().int().nullable(),
  location: z.string(),
  education: z.enum(DEGREE_LEVELS).nullable(),
  availability: z.string().nullable(),
  expandGlobally: z.boolean(),
  budgetHourly: z.number().int().nullable(),
});

export const matchRunSchema = z.object({
  id: z.string(),
  /** What the match was for: the job title, the position's title, or the first required skills. */
  title: z.string(),
  createdAt: z.string(),
  criteria: savedCriteriaSchema,
  /** How many quants were candidates (a required skill, else a high-priority skill, else a key term), up to 1,000. */
  total: z.number().int(),
  /** More than `total` were candidates. */
  totalCapped: z.boolean(),
  results: z.array(matchResultSchema),
});
export type MatchRun = z.infer<typeof matchRunSchema>;

/** A saved match in the 'recent matches' card: its top results as they stand now (hidden quants drop out). */
export const recentMatchSchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  createdByName: z.string(),
  criteria: savedCriteriaSchema,
  top: z.array(z.object({ profileId: z.string(), fullName: z.string(), percent: z.number().int() })),
});
export type RecentMatch = z.infer<typeof recentMatchSchema>;

/** 'Match from Project': the company's own internship positions and projects, with criteria filled in. */
export const matchSourceSchema = z.object({
  kind: z.enum(['position', 'project']),
  id: z.string(),
  title: z.string(),
  status: z.string(),
  criteria: savedCriteriaSchema,
});
export type MatchSource = z.infer<typeof matchSourceSchema>;

const profileParams = z.object({ id: idParam(TALENT_MESSAGES.notFound, 'The quant profile id (a UUID).') });

export const listTalentRoute = createRoute({
  method: 'get',
  path: '/api/talent',
  summary: 'One page of the talent directory, filtered and sorted (verified company members)',
  description:
    'Matches are counted up to 1,000 (`totalCapped` says there are more) and paged within them (50 pages of 20). ' +
    'Sorted by relevance, the 1,000 newest matches of the keyword are ranked by it (name, headline and skills ' +
    'weigh most); when more match, older ones are not ranked: narrow the filters to reach them.',
  request: { query: talentQuerySchema },
  responses: { 200: jsonAnswer(talentPageSchema, 'One page.'), ...errorAnswers(400, 401, 403) },
});

export const getTalentProfileRoute = createRoute({
  method: 'get',
  path: '/api/talent/{id}',
  summary: "One quant's full profile; recorded in their view log (verified company members)",
  request: { params: profileParams },
  responses: { 200: jsonAnswer(talentProfileSchema, 'The profile.'), ...errorAnswers(401, 403, 404) },
});

export const runMatchRoute = createRoute({
  method: 'post',
  path: '/api/talent-match',
  summary: 'Rank visible quants against criteria, with a reason per requirement; saved as a recent match',
  request: { headers: csrfHeaders, body: jsonBody(matchCriteriaSchema) },
  responses: { 200: jsonAnswer(matchRunSchema, 'The ranked results.'), ...errorAnswers(400, 401, 403, 404, 413) },
});

export const listRecentMatchesRoute = createRoute({
  method: 'get',
  path: '/api/talent-match/recent',
  summary: "The company's recent matches (verified company members)",
  responses: {
    200: jsonAnswer(z.object({ matches: z.array(recentMatchSchema) }), 'Newest first.'),
    ...errorAnswers(401, 403),
  },
});

export const listMatchSourcesRoute = createRoute({
  method: 'get',
  path: '/api/talent-match/sources',
  summary: "The company's own positions and projects to match from (verified company members)",
  responses: {
    200: jsonAnswer(z.object({ sources: z.array(matchSourceSchema) }), 'The sources.'),
    ...errorAnswers(401, 403),
  },
});
