import { z } from 'zod';
import { oneLine } from './one-line';
import { COMPENSATION_LEVELS, COMPENSATION_REGIONS, COMPENSATION_ROLES } from './compensation';
import { offerPaySchema } from './pay';
import {
  CONVERSATION_SIDES,
  DECLINE_REASONS,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MESSAGES,
  REPORT_ACTION_REASON_MAX,
  REPORT_ACTIONS,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
} from './message-rules';

export * from './message-rules';

/** A message's text: trimmed, 1–5,000 characters, plain text (shown escaped; links are made clickable, never fetched). */
export const messageBodySchema = z
  .string({ error: MESSAGE_MESSAGES.empty })
  .trim()
  .min(1, MESSAGE_MESSAGES.empty)
  .max(MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES.tooLong);

/**
 * The structured part of a firm's first message: the quant sees what is on offer before reading any pitch. The
 * role's kind, level and region name the compensation group whose benchmark is shown beside the pay.
 */
export const offerSchema = z
  .object({
    roleTitle: oneLine(
      z
        .string({ error: MESSAGE_MESSAGES.roleTitle })
        .trim()
        .min(2, MESSAGE_MESSAGES.roleTitle)
        .max(120, MESSAGE_MESSAGES.roleTitle),
    ),
    roleCategory: z.enum(COMPENSATION_ROLES, { error: MESSAGE_MESSAGES.roleCategory }),
    level: z.enum(COMPENSATION_LEVELS, { error: MESSAGE_MESSAGES.level }),
    region: z.enum(COMPENSATION_REGIONS, { error: MESSAGE_MESSAGES.region }),
    remote: z.boolean({ error: MESSAGE_MESSAGES.location }),
    location: oneLine(
      z.string({ error: MESSAGE_MESSAGES.location }).trim().max(120, MESSAGE_MESSAGES.location),
    ).default(''),
    pay: offerPaySchema,
    nextStep: oneLine(
      z
        .string({ error: MESSAGE_MESSAGES.nextStep })
        .trim()
        .min(3, MESSAGE_MESSAGES.nextStep)
        .max(200, MESSAGE_MESSAGES.nextStep),
    ),
  })
  .superRefine((offer, context) => {
    if (!offer.remote && offer.location.length < 2)
      context.addIssue({ code: 'custom', path: ['location'], message: MESSAGE_MESSAGES.location });
  });
export type Offer = z.output<typeof offerSchema>;
export type OfferInput = z.input<typeof offerSchema>;

/** Who a conversation is started with: a quant profile (from the directory) or an application. */
export const recipientSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('profile'), profileId: z.uuid(MESSAGE_MESSAGES.notContactable) }),
    z.object({ kind: z.literal('application'), applicationId: z.uuid(MESSAGE_MESSAGES.applicationNotFound) }),
  ],
  { error: MESSAGE_MESSAGES.recipientRequired },
);
export type Recipient = z.output<typeof recipientSchema>;

/**
 * Starting a conversation. `as` says which hat the caller wears (an account may be a quant and a firm member):
 * a company writes to a profile or an applicant with an offer; a quant writes about their own application.
 */
export const startConversationSchema = z
  .object({
    as: z.enum(CONVERSATION_SIDES, { error: 'Say whether you write as a quant or for your company' }),
    to: recipientSchema,
    offer: offerSchema.optional(),
    body: messageBodySchema,
  })
  .superRefine((input, context) => {
    if (input.as === 'company' && !input.offer)
      context.addIssue({ code: 'custom', path: ['offer'], message: MESSAGE_MESSAGES.offerRequired });
    if (input.as === 'quant' && input.offer)
      context.addIssue({ code: 'custom', path: ['offer'], message: MESSAGE_MESSAGES.offerNotForQuants });
    if (input.as === 'quant' && input.to.kind !== 'application')
      context.addIssue({ code: 'custom', path: ['to'], message: MESSAGE_MESSAGES.quantStartsOnlyAboutApplications });
  });
export type StartConversation = z.output<typeof startConversationSchema>;

export const sendMessageSchema = z.object({ body: messageBodySchema });

export const declineSchema = z.object({
  reason: z.enum(DECLINE_REASONS, { error: MESSAGE_MESSAGES.declineReason }).nullable().default(null),
});

export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: MESSAGE_MESSAGES.reportReason }),
  details: z
    .string({ error: MESSAGE_MESSAGES.reportDetails })
    .trim()
    .max(REPORT_DETAILS_MAX_LENGTH, MESSAGE_MESSAGES.reportDetails)
    .default(''),
});

/** An operator's action on a report, with its reason: trimmed, 1–1,000 characters, e-mailed to the people concerned. */
export const reportActionSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: MESSAGE_MESSAGES.action }),
  reason: z
    .string({ error: MESSAGE_MESSAGES.actionReason })
    .trim()
    .min(1, MESSAGE_MESSAGES.actionReason)
    .max(REPORT_ACTION_REASON_MAX, MESSAGE_MESSAGES.actionReason),
});

/** A message id as the API spells it: the decimal of a positive 64-bit identity. */
/** The largest message id there can be (PostgreSQL's bigint), as text: digits of one length compare as numbers. */
const MAX_MESSAGE_ID = '9223372036854775807';
const messageCursor = z
  .string()
  .regex(/^[1-9][0-9]{0,18}$/, MESSAGE_MESSAGES.cursor)
  .refine((cursor) => cursor.length < MAX_MESSAGE_ID.length || cursor <= MAX_MESSAGE_ID, MESSAGE_MESSAGES.cursor)
  .optional();

/** A thread page: the newest messages, or those older than `before`. */
export const threadQuerySchema = z.object({ before: messageCursor });

/** An inbox page: the most recent conversations, or those after the cursor the last page gave. */
export const inboxQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[0-9]{13}_[0-9a-f-]{36}$/, 'That page of conversations does not exist')
    .optional(),
});

/** Who a Contact or Message button is about, as a query: one of the two ids. */
export const recipientQuerySchema = z
  .object({
    as: z.enum(CONVERSATION_SIDES).default('company'),
    profileId: z.uuid(MESSAGE_MESSAGES.notContactable).optional(),
    applicationId: z.uuid(MESSAGE_MESSAGES.applicationNotFound).optional(),
  })
  .superRefine((query, context) => {
    if (!!query.profileId === !!query.applicationId)
      context.addIssue({ code: 'custom', path: ['profileId'], message: MESSAGE_MESSAGES.recipientRequired });
  });

/** The group a pay range is compared with: the offer's kind of role, level and region. */
export const offerBenchmarkQuerySchema = z.object({
  role: z.enum(COMPENSATION_ROLES, { error: MESSAGE_MESSAGES.roleCategory }),
  level: z.enum(COMPENSATION_LEVELS, { error: MESSAGE_MESSAGES.level }),
  region: z.enum(COMPENSATION_REGIONS, { error: MESSAGE_MESSAGES.region }),
});
