import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import type { Logger } from './logger';
import { setDefaultHeader } from './response-headers';

/** A request id from a trusted-looking upstream header is kept, so logs line up across a load balancer. */
const UPSTREAM_ID = /^[\w.-]{8,128}$/;

/** The id of a request: the upstream one when it looks trustworthy, otherwise a fresh UUID. */
export function requestIdFrom(upstream: string | null | undefined): string {
  return upstream && UPSTREAM_ID.test(upstream) ? upstream : randomUUID();
}

/** A request slower than this is logged at info even when it succeeded. */
const SLOW_REQUEST_MS = 500;

/**
 * Gives each request its id (X-Request-Id, echoed back), its database and logger, and writes one access-log
 * line per API call: at info for writes, errors and slow answers, at debug for fast successful reads (the bulk
 * of traffic, and most of the cost of logging). Static files are left out: they would drown the rest.
 */
export function requestContext({ db, logger }: { db: Db; logger: Logger }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = requestIdFrom(c.req.header('x-request-id'));
    c.set('requestId', id);
    c.set('db', db);
    c.set('logger', logger);
    setDefaultHeader(c, 'X-Request-Id', id);
    const started = performance.now();
    await next();
    const path = c.req.path;
    if (!path.startsWith('/api/') || path === '/api/health') return;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const level = c.req.method !== 'GET' || status >= 400 || ms > SLOW_REQUEST_MS ? 'info' : 'debug';
    if (logger.isLevelEnabled(level))
      logger[level]({ requestId: id, method: c.req.method, path, status, ms }, 'request');
  };
}
