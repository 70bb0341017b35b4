/**
 * What every PostgreSQL benchmark starts with: a server (BENCH_DATABASE_URL, or a throw-away one started like
 * .ci/run's), a scratch database on it, and an empty data folder for the app; close() drops and stops what it made.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createScratchDatabase } from '../src/server/test/scratch-database';
import { startPostgres } from './postgres-server';

export interface BenchDatabase {
  /** The scratch database's URL. */
  url: string;
  /** An empty folder for the app's DATA_DIR (uploads, the PGlite folder it does not use here). */
  dataDir: string;
  close(): Promise<void>;
}

/** The load average over 1, 5 and 15 minutes, for the report: these machines are shared. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** A scratch database `quantleap_bench_<name>`, on BENCH_DATABASE_URL's server or on one started for the run. */
export async function openBenchDatabase(name: string): Promise<BenchDatabase> {
  const own = process.env.BENCH_DATABASE_URL ? undefined : await startPostgres();
  const serverUrl = process.env.BENCH_DATABASE_URL ?? own!.url;
  console.log(
    own
      ? `PostgreSQL ${own.version}: a temporary server started for this run (default settings), stopped at the end`
      : 'PostgreSQL: BENCH_DATABASE_URL (a scratch database, dropped at the end)',
  );
  const scratch = await createScratchDatabase(serverUrl, `quantleap_bench_${name}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `quantleap-bench-${name}-`));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  process.on('exit', removeDataDir);
  return {
    url: scratch.url,
    dataDir,
    async close() {
      // BENCH_KEEP_DATABASE=1 (with BENCH_DATABASE_URL): leave the loaded database to iterate on its plans.
      if (process.env.BENCH_KEEP_DATABASE && !own) {
        console.log(`kept the scratch database: ${scratch.url}`);
        removeDataDir();
        return;
      }
      await scratch.drop();
      own?.stop();
      removeDataDir();
    },
  };
}

/** BENCH_SETUP_SQL, when set: run once after loading (then VACUUM ANALYZE), to try an index without a migration. */
export async function runSetupSql(url: string): Promise<void> {
  const statement = process.env.BENCH_SETUP_SQL;
  if (!statement) return;
  console.log(`  BENCH_SETUP_SQL: ${statement}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.query('vacuum analyze').finally(() => client.end()));
}
