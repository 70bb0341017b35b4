import { z } from 'zod';
import { EMAIL_PATTERN } from './contact';
import { personNameField } from './person-name';
import { profileUpdateSchema } from './profile';

/** Spec §5: at least 8 characters, at least one letter and one digit, only letters, digits and @$!%*#?&. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d@$!%*#?&]{8,128}$/;

export const AUTH_MESSAGES = {
  password:
    'Password must be at least 8 characters with at least one letter and one digit, using only letters, digits and @$!%*#?&',
  passwordMismatch: "Passwords don't match. Please check your password and try again.",
  credentialsRequired: 'You must provide either an email or phone number and a password',
  email: 'Please enter a valid email address',
  name: 'Please enter your full name',
  secondFactorExpired: 'This sign-in has expired. Please sign in again.',
} as const;

export const passwordSchema = z.string().regex(PASSWORD_PATTERN, AUTH_MESSAGES.password);
const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, AUTH_MESSAGES.email)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.email);

export const signUpSchema = z
  .object({
    // The one name rule (person-name.ts), so the name given here is one the profile form accepts later.
    fullName: personNameField(AUTH_MESSAGES.name),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordMismatch,
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.credentialsRequired),
  password: z.string().min(1, AUTH_MESSAGES.credentialsRequired),
});

export const emailOnlySchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordMismatch,
  });

/** How long one-time links live (the accounts issue: magic links at most 10 minutes, reset links at most 15). */
export const MAGIC_LINK_MINUTES = 10;
export const RESET_LINK_MINUTES = 15;
export const VERIFICATION_LINK_HOURS = 24;

/**
 * Where a sign-in by link (magic link) that still needs the second factor lands: the login page opens on its code
 * step. The query flag is what the page looks for.
 */
export const TWO_FACTOR_STEP_QUERY = { name: 'step', value: 'two-factor' } as const;
export const TWO_FACTOR_STEP_PATH = `/login?${TWO_FACTOR_STEP_QUERY.name}=${TWO_FACTOR_STEP_QUERY.value}`;

/**
 * Where mailed links land. The login page reads `link` to tell which link brought the visitor, and better-auth
 * appends `error=<code>` when the link was refused (used, expired, unknown), so the page can say what happened and
 * offer a new link. A verification link without an error means the address is now verified.
 */
export const MAILED_LINK_QUERY = 'link';
export const VERIFICATION_CALLBACK_PATH = `/login?${MAILED_LINK_QUERY}=verification`;
export const MAGIC_LINK_ERROR_PATH = `/login?${MAILED_LINK_QUERY}=magic-link`;
/** Where the reset page sends a visitor whose reset link no longer works: the Reset tab, to ask for a new one. */
export const RESET_LINK_REFUSED_PATH = `/login?${MAILED_LINK_QUERY}=reset`;

/**
 * A cookie the server sets beside the httpOnly session cookie, with the same lifetime, and clears with it: pages can
 * then show the signed-in header at first paint, before any script asks the server. It is not a credential (anyone
 * can set it); the app still asks the server who is signed in.
 */
export const SIGNED_IN_HINT_COOKIE = 'quantleap_signed_in';
/** The attribute the hint script (public/signed-in-hint.js) sets on <html>; the header's CSS reads it. */
export const SIGNED_IN_HINT_ATTRIBUTE = 'data-signed-in';

export const ACCOUNT_UPDATE_ONLY_NAME =
  'Only your name can be changed here. Set your picture and other details on your profile page.';

/**
 * What better-auth's update-user may change: the name, under the profile's rule. Pictures go through
 * /api/profile/avatar (re-encoded, stored by us), never as a free address in update-user's `image`.
 */
export const accountUpdateSchema = z.strictObject(
  { name: profileUpdateSchema.shape.fullName.optional() },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? ACCOUNT_UPDATE_ONLY_NAME : undefined) },
);
