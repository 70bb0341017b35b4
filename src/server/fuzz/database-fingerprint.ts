import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rawRows } from '../db/raw-rows';

/** Table name → a hash of all its rows. Equal fingerprints: nothing was inserted, updated or deleted. */
export type Fingerprint = Record<string, string>;

const rowsOf = rawRows;

/**
 * Fingerprints every table of the public schema (read from information_schema, so new tables are covered
 * without listing them) except `excluded`, in one query. The tables of a test database are small, so hashing
 * every row is cheap, and it catches updates as well as new rows.
 */
export async function createFingerprinter(db: Db, excluded: ReadonlySet<string>): Promise<() => Promise<Fingerprint>> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !excluded.has(name));
  const query = sql.raw(
    tables
      .map(
        (name) =>
          `select '${name}' as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as hash from "${name}" t`,
      )
      .join(' union all '),
  );
  return async () =>
    Object.fromEntries((await rowsOf<{ name: string; hash: string }>(db, query)).map((row) => [row.name, row.hash]));
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}
