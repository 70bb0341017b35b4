import { Hono } from 'hono';
import {
  FIRM_CATEGORIES,
  FIRMS_LAST_UPDATED,
  firmsQuerySchema,
  type Firm,
  type FirmsPage,
  type FirmsQuery,
} from '../../../shared/firms';
import { filterFirms } from '../../../shared/firms-filter';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { BoundedCache } from '../../platform/memo';
import { cacheFor } from '../../platform/reference-cache';
import { parseQuery } from '../../platform/validate';
import { listFirms } from './service';

function buildPage(all: Firm[], { q, category, page, pageSize }: FirmsQuery): FirmsPage {
  const matching = filterFirms(all, { q, category });
  const start = (page - 1) * pageSize;
  return {
    firms: matching.slice(start, start + pageSize),
    total: matching.length,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(matching.length / pageSize)),
    categories: FIRM_CATEGORIES.filter((cat) => all.some((firm) => firm.category === cat)),
    lastUpdated: FIRMS_LAST_UPDATED,
  };
}

export function firmsRoutes(db: Db) {
  // About 150 rows of reference data: filtered in memory, paginated on the server.
  const cachedFirms = cacheFor(5 * 60_000, () => listFirms(db));
  // Each answer is a pure function of the list and the query, so its JSON is kept until the list reloads;
  // the bound keeps a flood of distinct query strings from growing memory.
  const answers = new BoundedCache<Uint8Array<ArrayBuffer>>(1000);
  let answersFor: Firm[] | undefined;

  return new Hono<AppEnv>().get('/', async (c) => {
    const all = await cachedFirms();
    if (all !== answersFor) {
      answers.clear();
      answersFor = all;
    }
    // Keyed by the raw query string: a query seen before was already validated, and its answer is known.
    // Invalid queries throw inside the computation, so they are never cached.
    const url = c.req.url;
    const rawQuery = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    // Kept as bytes: a string would be UTF-8 encoded again on every request.
    const json = answers.getOrCompute(
      rawQuery,
      () => new Uint8Array(Buffer.from(JSON.stringify(buildPage(all, parseQuery(c, firmsQuerySchema))))),
    );
    return c.body(json, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=300' });
  });
}
