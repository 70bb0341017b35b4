import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { OFFER_PAY_PERIODS } from '../pay';
import { pageNumberSchema } from '../pagination';
import {
  CONVERSATION_SIDES,
  CONVERSATION_STATUSES,
  declineSchema,
  DECLINE_REASONS,
  inboxQuerySchema,
  MESSAGE_MESSAGES,
  offerBenchmarkQuerySchema,
  recipientQuerySchema,
  REPORT_OUTCOMES,
  REPORT_REASONS,
  reportActionSchema,
  reportSchema,
  sendMessageSchema,
  startConversationSchema,
  threadQuerySchema,
} from '../messages';
import { csrfHeaders, errorAnswers, idParam, jsonAnswer, jsonBody } from './common';

/** What QuantLeap's compensation data says about a group's base pay, in the offer's period (year, month or hour). */
export const offerBenchmarkSchema = z.object({
  count: z.number().int(),
  p25: z.number().int(),
  median: z.number().int(),
  p75: z.number().int(),
  period: z.enum(OFFER_PAY_PERIODS),
  /** The compensation data's names for the group: "Quant Researcher, Junior, EMEA". */
  group: z.string(),
});
export type OfferBenchmark = z.infer<typeof offerBenchmarkSchema>;

export const offerBenchmarkAnswerSchema = z.object({
  /** Per year, per month and per hour; null when the group has fewer than 5 entries. */
  year: offerBenchmarkSchema.nullable(),
  month: offerBenchmarkSchema.nullable(),
  hour: offerBenchmarkSchema.nullable(),
});
export type OfferBenchmarkAnswer = z.infer<typeof offerBenchmarkAnswerSchema>;

/** The card above a firm's first message: the offer as sent, and the benchmark as it stood then. */
export const offerCardSchema = z.object({
  roleTitle: z.string(),
  roleCategory: z.string(),
  level: z.string(),
  region: z.string(),
  remote: z.boolean(),
  location: z.string(),
  pay: z.object({
    period: z.enum(OFFER_PAY_PERIODS),
    min: z.number().int(),
    max: z.number().int(),
    /** A yearly salary's bonus, up to this much; absent from offers sent before bonuses existed. */
    bonus: z.number().int().nullable().optional(),
  }),
  nextStep: z.string(),
  benchmark: offerBenchmarkSchema.nullable(),
});
export type OfferCard = z.infer<typeof offerCardSchema>;

/** The other party as the caller sees them: a quant's name (never their e-mail), or a company and its member. */
export const counterpartSchema = z.object({
  name: z.string(),
  /** The company's name when the counterpart is a company; null for a quant. */
  company: z.string().nullable(),
  /** The company's public page slug (firms), or null. */
  companySlug: z.string().nullable(),
  /** The quant's headline, when the firm may see their profile; null otherwise. */
  headline: z.string().nullable(),
});
export type Counterpart = z.infer<typeof counterpartSchema>;

export const messageSchema = z.object({
  id: z.string(),
  side: z.enum(CONVERSATION_SIDES),
  /** Who wrote it: the quant, or the firm member (with the company), so members sharing a conversation tell apart. */
  authorName: z.string(),
  fromMe: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  /** The caller's side in it: an account can be a quant in one conversation and a firm member in another. */
  side: z.enum(CONVERSATION_SIDES),
  counterpart: counterpartSchema,
  /** The offer's role, or the position an application conversation is about. */
  subject: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  lastMessage: z.object({ preview: z.string(), fromMe: z.boolean(), authorName: z.string() }),
  lastMessageAt: z.string(),
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const inboxSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type Inbox = z.infer<typeof inboxSchema>;

export const unreadSchema = z.object({
  /** Messages the caller has not read, over their conversations as a quant and their company's. */
  unread: z.number().int(),
});
export type Unread = z.infer<typeof unreadSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  side: z.enum(CONVERSATION_SIDES),
  counterpart: counterpartSchema,
  subject: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  declineReason: z.enum(DECLINE_REASONS).nullable(),
  offer: offerCardSchema.nullable(),
  /** The application the conversation is about, if any. */
  application: z.object({ id: z.string(), positionTitle: z.string() }).nullable(),
  /** Whether the caller may write now, and if not, why (one message until reply, declined, blocked). */
  canSend: z.boolean(),
  cannotSendReason: z.string().nullable(),
  /** The id of the newest message the other side has read (read receipts), or null. */
  readByOtherThrough: z.string().nullable(),
  /** The newest page of messages (or the page before `before`), oldest first. */
  messages: z.array(messageSchema),
  /** Pass as `before` for the page of older messages; null when there are none. */
  olderCursor: z.string().nullable(),
  createdAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** What a Contact or Message button opens: who it is, and whether a conversation can start or already exists. */
export const recipientAnswerSchema = z.object({
  name: z.string(),
  headline: z.string().nullable(),
  /** The position, when writing about an application. */
  positionTitle: z.string().nullable(),
  /** The company's name when a quant writes about an application. */
  company: z.string().nullable(),
  existingConversationId: z.string().nullable(),
  canStart: z.boolean(),
  cannotStartReason: z.string().nullable(),
  /** New conversations the company may still start in the next 24 hours (firms), or null. */
  remainingToday: z.number().int().nullable(),
});
export type RecipientAnswer = z.infer<typeof recipientAnswerSchema>;

export const messageReportSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  reporterName: z.string(),
  reporterSide: z.enum(CONVERSATION_SIDES),
  quantName: z.string(),
  companyName: z.string(),
  createdAt: z.string(),
  /** How many times the reporter filed it while it was open (a second report adds to the first), and the last time. */
  timesReported: z.number().int(),
  lastReportedAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** What an operator did, why (as the people concerned were told) and who; null while open. */
  outcome: z
    .object({ action: z.enum(REPORT_OUTCOMES), reason: z.string(), operatorName: z.string().nullable() })
    .nullable(),
  /** The conversation's messages when it was last reported (the newest 100), oldest first. */
  messages: z.array(
    z.object({ side: z.enum(CONVERSATION_SIDES), authorName: z.string(), body: z.string(), createdAt: z.string() }),
  ),
});
export type MessageReport = z.infer<typeof messageReportSchema>;

export const messageReportPageSchema = z.object({
  reports: z.array(messageReportSchema),
  /** Every report, and the open ones among them: the queue's size however many pages it takes. */
  total: z.number().int(),
  open: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MessageReportPage = z.infer<typeof messageReportPageSchema>;

const conversationParams = z.object({ id: idParam(MESSAGE_MESSAGES.notFound, 'The conversation id (a UUID).') });
const conversationAnswer = (description: string) => jsonAnswer(conversationSchema, description);

export const getInboxRoute = createRoute({
  method: 'get',
  path: '/api/messages/conversations',
  summary: "The caller's conversations (as a quant and for their company), most recent first, with unread counts",
  request: { query: inboxQuerySchema },
  responses: { 200: jsonAnswer(inboxSchema, 'One page of conversations.'), ...errorAnswers(400, 401, 403) },
});

export const getUnreadRoute = createRoute({
  method: 'get',
  path: '/api/messages/unread',
  summary: 'How many messages the caller has not read (the header badge)',
  responses: { 200: jsonAnswer(unreadSchema, 'The count.'), ...errorAnswers(401, 403) },
});

export const getRecipientRoute = createRoute({
  method: 'get',
  path: '/api/messages/recipient',
  summary: 'Who a Contact or Message button writes to, and whether a conversation can start',
  request: { query: recipientQuerySchema },
  responses: { 200: jsonAnswer(recipientAnswerSchema, 'The recipient.'), ...errorAnswers(400, 401, 403, 404) },
});

export const getOfferBenchmarkRoute = createRoute({
  method: 'get',
  path: '/api/messages/offer-benchmark',
  summary: "QuantLeap's compensation data for an offer's role, level and region (company members)",
  request: { query: offerBenchmarkQuerySchema },
  responses: { 200: jsonAnswer(offerBenchmarkAnswerSchema, 'The benchmark.'), ...errorAnswers(400, 401, 403) },
});

export const startConversationRoute = createRoute({
  method: 'post',
  path: '/api/messages/conversations',
  summary:
    'Start a conversation: a verified firm with a visible quant or an applicant (first message with an offer), or a quant about their application',
  request: { headers: csrfHeaders, body: jsonBody(startConversationSchema) },
  responses: {
    201: conversationAnswer('The new conversation.'),
    ...errorAnswers(400, 401, 403, 404, 409, 429),
  },
});

export const getConversationRoute = createRoute({
  method: 'get',
  path: '/api/messages/conversations/{id}',
  summary: 'One conversation and a page of its messages (its two parties only)',
  request: { params: conversationParams, query: threadQuerySchema },
  responses: { 200: conversationAnswer('The conversation.'), ...errorAnswers(400, 401, 403, 404) },
});

export const sendMessageRoute = createRoute({
  method: 'post',
  path: '/api/messages/conversations/{id}/messages',
  summary: 'Write in a conversation (a firm writes once until the quant replies)',
  request: { params: conversationParams, headers: csrfHeaders, body: jsonBody(sendMessageSchema) },
  responses: {
    201: conversationAnswer('The conversation with the new message.'),
    ...errorAnswers(400, 401, 403, 404, 409),
  },
});

export const markReadRoute = createRoute({
  method: 'post',
  path: '/api/messages/conversations/{id}/read',
  summary: "Mark the conversation read up to its newest message (the other side's read receipt)",
  request: { params: conversationParams, headers: csrfHeaders },
  responses: { 200: jsonAnswer(unreadSchema, "The caller's unread count after."), ...errorAnswers(401, 403, 404) },
});

export const declineConversationRoute = createRoute({
  method: 'post',
  path: '/api/messages/conversations/{id}/decline',
  summary: 'The quant declines, with an optional reason the firm sees',
  request: { params: conversationParams, headers: csrfHeaders, body: jsonBody(declineSchema) },
  responses: { 200: conversationAnswer('The conversation.'), ...errorAnswers(400, 401, 403, 404, 409) },
});

export const blockCompanyRoute = createRoute({
  method: 'post',
  path: '/api/messages/conversations/{id}/block',
  summary: "The quant blocks the company: added to their profile's block list; the firm loses the conversation",
  request: { params: conversationParams, headers: csrfHeaders },
  responses: { 200: conversationAnswer('The conversation.'), ...errorAnswers(401, 403, 404) },
});

export const reportConversationRoute = createRoute({
  method: 'post',
  path: '/api/messages/conversations/{id}/report',
  summary: 'Report a conversation to operators, with its messages',
  request: { params: conversationParams, headers: csrfHeaders, body: jsonBody(reportSchema) },
  responses: {
    201: jsonAnswer(z.object({ ok: z.literal(true), added: z.literal(false) }), 'A new report is stored.'),
    200: jsonAnswer(
      z.object({ ok: z.literal(true), added: z.literal(true) }),
      "Added to the caller's open report of this conversation (its details appended, its messages brought up to date).",
    ),
    ...errorAnswers(400, 401, 403, 404, 429),
  },
});

export const listMessageReportsRoute = createRoute({
  method: 'get',
  path: '/api/message-reports',
  summary: 'Reported conversations, 20 a page: open ones first, longest waiting first, then handled ones (operators)',
  request: { query: z.object({ page: pageNumberSchema }) },
  responses: {
    200: jsonAnswer(messageReportPageSchema, 'One page of reports.'),
    ...errorAnswers(400, 401, 403),
  },
});

export const resolveMessageReportRoute = createRoute({
  method: 'post',
  path: '/api/message-reports/{id}/resolve',
  summary: 'Mark a report handled (operators)',
  request: {
    params: z.object({ id: idParam(MESSAGE_MESSAGES.reportNotFound, 'The report id (a UUID).') }),
    headers: csrfHeaders,
  },
  responses: { 200: jsonAnswer(messageReportSchema, 'The report.'), ...errorAnswers(401, 403, 404) },
});

export const actOnMessageReportRoute = createRoute({
  method: 'post',
  path: '/api/message-reports/{id}/action',
  summary: 'Act on an open report: dismiss, warn, suspend the company or the account, with a reason (operators)',
  request: {
    params: z.object({ id: idParam(MESSAGE_MESSAGES.reportNotFound, 'The report id (a UUID).') }),
    headers: csrfHeaders,
    body: jsonBody(reportActionSchema),
  },
  responses: {
    200: jsonAnswer(messageReportSchema, 'The report, handled.'),
    ...errorAnswers(400, 401, 403, 404, 409),
  },
});
