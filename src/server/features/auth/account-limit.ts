import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Db } from '../../db/client';
import { accountAttemptsKey, beginAttempt, clearAttempts } from './account-attempts';

/** Where a password or a second factor is guessed; each try counts against the account it names. */
const PASSWORD_PATH = '/sign-in/email';
const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
/** Paths whose success opens a real session for the account (the magic link proves the mailbox too). */
export const SIGN_IN_PATHS = new Set([PASSWORD_PATH, ...SECOND_FACTOR_PATHS, '/magic-link/verify']);
/** better-auth's cookie that names the account between the password and the second factor. */
const TWO_FACTOR_COOKIE = 'two_factor';

export const ACCOUNT_LOCKED_CODE = 'ACCOUNT_TEMPORARILY_LOCKED';

export function accountLockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The e-mail a sign-in attempt is about: typed in the body, or (second factor) the account the cookie names. */
async function attemptedEmail(ctx: HookContext): Promise<string | null> {
  if (ctx.path === PASSWORD_PATH) {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email : null;
  }
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null; // enrolment from a signed-in session, or a bad cookie better-auth refuses itself
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!pending) return null;
  const account = await ctx.context.internalAdapter.findUserById(pending.value);
  return account?.email ?? null;
}

/**
 * Per-account sign-in limit with backoff (numbers in account-attempts.ts). Each password or second-factor attempt
 * counts against the account it names, whatever the address, so spreading guesses over many addresses gains
 * nothing; a completed sign-in clears the count. An unknown e-mail is counted and answered exactly like a known one,
 * so the limit tells nothing about which accounts exist.
 */
export function accountSignInLimit(options: { db: Db; secret: string; freeAttempts: number }): BetterAuthPlugin {
  const keyFor = (email: string) => accountAttemptsKey(options.secret, email);
  return {
    id: 'quantleap-account-sign-in-limit',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === PASSWORD_PATH || SECOND_FACTOR_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const email = await attemptedEmail(ctx);
            if (!email) return;
            const verdict = await beginAttempt(options.db, keyFor(email), options.freeAttempts);
            if (verdict.allowed) return;
            throw new APIError(
              'TOO_MANY_REQUESTS',
              { code: ACCOUNT_LOCKED_CODE, message: accountLockedMessage(verdict.retryAfterSeconds) },
              { 'Retry-After': String(verdict.retryAfterSeconds) },
            );
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => SIGN_IN_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            // Null while a second factor is still pending (the two-factor plugin withdraws the session).
            const signedIn = ctx.context.newSession;
            if (signedIn) await clearAttempts(options.db, keyFor(signedIn.user.email));
          }),
        },
      ],
    },
  };
}
