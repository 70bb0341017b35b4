/**
 * The SQL a service issues, captured through Drizzle's query logger so a benchmark runs exactly that as its bare-SQL
 * baseline, and the planner's view of it (EXPLAIN ANALYZE, shortened to what matters for speed).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import type { Result } from './measure';

export interface Query {
  text: string;
  values: unknown[];
}

/** Runs `action` against a Drizzle database on `pool` that records every query it sends, and returns them. */
export async function captureQueries(
  pool: pg.Pool,
  action: (db: Db, sentSoFar: readonly Query[]) => Promise<unknown>,
): Promise<Query[]> {
  const queries: Query[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, values) => queries.push({ text, values }) },
  }) as unknown as Db;
  await action(db, queries);
  return queries;
}

/** The planner's view of `query`, run: each plan node with its actual time and rows, conditions, sorts, buffers, totals. */
export async function explain(pool: pg.Pool, query: Query): Promise<string[]> {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query.text}`, query.values);
  return rows
    .map((r) => r['QUERY PLAN'])
    .filter(
      (line, i) =>
        i === 0 ||
        /->|Index Cond|Recheck Cond|Filter:|Rows Removed|Heap Blocks|Sort Key|Sort Method|Buffers: shared|Execution Time/.test(
          line,
        ),
    )
    .map((line) =>
      line
        .replace(/\(cost=[^)]*\) /, '')
        .replace(/\(actual time=[\d.]+\.\.([\d.]+) rows=(\d+) loops=(\d+)\)/, '($1 ms, $2 rows, $3 loops)')
        .replace(/'\{[^}]{40,}\}'/g, (list) => `${list.slice(0, 40)}…}'`)
        .replace(/\s+$/, '')
        .slice(0, 300),
    );
}

/** One measured line of a report: requests/s, p50, p99 and errors. */
export const resultLine = (what: string, r: Result) =>
  `  ${what.padEnd(38)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms  errors ${r.errors}`;
