import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { createTestDatabase } from '../test/test-database';

const serverUrl = process.env.TEST_DATABASE_URL;
let database: Database | undefined;

/** The server process behind the connection a query ran on (node-postgres answers carry `rows`). */
async function backendPid(db: Database['db']): Promise<number | undefined> {
  const result = (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
  return result.rows[0]?.pid;
}
afterAll(() => database?.close());

// Only PostgreSQL has server-side connections to end; CI runs the API tests against one (TEST_DATABASE_URL).
describe.runIf(serverUrl)('a PostgreSQL connection ended by the server while idle', () => {
  it('is dropped by the pool without stopping the process, and the next query gets a new one', async () => {
    database = await createTestDatabase();
    const pid = await backendPid(database.db);
    expect(pid).toEqual(expect.any(Number));

    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const ended = await admin.query<{ ended: boolean }>('select pg_terminate_backend($1) as ended', [pid]);
      expect(ended.rows[0]?.ended).toBe(true);
    } finally {
      await admin.end();
    }
    // Give the pool time to receive the termination; an unhandled 'error' event would fail the run here.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const after = await backendPid(database.db);
    expect(after).toEqual(expect.any(Number));
    expect(after).not.toBe(pid);
  });
});
