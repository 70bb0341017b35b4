import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { createScratchDatabase } from './scratch-database';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again by close()). Both start from the state the global
 * setup migrated once (migrated-template.ts); migrate() on them finds nothing left to apply.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = inject('migratedPgliteDump');
    const loadDataDir = dump ? new Blob([new Uint8Array(readFileSync(dump))]) : undefined;
    const database = await openDatabase({ dataDir: 'memory://', ...(loadDataDir ? { loadDataDir } : {}) });
    if (!loadDataDir) await database.migrate();
    return database;
  }
  const template = inject('migratedTemplateDatabase');
  const scratch = await createScratchDatabase(serverUrl, 'quantleap_test', template);
  const database = await openDatabase({ url: scratch.url, dataDir: 'unused' });
  if (!template) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
