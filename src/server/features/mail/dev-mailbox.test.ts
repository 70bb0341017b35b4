import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app';
import { createTestDatabase } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import type { Database } from '../../db/client';

/**
 * The development mailbox holds every reset and magic link, so it answers only this machine. Test servers listen on
 * 127.0.0.1: the socket peer is loopback, exactly like a reverse proxy on the same host.
 */
let database: Database;
const servers: TestServer[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await database.close();
});

async function serverWith(config: Partial<AppDeps['config']>): Promise<TestServer> {
  const server = await startTestServer({ database, config });
  servers.push(server);
  return server;
}

type ErrorAnswer = { status: number; code: string; message: string };
async function getMailbox(server: TestServer, headers: Record<string, string> = {}): Promise<ErrorAnswer> {
  const response = await server.raw('/api/dev/mailbox', headers);
  const body = JSON.parse(response.body.toString('utf8')) as { error?: { code: string; message: string } };
  return { status: response.status, code: body.error?.code ?? '', message: body.error?.message ?? '' };
}

describe('development mailbox without a configured proxy (TRUSTED_PROXY=0)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith({ trustedProxyHops: 0 });
  });

  it('opens to a request made on this machine', async () => {
    expect((await getMailbox(server)).status).toBe(200);
  });

  it.each([
    ['X-Forwarded-For', '203.0.113.5'],
    ['X-Forwarded-For', '127.0.0.1'],
    ['Forwarded', 'for=203.0.113.5'],
    ['X-Real-IP', '203.0.113.5'],
  ])('refuses a request that came through a proxy (%s: %s)', async (header, value) => {
    const answer = await getMailbox(server, { [header]: value });
    expect(answer.status).toBe(403);
    expect(answer.code).toBe('FORBIDDEN');
    expect(answer.message).toMatch(/through a proxy/);
    expect(answer.message).toMatch(/TRUSTED_PROXY/);
  });
});

describe('development mailbox behind a trusted proxy on this machine (TRUSTED_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith({ trustedProxyHops: 1, trustedProxyAddresses: ['loopback'] });
  });

  it('opens when the proxy says the visitor is on this machine', async () => {
    expect((await getMailbox(server, { 'X-Forwarded-For': '127.0.0.1' })).status).toBe(200);
  });

  it('refuses a visitor from elsewhere, whatever the visitor prepends', async () => {
    expect((await getMailbox(server, { 'X-Forwarded-For': '203.0.113.5' })).status).toBe(403);
    expect((await getMailbox(server, { 'X-Forwarded-For': '127.0.0.1, 203.0.113.5' })).status).toBe(403);
  });

  it('refuses a forwarded request that does not say who the visitor is', async () => {
    expect((await getMailbox(server, { 'X-Real-IP': '127.0.0.1' })).status).toBe(403);
  });
});

describe('development mailbox when the peer is not a trusted proxy', () => {
  it('does not believe a forged X-Forwarded-For', async () => {
    const server = await serverWith({ trustedProxyHops: 1, trustedProxyAddresses: ['10.0.0.0/8'] });
    const answer = await getMailbox(server, { 'X-Forwarded-For': '127.0.0.1' });
    expect(answer.status).toBe(403);
    expect(answer.message).toMatch(/through a proxy/);
  });
});

describe('development mailbox switched off', () => {
  it('answers 404 with how to turn it on', async () => {
    const reason = 'The development mailbox is off (DEV_MAILBOX=off). Set DEV_MAILBOX=on and restart to turn it on.';
    const server = await serverWith({ devMailbox: { enabled: false, reason } });
    expect(await getMailbox(server)).toEqual({ status: 404, code: 'NOT_FOUND', message: reason });
  });
});
