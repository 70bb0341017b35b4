import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows of a statement written as raw SQL, typed by the caller. PGlite and node-postgres both answer `{ rows }`;
 * `Db`'s result type names neither, so this is the one place that says so.
 */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
