import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { AppError } from './app-error';
import { refuseNulCharacters } from './nul-characters';
import { setDefaultHeader } from './response-headers';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * What every /api answer gets: `Cache-Control: no-store` unless the route says otherwise, a bound on request
 * bodies, no NUL characters in the URL or body (nul-characters.ts), and compression when the client accepts it.
 * One middleware, and the body limit and compression run only where they have work to do, so plain requests keep
 * @hono/node-server's fast path.
 */
export function apiPolicy(
  options: { largeBodies?: Record<string, { maxBytes: number; message: string }> } = {},
): MiddlewareHandler {
  const compressResponse = compress();
  const limiter = (maxSize: number, message: string) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', message);
      },
    });
  const limitJson = limiter(MAX_JSON_BODY_BYTES, 'The request body is too large.');
  // Upload routes allow more, enforced here while the body streams in, before anything reads it.
  const limitLarge = new Map(
    Object.entries(options.largeBodies ?? {}).map(([path, rule]) => [path, limiter(rule.maxBytes, rule.message)]),
  );
  const refuseNul = refuseNulCharacters();
  return async (c, next) => {
    setDefaultHeader(c, 'Cache-Control', 'no-store');
    const limitBody = limitLarge.get(c.req.path) ?? limitJson;
    // The body is bounded before the NUL check reads it.
    const checked = async () => {
      await refuseNul(c, next);
    };
    const run = BODY_METHODS.has(c.req.method)
      ? async () => {
          await limitBody(c, checked);
        }
      : checked;
    if (c.req.header('accept-encoding')) await compressResponse(c, run);
    else await run();
  };
}
