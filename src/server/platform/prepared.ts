import type { Db } from '../db/client';

/**
 * A statement prepared once per database handle (`build` calls Drizzle's `.prepare(name)` with placeholders), for
 * the hot reads whose planning costs more than their execution (bench/messages.ts: the company inbox plans in
 * 2.1 ms and runs in 0.5 ms). On PostgreSQL each pooled connection then parses and plans it once; PGlite runs it as
 * a plain query. Handles are held weakly: a test's database, or a transaction, takes its statements with it.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
