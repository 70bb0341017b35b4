import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every service takes: PGlite (embedded) and PostgreSQL look alike behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: processes starting together against one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK_ID = 7_411_001;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // The server may end a connection the pool holds idle (a restart, an administrator, a test database dropped while
  // pool.end() is still closing its sockets). The pool drops that connection and opens another when needed; without
  // a listener, Node would treat the pool's 'error' event as an uncaught exception and stop the process.
  pool.on('error', () => {});
  // Fail fast on a wrong URL instead of on the first request.
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // The advisory lock belongs to one connection, so the whole migration runs on it.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(connection, { schema }), { migrationsFolder });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, purpose: string, loadDataDir: Blob | undefined): Promise<Database> {
  if (dataDir === 'memory://') return pgliteDatabase(await PGlite.create(dataDir, { loadDataDir }), () => {});
  // PGlite lets two processes open one folder and then loses writes: take the folder for this process first.
  const lock = acquireDataDirLock(dataDir, { purpose });
  try {
    const target = path.join(dataDir, 'pglite');
    // PGlite does not create missing parent folders.
    mkdirSync(target, { recursive: true });
    return pgliteDatabase(await PGlite.create(target), lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

function pgliteDatabase(client: PGlite, releaseLock: () => void): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    async close() {
      // Release only once PGlite has written and closed its files, so the next opener sees all of them.
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite under `dataDir` ('memory://' keeps it in memory).
 * A PGlite folder is locked for this process until close() (DataDirLockedError when another process has it);
 * `purpose` names this opener to the others ("server", "seed:demo"; default: the script's file name).
 * `loadDataDir` starts an in-memory PGlite from a dump of another one's data directory (tests: migrated once).
 */
export function openDatabase(options: {
  url?: string | undefined;
  dataDir: string;
  purpose?: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir, options.purpose ?? path.basename(process.argv[1] ?? 'node'), options.loadDataDir);
}
