import type { Context } from 'hono';

/**
 * A copy of the caller's request with other headers, for handing to a library that takes a whole Request
 * (better-auth). The body comes from Hono's body cache, not the raw stream: the /api middleware has already read
 * the stream (to refuse NUL characters), and a Request cannot be rebuilt from a used one. The bytes are the ones
 * sent, unchanged.
 */
export async function forwardedRequest(c: Context, headers: Headers): Promise<Request> {
  const { method, url, signal } = c.req.raw;
  const body = method === 'GET' || method === 'HEAD' ? undefined : await c.req.arrayBuffer();
  return new Request(url, { method, headers, body, signal });
}
