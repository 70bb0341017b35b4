import type { BetterAuthRateLimitOptions } from 'better-auth';
import type { Db } from '../../db/client';
import { addressBucket } from '../../platform/address-bucket';
import { consume } from '../../platform/rate-limit';

/**
 * better-auth's per-address limits, counted in the database. Each path has its own counter per address bucket
 * (an IPv6 /64 counts as one address). The numbers are sized for a campus or an office behind one NAT address, since
 * guessing one account's password is slowed per account (account-limit.ts) and mass sign-up by sign-up-admission.ts:
 *
 * - session reads (get-session, list-sessions, list-accounts): not limited. They run on every page load of every
 *   signed-in user, need a session cookie to say anything, and cost one indexed lookup.
 * - sign-in with a password, and its second factor: 60 a minute per address (a lecture hall signing in at once).
 * - sign-up: not limited here; sign-up-admission.ts applies its own budgets (challenge, then hard cap).
 * - requests that send mail (magic link, password reset, verification): 5 an hour per address, as before.
 * - following a magic link: 60 a minute per address, like a password sign-in. The magic-link plugin's own rule
 *   (5 a minute) would turn away the sixth student of a lecture hall opening their link; a link's token is 32
 *   random characters, so the limit has no guessing to slow.
 * - two-factor enrolment changes: 5 a minute (they need the password, which they would otherwise let one guess).
 * - changing the password: 10 a minute (it needs the current password too; better-auth's own rule, 3 in 10 s,
 *   would ignore AUTH_RATE_LIMIT_SCALE).
 * - everything else: 300 a minute per address and path.
 *
 * AUTH_RATE_LIMIT_SCALE multiplies every number (load tests raise it).
 */
export function authRateLimits(db: Db, scale: number): BetterAuthRateLimitOptions {
  const perWindow = (max: number, windowSeconds: number) => ({ window: windowSeconds, max: max * scale });
  return {
    // On in every environment (better-auth's default is off outside production, and kept in memory).
    enabled: true,
    ...perWindow(300, 60),
    customStorage: {
      consume: (key, rule) => consume(db, `auth:${bucketedKey(key)}`, rule.window, rule.max),
    },
    customRules: {
      '/get-session': false,
      '/list-sessions': false,
      '/list-accounts': false,
      '/sign-in/email': perWindow(60, 60),
      '/two-factor/verify-totp': perWindow(60, 60),
      '/two-factor/verify-backup-code': perWindow(60, 60),
      '/sign-up/email': false,
      '/sign-in/magic-link': perWindow(5, 3600),
      '/magic-link/verify': perWindow(60, 60),
      '/request-password-reset': perWindow(5, 3600),
      '/send-verification-email': perWindow(5, 3600),
      '/two-factor/enable': perWindow(5, 60),
      '/two-factor/disable': perWindow(5, 60),
      '/change-password': perWindow(10, 60),
    },
  };
}

/** better-auth's key is "<address>|<path>"; the address part becomes our bucket, the same one every limit uses. */
function bucketedKey(key: string): string {
  const separator = key.lastIndexOf('|');
  if (separator < 0) return key;
  return `${addressBucket(key.slice(0, separator))}${key.slice(separator)}`;
}
