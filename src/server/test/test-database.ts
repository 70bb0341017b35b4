import { openDatabase, type Database } from '../db/client';
import { createScratchDatabase } from './scratch-database';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again by close()).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const scratch = await createScratchDatabase(serverUrl, 'quantleap_test');
  const database = await openDatabase({ url: scratch.url, dataDir: 'unused' });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
