import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS } from '../audit';
import { pageNumberSchema } from '../pagination';
import { errorAnswers, jsonAnswer } from './common';

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable();

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  label: z.string(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  /** Null when the acting account no longer exists. */
  actor: personSchema,
  subjectPerson: personSchema,
  subjectCompany: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** A report's or compensation entry's id, when the event is about one. */
  objectId: z.string().nullable(),
  reason: z.string().nullable(),
  /** For a sign-in: the browser and system, and the address it came from. */
  device: z.string().nullable(),
  address: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: 'Choose an event from the list' }).optional(),
  actor: z.enum(AUDIT_ACTOR_KINDS, { error: 'Choose operators or account holders' }).optional(),
  q: z.string().trim().max(200, 'The search must be at most 200 characters').optional(),
  page: pageNumberSchema,
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  events: z.array(auditEntrySchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** What a person reads about their own account: never which operator acted. */
export const accountEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  label: z.string(),
  byOperators: z.boolean(),
  reason: z.string().nullable(),
  device: z.string().nullable(),
  address: z.string().nullable(),
});
export type AccountEvent = z.infer<typeof accountEventSchema>;

export const accountEventsPageSchema = z.object({
  events: z.array(accountEventSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AccountEventsPage = z.infer<typeof accountEventsPageSchema>;

export const listAuditLogRoute = createRoute({
  method: 'get',
  path: '/api/audit-log',
  summary: 'Operator actions and account security events, newest first, filtered (operators)',
  request: { query: auditQuerySchema },
  responses: { 200: jsonAnswer(auditPageSchema, 'One page of events.'), ...errorAnswers(400, 401, 403) },
});

export const listMyAccountEventsRoute = createRoute({
  method: 'get',
  path: '/api/audit-log/mine',
  summary: "The signed-in account's own security events, newest first",
  request: { query: z.object({ page: pageNumberSchema }) },
  responses: { 200: jsonAnswer(accountEventsPageSchema, 'One page of events.'), ...errorAnswers(400, 401) },
});
