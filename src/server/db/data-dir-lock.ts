/**
 * One process at a time per PGlite data directory.
 *
 * PGlite has no locking of its own: two processes opening one directory each keep their own copy of the database
 * pages and overwrite each other's files, so acknowledged rows vanish after a restart. Every opener of DATA_DIR's
 * PGlite (the server, seed:demo, any script) takes this lock first; PostgreSQL (DATABASE_URL) needs none.
 *
 * Node has no flock(), so the lock is a chain of small files in DATA_DIR/lock named by a generation number
 * (`1.lock`, `2.lock`, …). The highest generation is the lock's state: held by a process, or released.
 * - A process claims the lock by creating the next generation with link(), which fails when the name exists: when
 *   several processes race to take over a stale or released lock, exactly one creates that number and the others
 *   retry (and find it held). Nobody ever deletes a lock they judged stale, so there is no check-then-delete race.
 * - The highest file is never deleted (release adds a higher "released" file; a new holder sweeps only lower
 *   ones), so generations only grow: a claimant that re-created a number already swept finds a higher one after
 *   its own and backs off.
 * - Files are written whole under a temporary name and then linked into place: no reader sees half a lock.
 * A holder is judged gone when its pid no longer runs, or runs as a different process (its start time in
 * /proc/<pid>/stat differs: pid reuse), or the machine rebooted since (boot id). A lock written on another host
 * (a shared network folder, another container) cannot be checked from here and counts as held.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const LOCK_FOLDER = 'lock';
const GENERATION_FILE = /^(\d+)\.lock$/;
/** Each round is a few system calls; only a crowd of processes starting at the same instant needs more than 2. */
const MAX_ROUNDS = 50;

const holderSchema = z.object({
  state: z.literal('held'),
  pid: z.number().int().positive(),
  hostname: z.string(),
  bootId: z.string().optional(),
  startTime: z.string().optional(),
  purpose: z.string(),
  token: z.string(),
  acquiredAt: z.string(),
});
const recordSchema = z.discriminatedUnion('state', [holderSchema, z.object({ state: z.literal('released') })]);

export type LockHolder = z.infer<typeof holderSchema>;
type LockRecord = z.infer<typeof recordSchema>;

export interface DataDirLock {
  /** Frees the directory for the next process. Safe to call twice; never throws. */
  release(): void;
}

/** Thrown when another live process holds the directory; the message says who and what to do. */
export class DataDirLockedError extends Error {
  /** false when the holder runs (or ran) on another host, so whether it still runs is unknown. */
  readonly onThisHost: boolean;

  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      holder.hostname === hostname()
        ? `Another QuantLeap process (pid ${holder.pid}, ${holder.purpose}) is using DATA_DIR ${dataDir}: ` +
            'stop it first, or point DATA_DIR elsewhere, or use a PostgreSQL server with DATABASE_URL.'
        : `A QuantLeap process on host ${holder.hostname} (pid ${holder.pid}, ${holder.purpose}) holds DATA_DIR ` +
            `${dataDir}, and whether it still runs cannot be checked from ${hostname()}: stop it first. If it is ` +
            `gone, delete ${path.join(dataDir, LOCK_FOLDER)} and start again; or point DATA_DIR elsewhere, or use ` +
            'DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
    this.onThisHost = holder.hostname === hostname();
  }
}

/** Tokens of the locks this process holds, and how to release each when the process exits. */
const heldHere = new Map<string, () => void>();
let exitHookInstalled = false;

/**
 * Takes the exclusive lock on `dataDir` (created when missing) for this process, or throws DataDirLockedError
 * naming the live holder. A lock left by a process that died (kill -9, a crash, a reboot) is taken over.
 * `purpose` names the opener in the holder's record and in the message others get ("server", "seed:demo").
 */
export function acquireDataDirLock(dataDir: string, options: { purpose: string }): DataDirLock {
  const folder = path.join(dataDir, LOCK_FOLDER);
  mkdirSync(folder, { recursive: true });
  const mine: LockHolder = {
    state: 'held',
    pid: process.pid,
    hostname: hostname(),
    bootId: readBootId(),
    startTime: readStartTime(process.pid),
    purpose: options.purpose,
    token: randomBytes(16).toString('hex'),
    acquiredAt: new Date().toISOString(),
  };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const newest = newestGeneration(folder);
    if (newest !== undefined) {
      const record = readRecord(folder, newest);
      // Swept between listing and reading: a newer generation exists, look again.
      if (record === undefined) continue;
      if (record !== 'unreadable' && record.state === 'held' && !holderIsGone(record)) {
        throw new DataDirLockedError(dataDir, record);
      }
    }
    const generation = (newest ?? 0) + 1;
    if (!createGeneration(folder, generation, mine)) continue; // another process claimed this number first
    if (newestGeneration(folder) !== generation) {
      // We re-created a number that had been swept while we looked: a newer state exists, so ours never counted.
      removeQuietly(generationPath(folder, generation));
      continue;
    }
    sweepBelow(folder, generation);
    return holdLock(folder, generation, mine.token);
  }
  throw new Error(
    `Could not take the lock on DATA_DIR ${dataDir}: too many processes are starting at once. Try again.`,
  );
}

function holdLock(folder: string, generation: number, token: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(token);
    try {
      // Never delete the newest file (generations must only grow): mark the lock free one generation up first.
      createGeneration(folder, generation + 1, { state: 'released' });
      removeQuietly(generationPath(folder, generation));
    } catch {
      // The folder is gone (a removed temporary DATA_DIR): nothing is left to release.
    }
  };
  heldHere.set(token, release);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // process.exit() and uncaught errors skip close(): release on the way out so the next start finds it free.
    process.on('exit', () => {
      for (const releaseOne of [...heldHere.values()]) releaseOne();
    });
  }
  return { release };
}

function holderIsGone(holder: LockHolder): boolean {
  // Another machine's processes cannot be seen from here: assume it runs rather than let two writers in.
  if (holder.hostname !== hostname()) return false;
  const bootId = readBootId();
  if (holder.bootId && bootId && holder.bootId !== bootId) return true;
  // Our own pid: a previous incarnation (a restarted container often gets the same pid) unless we hold it now.
  if (holder.pid === process.pid) return !heldHere.has(holder.token);
  if (!isRunning(holder.pid)) return true;
  const startTime = readStartTime(holder.pid);
  return !!holder.startTime && !!startTime && holder.startTime !== startTime;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Changes at every boot of Linux; undefined elsewhere. */
function readBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** The process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat); undefined without /proc. */
function readStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 is the command name in parentheses and may itself hold spaces or parentheses: count after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function generationPath(folder: string, generation: number): string {
  return path.join(folder, `${generation}.lock`);
}

function generations(folder: string): number[] {
  return readdirSync(folder).flatMap((name) => {
    const match = GENERATION_FILE.exec(name);
    return match ? [Number(match[1])] : [];
  });
}

function newestGeneration(folder: string): number | undefined {
  const all = generations(folder);
  return all.length > 0 ? Math.max(...all) : undefined;
}

/** undefined when the file was swept meanwhile; 'unreadable' for a file we did not write (it guards nothing). */
function readRecord(folder: string, generation: number): LockRecord | 'unreadable' | undefined {
  let text: string;
  try {
    text = readFileSync(generationPath(folder, generation), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = recordSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** Writes the record whole, then links it into place: false when that generation already exists. */
function createGeneration(folder: string, generation: number, record: LockRecord): boolean {
  const temporary = path.join(folder, `.tmp-${process.pid}-${randomBytes(8).toString('hex')}`);
  writeFileSync(temporary, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o644 });
  try {
    linkSync(temporary, generationPath(folder, generation));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    removeQuietly(temporary);
  }
}

function sweepBelow(folder: string, generation: number): void {
  for (const older of generations(folder)) {
    if (older < generation) removeQuietly(generationPath(folder, older));
  }
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already removed by another process's sweep.
  }
}
