import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { syncReferenceData } from '../db/seed/sync-reference-data';
import { createAuth } from '../features/auth/auth';
import { createLogger } from '../platform/logger';
import { createMailer } from '../platform/mail/mailer';
import { startTestServer } from '../test/test-server';
import { allowConsoleError } from '../../test/console-errors';
import { bodyArbitrary, mutatedObject, mutatedParts, pathSegment, queryArbitrary, type FuzzBody } from './arbitraries';
import { BODY_SAMPLES } from './body-samples';
import { changedTables, createFingerprinter } from './database-fingerprint';
import { FUZZ_DESCRIPTIONS, type DescriptionContext } from './descriptions';
import { createIdentities, IDENTITIES } from './identities';
import { apiRoutes, betterAuthEndpoints, needsDescription, routeKey, type ApiRoute } from './route-catalog';
import { readSchemaVocabulary } from './schema-vocabulary';
import { send } from './send';

/** Enough to find each known cause of a 5xx in most runs, and under a minute on two cores. */
const DEFAULT_RUNS = 25;

/**
 * Every /api route gets generated malformed requests (wrong types, missing and extra fields, huge strings,
 * control characters, NUL, unicode, edge numbers, arrays for objects, invalid JSON, wrong content types, junk
 * query strings and path segments), anonymous, with a CSRF token, signed in, and as a verified company's owner. Each must be answered below 500,
 * a refusal in the API's error envelope, and a refusal must write nothing.
 *
 * `npm test` runs DEFAULT_RUNS per route (more for /api/auth/*, which stands for all of better-auth). For a long
 * run: `FUZZ_RUNS=2000 npx vitest run src/server/fuzz`. A failure prints fast-check's seed and path; replay it
 * with `FUZZ_SEED=<seed>` (and the same FUZZ_RUNS).
 */
const RUNS = Math.max(1, Number.parseInt(process.env.FUZZ_RUNS ?? '', 10) || DEFAULT_RUNS);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/**
 * Tables a refused request may change, each for a reason:
 * - rate_limits: counting requests is its purpose, and better-auth's limiter counts every request to a limited
 *   path, refused or not (that is what stops a password-guessing run).
 */
const MAY_CHANGE_ON_REFUSAL = new Set(['rate_limits']);

// Sign-in and sign-up limits stay on, scaled up: the suite signs in again whenever a generated request ends its
// session, and must not be stopped by its own volume before reaching the handlers.
const server = await startTestServer({ config: { authRateLimitScale: 100 } });
afterAll(() => server.close());
// Real reference data (firms, questions, internships), so reads and attempts meet rows, not empty tables.
await syncReferenceData(server.database.db);

const routes = apiRoutes(server.app);
const vocabulary = await readSchemaVocabulary(path.resolve(import.meta.dirname, '../../shared'));
const fingerprint = await createFingerprinter(server.database.db, MAY_CHANGE_ON_REFUSAL);
const identities = createIdentities(server);
const context: DescriptionContext = await (async () => {
  const logger = createLogger('silent');
  // An auth instance built only to read better-auth's endpoint list (its `api`); it serves nothing.
  const auth = createAuth({
    db: server.database.db,
    logger,
    mailer: createMailer({ db: server.database.db, logger, from: 'Fuzz <fuzz@quantleap.local>' }),
    config: {
      appSecret: 'fuzz-secret-that-is-long-enough-for-hmac-0123456789',
      publicUrl: server.url,
      authRateLimitScale: 1,
    },
  });
  const slugs = (await server.database.db.execute(
    sql`select slug from interview_questions order by slug limit 20`,
  )) as unknown as {
    rows: { slug: string }[];
  };
  return {
    segment: pathSegment(vocabulary),
    betterAuth: betterAuthEndpoints(auth.api as Record<string, unknown>),
    interviewSlugs: slugs.rows.map((row) => row.slug),
    vocabulary,
  };
})();

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bodyFor(method: string, template: string): fc.Arbitrary<FuzzBody | undefined> {
  if (!BODY_METHODS.has(method)) return fc.constant(undefined);
  const generic = bodyArbitrary(vocabulary);
  const sample = BODY_SAMPLES[`${method} ${template}`];
  const aimed: fc.Arbitrary<FuzzBody> | undefined =
    !sample || sample === 'none'
      ? undefined
      : 'json' in sample
        ? mutatedObject(sample.json, vocabulary).map((value) => ({
            kind: 'text' as const,
            contentType: 'application/json',
            text: JSON.stringify(value),
          }))
        : mutatedParts(sample.multipart, vocabulary).map((parts) => ({ kind: 'multipart' as const, parts }));
  return fc.option(aimed ? fc.oneof({ arbitrary: aimed, weight: 4 }, { arbitrary: generic, weight: 1 }) : generic, {
    nil: undefined,
    freq: 8,
  });
}

function requestArbitrary(route: ApiRoute) {
  const description = FUZZ_DESCRIPTIONS[routeKey(route)];
  if (needsDescription(route) && !description?.path) throw new Error(`${routeKey(route)} has no fuzz description`);
  const paths = description?.path?.(context) ?? fc.constant({ path: route.path, template: route.path });
  const aimedQuery = description?.query?.(context);
  return fc.record({
    path: paths.chain((generated) => bodyFor(route.method, generated.template).map((body) => ({ ...generated, body }))),
    query: aimedQuery
      ? fc.oneof({ arbitrary: aimedQuery, weight: 3 }, { arbitrary: queryArbitrary(vocabulary), weight: 1 })
      : queryArbitrary(vocabulary),
    // Mostly with what a browser sends, so the input gets past the CSRF and session checks.
    identity: fc.constantFrom(...IDENTITIES, 'csrf' as const, 'signed-in' as const, 'firm-owner' as const),
  });
}

type GeneratedRequest = ReturnType<typeof requestArbitrary> extends fc.Arbitrary<infer T> ? T : never;

async function expectNoServerError(route: ApiRoute, request: GeneratedRequest) {
  const { path: sentPath, body: generatedBody } = request.path;
  const target = request.query ? `${sentPath}?${request.query}` : sentPath;
  const headers = await identities.headers(request.identity);
  const before = await fingerprint();
  const response = await send(server.url, route.method, target, headers, generatedBody);
  const text = response.text;
  const where = `${route.method} ${target.slice(0, 300)} as ${request.identity} answered ${response.status} ${text.slice(0, 300)}`;

  expect(response.status, where).toBeLessThan(500);
  // 431: Node's HTTP parser refuses an oversized request line before the app sees it; it sends no body.
  const fromTheApp = response.status !== 431;
  // Every refusal comes in the envelope, better-auth's too (features/auth/routes.ts rewrites them).
  if (response.status >= 400 && fromTheApp) {
    expect(JSON.parse(text), where).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String), requestId: expect.any(String) },
    });
  }
  if (response.status >= 300) expect(changedTables(before, await fingerprint()), where).toEqual([]);
  await identities.afterResponse(request.identity, sentPath, response.status);
}

describe('fuzzing every /api route', () => {
  it('reads the routes from the app and has a description for each route that needs one', () => {
    const keys = routes.map(routeKey);
    expect(keys).toEqual(expect.arrayContaining(['POST /api/contact', 'GET /api/compensation/entries']));
    expect(
      routes
        .filter(needsDescription)
        .map(routeKey)
        .filter((key) => !FUZZ_DESCRIPTIONS[key]),
    ).toEqual([]);
    expect(Object.keys(FUZZ_DESCRIPTIONS).filter((key) => !keys.includes(key))).toEqual([]);
    expect(context.betterAuth.map(routeKey)).toContain('POST /api/auth/sign-in/email');
  });

  it('has a body sample for every route that takes a body, and none for a route or endpoint that is gone', () => {
    const concrete = routes.filter((route) => BODY_METHODS.has(route.method) && !route.path.endsWith('*'));
    expect(concrete.map(routeKey).filter((key) => !BODY_SAMPLES[key])).toEqual([]);
    const known = new Set([...routes, ...context.betterAuth].map(routeKey));
    expect(Object.keys(BODY_SAMPLES).filter((key) => !known.has(key))).toEqual([]);
  });

  for (const route of routes) {
    const runs = RUNS * (FUZZ_DESCRIPTIONS[routeKey(route)]?.runsFactor ?? 1);
    it(
      `${routeKey(route)}: no 5xx, refusals in the envelope, nothing written by a refusal`,
      async () => {
        // better-auth logs some refusals of malformed requests (an unknown OAuth state, a disabled endpoint).
        if (route.path.startsWith('/api/auth/')) allowConsoleError(/ERROR \[Better Auth\]: /);
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route), (request) => expectNoServerError(route, request)),
          { numRuns: runs, seed: SEED },
        );
      },
      // Generous: shrinking a failure sends many more requests than the run itself.
      60_000 + runs * 2_000,
    );
  }
});
