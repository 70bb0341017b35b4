import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Db } from '../../db/client';
import { addressBucket } from '../../platform/address-bucket';
import { consume, hitsInWindow } from '../../platform/rate-limit';
import { checkSignUpSolution } from './sign-up-challenge';

const WINDOW_SECONDS = 3600;
/** Past its normal budget an address (or everyone) may go on with a solved challenge, up to this many times it. */
export const HARD_CAP_FACTOR = 4;
const GLOBAL_KEY = 'sign-up:all';
const addressKey = (address: string) => `sign-up:${addressBucket(address)}`;

export const SIGN_UP_CHALLENGE_MESSAGES = {
  required: 'Many accounts were created from your network in the last hour. Please confirm you are human to continue.',
  invalid: 'The human check did not pass or has expired. Please try it again.',
  tooMany: 'Too many accounts were created from your network in the last hour. Please try again later.',
} as const;

/** SIGN_UP_RATE_LIMIT and SIGN_UP_GLOBAL_RATE_LIMIT when unset: a career fair's Wi-Fi, a busy hour for the site. */
export const DEFAULT_SIGN_UP_BUDGETS = { perAddress: 50, global: 500 } as const;

export interface SignUpBudgets {
  /** Sign-ups per address (IPv6: per /64) and hour that need nothing more (a career fair on one Wi-Fi). */
  perAddress: number;
  /** Sign-ups per hour across all addresses that need nothing more; past it, every sign-up needs a challenge. */
  global: number;
}

/**
 * Sign-up admission: within the normal budgets a sign-up just goes through; past the address's or the global
 * budget it needs a solved proof-of-work challenge (CHALLENGE_REQUIRED, then GET /api/auth-challenge); past
 * HARD_CAP_FACTOR times a budget it is refused with 429 whatever it carries. Only admitted sign-ups are counted, so
 * a script that will not solve challenges cannot use up a campus's budget.
 */
export function signUpAdmission(options: {
  db: Db;
  appSecret: string;
  budgets: SignUpBudgets;
  addressHeader: string;
}): BetterAuthPlugin {
  const { db, budgets } = options;
  const hardCap = { perAddress: budgets.perAddress * HARD_CAP_FACTOR, global: budgets.global * HARD_CAP_FACTOR };
  const tooMany = () =>
    new APIError(
      'TOO_MANY_REQUESTS',
      { code: 'RATE_LIMITED', message: SIGN_UP_CHALLENGE_MESSAGES.tooMany },
      { 'Retry-After': String(WINDOW_SECONDS) },
    );

  return {
    id: 'quantleap-sign-up-admission',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const address = ctx.headers?.get(options.addressHeader) ?? 'unknown';
            const [fromAddress, fromEveryone] = await Promise.all([
              hitsInWindow(db, addressKey(address), WINDOW_SECONDS),
              hitsInWindow(db, GLOBAL_KEY, WINDOW_SECONDS),
            ]);
            if (fromAddress >= hardCap.perAddress || fromEveryone >= hardCap.global) throw tooMany();
            if (fromAddress >= budgets.perAddress || fromEveryone >= budgets.global) {
              const solution = (ctx.body as { altcha?: unknown } | undefined)?.altcha;
              if (typeof solution !== 'string' || solution === '') {
                throw new APIError('PRECONDITION_REQUIRED', {
                  code: 'CHALLENGE_REQUIRED',
                  message: SIGN_UP_CHALLENGE_MESSAGES.required,
                });
              }
              const check = await checkSignUpSolution(db, options.appSecret, solution);
              if (check !== 'solved') {
                throw new APIError('FORBIDDEN', {
                  code: 'CHALLENGE_FAILED',
                  message: SIGN_UP_CHALLENGE_MESSAGES.invalid,
                });
              }
            }
            // Counted only now, with the hard caps as the limits: concurrent sign-ups cannot push past them.
            const counted = await Promise.all([
              consume(db, addressKey(address), WINDOW_SECONDS, hardCap.perAddress),
              consume(db, GLOBAL_KEY, WINDOW_SECONDS, hardCap.global),
            ]);
            if (counted.some((result) => !result.allowed)) throw tooMany();
          }),
        },
      ],
    },
  };
}
