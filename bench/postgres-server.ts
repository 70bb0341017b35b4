/**
 * A throw-away PostgreSQL server for a benchmark, started the way .ci/run starts one: initdb in a new temporary
 * folder, trust authentication, loopback only, on a free port. Under root the server runs as the `postgres` user
 * (initdb refuses root). stop() shuts it down (fast) and deletes the folder; it also runs however the benchmark
 * ends (normal exit, an error, Ctrl-C, a timeout's SIGTERM), so no server is left behind.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/test/free-port';

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** PostgreSQL's major version, as installed. */
  version: string;
  stop(): void;
}

/** The newest /usr/lib/postgresql/<version>/bin with initdb (Debian's layout), or PG_BIN. */
function findBin(): { bin: string; version: string } {
  if (process.env.PG_BIN) return { bin: process.env.PG_BIN, version: 'PG_BIN' };
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const version = versions.at(-1);
  if (!version) {
    throw new Error(
      'No PostgreSQL server found under /usr/lib/postgresql (apt-get install postgresql, as .ci/run does), ' +
        'or set BENCH_DATABASE_URL=postgres://… to a server this may create a database on.',
    );
  }
  return { bin: path.join(base, version, 'bin'), version };
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));

export async function startPostgres(): Promise<PostgresServer> {
  const { bin, version } = findBin();
  const root = mkdtempSync(path.join(tmpdir(), 'quantleap-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
  }
  const run = (program: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, program),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args,
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
  const data = path.join(root, 'data');
  let running = false;
  const stop = () => {
    if (running) {
      running = false;
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        console.error(`stopping the benchmark's PostgreSQL failed: ${(error as Error).message}`);
      }
    }
    rmSync(root, { recursive: true, force: true });
  };
  process.on('exit', stop);
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const port = await freePort();
    running = true;
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(root, 'server.log'),
      '-o',
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`,
      '-w',
      'start',
    ]);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
