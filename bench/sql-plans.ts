/**
 * The SQL a service issues, captured through Drizzle's query logger so a benchmark runs exactly that as its bare-SQL
 * baseline, and the planner's view of it (EXPLAIN ANALYZE, shortened to what matters for speed).
 */
import { createHash } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import type { Result } from './measure';

export interface Query {
  text: string;
  values: unknown[];
  /** The service sent it as a named (prepared) statement: PostgreSQL plans it once per connection, or per value. */
  prepared: boolean;
}

/**
 * Runs `action` against a Drizzle database on `pool` that records every query it sends, whether named (prepared),
 * and returns them.
 */
export async function captureQueries(
  pool: pg.Pool,
  action: (db: Db, sentSoFar: readonly Query[]) => Promise<unknown>,
): Promise<Query[]> {
  const queries: Query[] = [];
  // Drizzle's logger sees the text and values; the statement's name only reaches the pool.
  const named = new Set<string>();
  const watched = new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
      return (config: unknown, ...rest: unknown[]) => {
        if (config && typeof config === 'object' && 'name' in config && 'text' in config && config.name)
          named.add(String(config.text));
        return (target.query as (...args: unknown[]) => unknown)(config, ...rest);
      };
    },
  });
  const db = drizzle(watched, {
    schema,
    logger: { logQuery: (text, values) => queries.push({ text, values, prepared: false }) },
  }) as unknown as Db;
  await action(db, queries);
  for (const query of queries) query.prepared = named.has(query.text);
  return queries;
}

const statementName = (text: string) => `bare_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

/** Runs `q` as the service sent it: named (so prepared once per connection) when it was, else unnamed. */
export const runAsSent = (pool: pg.Pool, q: Query) =>
  pool.query({
    name: q.prepared ? statementName(q.text) : undefined,
    text: q.text,
    values: q.values,
    rowMode: 'array',
  });

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
