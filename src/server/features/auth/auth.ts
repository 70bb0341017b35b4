import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { magicLink, twoFactor } from 'better-auth/plugins';
import {
  AUTH_MESSAGES,
  MAGIC_LINK_MINUTES,
  passwordSchema,
  RESET_LINK_MINUTES,
  VERIFICATION_LINK_HOURS,
} from '../../../shared/auth';
import { accountSuspendedMessage } from '../../../shared/operator-people';
import { personNameField } from '../../../shared/person-name';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { account, session, twoFactor as twoFactorTable, user, verification } from '../../db/schema';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Logger } from '../../platform/logger';
import type { MailMessage, Mailer } from '../../platform/mail/mailer';
import { accountSignInLimit } from './account-limit';
import { FREE_ATTEMPTS } from './account-attempts';
import { authRateLimits } from './auth-rate-limits';
import { DEFAULT_SIGN_UP_BUDGETS, signUpAdmission } from './sign-up-admission';
import { magicLinkRecipient } from './magic-link-recipient';
import { secondFactorOnEverySignIn } from './second-factor-gate';
import { signInAudit } from './sign-in-audit';
import { checkedUpdateUserBody } from './update-user-rules';
import {
  magicLinkMail,
  resetPasswordMail,
  signUpAttemptMail,
  verificationMail,
  welcomeMail,
  type WelcomeInvitation,
} from '../../platform/mail/templates';

/** The server writes the caller's address here (see routes.ts), replacing whatever a client sent. */
export const CLIENT_ADDRESS_HEADER = 'x-quantleap-client-address';

export type AuthConfig = Pick<Config, 'appSecret' | 'publicUrl' | 'authRateLimitScale'> &
  Partial<Pick<Config, 'trustedOrigins' | 'signUpRateLimit' | 'signUpGlobalRateLimit'>>;

/** Paths whose body carries a new password; the spec's rule is checked there before better-auth runs. */
const NEW_PASSWORD_PATHS = new Set(['/sign-up/email', '/reset-password', '/change-password']);
const signUpNameSchema = personNameField(AUTH_MESSAGES.name);

const TWO_FACTOR_ON_PATHS = new Set(['/two-factor/enable', '/two-factor/verify-totp', '/two-factor/verify-otp']);

/** Whether an update of the user row turned two-factor on or off: better-auth does so on these paths only. */
function twoFactorChange(path: string | undefined, enabled: boolean) {
  if (path === '/two-factor/disable') return 'two_factor_disabled' as const;
  if (path && TWO_FACTOR_ON_PATHS.has(path) && enabled) return 'two_factor_enabled' as const;
  return null;
}

export function createAuth({
  db,
  config,
  mailer,
  logger,
  accountDeletion,
  welcomeInvitation,
}: {
  db: Db;
  config: AuthConfig;
  mailer: Mailer;
  logger: Logger;
  /** What deleting an account must do around better-auth's own deletion; without it accounts cannot be deleted. */
  accountDeletion?: { beforeDelete(userId: string): Promise<void>; afterDelete(userId: string): Promise<void> };
  /** The open company invitation to an address, so the welcome mail speaks to an invited colleague. */
  welcomeInvitation?: (email: string) => Promise<WelcomeInvitation | null>;
}) {
  const https = config.publicUrl.startsWith('https://');
  const send = (to: string, template: Omit<MailMessage, 'to'>) => mailer.send({ ...template, to });
  const secondFactor = twoFactor({ issuer: 'QuantLeap' });

  return betterAuth({
    appName: 'QuantLeap',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    // A key of its own, derived from the app secret, so CSRF tokens and sessions never share one.
    secret: createHmac('sha256', config.appSecret).update('better-auth').digest('base64url'),
    // Computed once in config.ts; a caller that names only the public address trusts only it.
    trustedOrigins: config.trustedOrigins ?? [config.publicUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane) instead of better-auth's scrypt defaults.
      password: {
        hash: (password) => argon2Hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }),
        verify: ({ hash, password }) => argon2Verify(hash, password),
      },
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user: target }) => {
        await recordAuditEvent(db, {
          action: 'password_reset',
          actorKind: 'account',
          actorUserId: target.id,
          subjectUserId: target.id,
        });
      },
      sendResetPassword: async ({ user: target, url }) => {
        await send(target.email, resetPasswordMail(url, RESET_LINK_MINUTES));
      },
      // Sign-up with a taken address answers exactly like a new sign-up; only the owner's mailbox learns of it.
      onExistingUserSignUp: async ({ user: existing }) => {
        await send(existing.email, signUpAttemptMail(`${config.publicUrl}/login`));
      },
    },
    user: {
      deleteUser: {
        enabled: Boolean(accountDeletion),
        beforeDelete: async (target) => accountDeletion?.beforeDelete(target.id),
        afterDelete: async (target) => accountDeletion?.afterDelete(target.id),
      },
    },
    databaseHooks: {
      session: {
        create: {
          // Every way in (password, magic link, second factor) opens a session here: a suspended account is refused
          // with the reason an operator gave.
          before: async (candidate) => {
            const [target] = await db
              .select({ reason: user.suspensionReason, at: user.suspendedAt })
              .from(user)
              .where(eq(user.id, candidate.userId));
            if (target?.at) {
              throw new APIError('FORBIDDEN', {
                message: accountSuspendedMessage(target.reason ?? ''),
                code: 'ACCOUNT_SUSPENDED',
              });
            }
          },
        },
      },
      // The audit log's account events (issue 43): better-auth changes these rows only on the paths named here.
      user: {
        update: {
          after: async (updated, ctx) => {
            const action = twoFactorChange(ctx?.path, updated.twoFactorEnabled === true);
            if (action) {
              await recordAuditEvent(db, {
                action,
                actorKind: 'account',
                actorUserId: updated.id,
                subjectUserId: updated.id,
              });
            }
          },
        },
      },
      account: {
        update: {
          after: async (updated, ctx) => {
            if (ctx?.path !== '/change-password') return;
            await recordAuditEvent(db, {
              action: 'password_changed',
              actorKind: 'account',
              actorUserId: updated.userId,
              subjectUserId: updated.userId,
            });
          },
        },
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFICATION_LINK_HOURS * 3600,
      sendVerificationEmail: async ({ user: target, url }) => {
        await send(target.email, verificationMail(url));
      },
      afterEmailVerification: async (verified) => {
        // A welcome mail that fails must not undo the verification: log it and move on (spec §7).
        const welcome = async () => {
          const invitation = (await welcomeInvitation?.(verified.email)) ?? null;
          await send(verified.email, welcomeMail(verified.name || 'User', invitation));
        };
        await welcome().catch((error: unknown) =>
          logger.error({ err: error, userId: verified.id }, 'welcome mail failed'),
        );
      },
    },
    rateLimit: authRateLimits(db, config.authRateLimitScale),
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: https,
      // better-auth skips its origin check when NODE_ENV is test; tests must exercise the check production runs.
      disableOriginCheck: false,
      cookiePrefix: 'quantleap',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/update-user') return { context: { body: checkedUpdateUserBody(ctx.body) } };
        // Deleting an account always asks for its password, however fresh the session (better-auth would not).
        if (ctx.path === '/delete-user') {
          const { password } = (ctx.body ?? {}) as { password?: unknown };
          if (typeof password !== 'string' || password.length === 0 || (ctx.body as { token?: unknown }).token) {
            throw new APIError('BAD_REQUEST', {
              message: AUTH_MESSAGES.deletePasswordRequired,
              code: 'PASSWORD_REQUIRED',
            });
          }
          return;
        }
        if (!NEW_PASSWORD_PATHS.has(ctx.path)) return;
        const body = ctx.body as
          { name?: unknown; password?: unknown; newPassword?: unknown; confirmPassword?: unknown } | undefined;
        const candidate = ctx.path === '/sign-up/email' ? body?.password : body?.newPassword;
        if (!passwordSchema.safeParse(candidate).success) {
          throw new APIError('BAD_REQUEST', { message: AUTH_MESSAGES.password, code: 'WEAK_PASSWORD' });
        }
        // Our forms send the confirmation; the server checks it too, so no client can skip the rule.
        if (ctx.path === '/sign-up/email' && body?.confirmPassword !== candidate) {
          throw new APIError('BAD_REQUEST', { message: AUTH_MESSAGES.passwordMismatch, code: 'PASSWORD_MISMATCH' });
        }
        // The name rule of every other name field (the sign-up form's own), so no client can store another name.
        if (ctx.path === '/sign-up/email') {
          const name = signUpNameSchema.safeParse(body?.name);
          if (!name.success) {
            const message = name.error.issues[0]?.message ?? AUTH_MESSAGES.name;
            throw new APIError('BAD_REQUEST', { message, code: 'INVALID_NAME' });
          }
          return { context: { body: { ...body, name: name.data } } };
        }
        // A new password ends every other session, whatever the caller asks: a thief's session must not outlive it.
        if (ctx.path === '/change-password') return { context: { body: { ...body, revokeOtherSessions: true } } };
      }),
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_MINUTES * 60,
        // A magic link signs in an existing account; sign-up goes through the verified e-mail + password flow.
        disableSignUp: true,
        sendMagicLink: async ({ email, url }) => {
          const recipient = await magicLinkRecipient(db, email);
          if (recipient) await send(recipient, magicLinkMail(url, MAGIC_LINK_MINUTES));
        },
      }),
      secondFactor,
      // After the two-factor plugin: every other way in (magic link, auto sign-in…) gets its challenge too.
      secondFactorOnEverySignIn(secondFactor),
      // Last, so it sees whether a sign-in really opened a session (not one still waiting for its second factor).
      accountSignInLimit({ db, secret: config.appSecret, freeAttempts: FREE_ATTEMPTS * config.authRateLimitScale }),
      signInAudit(db),
      signUpAdmission({
        db,
        appSecret: config.appSecret,
        addressHeader: CLIENT_ADDRESS_HEADER,
        budgets: {
          perAddress: (config.signUpRateLimit ?? DEFAULT_SIGN_UP_BUDGETS.perAddress) * config.authRateLimitScale,
          global: (config.signUpGlobalRateLimit ?? DEFAULT_SIGN_UP_BUDGETS.global) * config.authRateLimitScale,
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
