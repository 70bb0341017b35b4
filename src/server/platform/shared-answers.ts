import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { Logger } from './logger';
import { BoundedCache } from './memo';
import { requestIdFrom } from './request-context';

/** Hono's compress middleware leaves smaller answers as they are; so does this cache. */
const COMPRESS_THRESHOLD_BYTES = 1024;

interface Variant {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

interface SharedAnswer {
  identity: Variant;
  gzip?: Variant;
  expiresAt: number;
}

export interface SharedAnswers {
  /**
   * Answers with `json` and `headers` and keeps the answer, so the next GET of the same path and query is
   * answered before the middleware chain. Only for answers that are the same for every caller: never anything
   * read from a session.
   */
  respond(c: Context, json: string, headers: Record<string, string>): Response;
  /** The kept answer to this request, or undefined when the app has to answer it. */
  serve(request: Request): Response | undefined;
}

/**
 * A small in-process cache in front of the app for answers every caller shares (the reference lists). A kept
 * answer skips routing and the middleware chain, which costs more than the rest of such a request, and is
 * gzipped once instead of on every request. Its headers are the ones the chain would send; firms.test.ts holds
 * the two paths to the same bytes.
 */
export function createSharedAnswers(options: {
  /** Headers the middleware chain adds to every /api answer (security headers). */
  baseHeaders: Record<string, string>;
  logger: Logger;
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): SharedAnswers {
  const { baseHeaders, logger, ttlMs } = options;
  const now = options.now ?? Date.now;
  const answers = new BoundedCache<SharedAnswer>(options.maxEntries);

  return {
    respond(c, json, headers) {
      const body = new Uint8Array(Buffer.from(json));
      const identity = { body, headers: { ...baseHeaders, ...headers } };
      const gzip =
        body.byteLength >= COMPRESS_THRESHOLD_BYTES
          ? {
              body: new Uint8Array(gzipSync(body)),
              headers: { ...identity.headers, Vary: 'Accept-Encoding', 'Content-Encoding': 'gzip' },
            }
          : undefined;
      answers.set(pathAndQuery(c.req.url), { identity, gzip, expiresAt: now() + ttlMs });
      return c.body(body, 200, headers);
    },

    serve(request) {
      if (request.method !== 'GET') return undefined;
      const key = pathAndQuery(request.url);
      const answer = answers.get(key);
      if (!answer) return undefined;
      if (answer.expiresAt <= now()) {
        answers.delete(key);
        return undefined;
      }
      const acceptEncoding = request.headers.get('accept-encoding');
      // Only the two cases that cover nearly every client; any other Accept-Encoding goes through the chain.
      const variant = acceptEncoding === null ? answer.identity : prefersGzip(acceptEncoding) ? answer.gzip : undefined;
      if (!variant) return undefined;
      const requestId = requestIdFrom(request.headers.get('x-request-id'));
      if (logger.isLevelEnabled('debug')) {
        const path = key.includes('?') ? key.slice(0, key.indexOf('?')) : key;
        logger.debug({ requestId, method: 'GET', path, status: 200, shared: true }, 'request');
      }
      return new Response(variant.body, { status: 200, headers: { 'X-Request-Id': requestId, ...variant.headers } });
    },
  };
}

function pathAndQuery(url: string): string {
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

/** The choice Hono's compress middleware makes between gzip and deflate, reduced to "is it gzip". */
function prefersGzip(acceptEncoding: string): boolean {
  const accepts = parseAccept(acceptEncoding);
  const q = (encoding: string) =>
    accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? accepts.find((a) => a.type === '*')?.q ?? 0;
  const gzip = q('gzip');
  return gzip === 1 || (gzip > 0 && gzip >= q('deflate'));
}
