import type { BetterAuthPlugin, HookEndpointContext } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { twoFactor } from 'better-auth/plugins';
import { TWO_FACTOR_STEP_PATH } from '../../../shared/auth';

type TwoFactorPlugin = ReturnType<typeof twoFactor>;

/** The two-factor plugin's own endpoints: they complete a challenge or act on a session that already passed one. */
const TWO_FACTOR_PATHS = '/two-factor/';

/**
 * Whether this request just opened a new session for an account with two-factor on, without the second factor.
 * Not a sign-in: the request already held a valid session of that user, which better-auth read onto the context
 * (its session middleware for change-password, update-user…; get-session when it extends an ageing session).
 */
function isSignInWithoutSecondFactor(ctx: HookEndpointContext): boolean {
  const opened = ctx.context.newSession;
  if (!opened?.user.twoFactorEnabled) return false;
  if (ctx.path?.startsWith(TWO_FACTOR_PATHS)) return false;
  return ctx.context.session?.user.id !== opened.user.id;
}

function isTwoFactorChallenge(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && 'twoFactorRedirect' in answer;
}

/**
 * better-auth's two-factor plugin challenges only the password sign-in paths (/sign-in/email and the like); a magic
 * link, an auto sign-in after verification or any future way in would open a full session. This plugin, placed
 * after the two-factor one, puts every other new session of an account with two-factor on through the very same
 * challenge (the plugin's own after-hook: the session is deleted, its cookie expired, a two-factor cookie set).
 * A link opened in the browser (a GET with a callback address) is then sent to the code step of /login instead of
 * its callback, so the user is asked for the code rather than landing signed out.
 */
export function secondFactorOnEverySignIn(twoFactorPlugin: TwoFactorPlugin) {
  const challenge = twoFactorPlugin.hooks.after[0]?.handler;
  if (!challenge) throw new Error('the two-factor plugin no longer has its sign-in hook: review second-factor-gate.ts');

  return {
    id: 'second-factor-on-every-sign-in',
    hooks: {
      after: [
        { matcher: isSignInWithoutSecondFactor, handler: challenge },
        {
          matcher: (ctx) => isTwoFactorChallenge(ctx.context.returned) && typeof ctx.query?.callbackURL === 'string',
          handler: createAuthMiddleware(async (ctx) => {
            throw ctx.redirect(new URL(TWO_FACTOR_STEP_PATH, ctx.context.baseURL).toString());
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
