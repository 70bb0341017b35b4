import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEV_MAILBOX_SETTINGS, decideDevMailbox, type DevMailboxState } from './features/mail/dev-mailbox-switch';
import { createProxyTrust } from './platform/client-address';
import { DEFAULT_SIGN_UP_BUDGETS } from './features/auth/sign-up-admission';
import { DEFAULT_NEW_CONVERSATIONS_PER_DAY } from '../shared/message-rules';
import { DEFAULT_PROJECT_INVITATIONS_PER_DAY, DEFAULT_PROPOSALS_PER_DAY } from '../shared/projects';

/**
 * Every environment variable the server reads, parsed once at start-up.
 * Embedded defaults mean `npm start` needs nothing; a wrong value stops the process with a clear message.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    /**
     * Processes serving requests (Node's cluster module, sharing PORT): 1, or more with DATABASE_URL, since the
     * embedded PGlite database lives inside one process.
     */
    APP_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    PUBLIC_URL: z.url('PUBLIC_URL must be an absolute URL such as https://quantleap.example').optional(),
    /** Secret for signing CSRF tokens and (later) sessions; generated and kept under DATA_DIR when unset. */
    APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
    /** How many reverse proxies sit in front of the server; 0 means X-Forwarded-For is ignored. */
    TRUSTED_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** Which peers may forward (proxy-addr syntax: addresses, CIDR ranges, loopback, linklocal, uniquelocal). */
    TRUSTED_PROXY_ADDRESSES: z
      .string()
      .default('loopback')
      .transform((value, ctx) => {
        const addresses = value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        try {
          createProxyTrust({ hops: 1, addresses });
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
        return addresses;
      }),
    /** The development mailbox (/dev/mailbox): on, off, or auto (see decideDevMailbox). */
    DEV_MAILBOX: z.enum(DEV_MAILBOX_SETTINGS, 'DEV_MAILBOX must be on, off or auto').default('auto'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Requests allowed per client address and hour on the contact form. */
    CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(10000).default(5),
    /** Compensation entries allowed per client address and hour. */
    COMPENSATION_RATE_LIMIT: z.coerce.number().int().min(1).max(10000).default(10),
    /** Deliver mail through this SMTP server (smtp:// or smtps://); unset keeps mail in the outbox (/dev/mailbox). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('QuantLeap <no-reply@quantleap.local>'),
    /** Comma-separated e-mail addresses of operators. */
    ADMIN_EMAILS: z.string().default(''),
    /** With a bucket, uploads go to S3 (or an S3-compatible service at S3_ENDPOINT) instead of DATA_DIR/uploads. */
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url('S3_ENDPOINT must be an absolute URL').optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Multiplies every sign-in/sign-up/e-mail rate limit (tests and load tests raise it; never below 1). */
    AUTH_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(10000).default(1),
    /** Sign-ups per client address (IPv6: per /64) and hour before a proof-of-work challenge is asked for. */
    SIGN_UP_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(DEFAULT_SIGN_UP_BUDGETS.perAddress),
    /** Sign-ups per hour from all addresses together before every sign-up is asked for a challenge. */
    SIGN_UP_GLOBAL_RATE_LIMIT: z.coerce.number().int().min(1).max(1000000).default(DEFAULT_SIGN_UP_BUDGETS.global),
    /** New conversations one company may start in 24 hours (replies are never limited). */
    MESSAGES_NEW_CONVERSATIONS_PER_DAY: z.coerce
      .number()
      .int()
      .min(1)
      .max(10000)
      .default(DEFAULT_NEW_CONVERSATIONS_PER_DAY),
    /** New proposals one quant may send in 24 hours (edits and withdrawals are never limited). */
    PROPOSALS_PER_DAY: z.coerce.number().int().min(1).max(10000).default(DEFAULT_PROPOSALS_PER_DAY),
    /** New project invitations one company may send in 24 hours (inviting someone again is never limited). */
    PROJECT_INVITATIONS_PER_DAY: z.coerce.number().int().min(1).max(10000).default(DEFAULT_PROJECT_INVITATIONS_PER_DAY),
  })
  .refine((env) => env.APP_PROCESSES === 1 || env.DATABASE_URL !== undefined, {
    path: ['APP_PROCESSES'],
    message: 'APP_PROCESSES above 1 needs DATABASE_URL: the embedded database (PGlite) lives inside one process',
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** APP_PROCESSES: how many processes serve requests (more than 1 only with databaseUrl). */
  appProcesses: number;
  publicUrl: string;
  /** Origins better-auth accepts requests and callback addresses from (see trustedOriginsFor). */
  trustedOrigins: string[];
  appSecret: string;
  trustedProxyHops: number;
  /** The peers whose forwarding headers are read (TRUSTED_PROXY_ADDRESSES), in proxy-addr's syntax. */
  trustedProxyAddresses: string[];
  /** Whether /dev/mailbox is open (DEV_MAILBOX, NODE_ENV, PUBLIC_URL, SMTP_URL), and why. */
  devMailbox: DevMailboxState;
  logLevel: string;
  contactRateLimit: number;
  compensationRateLimit: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  authRateLimitScale: number;
  /** SIGN_UP_RATE_LIMIT: sign-ups per address and hour without a challenge (4 times it is the hard cap). */
  signUpRateLimit: number;
  /** SIGN_UP_GLOBAL_RATE_LIMIT: sign-ups per hour from everyone without a challenge (4 times it is the hard cap). */
  signUpGlobalRateLimit: number;
  /** MESSAGES_NEW_CONVERSATIONS_PER_DAY: new conversations a company may start in 24 hours. */
  newConversationsPerDay: number;
  /** PROPOSALS_PER_DAY: new proposals a quant may send in 24 hours. */
  proposalsPerDay: number;
  /** PROJECT_INVITATIONS_PER_DAY: new project invitations a company may send in 24 hours. */
  projectInvitationsPerDay: number;
  s3:
    | {
        bucket: string;
        region: string;
        endpoint?: string | undefined;
        accessKeyId?: string | undefined;
        secretAccessKey?: string | undefined;
      }
    | undefined;
  /** Where the built web app lives (index.html, assets/). */
  webDir: string;
  /** Where the build left the server bundle of the web app (render-page.js), for pages rendered per request. */
  renderDir: string;
}

/**
 * With PUBLIC_URL set, only its origin. Unset, the server is reached on this machine, where a browser may spell the
 * address http://localhost:PORT, http://127.0.0.1:PORT or http://[::1]:PORT: the same server, so all three.
 */
function trustedOriginsFor(publicUrl: string | undefined, port: number): string[] {
  if (publicUrl) return [new URL(publicUrl).origin];
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);
}

/** Reads a secret persisted under DATA_DIR, creating it on first start (never a hard-coded secret). */
function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appProcesses: e.APP_PROCESSES,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustedOrigins: trustedOriginsFor(e.PUBLIC_URL, e.PORT),
    appSecret: e.APP_SECRET ?? loadOrCreateSecret(dataDir, 'app-secret'),
    trustedProxyHops: e.TRUSTED_PROXY,
    trustedProxyAddresses: e.TRUSTED_PROXY_ADDRESSES,
    devMailbox: decideDevMailbox({
      setting: e.DEV_MAILBOX,
      nodeEnv: e.NODE_ENV,
      smtpConfigured: e.SMTP_URL !== undefined,
      publicUrlConfigured: e.PUBLIC_URL !== undefined,
    }),
    logLevel: e.LOG_LEVEL,
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    compensationRateLimit: e.COMPENSATION_RATE_LIMIT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean),
    authRateLimitScale: e.AUTH_RATE_LIMIT_SCALE,
    signUpRateLimit: e.SIGN_UP_RATE_LIMIT,
    signUpGlobalRateLimit: e.SIGN_UP_GLOBAL_RATE_LIMIT,
    newConversationsPerDay: e.MESSAGES_NEW_CONVERSATIONS_PER_DAY,
    proposalsPerDay: e.PROPOSALS_PER_DAY,
    projectInvitationsPerDay: e.PROJECT_INVITATIONS_PER_DAY,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    webDir: path.resolve('dist/client'),
    renderDir: path.resolve('dist/render'),
  };
}
