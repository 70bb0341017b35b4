/**
 * Messages between a verified firm and a quant (issue 16). The rules that keep recruiter spam out are constants
 * here, so the server enforces and the screens explain the same numbers. No zod here (the request schemas are in
 * messages.ts); the header's unread badge takes only its poll interval, from message-poll.ts.
 */
export const MESSAGE_MAX_LENGTH = 5_000;
/** Messages per thread page, newest first (older ones load on demand). */
export const THREAD_PAGE_SIZE = 50;
/** Conversations per inbox page, most recent first. */
export const INBOX_PAGE_SIZE = 20;
/** New conversations a company may start in 24 hours (MESSAGES_NEW_CONVERSATIONS_PER_DAY overrides it). */
export const DEFAULT_NEW_CONVERSATIONS_PER_DAY = 25;
/** At most one e-mail per conversation and recipient in this time: later messages wait for the next digest. */
export const MESSAGE_MAIL_INTERVAL_MS = 15 * 60_000;
export { MESSAGE_POLL_MS } from './message-poll';
/** The inbox's preview of the last message. */
export const PREVIEW_LENGTH = 140;

/** Which party of a conversation a message (or the caller) is on. */
export const CONVERSATION_SIDES = ['quant', 'company'] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

/** Why a quant declines; the firm sees the label. */
export const DECLINE_REASONS = ['not_looking', 'pay', 'location', 'role'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  not_looking: 'Not looking right now',
  pay: 'The pay',
  location: 'The location',
  role: 'The role',
};

export const REPORT_REASONS = ['spam', 'scam', 'harassment', 'discrimination', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or mass messaging',
  scam: 'Scam or asks for money',
  harassment: 'Harassment or abuse',
  discrimination: 'Discrimination',
  other: 'Something else',
};
export const REPORT_DETAILS_MAX_LENGTH = 1_000;
/** Reports (new or added to an open one) one person sends in 24 hours: enough for real trouble, not a flood. */
export const REPORTS_PER_DAY = 10;
/** An operators' queue page. */
export const REPORTS_PAGE_SIZE = 20;
/** What an operator does with an open report; 'resolved' is the outcome of reports marked handled before actions. */
export const REPORT_ACTIONS = ['dismiss', 'warn', 'suspend_company', 'suspend_account'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const REPORT_OUTCOMES = [...REPORT_ACTIONS, 'resolved'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
export const REPORT_OUTCOME_LABELS: Record<ReportOutcome, string> = {
  dismiss: 'Dismissed',
  warn: 'Warned',
  suspend_company: 'Company suspended',
  suspend_account: 'Account suspended',
  resolved: 'Marked handled',
};
/** An action's reason is e-mailed to the people it concerns. */
export const REPORT_ACTION_REASON_MAX = 1_000;

/** Where a conversation stands: declined by the quant, or the quant blocked the company (read-only for them). */
export const CONVERSATION_STATUSES = ['open', 'declined', 'blocked'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/**
 * 5000 → '5,000', as toLocaleString('en-US') writes a whole number. Not Intl: the first Intl call builds a number
 * formatter, about 25 ms of a phone's time, for two fixed numbers.
 */
const withThousandsSeparators = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const MESSAGE_MESSAGES = {
  empty: 'Write a message first',
  tooLong: `A message can be at most ${withThousandsSeparators(MESSAGE_MAX_LENGTH)} characters`,
  notFound: 'Conversation not found',
  waitForReply: 'You have sent your first message: you can write again once they reply.',
  dailyLimit: (limit: number) =>
    `Your company has started ${limit} new conversations in the last 24 hours, the most allowed. Try again tomorrow.`,
  notContactable: 'This quant cannot be contacted: their profile is hidden or not shown to your company.',
  applicationNotFound: 'Application not found',
  recipientRequired: 'Choose who to write to: a quant profile or an application',
  ownCompany: 'You cannot start a conversation with a member of your own company.',
  alreadyStarted: 'You already have a conversation with them: open it from your messages.',
  quantStartsOnlyAboutApplications: 'Quants start a conversation only about one of their own applications.',
  offerRequired: 'A firm’s first message says the role, the pay, the location and the next step',
  offerNotForQuants: 'Only a firm’s first message carries a role and pay',
  declined: 'They declined this conversation, so you cannot write again unless they do.',
  blocked: 'You blocked this company: unblock it under Hide from specific firms on your profile to write again.',
  notYourSide: 'Only the quant in this conversation can do that.',
  alreadyDeclined: 'You already declined this conversation.',
  roleTitle: 'Name the role (2–120 characters)',
  roleCategory: 'Choose the kind of role',
  level: 'Choose the level',
  region: 'Choose the region',
  location: 'Say where the role is, or tick Remote',
  nextStep: 'Say what happens next (3–200 characters)',
  reportReason: 'Choose why you report this conversation',
  reportDetails: `Details can be at most ${withThousandsSeparators(REPORT_DETAILS_MAX_LENGTH)} characters`,
  declineReason: 'Choose one of the reasons, or none',
  reportNotFound: 'Report not found',
  actionReason: `Give the reason the person will be told (1–${withThousandsSeparators(REPORT_ACTION_REASON_MAX)} characters)`,
  action: 'Choose dismiss, warn, suspend the company or suspend the account',
  alreadyHandled: 'This report was already handled by an operator; nothing was changed.',
  conversationGone: 'The reported conversation no longer exists, so only dismissing is possible.',
  noFirmAuthor: 'No firm member wrote in this conversation, so there is no account to suspend; suspend the company.',
  personGone: 'The reported account no longer exists.',
  reportsPerDay: `You sent ${REPORTS_PER_DAY} reports in the last 24 hours, the most we take from one person. Operators are reading them; you can report again tomorrow.`,
  cursor: 'That page of messages does not exist',
} as const;

/** The inbox's one-line preview of a message. */
export function previewOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line;
}
