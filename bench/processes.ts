/**
 * Child processes of the benchmarks: started with tsx on loopback, waited for until healthy, and stopped however the
 * benchmark ends (normal exit, an error, Ctrl-C, a timeout's SIGTERM).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/test/free-port';
import { childrenOf } from '../src/server/test/server-process';

export const root = path.resolve(import.meta.dirname, '..');

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));

/**
 * Starts `script` with tsx and waits until `healthUrl` answers 200; the child is stopped when the benchmark ends.
 * `unset` names inherited variables the child must not see.
 */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  healthUrl: string,
  unset: readonly string[] = [],
): Promise<ChildProcess> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !unset.includes(name)));
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the children (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: root,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  // Generous: a fresh DATA_DIR migrates and seeds first, and these machines are shared.
  const deadline = Date.now() + 180_000;
  while (
    !(await fetch(healthUrl).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${script} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  if (script === 'src/server/main.ts') {
    await allWorkersStarted(child, Number(env.APP_PROCESSES ?? inherited.APP_PROCESSES ?? 1));
  }
  return child;
}

/**
 * With APP_PROCESSES=n the app answers once its first worker listens: waits until all n run, then long enough for
 * each to have started (one takes about 5 s under tsx), so no measurement begins with a worker missing.
 */
async function allWorkersStarted(primary: ChildProcess, processes: number): Promise<void> {
  if (processes <= 1 || primary.pid === undefined) return;
  const deadline = Date.now() + 60_000;
  while (childrenOf(primary.pid).length < processes) {
    if (Date.now() > deadline) throw new Error(`the app did not start ${processes} workers`);
    await new Promise((r) => setTimeout(r, 200));
  }
  await new Promise((r) => setTimeout(r, 10_000));
}

/**
 * The CPU time (user + system) process `pid` and its children (the app's workers with APP_PROCESSES) have used so
 * far in ms, from /proc (Linux; undefined elsewhere). Divided by the answers of a run, it is what one answer costs
 * the app, which depends much less on what else runs on these shared cores than its latency does.
 */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    return [pid, ...childrenOf(pid)].reduce((sum, id) => {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      // Fields after the command name: state is field 3, utime 14 and stime 15, in clock ticks (100 a second).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) * 10;
    }, 0);
  } catch {
    return undefined;
  }
}

/**
 * The CPU time (user + system) in ms of every PostgreSQL process this machine shows (the benchmark's own server, or
 * a local one at BENCH_DATABASE_URL), with that of its ended processes (a closed connection's backend, an
 * autovacuum worker), which the kernel adds to the postmaster's children's time once it reaps them; undefined when
 * there is none (a remote server) or /proc cannot tell. The difference over a run is what the run cost the database.
 */
export function databaseCpuMs(): number | undefined {
  let sum: number | undefined;
  for (const entry of readdirSync('/proc', { withFileTypes: true })) {
    if (!/^\d+$/.test(entry.name)) continue;
    try {
      const stat = readFileSync(`/proc/${entry.name}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, then cutime and cstime (fields 14 to 17): the reaped children's, non-zero on the postmaster.
      sum = (sum ?? 0) + (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return sum;
}

const perAnswer = (before: number | undefined, after: number | undefined, answers: number) =>
  before === undefined || after === undefined || !answers ? undefined : (after - before) / answers;

/**
 * `run`'s result and the CPU ms per answer it cost process `pid` (and its workers), and PostgreSQL (`dbCpu`, see
 * databaseCpuMs): `seconds` is the run's length, so requests a second times it is the number of answers.
 */
export async function withCpu<R extends { requestsPerSecond: number }>(
  pid: number | undefined,
  seconds: number,
  run: () => Promise<R>,
): Promise<WithCpu<R>> {
  const before = cpuMsOf(pid);
  const dbBefore = databaseCpuMs();
  const result = await run();
  const after = cpuMsOf(pid);
  const dbAfter = databaseCpuMs();
  const answers = result.requestsPerSecond * seconds;
  return { ...result, cpu: perAnswer(before, after, answers), dbCpu: perAnswer(dbBefore, dbAfter, answers) };
}

/** A CPU-per-answer figure in ms, or a dash where /proc could not tell. */
export const cpuCell = (cpu: number | undefined) => (cpu === undefined ? '–' : cpu.toFixed(2));

/** A run's figures with what each answer cost the app and PostgreSQL in CPU (withCpu). */
export type WithCpu<R> = R & { cpu: number | undefined; dbCpu: number | undefined };

/** "app X ms + PostgreSQL Y ms" (the app's part only for runs through it). */
export const cpuCells = (r: WithCpu<unknown>) =>
  `${r.cpu === undefined ? '' : `app ${cpuCell(r.cpu)} ms + `}PostgreSQL ${cpuCell(r.dbCpu)} ms`;

/** `script` on a free loopback port (PORT, HOST, LOG_LEVEL=warn), once `healthPath` answers: its URL and process. */
export async function startOnFreePort(
  script: string,
  env: Record<string, string>,
  healthPath: string,
  unset: readonly string[] = [],
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = await startProcess(
    script,
    { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    `${url}${healthPath}`,
    unset,
  );
  return { url, child };
}

/** Stops a child with SIGTERM and waits for it to exit. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Starts the built app (src/server/main.ts) on a free loopback port with a fresh temporary DATA_DIR (PGlite, or
 * PostgreSQL at BENCH_DATABASE_URL); returns its base URL. With `seedDemo`, `npm run seed:demo` loads its demo data
 * (a verified company with positions and LeapMarket projects, demo quants) into that database first.
 */
export async function startApp(options: { seedDemo?: boolean } = {}): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quantleap-bench-')),
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  };
  if (options.seedDemo) {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.ts'], {
      cwd: root,
      env: { ...process.env, ...database },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  await startProcess(
    'src/server/main.ts',
    { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...database },
    `${url}/api/health`,
  );
  return url;
}
