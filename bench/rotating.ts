/**
 * Measuring requests that differ per caller: each call takes the next of a list of requests (every caller with its
 * own session cookie, its own inbox or project), as HTTP through autocannon or as the services' bare SQL on a pool,
 * with p50, p95 and p99. Shared by the benchmarks whose goals are per caller (bench/messages.ts, bench/projects.ts).
 */
import autocannon from 'autocannon';
import type pg from 'pg';
import { startTestServer } from '../src/server/test/test-server';
import { hammer, type Load } from './measure';
import { captureQueries, runAsSent, type Query } from './sql-plans';

export interface Measured {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentiles(latencies: number[]): Pick<Measured, 'p50' | 'p95' | 'p99'> {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (fraction: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0) * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** One HTTP request's address and the session it is sent with. */
export interface Target {
  path: string;
  cookie: string;
}

/** autocannon on `targets`, each request the next one in turn (so every caller has its own session); non-2xx are errors. */
export async function httpRotating(
  baseUrl: string,
  targets: Target[],
  { connections, seconds }: Load,
): Promise<Measured> {
  let next = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const target = targets[next++ % targets.length]!;
              return { ...request, path: target.path, headers: { ...request.headers, cookie: target.cookie } };
            },
          },
        ],
      },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    requestsPerSecond: Math.round(latencies.length / seconds),
    ...percentiles(latencies),
    errors: result.errors + result.non2xx,
  };
}

/**
 * A request's SQL as its service sends it: groups in order, the queries of a group at once (Promise.all). Most
 * reads are one statement now (the inbox, a thread page, the dashboard's counts); the proposals page sends two at once.
 */
export type SqlRequest = Query[][];

/** `requests` from `load.connections` callers on `pool`, each call the next request in turn. */
export async function hammerRotating(pool: pg.Pool, requests: SqlRequest[], load: Load): Promise<Measured> {
  let next = 0;
  const latencies: number[] = [];
  // As the services send them: named where they prepare the statement (platform/prepared.ts), so each connection of
  // the pool parses it once, unnamed where they do not.
  const run = (q: Query) => runAsSent(pool, q);
  const result = await hammer(async () => {
    const request = requests[next++ % requests.length]!;
    const started = performance.now();
    for (const group of request) await Promise.all(group.map(run));
    latencies.push(performance.now() - started);
  }, load);
  return { requestsPerSecond: result.requestsPerSecond, ...percentiles(latencies), errors: result.errors };
}

/**
 * The statements one API request sends, in order (better-auth's session, the caller's company, then the service's),
 * from the app built in-process on a database that logs them: what the API adds to the bare SQL.
 */
/**
 * The statements of `path` with `cookie`: the first request of a session cookie (better-auth checks it), and every
 * request after it while it is remembered (platform/remembered-sessions.ts).
 */
export async function apiStatements(
  pool: pg.Pool,
  path: string,
  cookie: string,
  appSecret: string,
): Promise<{ first: Query[]; next: Query[] }> {
  let firstCount = 0;
  const all = await captureQueries(pool, async (db, sentSoFar) => {
    const server = await startTestServer({
      database: { db, kind: 'postgres', migrate: async () => {}, close: async () => {} },
      config: { appSecret },
    });
    try {
      for (const request of ['first', 'next']) {
        const response = await server.fetch(path, { headers: { cookie } });
        if (!response.ok) throw new Error(`${path} answered ${response.status} (${request} request)`);
        if (request === 'first') firstCount = sentSoFar.length;
      }
    } finally {
      await server.close();
    }
  });
  return { first: all.slice(0, firstCount), next: all.slice(firstCount) };
}

/**
 * Waits until the app has finished the requests autocannon abandoned at its deadline (its health check, which
 * queues on the same pool, answers at once again), so they do not slow down the next measurement.
 */
export async function drain(appUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${appUrl}/api/health`).catch(() => undefined);
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One measured line of a report: requests/s, p50, p95, p99 and errors. */
export const measuredLine = (what: string, r: Measured) =>
  `  ${what.padEnd(34)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${String(r.p50).padStart(6)}  ` +
  `p95 ${String(r.p95).padStart(6)}  p99 ${String(r.p99).padStart(6)} ms  errors ${r.errors}`;
