import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, type AppDeps } from '../app';
import type { Database } from '../db/client';
import { createLogger } from '../platform/logger';
import { createTestDatabase } from './test-database';

export interface TestServer {
  url: string;
  database: Database;
  /** fetch() against the running server; the path starts with '/'. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The real app on a real loopback port (listen on 0: other processes may hold 3000), against a fresh database.
 * Tests talk HTTP to it as a browser would, so headers, cookies, compression and client addresses are real.
 */
export async function startTestServer(
  options: { config?: Partial<AppDeps['config']>; database?: Database } = {},
): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase());
  const app = createApp({
    db: database.db,
    logger: createLogger('silent'),
    config: {
      appSecret: 'test-secret-that-is-long-enough-for-hmac-0123456789',
      publicUrl: 'http://localhost',
      trustedProxyHops: 0,
      contactRateLimit: 1000,
      webDir: '/nonexistent',
      ...options.config,
    },
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    database,
    fetch: (path, init) => fetch(`${url}${path}`, init),
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
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken, Cookie: cookie, ...extra };
}
