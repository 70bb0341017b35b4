/**
 * Calls to better-auth's endpoints under /api/auth. The server answers its errors in the API's envelope
 * {error: {code, message, requestId}} (features/auth/routes.ts); they become the ApiError the rest of the app uses.
 */
import { MAGIC_LINK_ERROR_PATH, VERIFICATION_CALLBACK_PATH } from '../../../shared/auth-links';
import { ApiError } from '../../lib/api-client';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null;
}

export interface Session {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Could not reach QuantLeap. Check your connection and try again.');
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (data as { error?: { message?: string; code?: string } } | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'AUTH_FAILED',
      error?.message || 'An error occurred during authentication.',
    );
  }
  return data as T;
}

export const getSession = () => call<Session | null>('/get-session');

export const signInWithPassword = (email: string, password: string) =>
  call<{ redirect?: boolean; twoFactorRedirect?: boolean }>('/sign-in/email', { email, password });

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

export const signOut = () => call('/sign-out', {});

/** Starts enrolment: returns the otpauth:// URI (for the QR code) and one-time backup codes. */
export const enableTwoFactor = (password: string) =>
  call<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', { password });

/** Confirms enrolment, or completes a sign-in that asked for the second factor. */
export const verifyTotp = (code: string) => call('/two-factor/verify-totp', { code });

export const verifyBackupCode = (code: string) => call('/two-factor/verify-backup-code', { code });

export const disableTwoFactor = (password: string) => call('/two-factor/disable', { password });
