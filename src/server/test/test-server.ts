import { mkdtempSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, type AppDeps } from '../app';
import type { Database } from '../db/client';
import type { AuthConfig } from '../features/auth/auth';
import { createLogger, type Logger } from '../platform/logger';
import { createMailer } from '../platform/mail/mailer';
import { createLocalStorage, type Storage } from '../platform/storage/storage';
import { createTestDatabase } from './test-database';
import { cookieHeaderAfter } from '../platform/cookies';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestServer {
  url: string;
  database: Database;
  /** What the app's better-auth runs with (factories sign session cookies with its secret, for its address). */
  config: AuthConfig;
  /** fetch() against the running server; the path starts with '/'. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** A GET through node:http: the status, headers and body bytes exactly as sent (fetch decodes gzip and adds headers). */
  raw(path: string, headers?: Record<string, string>): Promise<RawResponse>;
  close(): Promise<void>;
}

/**
 * The real app on a real loopback port (listen on 0: other processes may hold 3000), against a fresh database.
 * Tests talk HTTP to it as a browser would, so headers, cookies, compression and client addresses are real.
 */
export async function startTestServer(
  options: { config?: Partial<AppDeps['config']>; database?: Database; storage?: Storage; logger?: Logger } = {},
): Promise<TestServer & { app: ReturnType<typeof createApp>; config: AppDeps['config'] }> {
  const database = options.database ?? (await createTestDatabase());
  const logger = options.logger ?? createLogger('silent');
  // Listen first, then build the app with the real address as PUBLIC_URL: mail links and better-auth's origin
  // checks must name the server the test talks to.
  const late: { app?: ReturnType<typeof createApp> } = {};
  const server = serve({
    fetch: (request, env) => (late.app ? late.app.fetch(request, env) : new Response('starting', { status: 503 })),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config: AppDeps['config'] = {
    appSecret: 'test-secret-that-is-long-enough-for-hmac-0123456789',
    publicUrl: url,
    trustedOrigins: [url],
    trustedProxyHops: 0,
    trustedProxyAddresses: ['loopback'],
    devMailbox: { enabled: true, reason: 'The development mailbox is on (test server).' },
    contactRateLimit: 1000,
    compensationRateLimit: 1000,
    webDir: '/nonexistent',
    renderDir: '/nonexistent',
    authRateLimitScale: 1,
    // Generous: test files sign up many accounts from 127.0.0.1; the sign-up limit tests set their own.
    signUpRateLimit: 1000,
    signUpGlobalRateLimit: 10000,
    adminEmails: [],
    newConversationsPerDay: 25,
    proposalsPerDay: 10,
    projectInvitationsPerDay: 50,
    ...options.config,
  };
  late.app = createApp({
    db: database.db,
    logger,
    mailer: createMailer({ db: database.db, logger, from: 'QuantLeap <test@quantleap.local>' }),
    storage: options.storage ?? createLocalStorage(mkdtempSync(path.join(tmpdir(), 'quantleap-uploads-'))),
    config,
    // Every answer of a contracted route is held to its contract: a route that breaks it fails its test.
    validateResponses: true,
  });
  const app = late.app;
  return {
    url,
    database,
    config,
    app,
    fetch: (path, init) => fetch(`${url}${path}`, init),
    raw: (path, headers) => rawGet(`${url}${path}`, headers),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.database) await database.close();
    },
  };
}

/** Fetches a CSRF token and returns the headers a form post needs (cookie + matching header). */
export async function csrfHeaders(
  server: TestServer,
  extra: Record<string, string> = {},
): Promise<Record<string, string>> {
  const response = await server.fetch('/api/contact/csrf');
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = cookieHeaderAfter(response);
  return { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken, Cookie: cookie, ...extra };
}

/** A GET through node:http, which leaves the body and headers as the server sent them. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}
