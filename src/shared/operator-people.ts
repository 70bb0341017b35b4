import { z } from 'zod';

/** How long a suspension's reason may be: it is mailed to the person and shown on every refused request. */
export const SUSPENSION_REASON_MAX = 500;
/** Search results per page, people and companies each. */
export const OPERATOR_SEARCH_PAGE_SIZE = 20;

export const SUSPENSION_MESSAGES = {
  reasonRequired: 'Please give the reason the person will be told',
  reasonTooLong: `The reason must be at most ${SUSPENSION_REASON_MAX} characters`,
  queryRequired: 'Type an e-mail or a name to search for',
  notYourself: 'You cannot suspend your own account.',
  personNotFound: 'No such person.',
  companyNotFound: 'No such company.',
} as const;

/** What a suspended person is told when they try to sign in. */
export const accountSuspendedMessage = (reason: string) => `Your account is suspended: ${reason}`;
/** What a member of a suspended company is told on every firm route. */
export const companySuspendedMessage = (reason: string) => `Your company is suspended: ${reason}`;

export const suspensionInputSchema = z.object({
  reason: z
    .string({ error: SUSPENSION_MESSAGES.reasonRequired })
    .trim()
    .min(1, SUSPENSION_MESSAGES.reasonRequired)
    .max(SUSPENSION_REASON_MAX, SUSPENSION_MESSAGES.reasonTooLong),
});
export type SuspensionInput = z.infer<typeof suspensionInputSchema>;

export const operatorSearchQuerySchema = z.object({
  q: z
    .string({ error: SUSPENSION_MESSAGES.queryRequired })
    .trim()
    .min(1, SUSPENSION_MESSAGES.queryRequired)
    .max(200, 'The search must be at most 200 characters'),
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1' })
    .int('Page must be a whole number from 1')
    .min(1, 'Page must be a whole number from 1')
    .max(1000, 'Page must be at most 1000')
    .default(1),
});
