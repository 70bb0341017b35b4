import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirLockedError, type LockHolder } from './data-dir-lock';
import { killAllServers, spawnServer, startServer, stopServer } from '../test/server-process';

const HOLDER_SCRIPT = 'src/server/db/testing/hold-data-dir-lock.ts';
/** These tests start processes (a PGlite server takes 5-30 s to start on a busy 2-core machine). */
const PROCESSES = { timeout: 180_000 };
const children = new Set<ChildProcess>();

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await killAllServers();
});

function freshDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'quantleap-lock-'));
}

/** A lock-holding process (see hold-data-dir-lock.ts) and the JSON lines it prints, one at a time. */
function spawnHolder(dataDir: string, ...flags: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER_SCRIPT, dataDir, 'lock test', ...flags], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  return {
    child,
    exited,
    async next(): Promise<{ ready?: boolean; acquired?: boolean; message?: string }> {
      const line = await lines.next();
      if (line.done) throw new Error('the lock holder exited without answering');
      return JSON.parse(line.value as string) as { ready?: boolean; acquired?: boolean; message?: string };
    },
    go: () => child.stdin!.write('go\n'),
    /** Closing stdin makes a holder release the lock and exit. */
    finish: () => child.stdin!.end(),
  };
}

/** The promise's value, or 'still running' when it takes longer than `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'still running'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'still running'>((resolve) => (timer = setTimeout(() => resolve('still running'), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function killNow(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Writes a lock record as an earlier process would have left it, as the newest generation. */
function leaveLock(dataDir: string, overrides: Partial<LockHolder>): void {
  const folder = path.join(dataDir, 'lock');
  mkdirSync(folder, { recursive: true });
  const record: LockHolder = {
    state: 'held',
    pid: process.pid,
    hostname: hostname(),
    purpose: 'server',
    token: 'left-behind',
    acquiredAt: new Date().toISOString(),
    ...overrides,
  };
  writeFileSync(path.join(folder, '7.lock'), JSON.stringify(record));
}

/** The lock's current state as a process reading the folder sees it: the newest generation's record. */
function newestRecord(dataDir: string): { state: string; pid?: number } {
  const folder = path.join(dataDir, 'lock');
  const newest = Math.max(...readdirSync(folder).map((name) => Number(/^(\d+)\.lock$/.exec(name)?.[1] ?? -1)));
  return JSON.parse(readFileSync(path.join(folder, `${newest}.lock`), 'utf8')) as { state: string; pid?: number };
}

function expectLockedBy(attempt: () => unknown, pid: number, dataDir: string): void {
  let caught: unknown;
  try {
    attempt();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(DataDirLockedError);
  expect((caught as Error).message).toBe(
    `Another QuantLeap process (pid ${pid}, ${(caught as DataDirLockedError).holder.purpose}) is using DATA_DIR ` +
      `${dataDir}: stop it first, or point DATA_DIR elsewhere, or use a PostgreSQL server with DATABASE_URL.`,
  );
}

describe('acquireDataDirLock', PROCESSES, () => {
  it('refuses a second holder in the same process, naming the pid and what to do, until the first releases', () => {
    const dataDir = freshDataDir();
    const first = acquireDataDirLock(dataDir, { purpose: 'server' });
    expectLockedBy(() => acquireDataDirLock(dataDir, { purpose: 'seed:demo' }), process.pid, dataDir);

    first.release();
    expect(newestRecord(dataDir).state).toBe('released');
    const second = acquireDataDirLock(dataDir, { purpose: 'seed:demo' });
    expect(newestRecord(dataDir)).toMatchObject({ state: 'held', pid: process.pid });
    second.release();
    // Only the newest state is kept: the folder does not grow with every start.
    expect(readdirSync(path.join(dataDir, 'lock'))).toHaveLength(1);
  });

  it('refuses while another live process holds the directory', async () => {
    const dataDir = freshDataDir();
    const holder = spawnHolder(dataDir);
    expect(await holder.next()).toEqual({ acquired: true });

    expectLockedBy(() => acquireDataDirLock(dataDir, { purpose: 'test' }), holder.child.pid!, dataDir);

    holder.finish();
    await holder.exited;
    acquireDataDirLock(dataDir, { purpose: 'test' }).release();
  });

  it('takes over the lock of a process killed with SIGKILL', async () => {
    const dataDir = freshDataDir();
    const holder = spawnHolder(dataDir);
    expect(await holder.next()).toEqual({ acquired: true });
    await killNow(holder.child);
    expect(newestRecord(dataDir)).toMatchObject({ state: 'held', pid: holder.child.pid });

    const lock = acquireDataDirLock(dataDir, { purpose: 'test' });
    expect(newestRecord(dataDir)).toMatchObject({ state: 'held', pid: process.pid });
    lock.release();
  });

  it('releases the lock when the holder calls process.exit() without closing', async () => {
    const dataDir = freshDataDir();
    const holder = spawnHolder(dataDir, '--exit-holding');
    expect(await holder.next()).toEqual({ acquired: true });
    await holder.exited;
    expect(newestRecord(dataDir).state).toBe('released');
  });

  it('takes over a lock whose pid now belongs to a different process (pid reuse)', async () => {
    const dataDir = freshDataDir();
    const other = spawnHolder(path.join(freshDataDir(), 'unrelated'));
    expect(await other.next()).toEqual({ acquired: true });
    // The recorded pid runs, but it started at another time than the process that wrote the lock.
    leaveLock(dataDir, { pid: other.child.pid!, startTime: '1' });

    acquireDataDirLock(dataDir, { purpose: 'test' }).release();
    other.finish();
    await other.exited;
  });

  it('takes over a lock written before the machine rebooted, even if its pid runs again', () => {
    const dataDir = freshDataDir();
    leaveLock(dataDir, { pid: process.ppid, bootId: 'a-boot-before-this-one' });

    acquireDataDirLock(dataDir, { purpose: 'test' }).release();
  });

  it('takes over a lock left by an earlier process that had the same pid as this one', () => {
    const dataDir = freshDataDir();
    leaveLock(dataDir, { pid: process.pid, token: 'an-earlier-incarnation' });

    acquireDataDirLock(dataDir, { purpose: 'test' }).release();
  });

  it('refuses a lock written on another host, saying how to clear it if that host is gone', () => {
    const dataDir = freshDataDir();
    leaveLock(dataDir, { pid: 4242, hostname: 'build-box-2', purpose: 'server' });

    expect(() => acquireDataDirLock(dataDir, { purpose: 'test' })).toThrow(
      `A QuantLeap process on host build-box-2 (pid 4242, server) holds DATA_DIR ${dataDir}, and whether it ` +
        `still runs cannot be checked from ${hostname()}: stop it first. If it is gone, delete ` +
        `${path.join(dataDir, 'lock')} and start again; or point DATA_DIR elsewhere, or use DATABASE_URL.`,
    );
  });

  it('lets exactly one of several processes racing to take over a stale lock win', async () => {
    const dataDir = freshDataDir();
    const killed = spawnHolder(dataDir);
    expect(await killed.next()).toEqual({ acquired: true });
    await killNow(killed.child);

    const racers = Array.from({ length: 4 }, () => spawnHolder(dataDir, '--wait-for-go'));
    for (const racer of racers) expect(await racer.next()).toEqual({ ready: true });
    for (const racer of racers) racer.go();
    const answers = await Promise.all(racers.map((racer) => racer.next()));

    const winners = racers.filter((_, index) => answers[index]!.acquired);
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((a) => !a.acquired)) {
      expect(answer.message).toContain(`Another QuantLeap process (pid ${winners[0]!.child.pid}, lock test)`);
    }
    expect(newestRecord(dataDir)).toMatchObject({ state: 'held', pid: winners[0]!.child.pid });
    for (const racer of racers) racer.finish();
    await Promise.all(racers.map((racer) => racer.exited));
    expect(newestRecord(dataDir).state).toBe('released');
  });
});

describe('openDatabase on a PGlite DATA_DIR', PROCESSES, () => {
  it('holds the directory until close(): a second opener is refused, the next one after close() opens', async () => {
    const dataDir = freshDataDir();
    const first = await openDatabase({ dataDir, purpose: 'server' });
    await expect(openDatabase({ dataDir, purpose: 'seed:demo' })).rejects.toBeInstanceOf(DataDirLockedError);

    await first.close();
    const second = await openDatabase({ dataDir, purpose: 'seed:demo' });
    await second.close();
  });
});

describe('the real server and seed:demo on one DATA_DIR', PROCESSES, () => {
  it('refuses a second server with exit code 1 and the message while the first keeps serving', async () => {
    const dataDir = freshDataDir();
    const first = await startServer(dataDir);

    const second = await spawnServer(dataDir);
    expect(await within(second.exited, 90_000)).toBe(1);
    expect(second.output()).toContain(
      `Another QuantLeap process (pid ${first.child.pid}, server) is using DATA_DIR ${dataDir}: stop it first`,
    );
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    // A clean shutdown (SIGTERM) leaves the directory free, not merely stale.
    expect(await stopServer(first)).toBe(0);
    expect(newestRecord(dataDir).state).toBe('released');
  });

  it('has seed:demo say "stop the server first" and write nothing while a server holds the directory', () => {
    const dataDir = freshDataDir();
    const serverLock = acquireDataDirLock(dataDir, { purpose: 'server' });
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.ts'], {
        env,
        encoding: 'utf8',
      });

      expect(seed.status).toBe(1);
      expect(seed.stderr).toContain(
        `The QuantLeap server is running on ${dataDir} (pid ${process.pid}): stop the server first, ` +
          'then run npm run seed:demo again.',
      );
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      serverLock.release();
    }
  });
});
