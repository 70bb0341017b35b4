import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';

/** Sign-in allows 5 attempts a minute per client address, counted in the database. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const attempt = (headers: Record<string, string> = {}) =>
  new BrowserSession(server, headers).request('/api/auth/sign-in/email', {
    json: { email: 'nobody@example.com', password: 'Wrong2026!' },
  });

describe('sign-in rate limit', () => {
  it('answers 429 after 5 attempts, and a forged X-Forwarded-For does not reset it', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
    expect((await attempt({ 'X-Forwarded-For': '203.0.113.9' })).status).toBe(429);
    expect((await attempt({ 'X-Quantleap-Client-Address': '203.0.113.10' })).status).toBe(429);
  });

  it('holds across a restart of the app: the counters are in the database', async () => {
    const restarted = await startTestServer({ database: server.database });
    const response = await new BrowserSession(restarted).request('/api/auth/sign-in/email', {
      json: { email: 'nobody@example.com', password: 'Wrong2026!' },
    });
    expect(response.status).toBe(429);
    await restarted.close();
  });
});
