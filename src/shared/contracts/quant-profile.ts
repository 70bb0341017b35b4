import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  basicInfoSchema,
  educationListSchema,
  experienceListSchema,
  skillsSchema,
  visibilitySchema,
} from '../quant-profile';
import { csrfHeaders, errorAnswers, jsonAnswer, jsonBody } from './common';

/** Spec §3 "Education entry"; stored as a JSON list on the quant profile. */
export const educationEntryAnswerSchema = z.object({
  school: z.string(),
  degree: z.string(),
  field: z.string(),
  fromYear: z.string(),
  toYear: z.string(),
  description: z.string(),
});
export type EducationEntry = z.infer<typeof educationEntryAnswerSchema>;

/** Spec §3 "Experience entry": dates as MM/YYYY, the end date may be 'Present'. */
export const experienceEntryAnswerSchema = z.object({
  jobTitle: z.string(),
  company: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  description: z.string(),
});
export type ExperienceEntry = z.infer<typeof experienceEntryAnswerSchema>;

/** Project preferences of the wizard's side card (saved with the basic step; firm-side search uses them). */
export const projectPreferencesSchema = z.object({ remote: z.boolean(), fullTime: z.boolean(), contract: z.boolean() });
export type ProjectPreferences = z.infer<typeof projectPreferencesSchema>;

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
  /** ISO timestamp of the last save, or null without a profile. */
  updatedAt: z.string().nullable(),
});
export type QuantProfileView = z.infer<typeof quantProfileViewSchema>;

export const visibilityStateSchema = z.object({ isVisible: z.boolean(), hasQuantProfile: z.boolean() });
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
    200: jsonAnswer(z.object({ isVisible: z.boolean() }), 'The new visibility.'),
    ...errorAnswers(400, 401, 403, 413),
  },
});
