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
  deletePasswordRequired: 'Enter your password to delete your account.',
  currentPasswordRequired: 'Enter your current password.',
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

/** /profile's change-password form: the current password, then a new one by the sign-up rule, typed twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, AUTH_MESSAGES.currentPasswordRequired),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordMismatch,
  });

/** How long one-time links live (the accounts issue: magic links at most 10 minutes, reset links at most 15). */
export const MAGIC_LINK_MINUTES = 10;
export const RESET_LINK_MINUTES = 15;
export const VERIFICATION_LINK_HOURS = 24;

// The links and the signed-in hint live in a module without zod, which the app shell imports (auth-links.ts).
export {
  MAGIC_LINK_ERROR_PATH,
  MAILED_LINK_QUERY,
  RESET_LINK_REFUSED_PATH,
  SIGNED_IN_HINT_ATTRIBUTE,
  SIGNED_IN_HINT_COOKIE,
  TWO_FACTOR_STEP_PATH,
  TWO_FACTOR_STEP_QUERY,
  VERIFICATION_CALLBACK_PATH,
} from './auth-links';

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
