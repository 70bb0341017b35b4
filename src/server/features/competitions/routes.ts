import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { cacheFor } from '../../platform/reference-cache';
import { listCompetitions } from './service';

export function competitionsRoutes(db: Db) {
  const cachedCompetitions = cacheFor(5 * 60_000, () => listCompetitions(db));
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ competitions: await cachedCompetitions() });
  });
}
