import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The address a request came from. X-Forwarded-For is trusted only as far as the configured number of proxies:
 * with `hops` proxies in front, the client is the `hops`-th entry from the right, the one our own proxy wrote.
 * Entries further left are whatever the client sent, so a forged header cannot change the answer.
 */
export function getClientAddress(c: Context, hops: number): string {
  let socketAddress = 'unknown';
  try {
    socketAddress = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not behind a Node socket (e.g. app.request() in a script): every such caller shares one bucket.
  }
  if (hops === 0) return socketAddress;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - hops] ?? socketAddress;
}
