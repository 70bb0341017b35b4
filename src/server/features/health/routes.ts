import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { answer, contract } from '../../platform/contract';
import { getHealthRoute } from '../../../shared/contracts/health';

export function healthRoutes() {
  return new Hono<AppEnv>().get('/', contract(getHealthRoute), async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await c.var.db.execute(sql`select 1`);
      return answer(c, getHealthRoute, { status: 'ok', database: 'ok' });
    } catch (error) {
      c.var.logger.error({ err: error, requestId: c.var.requestId }, 'health check: database unreachable');
      return answer(c, getHealthRoute, { status: 'error', database: 'unreachable' }, 503);
    }
  });
}
