import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders, startTestServer, type TestServer } from '../test/test-server';

/** Behind one trusted proxy, the rightmost X-Forwarded-For entry is the client; entries left of it are ignored. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { trustedProxyHops: 1, contactRateLimit: 1 } });
});
afterAll(() => server.close());

const body = JSON.stringify({ formType: 'newsletter', email: 'reader@example.com' });

async function postFrom(forwardedFor: string): Promise<number> {
  const headers = await csrfHeaders(server, { 'X-Forwarded-For': forwardedFor });
  return (await server.fetch('/api/contact', { method: 'POST', headers, body })).status;
}

describe('client address behind a trusted proxy', () => {
  it('limits each client separately', async () => {
    expect(await postFrom('192.0.2.10')).toBe(201);
    expect(await postFrom('192.0.2.11')).toBe(201);
    expect(await postFrom('192.0.2.10')).toBe(429);
  });

  it('ignores what the client prepends to the header', async () => {
    expect(await postFrom('192.0.2.20')).toBe(201);
    expect(await postFrom('6.6.6.6, 192.0.2.20')).toBe(429);
  });
});
