import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * Sets a header that applies to whatever response the request ends with. On Node it goes straight onto the
 * ServerResponse: Node merges it at writeHead, and a header the handler sets itself wins. That skips the
 * validation of a fetch `Headers` object, which costs more than the rest of a cached API answer.
 * Elsewhere (app.request() in a script) it falls back to Hono's c.header().
 */
export function setDefaultHeader(c: Context, name: string, value: string): void {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing && !outgoing.headersSent) outgoing.setHeader(name, value);
  else c.header(name, value);
}
