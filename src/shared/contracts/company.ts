import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { pageNumberSchema } from '../pagination';
import {
  COMPANY_INVITATIONS_PER_ADDRESS_PER_DAY,
  COMPANY_INVITATIONS_PER_DAY,
  COMPANY_CATEGORIES,
  COMPANY_MESSAGES,
  COMPANY_ROLES,
  COMPANY_SIZE_BANDS,
  companyInputSchema,
  companySlugSchema,
  invitationInputSchema,
  invitationTokenSchema,
  reviewDecisionSchema,
  transferOwnershipSchema,
  VERIFICATION_STATES,
} from '../company';
import { payRangeSchema } from '../pay';
import { csrfHeaders, errorAnswers, fileField, idParam, jsonAnswer, jsonBody } from './common';

const verificationSchema = z.object({
  state: z.enum(VERIFICATION_STATES),
  via: z.enum(['domain', 'operator']).nullable(),
  verifiedAt: z.string().nullable(),
  /** An operator's reason, shown to the company's members when the state is rejected. */
  rejectionReason: z.string().nullable(),
  /** Why the members' e-mail does not verify the company (null once verified): what the owner is told to do. */
  unproved: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('no_domain') }),
      z.object({ kind: z.literal('free_mail_website'), domain: z.string() }),
      z.object({
        kind: z.literal('claims_firm'),
        domain: z.string(),
        firm: z.object({ name: z.string(), domain: z.string() }),
      }),
      z.object({ kind: z.literal('no_member_at_domain'), domain: z.string(), personalAddresses: z.boolean() }),
    ])
    .nullable(),
});

/** What a company shows of itself on its public page. */
export const publicCompanySchema = z.object({
  slug: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  category: z.enum(COMPANY_CATEGORIES).nullable(),
  sizeBand: z.enum(COMPANY_SIZE_BANDS).nullable(),
  headquarters: z.string().nullable(),
  offices: z.array(z.string()),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
});

/** The caller's own company, as its members see it. */
export const myCompanySchema = publicCompanySchema.extend({
  id: z.string(),
  domain: z.string().nullable(),
  role: z.enum(COMPANY_ROLES),
  verification: verificationSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyCompany = z.infer<typeof myCompanySchema>;

const myCompanyAnswerSchema = z.object({ company: myCompanySchema.nullable() });

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  joinedAt: z.string(),
});
export type CompanyMember = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type CompanyInvitation = z.infer<typeof invitationSchema>;

/** Members, and for the owner the open invitations (recruiters get an empty list). */
export const membersAnswerSchema = z.object({ members: z.array(memberSchema), invitations: z.array(invitationSchema) });
export type MembersAnswer = z.infer<typeof membersAnswerSchema>;

export const invitationPreviewSchema = z.object({
  companyName: z.string(),
  /** The address the invitation was sent to: only that account can accept it. */
  email: z.string(),
  expiresAt: z.string(),
  state: z.enum(['open', 'expired', 'used']),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const publicCompanyPageSchema = z.object({
  company: publicCompanySchema,
  /** Its open internship positions on QuantLeap. */
  positions: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      location: z.string(),
      deadline: z.string().nullable(),
      pay: payRangeSchema.nullable(),
    }),
  ),
  /**
   * How the company answers applicants over the last 90 days, from real status changes; null while too few
   * applications came in to say anything.
   */
  responses: z
    .object({
      /** Applications received in the window (withdrawn before any answer not counted: nobody waited for one). */
      applications: z.number().int(),
      /** Share of those the firm answered (moved on from New), 0–1. */
      responseRate: z.number(),
      /** Median days from application to the firm's first answer, over the answered ones; null when none was. */
      medianDaysToFirstResponse: z.number().nullable(),
    })
    .nullable(),
});
export type PublicCompanyPage = z.infer<typeof publicCompanyPageSchema>;

export const companyReviewSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  domain: z.string().nullable(),
  category: z.enum(COMPANY_CATEGORIES).nullable(),
  headquarters: z.string().nullable(),
  description: z.string().nullable(),
  state: z.enum(VERIFICATION_STATES),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  /** The evidence an operator weighs. */
  evidence: z.object({
    members: z.array(z.object({ name: z.string(), email: z.string(), role: z.enum(COMPANY_ROLES) })),
    /** The website's domain is a free or personal mail provider's. */
    freeMailDomain: z.boolean(),
    /** Reference firms whose name this company's name claims, with their own domains. */
    claimedFirms: z.array(z.object({ name: z.string(), domain: z.string().nullable() })),
  }),
});
export type CompanyReview = z.infer<typeof companyReviewSchema>;

const reviewQuerySchema = z.object({
  state: z.enum(['pending', 'rejected'], { error: 'State must be pending or rejected' }).default('pending'),
  page: pageNumberSchema,
});

/** Companies per page of the operators' review queue. */
export const COMPANY_REVIEW_PAGE_SIZE = 25;

const memberParams = z.object({ userId: z.string().meta({ description: "The member's account id." }) });
const invitationParams = z.object({
  id: idParam(COMPANY_MESSAGES.invitationNotFound, 'The invitation id (a UUID).'),
});
const companyIdParams = z.object({ id: idParam(COMPANY_MESSAGES.companyNotFound, 'The company id (a UUID).') });

export const getMyCompanyRoute = createRoute({
  method: 'get',
  path: '/api/company',
  summary: 'The company the signed-in user acts for, with their role (null when they belong to none)',
  responses: { 200: jsonAnswer(myCompanyAnswerSchema, 'The company.'), ...errorAnswers(401, 403) },
});

export const createCompanyRoute = createRoute({
  method: 'post',
  path: '/api/company',
  summary: 'Create a company; the caller becomes its owner (verified at once when their e-mail proves the domain)',
  request: { headers: csrfHeaders, body: jsonBody(companyInputSchema) },
  responses: {
    201: jsonAnswer(z.object({ company: myCompanySchema }), 'The new company.'),
    ...errorAnswers(400, 401, 403, 409),
  },
});

export const updateCompanyRoute = createRoute({
  method: 'put',
  path: '/api/company',
  summary: "Change the company's profile (owner)",
  request: { headers: csrfHeaders, body: jsonBody(companyInputSchema) },
  responses: {
    200: jsonAnswer(z.object({ company: myCompanySchema }), 'The company.'),
    ...errorAnswers(400, 401, 403),
  },
});

export const deleteCompanyRoute = createRoute({
  method: 'delete',
  path: '/api/company',
  summary: 'Delete the company with its positions, members and invitations (owner)',
  request: { headers: csrfHeaders },
  responses: { 204: { description: 'Deleted.' }, ...errorAnswers(401, 403) },
});

export const uploadCompanyLogoRoute = createRoute({
  method: 'post',
  path: '/api/company/logo',
  summary: "Replace the company's logo (owner; stored as a 256 px WebP)",
  request: {
    headers: csrfHeaders,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ logo: fileField('A JPEG, PNG, WebP, GIF or AVIF image of at most 5 MB.') }),
        },
      },
    },
  },
  responses: {
    200: jsonAnswer(z.object({ company: myCompanySchema }), 'The company with its new logo.'),
    ...errorAnswers(400, 401, 403, 413),
  },
});

export const listMembersRoute = createRoute({
  method: 'get',
  path: '/api/company/members',
  summary: "The company's members, and its open invitations for the owner",
  responses: { 200: jsonAnswer(membersAnswerSchema, 'Members, owner first.'), ...errorAnswers(401, 403) },
});

export const removeMemberRoute = createRoute({
  method: 'delete',
  path: '/api/company/members/{userId}',
  summary: 'Remove a recruiter from the company (owner)',
  request: { headers: csrfHeaders, params: memberParams },
  responses: { 204: { description: 'Removed.' }, ...errorAnswers(400, 401, 403, 404) },
});

export const leaveCompanyRoute = createRoute({
  method: 'post',
  path: '/api/company/leave',
  summary: 'Leave the company (recruiters; the owner hands ownership over first)',
  request: { headers: csrfHeaders },
  responses: { 204: { description: 'Left.' }, ...errorAnswers(401, 403, 409) },
});

export const transferOwnershipRoute = createRoute({
  method: 'post',
  path: '/api/company/owner',
  summary: 'Hand ownership to another member (owner); the caller becomes a recruiter',
  request: { headers: csrfHeaders, body: jsonBody(transferOwnershipSchema) },
  responses: {
    200: jsonAnswer(z.object({ company: myCompanySchema }), 'The company as the caller now sees it.'),
    ...errorAnswers(400, 401, 403, 404),
  },
});

export const inviteMemberRoute = createRoute({
  method: 'post',
  path: '/api/company/invitations',
  summary: `Invite a recruiter by e-mail (owner): a one-time link valid 7 days; at most ${COMPANY_INVITATIONS_PER_DAY} a day per company and ${COMPANY_INVITATIONS_PER_ADDRESS_PER_DAY} per address`,
  request: { headers: csrfHeaders, body: jsonBody(invitationInputSchema) },
  responses: {
    201: jsonAnswer(z.object({ invitation: invitationSchema }), 'The invitation (sent).'),
    ...errorAnswers(400, 401, 403, 409, 429),
  },
});

export const revokeInvitationRoute = createRoute({
  method: 'delete',
  path: '/api/company/invitations/{id}',
  summary: 'Withdraw an open invitation (owner)',
  request: { headers: csrfHeaders, params: invitationParams },
  responses: { 204: { description: 'Withdrawn.' }, ...errorAnswers(401, 403, 404) },
});

export const previewInvitationRoute = createRoute({
  method: 'post',
  path: '/api/company-invitations/preview',
  summary: 'What an invitation link is for (the token travels in the body, never in a logged address)',
  request: { headers: csrfHeaders, body: jsonBody(invitationTokenSchema) },
  responses: { 200: jsonAnswer(invitationPreviewSchema, 'The invitation.'), ...errorAnswers(400, 403, 404) },
});

export const acceptInvitationRoute = createRoute({
  method: 'post',
  path: '/api/company-invitations/accept',
  summary: 'Accept an invitation with the account it was sent to',
  request: { headers: csrfHeaders, body: jsonBody(invitationTokenSchema) },
  responses: {
    200: jsonAnswer(z.object({ company: myCompanySchema }), 'The company joined.'),
    ...errorAnswers(400, 401, 403, 404, 409),
  },
});

export const getPublicCompanyRoute = createRoute({
  method: 'get',
  path: '/api/companies/{slug}',
  summary: "A verified company's public page: its profile and open positions",
  request: { params: companySlugSchema },
  responses: { 200: jsonAnswer(publicCompanyPageSchema, 'The company.'), ...errorAnswers(404) },
});

export const listCompanyReviewsRoute = createRoute({
  method: 'get',
  path: '/api/company-reviews',
  summary: 'Companies waiting for an operator (or rejected), with the evidence (operators)',
  request: { query: reviewQuerySchema },
  responses: {
    200: jsonAnswer(
      z.object({
        companies: z.array(companyReviewSchema),
        page: z.number().int(),
        pageSize: z.number().int(),
        /** Every company in the state, across pages: the queue never hides one. */
        total: z.number().int(),
      }),
      'One page, oldest first.',
    ),
    ...errorAnswers(400, 401, 403),
  },
});

export const decideCompanyReviewRoute = createRoute({
  method: 'post',
  path: '/api/company-reviews/{id}',
  summary: 'Approve or reject a company (operators); the owner is told by e-mail',
  request: { headers: csrfHeaders, params: companyIdParams, body: jsonBody(reviewDecisionSchema) },
  responses: {
    200: jsonAnswer(z.object({ company: companyReviewSchema }), 'The company after the decision.'),
    ...errorAnswers(400, 401, 403, 404),
  },
});
