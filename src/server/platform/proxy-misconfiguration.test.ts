import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';
import { UNTRUSTED_LOCAL_PROXY_WARNING } from './proxy-misconfiguration';

/** Test servers listen on 127.0.0.1, so every request here comes from a loopback peer, like a proxy on this host. */
let database: Database;
const servers: TestServer[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await database.close();
});

/** A server whose log lines are kept, and a count of the misconfiguration warnings among them. */
async function loggedServer(config: Partial<AppDeps['config']>) {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const server = await startTestServer({ database, logger, config });
  servers.push(server);
  const warnings = () => lines.filter((line) => line.msg === UNTRUSTED_LOCAL_PROXY_WARNING);
  return { server, warnings };
}

describe('warning about a local proxy that is not trusted', () => {
  it('is logged once, at warn level, however many forwarded requests arrive (TRUSTED_PROXY=0)', async () => {
    const { server, warnings } = await loggedServer({ trustedProxyHops: 0 });
    await server.raw('/api/health');
    expect(warnings()).toHaveLength(0);
    await server.raw('/api/health', { 'X-Forwarded-For': '203.0.113.5' });
    await server.raw('/api/health', { 'X-Real-IP': '203.0.113.6' });
    await server.raw('/api/health', { Forwarded: 'for=203.0.113.7' });
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]?.level).toBe(pino.levels.values.warn);
    expect(warnings()[0]?.msg).toMatch(/one rate-limit bucket.*TRUSTED_PROXY.*TRUSTED_PROXY_ADDRESSES/);
  });

  it('is logged when TRUSTED_PROXY is set but the local proxy is not in TRUSTED_PROXY_ADDRESSES', async () => {
    const { server, warnings } = await loggedServer({ trustedProxyHops: 1, trustedProxyAddresses: ['10.0.0.1'] });
    await server.raw('/api/health', { 'X-Forwarded-For': '203.0.113.5' });
    expect(warnings()).toHaveLength(1);
  });

  it('is not logged when the local proxy is trusted', async () => {
    const { server, warnings } = await loggedServer({ trustedProxyHops: 1, trustedProxyAddresses: ['loopback'] });
    await server.raw('/api/health', { 'X-Forwarded-For': '203.0.113.5' });
    expect(warnings()).toHaveLength(0);
  });
});
