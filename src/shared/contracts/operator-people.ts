import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { operatorSearchQuerySchema, SUSPENSION_MESSAGES, suspensionInputSchema } from '../operator-people';
import { csrfHeaders, errorAnswers, idParam, jsonAnswer, jsonBody } from './common';

const suspensionSchema = z
  .object({ at: z.string(), reason: z.string() })
  .nullable()
  .meta({ description: 'Null unless suspended: since when, and the reason the person was told.' });
export type Suspension = z.infer<typeof suspensionSchema>;

const verificationSchema = z.enum(['pending', 'verified', 'rejected']);
const roleSchema = z.enum(['owner', 'recruiter']);

export const personHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  suspended: z.boolean(),
});
export const companyHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  verification: verificationSchema,
  suspended: z.boolean(),
});
export const operatorSearchSchema = z.object({
  people: z.array(personHitSchema),
  companies: z.array(companyHitSchema),
  page: z.number().int(),
  /** Another page holds more people or more companies. */
  hasMore: z.boolean(),
});
export type OperatorSearch = z.infer<typeof operatorSearchSchema>;

export const personDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  isOperator: z.boolean(),
  joinedAt: z.string(),
  company: z
    .object({ id: z.string(), name: z.string(), role: roleSchema, verification: verificationSchema })
    .nullable(),
  hasQuantProfile: z.boolean(),
  suspension: suspensionSchema,
  activity: z.object({
    /** When a session of theirs last started or was extended; null when they never signed in. */
    lastSeenAt: z.string().nullable(),
    activeSessions: z.number().int(),
    applications: z.number().int(),
    messagesSent: z.number().int(),
  }),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

export const companyDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  website: z.string().nullable(),
  verification: verificationSchema,
  createdAt: z.string(),
  suspension: suspensionSchema,
  members: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), role: roleSchema })),
  positions: z.number().int(),
  projects: z.number().int(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

const personParams = z.object({ id: z.string().min(1).max(200).meta({ description: "The person's account id." }) });
const companyParams = z.object({ id: idParam(SUSPENSION_MESSAGES.companyNotFound, 'The company id (a UUID).') });

export const searchPeopleRoute = createRoute({
  method: 'get',
  path: '/api/operator-people/search',
  summary: 'Find people and companies by e-mail or name (operators)',
  request: { query: operatorSearchQuerySchema },
  responses: { 200: jsonAnswer(operatorSearchSchema, 'One page of each.'), ...errorAnswers(400, 401, 403) },
});

export const getPersonRoute = createRoute({
  method: 'get',
  path: '/api/operator-people/people/{id}',
  summary: 'One person: roles, verification, suspension and recent activity (operators)',
  request: { params: personParams },
  responses: { 200: jsonAnswer(personDetailSchema, 'The person.'), ...errorAnswers(401, 403, 404) },
});

export const suspendPersonRoute = createRoute({
  method: 'post',
  path: '/api/operator-people/people/{id}/suspension',
  summary: 'Suspend an account with a reason the person is told by e-mail (operators)',
  request: { headers: csrfHeaders, params: personParams, body: jsonBody(suspensionInputSchema) },
  responses: { 200: jsonAnswer(personDetailSchema, 'The person, suspended.'), ...errorAnswers(400, 401, 403, 404) },
});

export const restorePersonRoute = createRoute({
  method: 'delete',
  path: '/api/operator-people/people/{id}/suspension',
  summary: 'Restore a suspended account (operators)',
  request: { headers: csrfHeaders, params: personParams },
  responses: { 200: jsonAnswer(personDetailSchema, 'The person, restored.'), ...errorAnswers(401, 403, 404) },
});

export const getOperatorCompanyRoute = createRoute({
  method: 'get',
  path: '/api/operator-people/companies/{id}',
  summary: 'One company: members, verification, suspension, positions and projects (operators)',
  request: { params: companyParams },
  responses: { 200: jsonAnswer(companyDetailSchema, 'The company.'), ...errorAnswers(401, 403, 404) },
});

export const suspendCompanyRoute = createRoute({
  method: 'post',
  path: '/api/operator-people/companies/{id}/suspension',
  summary: 'Suspend a company with a reason its members are told by e-mail (operators)',
  request: { headers: csrfHeaders, params: companyParams, body: jsonBody(suspensionInputSchema) },
  responses: {
    200: jsonAnswer(companyDetailSchema, 'The company, suspended.'),
    ...errorAnswers(400, 401, 403, 404),
  },
});

export const restoreCompanyRoute = createRoute({
  method: 'delete',
  path: '/api/operator-people/companies/{id}/suspension',
  summary: 'Restore a suspended company (operators)',
  request: { headers: csrfHeaders, params: companyParams },
  responses: { 200: jsonAnswer(companyDetailSchema, 'The company, restored.'), ...errorAnswers(401, 403, 404) },
});
