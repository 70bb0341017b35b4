import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { syncReferenceData } from './db/seed/sync-reference-data';
import type { Logger } from './platform/logger';
import type { ServeOptions } from './serve';

/**
 * APP_PROCESSES above 1: one primary process and that many workers sharing PORT through Node's cluster module (the
 * primary accepts connections and hands them out in turn). Nothing lives only in one process's memory (DESIGN.md
 * "Running"), so any worker may answer any request; the primary serves none.
 */

/** What the primary tells a worker through its environment (see workerOptions). */
const ROLE_VARIABLE = 'QUANTLEAP_WORKER_ROLE';
type WorkerRole = 'first' | 'other';

/** A worker's ServeOptions: the primary prepared the database; the first worker sweeps and describes the settings. */
export function workerOptions(): ServeOptions {
  const first = (process.env[ROLE_VARIABLE] as WorkerRole | undefined) === 'first';
  return { prepareDatabase: false, sweeps: first, describeSettings: first };
}

/**
 * Migrates and syncs the reference data once, forks the workers, replaces one that dies after it started serving,
 * and on SIGTERM or SIGINT stops them all (each finishes its requests) and exits 0, or 1 if one did not stop cleanly.
 * A worker that dies before it serves (a port in use, an unreachable database) stops everything: its replacement
 * would die the same way.
 */
export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, purpose: 'server' });
  try {
    await database.migrate();
    await syncReferenceData(database.db);
  } finally {
    await database.close();
  }
  logger.info({ database: database.kind, processes: config.appProcesses }, 'database ready');

  let stopping = false;
  let failed = false;

  const fork = (role: WorkerRole) => {
    if (stopping) return;
    const worker = cluster.fork({ [ROLE_VARIABLE]: role });
    let serving = false;
    worker.once('listening', () => (serving = true));
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      const pid = worker.process.pid;
      if (!serving) {
        logger.fatal({ pid, code, signal }, 'an app process stopped before it served; stopping the others');
        failed = true;
        stop('a worker failed to start');
        return;
      }
      logger.error({ pid, code, signal }, 'an app process stopped; starting another in its place');
      // A pause, so a fault that kills every request's process does not become a busy loop of forks.
      setTimeout(() => fork(role), 1_000);
    });
  };

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'stopping the app processes: each finishes its requests');
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    const exits = workers
      .filter((worker) => !worker.isDead())
      .map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', (code, signal) => {
              if (code !== 0) {
                failed = true;
                logger.error({ pid: worker.process.pid, code, signal }, 'an app process did not stop cleanly');
              }
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      );
    void Promise.all(exits).then(() => logger.flush(() => process.exit(failed ? 1 : 0)));
    setTimeout(() => {
      logger.error('the app processes did not stop within 15 s; exiting');
      process.exit(1);
    }, 15_000).unref();
  };

  // Workers run main.ts itself, not the script that started the primary (npm start's build check ran once).
  cluster.setupPrimary({ exec: path.join(import.meta.dirname, 'main.ts') });
  for (let i = 0; i < config.appProcesses; i++) fork(i === 0 ? 'first' : 'other');
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
