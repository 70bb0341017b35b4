import { Hono } from 'hono';
import { FIRM_CATEGORIES, FIRMS_LAST_UPDATED, firmsQuerySchema } from '../../../shared/firms';
import { filterFirms } from '../../../shared/firms-filter';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { cacheFor } from '../../platform/reference-cache';
import { parseQuery } from '../../platform/validate';
import { listFirms } from './service';

export function firmsRoutes(db: Db) {
  const cachedFirms = cacheFor(5 * 60_000, () => listFirms(db));
  return new Hono<AppEnv>().get('/', async (c) => {
    const query = parseQuery(c, firmsQuerySchema);
    const all = await cachedFirms();
    const matching = filterFirms(all, query);
    const categories = FIRM_CATEGORIES.filter((category) => all.some((firm) => firm.category === category));
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ firms: matching, total: matching.length, categories, lastUpdated: FIRMS_LAST_UPDATED });
  });
}
