/**
 * Baselines measured in the same run as our API:
 *  GET /      a bare Hono hello-world on @hono/node-server (the goal's baseline);
 *  GET /same  bare Hono replaying the exact bytes and headers of one of our answers (fetched once at start from
 *             SAME_AS_URL), i.e. the ceiling for an answer of that size on this machine.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const SKIPPED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
let same: { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> } | undefined;
if (process.env.SAME_AS_URL) {
  const response = await fetch(process.env.SAME_AS_URL);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!SKIPPED.has(name)) headers[name] = value;
  });
  same = { body: new Uint8Array(await response.arrayBuffer()), headers };
}

const app = new Hono()
  .get('/', (c) => c.json({ hello: 'world' }))
  .get('/same', (c) => (same ? c.body(same.body, 200, same.headers) : c.text('SAME_AS_URL not set', 404)));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
