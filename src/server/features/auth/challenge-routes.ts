import { Hono } from 'hono';
import { getSignUpChallengeRoute } from '../../../shared/contracts/auth';
import type { AppEnv } from '../../app-env';
import { answer, contract } from '../../platform/contract';
import { createSignUpChallenge } from './sign-up-challenge';

/**
 * GET /api/auth-challenge: a fresh signed proof-of-work challenge, fetched by the sign-up form only after the
 * server answered CHALLENGE_REQUIRED. Outside /api/auth so better-auth's limiter never counts it; creating one is a
 * single PBKDF2 derivation and stores nothing.
 */
export function signUpChallengeRoutes(options: { secret: string }) {
  return new Hono<AppEnv>().get('/', contract(getSignUpChallengeRoute), async (c) => {
    c.header('Cache-Control', 'no-store');
    return answer(c, getSignUpChallengeRoute, await createSignUpChallenge(options.secret));
  });
}
