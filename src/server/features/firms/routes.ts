import { Hono } from 'hono';
import { FIRM_CATEGORIES, FIRMS_LAST_UPDATED, type FirmsQuery } from '../../../shared/firms';
import type { Firm, FirmsList, FirmsPage } from '../../../shared/contracts/firms';
import { filterFirms } from '../../../shared/firms-filter';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { cacheFor, REFERENCE_ANSWER_HEADERS, REFERENCE_TTL_MS } from '../../platform/reference-cache';
import { parseQuery } from '../../platform/validate';
import type { SharedAnswers } from '../../platform/shared-answers';
import { listFirms } from './service';
import { answer, contract } from '../../platform/contract';
import { listAllFirmsRoute, listFirmsRoute, listVerifiedFirmsRoute } from '../../../shared/contracts/firms';
import { verifiedReferenceFirms } from '../company/service';

function buildList(all: Firm[]): FirmsList {
  return {
    firms: all,
    categories: FIRM_CATEGORIES.filter((cat) => all.some((firm) => firm.category === cat)),
    lastUpdated: FIRMS_LAST_UPDATED,
  };
}

function buildPage(all: Firm[], { q, category, page, pageSize }: FirmsQuery): FirmsPage {
  const matching = filterFirms(all, { q, category });
  const start = (page - 1) * pageSize;
  return {
    ...buildList(all),
    firms: matching.slice(start, start + pageSize),
    total: matching.length,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(matching.length / pageSize)),
  };
}

export function firmsRoutes(db: Db, shared: SharedAnswers) {
  // About 150 rows of reference data, kept in memory. Each answer is a pure function of the list and the query, so
  // it is kept in the shared answers (invalid queries throw before that).
  const cachedFirms = cacheFor(REFERENCE_TTL_MS, () => listFirms(db));
  return (
    new Hono<AppEnv>()
      // Filtered and paginated on the server, for API clients.
      .get('/', contract(listFirmsRoute), async (c) => {
        const page = buildPage(await cachedFirms(), parseQuery(c, listFirmsRoute));
        return shared.respond(c, JSON.stringify(page), REFERENCE_ANSWER_HEADERS);
      })
      // The whole list, which the firms page renders at build time and filters in the browser (decision 0008).
      .get('/all', contract(listAllFirmsRoute), async (c) =>
        shared.respond(c, JSON.stringify(buildList(await cachedFirms())), REFERENCE_ANSWER_HEADERS),
      )
      // Which firms are verified on QuantLeap changes with every verification: asked for live, after the page shows.
      .get('/verified', contract(listVerifiedFirmsRoute), async (c) =>
        answer(c, listVerifiedFirmsRoute, { firms: await verifiedReferenceFirms(c.var.db, await cachedFirms()) }),
      )
  );
}
