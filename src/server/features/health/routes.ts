import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { contract } from '../../platform/contract';
import { getHealthRoute } from '../../../shared/contracts/health';

export function healthRoutes() {
  return new Hono<AppEnv>().get('/', contract(getHealthRoute), async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await c.var.db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: 'ok' });
    } catch (error) {
      c.var.logger.error({ err: error, requestId: c.var.requestId }, 'health check: database unreachable');
      return c.json({ status: 'error', database: 'unreachable' }, 503);
    }
  });
}
