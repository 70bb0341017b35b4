import { z } from 'zod';
import { EMAIL_PATTERN } from './contact';
import { NAME_MESSAGES, NAME_PATTERN } from './person-name';

/** The e-mail testing tool's strings (spec §5, §8), verbatim; the page and the server use the same ones. */
export const EMAIL_TEST_MESSAGES = {
  emailRequired: 'Please enter an email address',
  emailInvalid: 'Please enter a valid email address',
  type: 'Please choose Test Email or Welcome Email',
  nameTooLong: 'Name must be at most 50 characters',
  nameInvalid: NAME_MESSAGES.invalid,
  nameControlCharacters: 'Name must not contain control characters or line breaks',
  /** The tool must never be an open relay: with real delivery only operators may use it. */
  forbidden: 'Sending test e-mails is limited to operators.',
  /** The server's default success message. */
  sent: 'Email sent successfully!',
  /** The page's success toast. */
  delivered: 'Email sent! Please check your inbox (or spam folder)',
  unknownResult: 'Failed to send email. Check the logs for more details.',
} as const;

export const failedToSendMessage = (message: string) => `Failed to send email: ${message}`;
export const emailServiceErrorMessage = (message: string) => `Email service error: ${message}`;
export const unexpectedErrorMessage = (message: string) => `An unexpected error occurred: ${message}`;

export const EMAIL_TEST_TYPES = ['test', 'welcome'] as const;
export type EmailTestType = (typeof EMAIL_TEST_TYPES)[number];

/** The name a welcome mail greets when none was given (spec §7: full_name or 'User'). */
export const DEFAULT_WELCOME_NAME = 'User';

/**
 * C0 controls and DEL: no name or address holds one, a line break in a mail's text is an injection attempt, and
 * PostgreSQL cannot store a NUL (the outbox insert failed and the tool answered 502).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export const emailTestSchema = z.object({
  type: z.enum(EMAIL_TEST_TYPES, { error: EMAIL_TEST_MESSAGES.type }),
  email: z
    .string({
      error: (issue) =>
        issue.input === undefined ? EMAIL_TEST_MESSAGES.emailRequired : EMAIL_TEST_MESSAGES.emailInvalid,
    })
    .trim()
    .min(1, { error: EMAIL_TEST_MESSAGES.emailRequired, abort: true })
    .max(254, EMAIL_TEST_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, EMAIL_TEST_MESSAGES.emailInvalid)
    .refine((email) => !CONTROL_CHARACTER.test(email), EMAIL_TEST_MESSAGES.emailInvalid),
  /** Only used for the welcome mail; blank means 'User'. Otherwise the one name rule, with sharper messages first. */
  name: z
    .string()
    .trim()
    .normalize('NFC')
    // Characters (code points), as the name rule counts them.
    .refine((name) => [...name].length <= 50, { error: EMAIL_TEST_MESSAGES.nameTooLong, abort: true })
    .refine((name) => !CONTROL_CHARACTER.test(name), {
      error: EMAIL_TEST_MESSAGES.nameControlCharacters,
      abort: true,
    })
    .refine((name) => name === '' || NAME_PATTERN.test(name), EMAIL_TEST_MESSAGES.nameInvalid)
    .optional(),
});
export type EmailTestInput = z.infer<typeof emailTestSchema>;

/** The name the welcome mail greets: the one given, or 'User' when it is missing or blank. */
export function welcomeNameFor(input: Pick<EmailTestInput, 'name'>): string {
  return input.name || DEFAULT_WELCOME_NAME;
}
