import { z } from 'zod';
import { oneLine } from './one-line';

/** What the operators' inbox lists: waitlist entries and contact messages ('general'), and newsletter addresses. */
export const INBOX_SUBMISSION_TYPES = ['waitlist', 'general'] as const;
export type InboxSubmissionType = (typeof INBOX_SUBMISSION_TYPES)[number];
export const INBOX_STATUSES = ['open', 'handled', 'all'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const SUBSCRIBER_STATUSES = ['confirmed', 'pending', 'unsubscribed', 'all'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
/** Rows per page of the inbox. */
export const INBOX_PAGE_SIZE = 25;

/** What an unsubscribe link turns off: the newsletter, or one of the e-mail preferences on /profile. */
export const UNSUBSCRIBE_TOPICS = ['newsletter', 'messages', 'applications'] as const;
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];
export const UNSUBSCRIBE_TOPIC_LABELS: Record<UnsubscribeTopic, string> = {
  newsletter: 'the QuantLeap newsletter',
  messages: 'e-mails about new messages',
  applications: 'e-mails about your applications',
};

export const AUDIENCE_MESSAGES = {
  submissionNotFound: 'No such message or waitlist entry.',
  badLink: 'This link is not valid. Copy the whole link from the e-mail, or ask for a new one.',
  expiredLink: 'This link has expired. Sign up again to get a new one.',
  expiredUnsubscribeLink: 'This link has expired. Turn these e-mails off on your profile page instead.',
  expiredNewsletterUnsubscribeLink: 'This link has expired. Use the unsubscribe link of a newer newsletter e-mail.',
  confirmed: 'Your subscription is confirmed. We will e-mail you when new posts are published.',
} as const;

const page = z.coerce
  .number({ error: 'Page must be a whole number from 1' })
  .int('Page must be a whole number from 1')
  .min(1, 'Page must be a whole number from 1')
  .max(10000, 'Page must be at most 10000')
  .default(1);
const search = z.string().trim().max(200, 'The search must be at most 200 characters').default('');

/** The filter of the waitlist and contact messages: which list, words to look for, handled or not. */
export const inboxFilterSchema = z.object({
  type: z.enum(INBOX_SUBMISSION_TYPES, { error: 'Choose the waitlist or contact messages' }),
  q: search,
  status: z.enum(INBOX_STATUSES, { error: 'Status must be open, handled or all' }).default('open'),
});
export const inboxQuerySchema = inboxFilterSchema.extend({ page });
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

export const subscriberFilterSchema = z.object({
  q: search,
  status: z
    .enum(SUBSCRIBER_STATUSES, { error: 'Status must be confirmed, pending, unsubscribed or all' })
    .default('confirmed'),
});
export const subscriberQuerySchema = subscriberFilterSchema.extend({ page });
export type SubscriberFilter = z.infer<typeof subscriberFilterSchema>;

/** A link token from an e-mail: opaque to the page, checked by the server's signature. */
export const mailTokenSchema = z.object({
  token: oneLine(
    z
      .string({ error: AUDIENCE_MESSAGES.badLink })
      .trim()
      .min(1, AUDIENCE_MESSAGES.badLink)
      .max(2000, AUDIENCE_MESSAGES.badLink),
  ),
});
