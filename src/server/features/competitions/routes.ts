import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { cacheFor, REFERENCE_ANSWER_HEADERS, REFERENCE_TTL_MS } from '../../platform/reference-cache';
import type { SharedAnswers } from '../../platform/shared-answers';
import { listCompetitions } from './service';
import { contract } from '../../platform/contract';
import { listCompetitionsRoute } from '../../../shared/contracts/competitions';

export function competitionsRoutes(db: Db, shared: SharedAnswers) {
  const cachedCompetitions = cacheFor(REFERENCE_TTL_MS, () => listCompetitions(db));
  return new Hono<AppEnv>().get('/', contract(listCompetitionsRoute), async (c) =>
    shared.respond(c, JSON.stringify({ competitions: await cachedCompetitions() }), REFERENCE_ANSWER_HEADERS),
  );
}
