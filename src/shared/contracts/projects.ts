import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  BUDGET_TYPES,
  DURATION_UNITS,
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  FIELDS_OF_STUDY,
  INVITATION_MESSAGES,
  declineProposalSchema,
  leapMarketQuerySchema,
  myProposalsQuerySchema,
  POSTING_PLANS,
  PROJECT_CATEGORIES,
  PROJECT_MESSAGES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  PROJECT_VISIBILITIES,
  projectDraftSchema,
  projectInvitationInputSchema,
  projectProposalsQuerySchema,
  PROPOSAL_DECLINE_REASONS,
  PROPOSAL_MESSAGES,
  PROPOSAL_STATUSES,
  proposalInputSchema,
  WORK_TYPES,
} from '../projects';
import { csrfHeaders, errorAnswers, idParam, jsonAnswer, jsonBody } from './common';

/**
 * Projects and LeapMarket (issue 17). Firm routes (/api/projects) act for the caller's company as
 * platform/company-access.ts decides it; LeapMarket (/api/leap-market) is open to visitors.
 */

const budget = z.object({ type: z.enum(BUDGET_TYPES), min: z.number().int(), max: z.number().int() });
const duration = z.object({ value: z.number().int(), unit: z.enum(DURATION_UNITS) });
const milestone = z.object({ title: z.string(), description: z.string(), amount: z.number().int().nullable() });

/** A project as its company's members see it (every field of the draft, and where its listing stands). */
export const ownProjectSchema = z.object({
  id: z.string(),
  status: z.enum(PROJECT_STATUSES),
  title: z.string(),
  description: z.string(),
  summary: z.string(),
  skills: z.array(z.string()),
  projectType: z.enum(PROJECT_TYPES).nullable(),
  category: z.enum(PROJECT_CATEGORIES).nullable(),
  duration: duration.nullable(),
  completionDate: z.string().nullable(),
  budget: budget.nullable(),
  milestones: z.array(milestone),
  minExperience: z.enum(EXPERIENCE_LEVELS).nullable(),
  education: z.enum(EDUCATION_LEVELS).nullable(),
  fieldOfStudy: z.enum(FIELDS_OF_STUDY).nullable(),
  additionalRequirements: z.string(),
  workType: z.enum(WORK_TYPES),
  visibility: z.enum(PROJECT_VISIBILITIES),
  nda: z.boolean(),
  plan: z.enum(POSTING_PLANS),
  featured: z.boolean(),
  urgent: z.boolean(),
  publishedAt: z.string().nullable(),
  /** When the listing closes itself (published projects). */
  expiresAt: z.string().nullable(),
  renewedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Whether Renew is offered now: published, in its last days, not renewed before. */
  canRenew: z.boolean(),
  /** What publishing still needs, by field; empty when it can be published. */
  publishProblems: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Proposals on it that were not withdrawn (the dashboard). Always sent by the server; optional in the type only
   * so screens' fixtures written before proposals still check.
   */
  proposalCount: z.number().int().optional(),
});
export type OwnProject = z.infer<typeof ownProjectSchema>;

export const ownProjectsSchema = z.object({
  projects: z.array(ownProjectSchema),
  /** Published, open projects (the dashboard's Active Projects). */
  activeCount: z.number().int(),
});
export type OwnProjects = z.infer<typeof ownProjectsSchema>;

const company = z.object({ name: z.string(), slug: z.string(), logoUrl: z.string().nullable() });

/** A project as LeapMarket lists it. NDA projects show their summary, never the description. */
export const marketProjectCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The summary (NDA projects) or the description's first 280 characters. */
  excerpt: z.string(),
  skills: z.array(z.string()),
  projectType: z.enum(PROJECT_TYPES).nullable(),
  category: z.enum(PROJECT_CATEGORIES).nullable(),
  duration: duration.nullable(),
  budget: budget,
  workType: z.enum(WORK_TYPES),
  featured: z.boolean(),
  urgent: z.boolean(),
  nda: z.boolean(),
  company,
  publishedAt: z.string(),
  expiresAt: z.string(),
});
export type MarketProjectCard = z.infer<typeof marketProjectCardSchema>;

export const marketPageSchema = z.object({
  projects: z.array(marketProjectCardSchema),
  /** Matching projects, counted up to 1,000 (`totalCapped` true beyond). */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MarketPage = z.infer<typeof marketPageSchema>;

const price = z.object({ min: z.number().int(), max: z.number().int() });

/** A proposal as the quant who sent it reads it (never anything about other quants' proposals). */
export const ownProposalSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  coverNote: z.string(),
  /** In the project's budget type: min = max for a fixed price or an hourly rate. */
  budgetType: z.enum(BUDGET_TYPES),
  price,
  startDate: z.string(),
  milestoneAmounts: z.array(z.number().int()).nullable(),
  /** Why the firm declined it (a PROPOSAL_DECLINE_REASONS key), when it did. */
  declineReason: z.enum(PROPOSAL_DECLINE_REASONS).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When its status last changed (sent, shortlisted, declined, accepted, withdrawn). */
  statusChangedAt: z.string(),
  /** The conversation accepting it opened between the firm and the quant; null until accepted. */
  conversationId: z.string().nullable(),
});
export type OwnProposal = z.infer<typeof ownProposalSchema>;

/** The quant's proposals with their projects (the quant dashboard), newest first. */
export const myProposalsSchema = z.object({
  proposals: z.array(
    ownProposalSchema.extend({
      project: z.object({ id: z.string(), title: z.string(), status: z.enum(PROJECT_STATUSES) }),
      company: z.object({ name: z.string(), slug: z.string() }),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MyProposals = z.infer<typeof myProposalsSchema>;

/** Whether the caller may send a proposal for a project now, and why not. */
export const proposingSchema = z.object({
  canPropose: z.boolean(),
  /** Null when they may; else what stops them (sign in, a quant profile, closed, own company, sent, daily limit). */
  reason: z.string().nullable(),
});

/** What a firm reads of a proposing quant: their profile summary (shared by proposing), never the e-mail. */
export const proposerSchema = z.object({
  /** Their quant profile (null if they deleted it since proposing). */
  profileId: z.string().nullable(),
  name: z.string(),
  headline: z.string().nullable(),
  skills: z.array(z.string()),
  experienceYears: z.number().int(),
  location: z.string().nullable(),
  availability: z.string().nullable(),
  hourlyRateMin: z.number().int().nullable(),
  hourlyRateMax: z.number().int().nullable(),
});

/** A proposal as the project's company reads it. */
export const firmProposalSchema = ownProposalSchema.omit({ projectId: true }).extend({ quant: proposerSchema });
export type FirmProposal = z.infer<typeof firmProposalSchema>;

export const firmProposalsSchema = z.object({
  proposals: z.array(firmProposalSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FirmProposals = z.infer<typeof firmProposalsSchema>;

/**
 * A project's page on LeapMarket. `description` is null for an NDA project until the caller accepted its notice
 * (members of the posting company always read it).
 */
export const marketProjectSchema = marketProjectCardSchema.extend({
  /** Null only on a draft, which its own company's members may preview before it has a budget or a listing. */
  budget: budget.nullable(),
  publishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  visibility: z.enum(PROJECT_VISIBILITIES),
  summary: z.string(),
  description: z.string().nullable(),
  milestones: z.array(milestone),
  completionDate: z.string().nullable(),
  minExperience: z.enum(EXPERIENCE_LEVELS).nullable(),
  education: z.enum(EDUCATION_LEVELS).nullable(),
  fieldOfStudy: z.enum(FIELDS_OF_STUDY).nullable(),
  additionalRequirements: z.string(),
  viewer: z.object({
    signedIn: z.boolean(),
    /** The caller is a member of the company that posted it. */
    ownCompany: z.boolean(),
    ndaAccepted: z.boolean(),
  }),
  /**
   * The caller's own proposal for it (null when none) and whether they may send one. Always sent by the server;
   * optional in the type only so screens' fixtures written before proposals still check.
   */
  myProposal: ownProposalSchema.nullable().optional(),
  proposing: proposingSchema.optional(),
});
export type MarketProject = z.infer<typeof marketProjectSchema>;

const projectId = idParam(PROJECT_MESSAGES.notFound, 'The project id (a UUID).');
const projectParams = z.object({ id: projectId });
const ownProjectAnswer = (description: string) => jsonAnswer(ownProjectSchema, description);

export const listOwnProjectsRoute = createRoute({
  method: 'get',
  path: '/api/projects',
  summary: "The caller's company's projects, newest first (company members)",
  responses: { 200: jsonAnswer(ownProjectsSchema, 'The projects.'), ...errorAnswers(401, 403) },
});

export const createProjectRoute = createRoute({
  method: 'post',
  path: '/api/projects',
  summary: 'Save a new project as a draft (company members; unverified companies too)',
  request: { headers: csrfHeaders, body: jsonBody(projectDraftSchema) },
  responses: { 201: ownProjectAnswer('The draft.'), ...errorAnswers(400, 401, 403) },
});

export const getOwnProjectRoute = createRoute({
  method: 'get',
  path: '/api/projects/{id}',
  summary: "One of the caller's company's projects",
  request: { params: projectParams },
  responses: { 200: ownProjectAnswer('The project.'), ...errorAnswers(401, 403, 404) },
});

export const updateProjectRoute = createRoute({
  method: 'put',
  path: '/api/projects/{id}',
  summary: 'Save changes to a project (a published one must stay publishable)',
  request: { headers: csrfHeaders, params: projectParams, body: jsonBody(projectDraftSchema) },
  responses: { 200: ownProjectAnswer('The project as saved.'), ...errorAnswers(400, 401, 403, 404, 409) },
});

export const deleteProjectRoute = createRoute({
  method: 'delete',
  path: '/api/projects/{id}',
  summary: 'Delete a draft (published projects are closed instead)',
  request: { headers: csrfHeaders, params: projectParams },
  responses: { 204: { description: 'Deleted.' }, ...errorAnswers(401, 403, 404, 409) },
});

const lifecycleRoute = (action: string, summary: string, statuses: readonly (400 | 409)[] = [409]) =>
  createRoute({
    method: 'post',
    path: `/api/projects/{id}/${action}`,
    summary,
    request: { headers: csrfHeaders, params: projectParams },
    responses: { 200: ownProjectAnswer('The project after it.'), ...errorAnswers(401, 403, 404, ...statuses) },
  });

export const publishProjectRoute = lifecycleRoute(
  'publish',
  'Publish a draft on LeapMarket for its plan’s 30 or 60 days (verified companies; 400 names what is missing)',
  [400, 409],
);
export const duplicateProjectRoute = createRoute({
  method: 'post',
  path: '/api/projects/{id}/duplicate',
  summary: 'Copy a project into a new draft',
  request: { headers: csrfHeaders, params: projectParams },
  responses: { 201: ownProjectAnswer('The new draft.'), ...errorAnswers(401, 403, 404) },
});
export const closeProjectRoute = lifecycleRoute('close', 'Close a published or in-progress project');
export const reopenProjectRoute = lifecycleRoute(
  'reopen',
  'Publish a closed project again for a new listing period (verified companies)',
  [400, 409],
);
export const renewProjectRoute = lifecycleRoute(
  'renew',
  'Extend a published listing by its plan’s period, once, in its last days (verified companies)',
);

export const listMarketProjectsRoute = createRoute({
  method: 'get',
  path: '/api/leap-market',
  summary: 'Published public projects: keyword search, filters, sort, pages of 12 (open to visitors)',
  request: { query: leapMarketQuerySchema },
  responses: { 200: jsonAnswer(marketPageSchema, 'One page of projects.'), ...errorAnswers(400, 403) },
});

export const getMarketProjectRoute = createRoute({
  method: 'get',
  path: '/api/leap-market/{id}',
  summary: "A project's page: public published projects for everyone, private ones for invited quants",
  request: { params: projectParams },
  responses: { 200: jsonAnswer(marketProjectSchema, 'The project.'), ...errorAnswers(403, 404) },
});

export const acceptProjectNdaRoute = createRoute({
  method: 'post',
  path: '/api/leap-market/{id}/nda',
  summary: "Accept an NDA project's confidentiality notice, to read its full description (signed in)",
  request: { headers: csrfHeaders, params: projectParams },
  responses: { 200: jsonAnswer(marketProjectSchema, 'The project, in full.'), ...errorAnswers(401, 403, 404, 409) },
});

const proposalParams = z.object({
  id: projectId,
  proposalId: idParam(PROPOSAL_MESSAGES.notFound, 'The proposal id (a UUID).'),
});
const ownProposalAnswer = (description: string) => jsonAnswer(ownProposalSchema, description);

export const submitProposalRoute = createRoute({
  method: 'post',
  path: '/api/leap-market/{id}/proposal',
  summary:
    'Send a proposal for a published project (signed-in quants with a quant profile; free; one per project, 10 a day)',
  request: { headers: csrfHeaders, params: projectParams, body: jsonBody(proposalInputSchema) },
  responses: { 201: ownProposalAnswer('The proposal.'), ...errorAnswers(400, 401, 403, 404, 409, 429) },
});

export const updateProposalRoute = createRoute({
  method: 'put',
  path: '/api/leap-market/{id}/proposal',
  summary: "Edit the caller's proposal while the firm has not acted on it",
  request: { headers: csrfHeaders, params: projectParams, body: jsonBody(proposalInputSchema) },
  responses: { 200: ownProposalAnswer('The proposal as saved.'), ...errorAnswers(400, 401, 403, 404, 409) },
});

export const withdrawProposalRoute = createRoute({
  method: 'delete',
  path: '/api/leap-market/{id}/proposal',
  summary: "Withdraw the caller's proposal (until accepted or declined; it cannot be sent again)",
  request: { headers: csrfHeaders, params: projectParams },
  responses: { 200: ownProposalAnswer('The withdrawn proposal.'), ...errorAnswers(401, 403, 404, 409) },
});

export const listMyProposalsRoute = createRoute({
  method: 'get',
  path: '/api/my-proposals',
  summary: "The caller's proposals with their projects, newest first, pages of 20 (signed-in quants)",
  request: { query: myProposalsQuerySchema },
  responses: { 200: jsonAnswer(myProposalsSchema, 'One page of proposals.'), ...errorAnswers(400, 401, 403) },
});

export const listProjectProposalsRoute = createRoute({
  method: 'get',
  path: '/api/projects/{id}/proposals',
  summary:
    "A project's proposals with each quant's profile summary, newest first, pages of 20, by status (verified company members)",
  request: { params: projectParams, query: projectProposalsQuerySchema },
  responses: {
    200: jsonAnswer(firmProposalsSchema, 'One page of proposals.'),
    ...errorAnswers(400, 401, 403, 404),
  },
});

const proposalActionAnswers = {
  200: jsonAnswer(firmProposalSchema, 'The proposal after it.'),
  ...errorAnswers(400, 401, 403, 404, 409),
};

const proposalActionRoute = (action: string, summary: string) =>
  createRoute({
    method: 'post',
    path: `/api/projects/{id}/proposals/{proposalId}/${action}`,
    summary,
    request: { headers: csrfHeaders, params: proposalParams },
    responses: proposalActionAnswers,
  });

export const shortlistProposalRoute = proposalActionRoute(
  'shortlist',
  'Shortlist a sent proposal (verified companies)',
);
/** Declared whole (not through proposalActionRoute) so its body keeps its type for the web client. */
export const declineProposalRoute = createRoute({
  method: 'post',
  path: '/api/projects/{id}/proposals/{proposalId}/decline',
  summary: 'Decline a proposal with a reason the quant sees (verified companies)',
  request: { headers: csrfHeaders, params: proposalParams, body: jsonBody(declineProposalSchema) },
  responses: proposalActionAnswers,
});
export const acceptProposalRoute = proposalActionRoute(
  'accept',
  'Accept a proposal: the project goes in progress and a conversation opens with the quant (verified companies; other proposals are not declined)',
);

/** An invited quant as the firm reads them: their talent-directory summary, never an e-mail. */
export const firmInvitationSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  headline: z.string().nullable(),
  invitedAt: z.string(),
  /** They sent a proposal for the project (in any status); their invitation can then no longer be withdrawn. */
  proposed: z.boolean(),
});
export type FirmInvitation = z.infer<typeof firmInvitationSchema>;

/**
 * The quants the company invited to a project, newest first (at most 200). Only quants the company may still see
 * in the talent directory are listed: one who has since hidden their profile or blocked the firm is left out.
 */
export const projectInvitationsSchema = z.object({ invitations: z.array(firmInvitationSchema) });
export type ProjectInvitations = z.infer<typeof projectInvitationsSchema>;

export const invitationAnswerSchema = z.object({
  invitation: firmInvitationSchema,
  /** True when the quant was invited (and e-mailed) before, including an invitation withdrawn since and now restored: nothing is sent again. */
  alreadyInvited: z.boolean(),
});
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;

/** A project the signed-in quant is invited to and can open now (published, open, its company verified). */
export const myProjectInvitationSchema = z.object({
  project: z.object({
    id: z.string(),
    title: z.string(),
    visibility: z.enum(PROJECT_VISIBILITIES),
    nda: z.boolean(),
    budget,
  }),
  company: z.object({ name: z.string(), slug: z.string() }),
  invitedAt: z.string(),
});
export type MyProjectInvitation = z.infer<typeof myProjectInvitationSchema>;

export const myProjectInvitationsSchema = z.object({ invitations: z.array(myProjectInvitationSchema) });
export type MyProjectInvitations = z.infer<typeof myProjectInvitationsSchema>;

const invitationParams = z.object({
  id: projectId,
  profileId: idParam(INVITATION_MESSAGES.notFound, "The invited quant's profile id (a UUID)."),
});

export const inviteToProjectRoute = createRoute({
  method: 'post',
  path: '/api/projects/{id}/invitations',
  summary:
    'Invite a quant the company may see in the talent directory to an open project; they are e-mailed (verified companies; 50 a day; inviting again sends nothing)',
  request: { headers: csrfHeaders, params: projectParams, body: jsonBody(projectInvitationInputSchema) },
  responses: {
    201: jsonAnswer(invitationAnswerSchema, 'The new invitation.'),
    200: jsonAnswer(invitationAnswerSchema, 'The invitation sent before (nothing sent again).'),
    ...errorAnswers(400, 401, 403, 404, 409, 429),
  },
});

export const listProjectInvitationsRoute = createRoute({
  method: 'get',
  path: '/api/projects/{id}/invitations',
  summary: "The quants invited to one of the company's projects, newest first (verified companies)",
  request: { params: projectParams },
  responses: {
    200: jsonAnswer(projectInvitationsSchema, 'The invitations.'),
    ...errorAnswers(401, 403, 404),
  },
});

export const withdrawProjectInvitationRoute = createRoute({
  method: 'delete',
  path: '/api/projects/{id}/invitations/{profileId}',
  summary:
    'Withdraw an invitation: a private project no longer shows to that quant (refused once they sent a proposal)',
  request: { headers: csrfHeaders, params: invitationParams },
  responses: { 204: { description: 'Withdrawn.' }, ...errorAnswers(401, 403, 404, 409) },
});

export const listMyProjectInvitationsRoute = createRoute({
  method: 'get',
  path: '/api/my-project-invitations',
  summary: 'The projects the signed-in user is invited to and can open now, newest first (at most 20)',
  responses: {
    200: jsonAnswer(myProjectInvitationsSchema, 'The invitations.'),
    ...errorAnswers(401),
  },
});
