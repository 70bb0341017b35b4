import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications';
import {
  APPLICATION_MESSAGES,
  COVER_LETTER_MAX,
  COVER_LETTER_MIN,
  INTERNSHIP_REGIONS,
  INTERNSHIP_ROLES,
  internshipsQuerySchema,
} from '../internships';
import { bookSlotSchema } from '../interviews';
import { payRangeSchema } from '../pay';
import { calendarAnswer, csrfHeaders, errorAnswers, fileField, idParam, jsonAnswer, jsonBody } from './common';

export const internshipCardSchema = z.object({
  id: z.string(),
  kind: z.enum(['external', 'platform']),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  region: z.enum(INTERNSHIP_REGIONS),
  role: z.enum(INTERNSHIP_ROLES),
  /** YYYY-MM-DD, the last day applications are accepted; null for reference listings (ROLLING_APPLICATIONS). */
  deadline: z.string().nullable(),
  /** Open until the deadline has passed; a reference listing is open while it is listed. */
  isOpen: z.boolean(),
  description: z.string(),
  requirements: z.array(z.string()),
  /** The firm's careers page, for external listings. */
  applyUrl: z.string().nullable(),
  /** What a position on the platform pays (null for reference listings and for positions posted before pay). */
  pay: payRangeSchema.nullable(),
  /** The signed-in user's application to this position, if any. */
  myApplication: z.object({ id: z.string(), status: z.enum(APPLICATION_STATUSES) }).nullable(),
});
export type InternshipCard = z.infer<typeof internshipCardSchema>;

export const internshipLocationSchema = z.object({ location: z.string(), region: z.enum(INTERNSHIP_REGIONS) });
export type InternshipLocation = z.infer<typeof internshipLocationSchema>;

export const internshipsPageSchema = z.object({
  internships: z.array(internshipCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  /** Every location present with its region, for the Location select (narrowed to the chosen Region). */
  locations: z.array(internshipLocationSchema),
});
export type InternshipsPage = z.infer<typeof internshipsPageSchema>;

/** One of the signed-in quant's applications ("My applications" on the dashboard). */
export const myApplicationSchema = z.object({
  id: z.string(),
  /** Where it stands; a rejection shows once its undo window has passed (the firm may still take it back). */
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  statusChangedAt: z.string(),
  /** What the firm gave as the reason for a rejection, in the words the applicant is told. */
  rejection: z.string().nullable(),
  coverLetter: z.string(),
  resumeName: z.string(),
  /** False once the applicant withdrew: the file was deleted then. */
  hasResume: z.boolean(),
  /** deadline: only positions posted on the platform take applications here, and those always have one. */
  position: z.object({
    id: z.string(),
    title: z.string(),
    company: z.string(),
    location: z.string(),
    deadline: z.string().nullable(),
  }),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

const applicationIdParams = z.object({
  id: idParam(APPLICATION_MESSAGES.applicationNotFound, 'The application id (a UUID).'),
});

export const listInternshipsRoute = createRoute({
  method: 'get',
  path: '/api/internships',
  summary: 'One page of the internship finder (with the caller’s own application to each card)',
  request: { query: internshipsQuerySchema },
  responses: { 200: jsonAnswer(internshipsPageSchema, 'One page of internships.'), ...errorAnswers(400) },
});

export const listMyApplicationsRoute = createRoute({
  method: 'get',
  path: '/api/applications',
  summary: "The signed-in quant's applications",
  responses: { 200: jsonAnswer(z.array(myApplicationSchema), 'The applications, newest first.'), ...errorAnswers(401) },
});

export const applyRoute = createRoute({
  method: 'post',
  path: '/api/applications',
  summary: 'Apply to a position posted on the platform',
  request: {
    headers: csrfHeaders,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            positionId: z.string().meta({ description: 'The position id (a UUID).' }),
            coverLetter: z.string().meta({ description: `${COVER_LETTER_MIN} to ${COVER_LETTER_MAX} characters.` }),
            resume: fileField('The résumé, a PDF of at most 5 MB.'),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonAnswer(myApplicationSchema, 'The new application.'),
    ...errorAnswers(400, 401, 403, 404, 409, 413),
  },
});

export const withdrawApplicationRoute = createRoute({
  method: 'delete',
  path: '/api/applications/{id}',
  summary: 'Withdraw one of my applications',
  request: { headers: csrfHeaders, params: applicationIdParams },
  responses: { 204: { description: 'Withdrawn.' }, ...errorAnswers(401, 403, 404, 413) },
});

export const downloadResumeRoute = createRoute({
  method: 'get',
  path: '/api/applications/{id}/resume',
  summary: 'The résumé sent with one of my applications',
  request: { params: applicationIdParams },
  responses: {
    200: {
      description: 'The PDF, as an attachment.',
      content: { 'application/pdf': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
    },
    ...errorAnswers(401, 404),
  },
});

/** An interview a firm offered for one of my applications: its times, and the one I booked. */
export const myInterviewSchema = z.object({
  batchId: z.string(),
  applicationId: z.string(),
  positionTitle: z.string(),
  company: z.string(),
  durationMinutes: z.number().int(),
  location: z.string(),
  booked: z.object({ slotId: z.string(), startsAt: z.string(), endsAt: z.string() }).nullable(),
  /** Times still free (and in the future); the booked one is not among them. */
  openSlots: z.array(z.object({ id: z.string(), startsAt: z.string(), endsAt: z.string() })),
});
export type MyInterview = z.infer<typeof myInterviewSchema>;

export const listMyInterviewsRoute = createRoute({
  method: 'get',
  path: '/api/applications/interviews',
  summary: 'Interviews firms offered me, with the times still free',
  responses: { 200: jsonAnswer(z.array(myInterviewSchema), 'The interviews.'), ...errorAnswers(401) },
});

export const myInterviewCalendarRoute = createRoute({
  method: 'get',
  path: '/api/applications/{id}/interview/calendar',
  summary: 'The interview I booked for my application, as an .ics file',
  request: { params: applicationIdParams },
  responses: { 200: calendarAnswer, ...errorAnswers(401, 404) },
});

export const bookInterviewRoute = createRoute({
  method: 'post',
  path: '/api/applications/{id}/interview',
  summary: 'Book one of the offered interview times (first come, first served; picking again moves the booking)',
  request: { headers: csrfHeaders, params: applicationIdParams, body: jsonBody(bookSlotSchema) },
  responses: { 200: jsonAnswer(myInterviewSchema, 'The interview, booked.'), ...errorAnswers(400, 401, 403, 404, 409) },
});
