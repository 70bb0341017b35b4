import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  applicantsQuerySchema,
  bulkStatusChangeSchema,
  noteSchema,
  PIPELINE_MESSAGES,
  REJECTION_REASON_KEYS,
  statusChangeSchema,
} from '../applications';
import { DEGREE_LEVELS } from '../internships';
import { bulkEmailSchema, INTERVIEW_MESSAGES, interviewBatchSchema } from '../interviews';
import { calendarAnswer, csrfHeaders, errorAnswers, idParam, jsonAnswer, jsonBody } from './common';

/**
 * The applicant as the firm sees them: what they gave when applying (studies), their account profile's name and
 * skills, and experience from their quant profile only when they made it visible. Spec §3 fallbacks when missing:
 * 'Unknown User', 'No education listed', no skills, 0 years. Never their e-mail.
 */
export const applicantSchema = z.object({
  name: z.string(),
  /** One line: "MIT · Master's · class of 2027", or 'No education listed'. */
  education: z.string(),
  university: z.string().nullable(),
  degreeLevel: z.enum(DEGREE_LEVELS).nullable(),
  gpa: z.number().nullable(),
  graduationYear: z.number().int().nullable(),
  skills: z.array(z.string()),
  experienceYears: z.number().int(),
});

/** One application in the board's list. */
export const applicationSummarySchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  statusChangedAt: z.string(),
  /** When the firm first moved it on from New (the response clock stops); null while it waits. */
  firstResponseAt: z.string().nullable(),
  /** Left New for 14 days or more: highlighted to the firm. */
  overdue: z.boolean(),
  position: z.object({ id: z.string(), title: z.string() }),
  applicant: applicantSchema,
  rejection: z
    .object({
      reason: z.enum(REJECTION_REASON_KEYS),
      label: z.string(),
      /** Until when the rejection can be undone (the applicant is told then); null once told. */
      undoUntil: z.string().nullable(),
    })
    .nullable(),
  noteCount: z.number().int(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationsPageSchema = z.object({
  applications: z.array(applicationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type ApplicationsPage = z.infer<typeof applicationsPageSchema>;

export const applicationNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

/** One application in full, for its detail view. */
export const applicationDetailSchema = applicationSummarySchema.extend({
  coverLetter: z.string(),
  resumeName: z.string(),
  /** False once the applicant withdrew (the file was deleted). */
  hasResume: z.boolean(),
  /** The applicant's quant profile, only when they made it visible to firms. */
  quantProfile: z
    .object({
      title: z.string().nullable(),
      location: z.string().nullable(),
      bio: z.string().nullable(),
      experienceYears: z.number().int(),
      skills: z.array(z.string()),
    })
    .nullable(),
  notes: z.array(applicationNoteSchema),
  history: z.array(
    z.object({
      fromStatus: z.enum(APPLICATION_STATUSES),
      toStatus: z.enum(APPLICATION_STATUSES),
      reason: z.string().nullable(),
      actorName: z.string(),
      at: z.string(),
    }),
  ),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** Spec §3 "University statistic", derived from the applications' universities and degree levels. */
export const universityStatisticSchema = z.object({
  university: z.string(),
  studentCount: z.number().int(),
  phdCount: z.number().int(),
  mastersCount: z.number().int(),
  bachelorsCount: z.number().int(),
});
export type UniversityStatistic = z.infer<typeof universityStatisticSchema>;

/** The board's analytics card, counted from the company's real applications. */
export const boardAnalyticsSchema = z.object({
  total: z.number().int(),
  newThisWeek: z.number().int(),
  /** Moved on from New at least once by the firm. */
  reviewed: z.number().int(),
  /** Shortlisted now, or further along (Interviewed, Offered). */
  shortlisted: z.number().int(),
  /** Waiting in New for 14 days or more. */
  overdue: z.number().int(),
});
export type BoardAnalytics = z.infer<typeof boardAnalyticsSchema>;

const applicationParams = z.object({ id: idParam(PIPELINE_MESSAGES.notFound, 'The application id (a UUID).') });
const summaryAnswer = (description: string) => jsonAnswer(applicationSummarySchema, description);

export const listApplicantsRoute = createRoute({
  method: 'get',
  path: '/api/internship-board/applications',
  summary: "One page of the applications to the company's positions, filtered and sorted (verified company members)",
  request: { query: applicantsQuerySchema },
  responses: { 200: jsonAnswer(applicationsPageSchema, 'One page.'), ...errorAnswers(400, 401, 403, 404) },
});

export const exportApplicantsRoute = createRoute({
  method: 'get',
  path: '/api/internship-board/applications/export',
  summary: 'Every application matching the filters as CSV, streamed (verified company members)',
  request: { query: applicantsQuerySchema },
  responses: {
    200: {
      description: 'The CSV file, as an attachment; cells that a spreadsheet would run as a formula are neutralised.',
      content: { 'text/csv': { schema: z.string() } },
    },
    ...errorAnswers(400, 401, 403, 404),
  },
});

export const getApplicationRoute = createRoute({
  method: 'get',
  path: '/api/internship-board/applications/{id}',
  summary: 'One application in full, with notes and history (verified company members)',
  request: { params: applicationParams },
  responses: { 200: jsonAnswer(applicationDetailSchema, 'The application.'), ...errorAnswers(401, 403, 404) },
});

export const downloadApplicantResumeRoute = createRoute({
  method: 'get',
  path: '/api/internship-board/applications/{id}/resume',
  summary: "The applicant's résumé (members of the company the application was sent to)",
  request: { params: applicationParams },
  responses: {
    200: {
      description: 'The PDF, as an attachment.',
      content: { 'application/pdf': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
    },
    ...errorAnswers(401, 403, 404),
  },
});

export const changeStatusRoute = createRoute({
  method: 'post',
  path: '/api/internship-board/applications/{id}/status',
  summary: 'Move one application on (a rejection needs a reason and is told after an undo window)',
  request: { headers: csrfHeaders, params: applicationParams, body: jsonBody(statusChangeSchema) },
  responses: { 200: summaryAnswer('The application.'), ...errorAnswers(400, 401, 403, 404, 409) },
});

export const bulkChangeStatusRoute = createRoute({
  method: 'post',
  path: '/api/internship-board/applications/status',
  summary: 'Move a selection of applications at once: all of them, or none',
  request: { headers: csrfHeaders, body: jsonBody(bulkStatusChangeSchema) },
  responses: {
    200: jsonAnswer(z.object({ changed: z.number().int() }), 'How many moved.'),
    ...errorAnswers(400, 401, 403, 404, 409),
  },
});

export const undoRejectionRoute = createRoute({
  method: 'post',
  path: '/api/internship-board/applications/{id}/undo-rejection',
  summary: 'Take back a rejection the applicant has not been told yet',
  request: { headers: csrfHeaders, params: applicationParams },
  responses: { 200: summaryAnswer('The application, as it was.'), ...errorAnswers(401, 403, 404, 409) },
});

export const addNoteRoute = createRoute({
  method: 'post',
  path: '/api/internship-board/applications/{id}/notes',
  summary: "Add a private note to an application (the company's members see it, the applicant never)",
  request: { headers: csrfHeaders, params: applicationParams, body: jsonBody(noteSchema) },
  responses: { 201: jsonAnswer(applicationNoteSchema, 'The note.'), ...errorAnswers(400, 401, 403, 404) },
});

export const boardAnalyticsRoute = createRoute({
  method: 'get',
  path: '/api/internship-board/analytics',
  summary: "Counts over the company's applications (verified company members)",
  responses: { 200: jsonAnswer(boardAnalyticsSchema, 'The counts.'), ...errorAnswers(401, 403) },
});

export const universitiesRoute = createRoute({
  method: 'get',
  path: '/api/internship-board/universities',
  summary: "The top 10 universities among the company's applicants, with degree counts (verified company members)",
  responses: {
    200: jsonAnswer(z.array(universityStatisticSchema), 'By applicants, most first.'),
    ...errorAnswers(401, 403),
  },
});

export const bulkEmailPreviewSchema = z.object({
  recipients: z.number().int(),
  /** How many more e-mails the company may send to applicants today. */
  remainingToday: z.number().int(),
  /** The e-mail as the first recipient reads it; null when nobody matches. */
  sample: z.object({ subject: z.string(), text: z.string() }).nullable(),
});
export type BulkEmailPreview = z.infer<typeof bulkEmailPreviewSchema>;

export const previewBulkEmailRoute = createRoute({
  method: 'post',
  path: '/api/internship-board/applications/email/preview',
  summary: 'What Email All Applicants would send, and to how many (nothing is sent)',
  request: { headers: csrfHeaders, body: jsonBody(bulkEmailSchema) },
  responses: { 200: jsonAnswer(bulkEmailPreviewSchema, 'The preview.'), ...errorAnswers(400, 401, 403, 404) },
});

export const sendBulkEmailRoute = createRoute({
  method: 'post',
  path: '/api/internship-board/applications/email',
  summary:
    'E-mail the applicants matching the filters (never withdrawn ones), through QuantLeap: their addresses stay private',
  request: { headers: csrfHeaders, body: jsonBody(bulkEmailSchema) },
  responses: {
    200: jsonAnswer(z.object({ sent: z.number().int() }), 'How many were sent.'),
    ...errorAnswers(400, 401, 403, 404, 429),
  },
});

const slotSchema = z.object({ id: z.string(), startsAt: z.string(), endsAt: z.string() });

export const interviewBatchAnswerSchema = z.object({
  id: z.string(),
  invited: z.number().int(),
  slots: z.array(slotSchema),
});
export type InterviewBatchAnswer = z.infer<typeof interviewBatchAnswerSchema>;

/** One proposed interview time of the company, booked or free (upcoming only). */
export const companyInterviewSlotSchema = z.object({
  batchId: z.string(),
  slotId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string(),
  durationMinutes: z.number().int(),
  booked: z.object({ applicationId: z.string(), applicantName: z.string() }).nullable(),
});
export type CompanyInterviewSlot = z.infer<typeof companyInterviewSlotSchema>;

export const proposeInterviewsRoute = createRoute({
  method: 'post',
  path: '/api/internship-board/interviews',
  summary: 'Propose interview times to shortlisted applicants; each picks one on their dashboard',
  request: { headers: csrfHeaders, body: jsonBody(interviewBatchSchema) },
  responses: { 201: jsonAnswer(interviewBatchAnswerSchema, 'The times.'), ...errorAnswers(400, 401, 403, 404, 409) },
});

export const interviewCalendarRoute = createRoute({
  method: 'get',
  path: '/api/internship-board/interviews/{slotId}/calendar',
  summary: 'One of the company’s booked interview times as an .ics file (verified company members)',
  request: {
    params: z.object({ slotId: idParam(INTERVIEW_MESSAGES.noBookedInterview, 'The interview time’s id (a UUID).') }),
  },
  responses: { 200: calendarAnswer, ...errorAnswers(401, 403, 404) },
});

export const listInterviewsRoute = createRoute({
  method: 'get',
  path: '/api/internship-board/interviews',
  summary: "The company's upcoming interview times and who booked each",
  responses: { 200: jsonAnswer(z.array(companyInterviewSlotSchema), 'Soonest first.'), ...errorAnswers(401, 403) },
});
