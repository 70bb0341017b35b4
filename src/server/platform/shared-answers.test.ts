import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { createSharedAnswers } from './shared-answers';

const BASE = { 'X-Content-Type-Options': 'nosniff' };
const HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=300' };
const LARGE = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => `item ${i}`) });

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let clock = 1_000;
  const shared = createSharedAnswers({
    baseHeaders: BASE,
    logger: createLogger('silent'),
    ttlMs: options.ttlMs ?? 60_000,
    maxEntries: options.maxEntries ?? 10,
    now: () => clock,
  });
  const app = new Hono().get('/list', (c) => shared.respond(c, c.req.query('small') ? '{"items":[]}' : LARGE, HEADERS));
  return {
    shared,
    advance: (ms: number) => (clock += ms),
    publish: async (pathAndQuery: string) => expect((await app.request(pathAndQuery)).status).toBe(200),
  };
}

const get = (pathAndQuery: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${pathAndQuery}`, { headers });

describe('shared answers', () => {
  it('answers nothing it has not been given', () => {
    const { shared } = setup();
    expect(shared.serve(get('/list'))).toBeUndefined();
  });

  it('replays a kept answer with the base headers, its own headers and a request id', async () => {
    const { shared, publish } = setup();
    await publish('/list?page=2');
    const response = shared.serve(get('/list?page=2'))!;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(LARGE);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('keeps answers per path and query, for GET only', async () => {
    const { shared, publish } = setup();
    await publish('/list?page=2');
    expect(shared.serve(get('/list?page=3'))).toBeUndefined();
    expect(shared.serve(get('/list'))).toBeUndefined();
    expect(shared.serve(new Request('http://localhost/list?page=2', { method: 'HEAD' }))).toBeUndefined();
  });

  it('keeps a trustworthy upstream request id and replaces anything else', async () => {
    const { shared, publish } = setup();
    await publish('/list');
    expect(shared.serve(get('/list', { 'X-Request-Id': 'lb-1234567890' }))!.headers.get('x-request-id')).toBe(
      'lb-1234567890',
    );
    const replaced = shared.serve(get('/list', { 'X-Request-Id': 'bad id <script>' }))!;
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the gzipped copy to clients that prefer gzip, and leaves other encodings to the app', async () => {
    const { shared, publish } = setup();
    await publish('/list');
    const zipped = shared.serve(get('/list', { 'Accept-Encoding': 'gzip, deflate, br' }))!;
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(LARGE);
    expect(shared.serve(get('/list', { 'Accept-Encoding': 'deflate' }))).toBeUndefined();
    expect(shared.serve(get('/list', { 'Accept-Encoding': 'gzip;q=0.5, deflate' }))).toBeUndefined();
    expect(shared.serve(get('/list', { 'Accept-Encoding': 'gzip;q=0, *' }))).toBeUndefined();
    expect(shared.serve(get('/list', { 'Accept-Encoding': 'identity' }))).toBeUndefined();
    expect(shared.serve(get('/list', { 'Accept-Encoding': '*' }))!.headers.get('content-encoding')).toBe('gzip');
  });

  it('leaves answers too small to compress to the app when the client asks for compression', async () => {
    const { shared, publish } = setup();
    await publish('/list?small=1');
    expect(shared.serve(get('/list?small=1', { 'Accept-Encoding': 'gzip' }))).toBeUndefined();
    expect(await shared.serve(get('/list?small=1'))!.text()).toBe('{"items":[]}');
  });

  it('forgets an answer once its time is up', async () => {
    const { shared, publish, advance } = setup({ ttlMs: 1_000 });
    await publish('/list');
    advance(999);
    expect(shared.serve(get('/list'))).toBeDefined();
    advance(1);
    expect(shared.serve(get('/list'))).toBeUndefined();
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const { shared, publish } = setup({ maxEntries: 2 });
    await publish('/list?a');
    await publish('/list?b');
    expect(shared.serve(get('/list?a'))).toBeDefined();
    await publish('/list?c');
    expect(shared.serve(get('/list?b'))).toBeUndefined();
    expect(shared.serve(get('/list?a'))).toBeDefined();
    expect(shared.serve(get('/list?c'))).toBeDefined();
  });
});
