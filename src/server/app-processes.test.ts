import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from './test/scratch-database';
import { childrenOf, killAllServers, startServer, stopServer, type ServerProcess } from './test/server-process';

const serverUrl = process.env.TEST_DATABASE_URL;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The workers that logged that they listen, by process id, in the order they did (one JSON line each). */
function listeningWorkers(server: ServerProcess): number[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('QuantLeap listening'))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);
}

async function until(condition: () => boolean, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let server: ServerProcess | undefined;
let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  // The workers first: killing the primary alone with SIGKILL would leave them running.
  const primary = server?.child.pid;
  if (primary && alive(primary)) for (const worker of childrenOf(primary)) process.kill(worker, 'SIGKILL');
  await killAllServers();
  await drop?.();
});

// Several app processes need a PostgreSQL server (PGlite lives inside one process); CI's API run has one.
describe.runIf(serverUrl)('APP_PROCESSES=2 against PostgreSQL', () => {
  it('prepares a new database once, serves from two workers, replaces a killed one, and stops them all on SIGTERM', async () => {
    const scratch = await createScratchDatabase(serverUrl!, 'quantleap_processes');
    drop = scratch.drop;
    const started = await startServer(mkdtempSync(path.join(tmpdir(), 'quantleap-processes-')), {
      APP_PROCESSES: '2',
      DATABASE_URL: scratch.url,
      LOG_LEVEL: 'info',
    });
    server = started;
    const primary = started.child.pid!;
    await until(() => listeningWorkers(started).length === 2, 'two workers listen');
    const [first, second] = listeningWorkers(started) as [number, number];
    expect(childrenOf(primary).sort()).toEqual([first, second].sort());

    // Migrated and seeded by the primary: the reference firms are there.
    const firms = (await (await fetch(`${started.url}/api/firms`)).json()) as { total: number };
    expect(firms.total).toBeGreaterThan(100);

    process.kill(first, 'SIGKILL');
    await until(() => listeningWorkers(started).length === 3, 'a new worker replaces the killed one');
    const replacement = listeningWorkers(started)[2]!;
    expect(childrenOf(primary).sort()).toEqual([second, replacement].sort());
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${started.url}/api/health`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));

    expect(await stopServer(started)).toBe(0);
    expect([second, replacement].filter(alive)).toEqual([]);
  }, 120_000);
});
