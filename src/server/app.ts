import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { Config } from './config';
import type { AppEnv } from './app-env';
import type { Db } from './db/client';
import { competitionsRoutes } from './features/competitions/routes';
import { contactRoutes } from './features/contact/routes';
import { firmsRoutes } from './features/firms/routes';
import { healthRoutes } from './features/health/routes';
import { AppError } from './platform/app-error';
import type { Logger } from './platform/logger';
import { securityHeaders } from './platform/security-headers';
import { createStaticSite } from './platform/static-site';
import type { ErrorBody } from '../shared/errors';

export interface AppDeps {
  db: Db;
  config: Pick<Config, 'appSecret' | 'publicUrl' | 'trustedProxyHops' | 'contactRateLimit' | 'webDir'>;
  logger: Logger;
}

/** Builds the whole HTTP app from its dependencies; no global state, so every test builds its own. */
export function createApp({ db, config, logger }: AppDeps) {
  const secureCookies = config.publicUrl.startsWith('https://');

  const api = new Hono<AppEnv>()
    .route('/health', healthRoutes())
    .route('/firms', firmsRoutes(db))
    .route('/competitions', competitionsRoutes(db))
    .route(
      '/contact',
      contactRoutes({
        secret: config.appSecret,
        secureCookies,
        trustedProxyHops: config.trustedProxyHops,
        perHour: config.contactRateLimit,
      }),
    );

  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('logger', logger.child({ requestId: c.var.requestId }));
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    // Static files and health checks would drown the log; API calls are what an operator needs to see.
    if (c.req.path.startsWith('/api/') && c.req.path !== '/api/health') {
      c.var.logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
    }
  });
  app.use(securityHeaders({ https: secureCookies }));
  app.use('/api/*', compress());
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
      },
    }),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });

  app.route('/api', api);
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API endpoint.');
  });

  const site = createStaticSite(config.webDir);
  app.on(['GET', 'HEAD'], '*', (c) =>
    site ? site(c) : c.text('The web app is not built yet: run `npm run build`, then restart.', 503),
  );

  app.onError((error, c) => {
    const requestIdValue = c.var.requestId;
    if (error instanceof AppError) {
      const body: ErrorBody = { error: { code: error.code, message: error.message, requestId: requestIdValue } };
      if (error.fields) body.error.fields = error.fields;
      return c.json(body, error.status);
    }
    (c.var.logger ?? logger).error({ err: error, requestId: requestIdValue }, 'unhandled error');
    const body: ErrorBody = {
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.', requestId: requestIdValue },
    };
    return c.json(body, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
