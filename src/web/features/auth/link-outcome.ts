import { MAGIC_LINK_MINUTES, MAILED_LINK_QUERY } from '../../../shared/auth';

/** The login card's tabs. */
export type LoginMode = 'signin' | 'signup' | 'magicLink' | 'forgotPassword';

/** What the login card says when a mailed link brought the visitor (see MAILED_LINK_QUERY in shared/auth.ts). */
export interface LinkOutcome {
  tone: 'success' | 'error';
  message: string;
  /** The tab the card opens on: the one that can send a new link, or sign in. */
  mode: LoginMode;
  /** The sign-in form offers "Resend verification e-mail". */
  offerResend: boolean;
}

export const LINK_MESSAGES = {
  verified: 'Your e-mail address is verified. Sign in to continue.',
  verificationExpired:
    'This verification link has expired. Enter your e-mail below and choose Resend verification e-mail for a new one.',
  verificationInvalid:
    'This verification link is invalid. Enter your e-mail below and choose Resend verification e-mail for a new one.',
  magicLinkInvalid: `This sign-in link is invalid or has expired. Sign-in links work once, for ${MAGIC_LINK_MINUTES} minutes. Enter your e-mail to get a new one.`,
  magicLinkFailed: 'We could not sign you in with this link. Enter your e-mail to get a new one.',
  resetRefused: 'That reset link is invalid or has expired. Enter your e-mail to get a new one.',
  noAccount: 'There is no account with this e-mail address any more. Sign up to create one.',
  other:
    'This link is invalid or has expired. Sign in with your password, or ask for a new link under Magic Link or Reset.',
} as const;

/** better-auth's codes for a link whose account is gone (verify-email, magic-link verify). */
const NO_ACCOUNT_CODES = new Set(['USER_NOT_FOUND', 'user_not_found', 'new_user_signup_disabled']);

/**
 * Reads the login page's address after a mailed link: the link (`link=verification|magic-link`) and better-auth's
 * `error` code (verify-email: TOKEN_EXPIRED, INVALID_TOKEN, USER_NOT_FOUND, INVALID_USER; magic-link verify:
 * INVALID_TOKEN, new_user_signup_disabled, user_not_found, failed_to_create_session). Unknown codes get the general
 * message, so no refused link lands on a silent form.
 */
export function linkOutcome(params: URLSearchParams): LinkOutcome | undefined {
  const link = params.get(MAILED_LINK_QUERY);
  const error = params.get('error');
  const fail = (message: string, mode: LoginMode = 'signin', offerResend = false): LinkOutcome => ({
    tone: 'error',
    message,
    mode,
    offerResend,
  });
  if (error && NO_ACCOUNT_CODES.has(error)) return fail(LINK_MESSAGES.noAccount, 'signup');
  if (link === 'verification') {
    if (!error) return { tone: 'success', message: LINK_MESSAGES.verified, mode: 'signin', offerResend: false };
    if (error === 'TOKEN_EXPIRED') return fail(LINK_MESSAGES.verificationExpired, 'signin', true);
    return fail(LINK_MESSAGES.verificationInvalid, 'signin', true);
  }
  if (link === 'reset') return fail(LINK_MESSAGES.resetRefused, 'forgotPassword');
  if (!error) return undefined;
  if (link === 'magic-link') {
    return fail(
      error === 'INVALID_TOKEN' ? LINK_MESSAGES.magicLinkInvalid : LINK_MESSAGES.magicLinkFailed,
      'magicLink',
    );
  }
  return fail(LINK_MESSAGES.other);
}
