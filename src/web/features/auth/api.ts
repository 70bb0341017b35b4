/**
 * Calls to better-auth's endpoints under /api/auth. The server answers its errors in the API's envelope
 * {error: {code, message, requestId}} (features/auth/routes.ts); they become the ApiError the rest of the app uses.
 */
import { MAGIC_LINK_ERROR_PATH, VERIFICATION_CALLBACK_PATH } from '../../../shared/auth-links';
import { ApiError, api, authRequest } from '../../lib/api-client';
import { isObject } from '../../lib/utils';
import { isFirstSignInOf } from './first-sign-in';

/** better-auth has no contract of ours: each answer is narrowed here before the app reads it. */
const call = (path: string, body?: unknown): Promise<unknown> => authRequest(path, body);

/** `twoFactorRedirect`: the password was right and the account asks for its second factor. */
export const signInWithPassword = async (email: string, password: string) => {
  const answer = await call('/sign-in/email', { email, password });
  return { twoFactorRedirect: isObject(answer) && answer.twoFactorRedirect === true };
};

/**
 * Whether the sign-in just made is the account's first (isFirstSignInOf). A failed look-up answers false: "Welcome
 * back!" is the safe greeting.
 */
export async function isFirstSignIn(now: number = Date.now()): Promise<boolean> {
  try {
    const [session, mine] = await Promise.all([
      call('/get-session'),
      api.get('/audit-log/mine', { query: new URLSearchParams({ page: '1' }) }),
    ]);
    if (!isObject(session) || !isObject(session.user) || !isObject(session.session)) return false;
    const { createdAt: accountCreatedAt } = session.user;
    const { createdAt: sessionCreatedAt } = session.session;
    if (typeof accountCreatedAt !== 'string' || typeof sessionCreatedAt !== 'string') return false;
    return isFirstSignInOf({ accountCreatedAt, sessionCreatedAt, events: mine.events, hasMore: mine.hasMore, now });
  } catch {
    return false;
  }
}

/** Where the sign-up form fetches a proof-of-work challenge when the server asks for one (outside better-auth). */
export const SIGN_UP_CHALLENGE_URL = '/api/auth-challenge';
/** The sign-up answers that mean "solve a (new) challenge and send the form again". */
export const SIGN_UP_CHALLENGE_CODES: readonly string[] = ['CHALLENGE_REQUIRED', 'CHALLENGE_FAILED'];

/** `challengeSolution` is the widget's payload, sent only after the server asked for a challenge. */
export const signUpWithPassword = (
  input: { fullName: string; email: string; password: string; confirmPassword: string },
  challengeSolution?: string,
) =>
  call('/sign-up/email', {
    name: input.fullName,
    email: input.email,
    password: input.password,
    confirmPassword: input.confirmPassword,
    callbackURL: VERIFICATION_CALLBACK_PATH,
    ...(challengeSolution ? { altcha: challengeSolution } : {}),
  });

/** A used or expired link lands on the Magic Link tab with better-auth's error code, which the page explains. */
export const sendMagicLink = (email: string) =>
  call('/sign-in/magic-link', { email, callbackURL: '/login', errorCallbackURL: MAGIC_LINK_ERROR_PATH });

/** A new verification link (limited to 5 an hour per address on the server); answers alike for any address. */
export const resendVerificationEmail = (email: string) =>
  call('/send-verification-email', { email, callbackURL: VERIFICATION_CALLBACK_PATH });

export const requestPasswordReset = (email: string) =>
  call('/request-password-reset', { email, redirectTo: '/reset-password' });

export const resetPassword = (token: string, newPassword: string) => call('/reset-password', { token, newPassword });

/** Starts enrolment: returns the otpauth:// URI (for the QR code) and one-time backup codes. */
export const enableTwoFactor = async (password: string): Promise<{ totpURI: string; backupCodes: string[] }> => {
  const answer = await call('/two-factor/enable', { password });
  if (
    !isObject(answer) ||
    typeof answer.totpURI !== 'string' ||
    !Array.isArray(answer.backupCodes) ||
    !answer.backupCodes.every((code) => typeof code === 'string')
  ) {
    throw new ApiError(500, 'INTERNAL', 'The server answered 200. Please try again.');
  }
  return { totpURI: answer.totpURI, backupCodes: answer.backupCodes };
};

/** Confirms enrolment, or completes a sign-in that asked for the second factor. */
export const verifyTotp = (code: string) => call('/two-factor/verify-totp', { code });

export const verifyBackupCode = (code: string) => call('/two-factor/verify-backup-code', { code });

export const disableTwoFactor = (password: string) => call('/two-factor/disable', { password });

/** Deletes the signed-in account for good; the server asks for its password and refuses a company's owner. */
/** The server ends every other session of the account; this one gets a fresh session cookie. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  call('/change-password', { currentPassword, newPassword });

export const deleteAccount = (password: string) => call('/delete-user', { password });
