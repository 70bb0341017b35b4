import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../platform/security-headers';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await server.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the security policy as HTTP headers', async () => {
    const response = await server.fetch('/api/health');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('gives every response a request id', async () => {
    const response = await server.fetch('/api/health');
    expect(response.headers.get('x-request-id')).toMatch(/.{8,}/);
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404 in the error envelope', async () => {
    const response = await server.fetch('/api/does-not-exist');
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.message).toBe('No such API endpoint.');
  });
});
