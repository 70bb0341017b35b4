import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_TEST_MESSAGES } from '../../../shared/email-test';
import type { ErrorBody } from '../../../shared/contracts/common';
import type { AppEnv } from '../../app-env';
import type { Database } from '../../db/client';
import { mailOutbox, rateLimits, user } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { createProxyTrust } from '../../platform/client-address';
import { issueCsrfToken } from '../../platform/csrf';
import { createLogger } from '../../platform/logger';
import { createMailer, type MailMessage, type Mailer } from '../../platform/mail/mailer';
import { requestContext } from '../../platform/request-context';
import { sessionFor } from '../../test/accounts';
import { createUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-database';
import { csrfHeaders, rawGet, type TestServer } from '../../test/test-server';
import { CLIENT_ADDRESS_HEADER, createAuth } from '../auth/auth';
import { emailTestRoutes } from './routes';

const SECRET = 'test-secret-that-is-long-enough-for-hmac-0123456789';
const PASSWORD = 'Quant2026!';
const OPERATOR = 'operator@example.com';

/** Stands in for SMTP delivery, which no test can reach: records what would have been delivered. */
function recordingSmtpMailer(failWith?: Error): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    transport: 'smtp',
    sent,
    send(message) {
      if (failWith) return Promise.reject(failWith);
      sent.push(message);
      return Promise.resolve();
    },
  };
}

/**
 * A small app with the e-mail tool mounted as the real app mounts it (/api/email-test), plus what its callers need:
 * better-auth (accounts and sessions, their mail in the outbox) and the CSRF token endpoint. `mailer` is the
 * tool's mailer: the real outbox one by default.
 */
async function startEmailTestServer(
  database: Database,
  options: { mailer?: Mailer; adminEmails?: string[]; perHour?: number } = {},
): Promise<TestServer> {
  const logger = createLogger('silent');
  const outbox = createMailer({ db: database.db, logger, from: 'QuantLeap <test@quantleap.local>' });
  const late: { app?: Hono<AppEnv> } = {};
  const server = serve({
    fetch: (request, env) => (late.app ? late.app.fetch(request, env) : new Response('starting', { status: 503 })),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = { appSecret: SECRET, publicUrl: url, authRateLimitScale: 100 };
  const auth = createAuth({ db: database.db, logger, mailer: outbox, config });
  const app = new Hono<AppEnv>();
  app.use(requestContext({ db: database.db, logger }));
  // better-auth itself, as the app's auth routes hand it requests: with the caller's address in its header.
  app.on(['GET', 'POST'], '/api/auth/*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, '127.0.0.1');
    return auth.handler(new Request(c.req.raw, { headers }));
  });
  app.get('/api/contact/csrf', (c) => c.json({ csrfToken: issueCsrfToken(c, SECRET, false) }));
  app.route(
    '/api/email-test',
    emailTestRoutes({
      auth,
      mailer: options.mailer ?? outbox,
      secret: SECRET,
      proxy: createProxyTrust({ hops: 0, addresses: ['loopback'] }),
      adminEmails: options.adminEmails ?? [],
      perHour: options.perHour,
    }),
  );
  app.onError((error, c) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { error: { code: error.code, message: error.message } };
      if (error.fields) body.error.fields = error.fields;
      return c.json(body, error.status);
    }
    return c.json({ error: { code: 'INTERNAL', message: String(error) } }, 500);
  });
  late.app = app;
  return {
    url,
    database,
    config,
    fetch: (path, init) => fetch(`${url}${path}`, init),
    raw: (path, headers) => rawGet(`${url}${path}`, headers),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let database: Database;
let outboxServer: TestServer;
let smtpServer: TestServer;
let smtp: ReturnType<typeof recordingSmtpMailer>;
beforeAll(async () => {
  database = await createTestDatabase();
  outboxServer = await startEmailTestServer(database);
  smtp = recordingSmtpMailer();
  // Mixed case and spaces, as an operator may write the list: matching ignores both.
  smtpServer = await startEmailTestServer(database, { mailer: smtp, adminEmails: [' Operator@Example.com '] });
});
afterAll(async () => {
  await outboxServer.close();
  await smtpServer.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(rateLimits);
  smtp.sent.length = 0;
});

let counter = 0;
const uniqueEmail = () => `quant${Date.now()}${++counter}@example.com`;

async function mailTo(to: string, kind?: string) {
  return database.db
    .select()
    .from(mailOutbox)
    .where(kind ? and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)) : eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt));
}

async function toolMailCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(mailOutbox);
  return row?.n ?? 0;
}

async function post(server: TestServer, body: unknown, headers?: Record<string, string>) {
  const response = await server.fetch('/api/email-test', {
    method: 'POST',
    headers: headers ?? (await csrfHeaders(server)),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads arbitrary JSON
}

/** A verified account for `email`, made once per address (the servers share one database). */
async function ensureVerifiedAccount(email: string): Promise<string> {
  const [existing] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return existing?.id ?? (await createUser(database.db, { email, password: PASSWORD })).userId;
}

/** A verified account, signed in, with a CSRF token: what a signed-in visitor of /email-test has. */
async function signedIn(server: TestServer, email: string) {
  const session = await sessionFor(server, await ensureVerifiedAccount(email));
  const { body } = await session.request('/api/contact/csrf');
  const csrf = { 'X-CSRF-Token': String(body.csrfToken) };
  // Account mails (verification, welcome) are not what these tests count.
  await database.db.delete(mailOutbox);
  return {
    send: (json: unknown) => session.request('/api/email-test', { json, headers: csrf }),
    status: () => session.request('/api/email-test/status'),
  };
}

describe('POST /api/email-test with the development outbox', () => {
  it('lets an anonymous visitor send the test mail, stored in the outbox as kind test', async () => {
    const to = uniqueEmail();
    const { status, body } = await post(outboxServer, { type: 'test', email: to });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Email sent successfully!' });
    const rows = await mailTo(to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'test', subject: 'QuantLeap test e-mail' });
  });

  it('sends the welcome mail greeting the given name, trimmed', async () => {
    const to = uniqueEmail();
    const { status } = await post(outboxServer, { type: 'welcome', email: `  ${to} `, name: '  Grace Hopper  ' });
    expect(status).toBe(200);
    const [row] = await mailTo(to, 'welcome');
    expect(row?.subject).toBe('Welcome to QuantLeap');
    expect(row?.text).toContain('Welcome to QuantLeap, Grace Hopper!');
  });

  it("greets 'User' when the welcome mail has no name or a blank one", async () => {
    const first = uniqueEmail();
    const second = uniqueEmail();
    await post(outboxServer, { type: 'welcome', email: first });
    await post(outboxServer, { type: 'welcome', email: second, name: '   ' });
    expect((await mailTo(first, 'welcome'))[0]?.text).toContain('Welcome to QuantLeap, User!');
    expect((await mailTo(second, 'welcome'))[0]?.text).toContain('Welcome to QuantLeap, User!');
  });

  it('escapes the quotes a name may hold in the HTML part (markup is not a name: see the refusals)', async () => {
    const to = uniqueEmail();
    await post(outboxServer, { type: 'welcome', email: to, name: `Eve "Q" O'Neil` });
    const [row] = await mailTo(to, 'welcome');
    expect(row?.html).toContain('Eve &quot;Q&quot; O&#39;Neil');
    expect(row?.html).not.toContain('"Q"');
  });

  it.each([
    ['a missing e-mail', { type: 'test' }, 'email', EMAIL_TEST_MESSAGES.emailRequired],
    ['an empty e-mail', { type: 'test', email: '' }, 'email', 'Please enter an email address'],
    ['a blank e-mail', { type: 'welcome', email: '   ' }, 'email', 'Please enter an email address'],
    ['an invalid e-mail', { type: 'test', email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['an e-mail that is not a string', { type: 'test', email: 42 }, 'email', 'Please enter a valid email address'],
    ['an unknown type', { type: 'newsletter', email: 'a@example.com' }, 'type', EMAIL_TEST_MESSAGES.type],
    [
      'a name over 50 characters',
      { type: 'welcome', email: 'a@example.com', name: 'A'.repeat(51) },
      'name',
      EMAIL_TEST_MESSAGES.nameTooLong,
    ],
    [
      'markup as a name',
      { type: 'welcome', email: 'a@example.com', name: '<b>Eve</b>' },
      'name',
      EMAIL_TEST_MESSAGES.nameInvalid,
    ],
    // PostgreSQL cannot store a NUL: the outbox insert failed, which was answered 502.
    [
      'a NUL in the name',
      { type: 'welcome', email: 'a@example.com', name: 'Ada\u0000' },
      'name',
      EMAIL_TEST_MESSAGES.nameControlCharacters,
    ],
    [
      'a line break in the name',
      { type: 'welcome', email: 'a@example.com', name: 'Ada\r\nBcc: x@example.com' },
      'name',
      EMAIL_TEST_MESSAGES.nameControlCharacters,
    ],
    ['a NUL in the e-mail', { type: 'test', email: 'a\u0000b@example.com' }, 'email', EMAIL_TEST_MESSAGES.emailInvalid],
  ])('refuses %s with 400 and the field message, and sends nothing', async (_label, body, field, message) => {
    const response = await post(outboxServer, body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    expect(response.body.error.fields[field]).toBe(message);
    expect(await toolMailCount()).toBe(0);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await post(outboxServer, '{not json');
    expect(response.status).toBe(400);
    expect(await toolMailCount()).toBe(0);
  });

  it('refuses a post without a CSRF token with 403 and sends nothing', async () => {
    const response = await post(
      outboxServer,
      { type: 'test', email: uniqueEmail() },
      { 'Content-Type': 'application/json' },
    );
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('CSRF_FAILED');
    expect(await toolMailCount()).toBe(0);
  });

  it('refuses the sixth mail in an hour from one address with 429, without counting invalid requests', async () => {
    const headers = await csrfHeaders(outboxServer);
    for (let i = 0; i < 3; i++)
      expect((await post(outboxServer, { type: 'test', email: '' }, headers)).status).toBe(400);
    for (let i = 0; i < 5; i++) {
      expect((await post(outboxServer, { type: 'test', email: uniqueEmail() }, headers)).status).toBe(200);
    }
    const blocked = await post(outboxServer, { type: 'test', email: uniqueEmail() }, headers);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('RATE_LIMITED');
    expect(await toolMailCount()).toBe(5);
  });

  it('applies a configured limit, and a forged X-Forwarded-For does not reset it', async () => {
    const strict = await startEmailTestServer(database, { perHour: 1 });
    try {
      const headers = await csrfHeaders(strict);
      expect((await post(strict, { type: 'test', email: uniqueEmail() }, headers)).status).toBe(200);
      const forged = { ...headers, 'X-Forwarded-For': '198.51.100.7' };
      expect((await post(strict, { type: 'test', email: uniqueEmail() }, forged)).status).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('answers 502 with the service error when the outbox cannot store the mail, without internals', async () => {
    const broken: Mailer = {
      transport: 'outbox',
      send: () => Promise.reject(new Error('relation "mail_outbox" does not exist')),
    };
    const failing = await startEmailTestServer(database, { mailer: broken });
    try {
      const response = await post(failing, { type: 'test', email: uniqueEmail() });
      expect(response.status).toBe(502);
      expect(response.body.error.code).toBe('UNAVAILABLE');
      expect(response.body.error.message).toMatch(/^Email service error: /);
      expect(response.body.error.message).not.toContain('mail_outbox');
    } finally {
      await failing.close();
    }
  });
});

describe('POST /api/email-test with SMTP delivery (operators only)', () => {
  it('refuses an anonymous visitor with 403 and the operators message, and sends nothing', async () => {
    const response = await post(smtpServer, { type: 'test', email: uniqueEmail() });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('FORBIDDEN');
    expect(response.body.error.message).toBe('Sending test e-mails is limited to operators.');
    expect(smtp.sent).toEqual([]);
    expect(await toolMailCount()).toBe(0);
  });

  it('refuses a signed-in user who is not an operator, and sends nothing', async () => {
    const member = await signedIn(smtpServer, uniqueEmail());
    const response = await member.send({ type: 'welcome', email: uniqueEmail(), name: 'Mallory' });
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe(EMAIL_TEST_MESSAGES.forbidden);
    expect(smtp.sent).toEqual([]);
    expect(await toolMailCount()).toBe(0);
  });

  it('lets a signed-in operator send, whatever the case of the configured address', async () => {
    const operator = await signedIn(smtpServer, OPERATOR);
    const to = uniqueEmail();
    const response = await operator.send({ type: 'welcome', email: to, name: 'Grace Hopper' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Email sent successfully!' });
    expect(smtp.sent).toHaveLength(1);
    expect(smtp.sent[0]).toMatchObject({ to, kind: 'welcome', subject: 'Welcome to QuantLeap' });
    expect(smtp.sent[0]?.text).toContain('Welcome to QuantLeap, Grace Hopper!');

    expect((await operator.send({ type: 'test', email: to })).status).toBe(200);
    expect(smtp.sent[1]).toMatchObject({ to, kind: 'test' });
  });

  it('tells the operator why delivery failed, with 502 and the first line of the reason', async () => {
    const failing = await startEmailTestServer(database, {
      mailer: recordingSmtpMailer(new Error('connect ECONNREFUSED 127.0.0.1:587\n    at TCPConnectWrap.afterConnect')),
      adminEmails: [OPERATOR],
    });
    try {
      const operator = await signedIn(failing, OPERATOR);
      const response = await operator.send({ type: 'test', email: uniqueEmail() });
      expect(response.status).toBe(502);
      expect(response.body.error.code).toBe('UNAVAILABLE');
      expect(response.body.error.message).toBe('Email service error: connect ECONNREFUSED 127.0.0.1:587');
    } finally {
      await failing.close();
    }
  });
});

describe('GET /api/email-test/status', () => {
  it('says anyone may send while mail stays in the outbox, without a CSRF token', async () => {
    const response = await outboxServer.fetch('/api/email-test/status');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ allowed: true, transport: 'outbox' });
  });

  it('says an anonymous visitor may not send with SMTP delivery', async () => {
    const response = await smtpServer.fetch('/api/email-test/status');
    expect(await response.json()).toEqual({ allowed: false, transport: 'smtp' });
  });

  it('says a signed-in non-operator may not, and an operator may', async () => {
    const member = await signedIn(smtpServer, uniqueEmail());
    expect((await member.status()).body).toEqual({ allowed: false, transport: 'smtp' });
    const operator = await signedIn(smtpServer, OPERATOR);
    expect((await operator.status()).body).toEqual({ allowed: true, transport: 'smtp' });
  });
});
