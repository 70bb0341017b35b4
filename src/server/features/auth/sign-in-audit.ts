import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { Db } from '../../db/client';
import { recordSignIn } from '../../platform/audit-log';
import { SIGN_IN_PATHS } from './account-limit';

/**
 * Puts a sign-in from a new device in the audit log (issue 43) once it has really opened a session: a password
 * whose second factor is still pending opens none (the two-factor plugin withdraws it), so it is not a sign-in.
 * Placed after the two-factor plugins, like the account limit.
 */
export function signInAudit(db: Db): BetterAuthPlugin {
  return {
    id: 'quantleap-sign-in-audit',
    hooks: {
      after: [
        {
          matcher: (ctx) => SIGN_IN_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const opened = ctx.context.newSession;
            // A request that already held a session of the account (turning two-factor on renews it) is no sign-in.
            if (opened && ctx.context.session?.user.id !== opened.user.id) await recordSignIn(db, opened.session);
          }),
        },
      ],
    },
  };
}
