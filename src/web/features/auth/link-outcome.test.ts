import { describe, expect, it } from 'vitest';
import { MAGIC_LINK_ERROR_PATH, RESET_LINK_REFUSED_PATH, VERIFICATION_CALLBACK_PATH } from '../../../shared/auth';
import { LINK_MESSAGES, linkOutcome } from './link-outcome';

/** The login page's query after better-auth redirected to `path`, with its error code when it has one. */
const landing = (path: string, error?: string) => {
  const params = new URLSearchParams(path.split('?')[1]);
  if (error) params.set('error', error);
  return linkOutcome(params);
};

describe('what the login page says after a mailed link', () => {
  it('confirms a verified address and asks to sign in', () => {
    expect(landing(VERIFICATION_CALLBACK_PATH)).toEqual({
      tone: 'success',
      message: LINK_MESSAGES.verified,
      mode: 'signin',
      offerResend: false,
    });
  });

  it('offers a new verification e-mail for an expired or invalid verification link', () => {
    expect(landing(VERIFICATION_CALLBACK_PATH, 'TOKEN_EXPIRED')).toMatchObject({
      tone: 'error',
      message: LINK_MESSAGES.verificationExpired,
      offerResend: true,
    });
    expect(landing(VERIFICATION_CALLBACK_PATH, 'INVALID_TOKEN')).toMatchObject({
      message: LINK_MESSAGES.verificationInvalid,
      offerResend: true,
    });
  });

  it('opens the Magic Link tab for a used or expired magic link', () => {
    expect(landing(MAGIC_LINK_ERROR_PATH, 'INVALID_TOKEN')).toMatchObject({
      message: LINK_MESSAGES.magicLinkInvalid,
      mode: 'magicLink',
    });
    expect(landing(MAGIC_LINK_ERROR_PATH, 'failed_to_create_session')).toMatchObject({
      message: LINK_MESSAGES.magicLinkFailed,
      mode: 'magicLink',
    });
  });

  it('opens the Reset tab when the reset page sends a refused reset link back', () => {
    expect(landing(RESET_LINK_REFUSED_PATH)).toEqual({
      tone: 'error',
      message: LINK_MESSAGES.resetRefused,
      mode: 'forgotPassword',
      offerResend: false,
    });
  });

  it('sends a link whose account is gone to sign-up', () => {
    expect(landing(MAGIC_LINK_ERROR_PATH, 'new_user_signup_disabled')).toMatchObject({ mode: 'signup' });
    expect(landing(VERIFICATION_CALLBACK_PATH, 'USER_NOT_FOUND')).toMatchObject({ message: LINK_MESSAGES.noAccount });
  });

  it('never leaves a refused link silent, and says nothing without one', () => {
    expect(landing('/login', 'SOMETHING_NEW')).toMatchObject({ tone: 'error', message: LINK_MESSAGES.other });
    expect(landing('/login')).toBeUndefined();
    expect(landing(MAGIC_LINK_ERROR_PATH)).toBeUndefined();
  });
});
