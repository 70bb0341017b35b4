/**
 * The real server (src/server/main.ts) as a child process on a free loopback port, for tests that need a server process of their own:
 * the data-directory lock, durability after kill -9, journeys under another configuration. Started with `node --import tsx` (not `npx tsx`, whose
 * child would survive a kill) so that killing the pid kills the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from './free-port';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** The process ids of `pid`'s children (Linux /proc; none where it cannot be read): an app's cluster workers. */
export function childrenOf(pid: number): number[] {
  try {
    const listed = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return listed ? listed.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}

/** Spawns the server on `dataDir` (PGlite, or env.DATABASE_URL) without waiting for it; `env` adds or overrides variables. */
export async function spawnServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  };
  // PGlite unless `env` names a server: most of these tests are about PGlite, even when the suite runs against
  // a PostgreSQL server.
  if (env.DATABASE_URL === undefined) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

/** Spawns the server and waits until /api/health answers; fails with its output if it exits or takes over 2 minutes. */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await spawnServer(dataDir, env);
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const healthy = await fetch(`${server.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    if (exitCode !== undefined || Date.now() > deadline) {
      server.child.kill('SIGKILL');
      throw new Error(`the server did not start (exit code ${exitCode}):\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Stops the server with SIGTERM (a clean shutdown) and resolves with its exit code. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

/** Kills every server these helpers started that still runs (for afterAll: never leave a child behind). */
export async function killAllServers(): Promise<void> {
  await Promise.all(
    [...running].map((child) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      return exited;
    }),
  );
}
