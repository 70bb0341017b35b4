import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  basicInfoSchema,
  BLOCK_MESSAGES,
  BLOCK_SEARCH_MAX,
  BLOCK_SEARCH_MIN,
  blockFirmSchema,
  educationEntryAnswerSchema,
  educationListSchema,
  experienceEntryAnswerSchema,
  experienceListSchema,
  projectPreferencesSchema,
  skillsSchema,
  visibilitySchema,
} from '../quant-profile';
export type { EducationEntry, ExperienceEntry, ProjectPreferences } from '../quant-profile';
import { AVAILABILITY } from '../availability';
import { DEGREE_LEVELS } from '../internships';
import { csrfHeaders, errorAnswers, idParam, jsonAnswer, jsonBody } from './common';

/** The signed-in quant's own view of their quant profile (GET /api/quant-profile). */
export const quantProfileViewSchema = z.object({
  exists: z.boolean(),
  isVisible: z.boolean(),
  fullName: z.string().nullable(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  hourlyRateMin: z.number().nullable(),
  skills: z.array(z.string()),
  preferences: projectPreferencesSchema,
  education: z.array(educationEntryAnswerSchema),
  experienceData: z.array(experienceEntryAnswerSchema),
  experienceYears: z.number(),
  hourlyRateMax: z.number().nullable(),
  availability: z.enum(AVAILABILITY).nullable(),
  /** YYYY-MM-DD, or null. */
  availableFrom: z.string().nullable(),
  /** The degree the quant chose to show; null when it is derived from the education entries. */
  degreeOverride: z.enum(DEGREE_LEVELS).nullable(),
  /** The highest degree firms see: the override, else derived from the education entries' degrees. */
  highestDegree: z.enum(DEGREE_LEVELS).nullable(),
  /** The highest degree the saved education entries name, whatever the override (the wizard's "From my education"). */
  derivedDegree: z.enum(DEGREE_LEVELS).nullable(),
  /** Visible and filled in (not the spec's placeholder): firms can find it. */
  listed: z.boolean(),
  /** ISO timestamp of the last save, or null without a profile. */
  updatedAt: z.string().nullable(),
});
export type QuantProfileView = z.infer<typeof quantProfileViewSchema>;

export const visibilityStateSchema = z.object({
  isVisible: z.boolean(),
  hasQuantProfile: z.boolean(),
  /** Visible and filled in: false while the profile is still the spec's placeholder, even when visible. */
  listed: z.boolean(),
});
export type VisibilityState = z.infer<typeof visibilityStateSchema>;

export const getQuantProfileRoute = createRoute({
  method: 'get',
  path: '/api/quant-profile',
  summary: "The signed-in user's quant profile",
  responses: { 200: jsonAnswer(quantProfileViewSchema, 'The quant profile.'), ...errorAnswers(401) },
});

/** One of the wizard's saves: each answers the whole saved view. */
function saveRoute<P extends 'basic' | 'skills' | 'education' | 'experience', S extends z.ZodType>(
  part: P,
  schema: S,
  summary: string,
) {
  return createRoute({
    method: 'put',
    path: `/api/quant-profile/${part}` as const,
    summary,
    request: { headers: csrfHeaders, body: jsonBody(schema) },
    responses: {
      200: jsonAnswer(quantProfileViewSchema, 'The saved quant profile.'),
      ...errorAnswers(400, 401, 403, 413),
    },
  });
}

export const saveBasicInfoRoute = saveRoute('basic', basicInfoSchema, 'Save the basic step (also the profile name)');
export const saveSkillsRoute = saveRoute('skills', skillsSchema, 'Save the skills');
export const saveEducationRoute = saveRoute('education', educationListSchema, 'Save the education entries');
export const saveExperienceRoute = saveRoute('experience', experienceListSchema, 'Save the experience entries');

export const getVisibilityRoute = createRoute({
  method: 'get',
  path: '/api/quant-profile/visibility',
  summary: 'Whether the quant profile is visible to firms',
  responses: { 200: jsonAnswer(visibilityStateSchema, 'The visibility.'), ...errorAnswers(401) },
});

export const setVisibilityRoute = createRoute({
  method: 'put',
  path: '/api/quant-profile/visibility',
  summary: 'Show or hide the quant profile to firms',
  request: {
    headers: csrfHeaders,
    body: jsonBody(visibilitySchema),
  },
  responses: {
    200: jsonAnswer(visibilityStateSchema, 'The new visibility.'),
    ...errorAnswers(400, 401, 403, 413),
  },
});

/** A firm the quant hides from: a company on the platform, or a reference firm (applies to its domain). */
export const firmBlockSchema = z.object({
  id: z.string(),
  kind: z.enum(['company', 'firm']),
  name: z.string(),
  /** The registrable domain the block applies to (every company verified at it), when known. */
  domain: z.string().nullable(),
  createdAt: z.string(),
});
export type FirmBlock = z.infer<typeof firmBlockSchema>;

/** A firm the quant can pick to hide from (search results and the current-employer suggestion). */
export const blockCandidateSchema = z.object({
  kind: z.enum(['company', 'firm']),
  id: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
  /** Why it is suggested, e.g. "Your current job (Quant Researcher, Present)". */
  reason: z.string().optional(),
});
export type BlockCandidate = z.infer<typeof blockCandidateSchema>;

export const blocksAnswerSchema = z.object({
  blocks: z.array(firmBlockSchema),
  /** Firms matched to the companies of the quant's current jobs ('Present'), not yet blocked. */
  suggestions: z.array(blockCandidateSchema),
});
export type BlocksAnswer = z.infer<typeof blocksAnswerSchema>;

export const profileViewSchema = z.object({
  companyName: z.string(),
  companySlug: z.string(),
  lastViewedAt: z.string(),
  viewCount: z.number().int(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

export const listBlocksRoute = createRoute({
  method: 'get',
  path: '/api/quant-profile/blocks',
  summary: 'The firms the quant hides from, and suggested ones (their current employer)',
  responses: { 200: jsonAnswer(blocksAnswerSchema, 'The blocks.'), ...errorAnswers(401) },
});

export const searchBlockCandidatesRoute = createRoute({
  method: 'get',
  path: '/api/quant-profile/block-candidates',
  summary: 'Companies on the platform and reference firms whose name matches, to hide from',
  request: {
    query: z.object({
      q: z
        .string({ error: 'Type part of a firm name' })
        .trim()
        .min(BLOCK_SEARCH_MIN, `Type at least ${BLOCK_SEARCH_MIN} letters of a firm name`)
        .max(BLOCK_SEARCH_MAX, `Firm name must be at most ${BLOCK_SEARCH_MAX} characters`),
    }),
  },
  responses: {
    200: jsonAnswer(z.object({ candidates: z.array(blockCandidateSchema) }), 'At most 10 firms.'),
    ...errorAnswers(400, 401),
  },
});

export const addBlockRoute = createRoute({
  method: 'post',
  path: '/api/quant-profile/blocks',
  summary: 'Hide from a firm: it gets no trace of the profile anywhere',
  request: { headers: csrfHeaders, body: jsonBody(blockFirmSchema) },
  responses: { 200: jsonAnswer(blocksAnswerSchema, 'The blocks.'), ...errorAnswers(400, 401, 403, 404, 413) },
});

export const removeBlockRoute = createRoute({
  method: 'delete',
  path: '/api/quant-profile/blocks/{id}',
  summary: 'Stop hiding from a firm',
  request: {
    headers: csrfHeaders,
    params: z.object({ id: idParam(BLOCK_MESSAGES.notFound, 'The block id (a UUID).') }),
  },
  responses: { 200: jsonAnswer(blocksAnswerSchema, 'The blocks.'), ...errorAnswers(401, 403, 404) },
});

export const listProfileViewsRoute = createRoute({
  method: 'get',
  path: '/api/quant-profile/views',
  summary: 'Which verified companies opened the profile, and when (newest first)',
  responses: {
    200: jsonAnswer(z.object({ views: z.array(profileViewSchema) }), 'The views.'),
    ...errorAnswers(401),
  },
});
