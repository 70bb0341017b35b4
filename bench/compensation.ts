/**
 * Compensation insights at a million entries (issue 5; bench/README.md). For PGlite, and for PostgreSQL when
 * BENCH_DATABASE_URL is set: loads 1,000,000 generated entries, then measures, 50 connections for BENCH_SECONDS
 * (20) each,
 *  - the same two queries as bare SQL (50 concurrent callers on a pool like the app's), the baseline;
 *  - GET /api/compensation/entries (a filtered, sorted page) and GET /api/compensation/statistics (one role)
 *    through the built app in its own process, with autocannon on loopback;
 *  - the rejected alternative for statistics, exact percentile_cont over the entries (docs/decisions/0006).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { COMPENSATION_LEVELS, COMPENSATION_REGIONS, COMPENSATION_ROLES } from '../src/shared/compensation';
import { openDatabase, type Database } from '../src/server/db/client';
import { createScratchDatabase } from '../src/server/test/scratch-database';
import { ANY, percentilesQuery, rebuildHistogram } from '../src/server/features/compensation/histogram';
import { PgDialect } from 'drizzle-orm/pg-core';
import { hammer, http, type Result } from './measure';
import { startOnFreePort, stopProcess } from './processes';
import { announceQuick, setting } from './quick';

const seconds = setting('BENCH_SECONDS', 20, 3);
const ENTRIES = setting('BENCH_ENTRIES', 1_000_000, 100_000);
const CONNECTIONS = 50;
const LOAD = { connections: CONNECTIONS, seconds };

const PAGE_PATH = '/api/compensation/entries?role=Quant%20Researcher&region=EMEA&sort=baseSalary&dir=desc';
const STATS_PATH = '/api/compensation/statistics?role=Quant%20Researcher';

/** What the service runs for PAGE_PATH and STATS_PATH, written out by hand. */
const PAGE_SQL = `select id, role, level, region, base_salary, bonus, stock_value, total_comp, notes, year, is_demo,
    base_salary as sort_value
  from compensation_entries
  where hidden_at is null and role = $1 and region = $2
  order by base_salary desc, id desc limit 26`;
const PAGE_PARAMS = ['Quant Researcher', 'EMEA'];
/** The statistics read of histogram.ts for role = Quant Researcher, everything else any, as text and parameters. */
const statsQuery = new PgDialect().sqlToQuery(
  percentilesQuery({ role: 'Quant Researcher', region: ANY, level: ANY, metrics: ['base', 'bonus'], total: 'total' }),
);
const STATS_SQL = statsQuery.sql;
const STATS_PARAMS = statsQuery.params;

/** The alternative: exact percentiles over the entries, plus the per-level medians, for the same filter. */
const EXACT_SQL = `select
    count(*),
    percentile_cont(array[0.25, 0.5, 0.75, 0.9]) within group (order by total_comp),
    percentile_cont(array[0.25, 0.5, 0.75, 0.9]) within group (order by base_salary),
    percentile_cont(array[0.25, 0.5, 0.75, 0.9]) within group (order by coalesce(bonus, 0))
  from compensation_entries where hidden_at is null and role = $1`;

const sqlList = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;

/** Plausible enough for the planner: 7 roles x 5 levels x 5 regions, amounts in whole thousands. */
function loadSql(from: number, to: number): string {
  return `insert into compensation_entries
      (role, level, region, base_salary, bonus, stock_value, total_comp, year, is_demo)
    select role, level, region, base, bonus, stock, base + coalesce(bonus, 0) + coalesce(stock, 0), year, true
    from (
      select
        (${sqlList(COMPENSATION_ROLES)})[1 + (i % 7)] as role,
        (${sqlList(COMPENSATION_LEVELS)})[1 + ((i / 7) % 5)] as level,
        (${sqlList(COMPENSATION_REGIONS)})[1 + ((i / 35) % 5)] as region,
        (60 + ((i / 7) % 5) * 45 + floor(random() * 120))::int * 1000 as base,
        case when random() < 0.2 then null else floor(random() * 250)::int * 1000 end as bonus,
        case when random() < 0.6 then null else floor(random() * 150)::int * 1000 end as stock,
        2020 + floor(random() * 6)::int as year
      from generate_series(${from}, ${to - 1}) as i
    ) as generated`;
}

async function load(database: Database) {
  const started = performance.now();
  await database.migrate();
  await database.db.execute(sql`truncate compensation_entries, compensation_histogram`);
  const batch = 100_000;
  for (let from = 0; from < ENTRIES; from += batch) {
    await database.db.execute(sql.raw(loadSql(from, Math.min(ENTRIES, from + batch))));
  }
  await rebuildHistogram(database.db);
  await database.db.execute(sql`analyze compensation_entries`);
  await database.db.execute(sql`analyze compensation_histogram`);
  console.log(
    `  loaded ${ENTRIES.toLocaleString('en-US')} entries in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

const rows: { database: string; what: string; result: Result }[] = [];
function report(database: string, what: string, result: Result) {
  rows.push({ database, what, result });
  console.log(
    `  ${what.padEnd(34)} ${String(result.requestsPerSecond).padStart(6)} req/s  p50 ${String(result.p50).padStart(6)} ms  p99 ${String(result.p99).padStart(6)} ms  errors ${result.errors}`,
  );
}

/** Runs the bare-SQL baseline with `query`, then the API against a fresh app process, then the alternative. */
async function measure(
  name: string,
  query: (text: string, params: unknown[]) => Promise<unknown>,
  release: () => Promise<void>,
  appEnv: Record<string, string>,
) {
  await hammer(() => query(PAGE_SQL, PAGE_PARAMS), { ...LOAD, seconds: 3 }); // warm-up: caches and plans
  report(name, 'bare SQL: page', await hammer(() => query(PAGE_SQL, PAGE_PARAMS), LOAD));
  report(name, 'bare SQL: statistics (histogram)', await hammer(() => query(STATS_SQL, STATS_PARAMS), LOAD));
  report(name, 'bare SQL: exact percentile_cont', await hammer(() => query(EXACT_SQL, ['Quant Researcher']), LOAD));
  await release();
  const app = await startOnFreePort('src/server/main.ts', appEnv, '/api/health');
  try {
    await http(`${app.url}${PAGE_PATH}`, LOAD).catch(() => undefined);
    report(name, 'API: GET entries (page)', await http(`${app.url}${PAGE_PATH}`, LOAD));
    report(name, 'API: GET statistics', await http(`${app.url}${STATS_PATH}`, LOAD));
  } finally {
    await stopProcess(app.child);
  }
}

const SCALE = `${ENTRIES.toLocaleString('en-US')} entries, ${seconds} s per measurement`;
announceQuick(SCALE);
console.log(
  `# Compensation: ${ENTRIES.toLocaleString('en-US')} entries, ${CONNECTIONS} connections, ${seconds} s each\n` +
    `page:       GET ${PAGE_PATH}\nstatistics: GET ${STATS_PATH}`,
);

const dataDir = mkdtempSync(path.join(tmpdir(), 'quantleap-bench-compensation-'));
if (process.env.BENCH_PGLITE === '0') {
  console.log('\n## PGlite: skipped (BENCH_PGLITE=0)');
} else {
  console.log('\n## PGlite (embedded; one connection, so concurrent requests queue)');
  const database = await openDatabase({ dataDir });
  await load(database);
  await database.close();
  // The bare-SQL baseline talks to PGlite directly, without Drizzle.
  const client = await PGlite.create(path.join(dataDir, 'pglite'));
  await measure(
    'PGlite',
    (text, params) => client.query(text, params),
    () => client.close(),
    { DATA_DIR: dataDir },
  );
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.log(
    '\n## PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://… to a server this may create a database on)',
  );
} else {
  console.log('\n## PostgreSQL (BENCH_DATABASE_URL)');
  const scratch = await createScratchDatabase(serverUrl, 'quantleap_bench');
  try {
    const database = await openDatabase({ url: scratch.url, dataDir: 'unused' });
    await load(database);
    await database.close();
    // The same pool size as the app's (db/client.ts), so both queue the same way.
    const pool = new pg.Pool({ connectionString: scratch.url, max: 10 });
    await measure(
      'PostgreSQL',
      (text, params) => pool.query(text, params),
      () => pool.end(),
      {
        DATA_DIR: dataDir,
        DATABASE_URL: scratch.url,
      },
    );
  } finally {
    await scratch.drop();
  }
}

announceQuick(SCALE);
console.log(
  '\n## API against bare SQL (same run); goal on PostgreSQL: page p99 <= 50 ms, statistics p99 <= 100 ms, API p99 within 3x',
);
for (const database of new Set(rows.map((r) => r.database))) {
  const find = (what: string) => rows.find((r) => r.database === database && r.what === what)?.result;
  for (const [api, bare] of [
    ['API: GET entries (page)', 'bare SQL: page'],
    ['API: GET statistics', 'bare SQL: statistics (histogram)'],
  ] as const) {
    const a = find(api);
    const b = find(bare);
    if (!a || !b) continue;
    console.log(
      `  ${database.padEnd(10)} ${api.padEnd(26)} p99 ${a.p99} ms vs ${b.p99} ms = ${(a.p99 / b.p99).toFixed(2)}x; req/s ${a.requestsPerSecond} vs ${b.requestsPerSecond} = ${(a.requestsPerSecond / b.requestsPerSecond).toFixed(2)}x`,
    );
  }
}
