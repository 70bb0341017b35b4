/**
 * `npm run seed:demo` loads a clearly flagged demo set of compensation entries (is_demo = true) and a demo firm
 * with three open internship positions (to try applying in the app) into the database the server uses: it reads the
 * same settings as `npm start` (the environment, then `.env`), and says which database it wrote to (DATA_DIR's
 * PGlite, or DATABASE_URL); `npm run seed:demo:remove` (or `-- --remove`) deletes them again.
 * Never run by anything else. Stop the server first when it uses PGlite: PGlite allows one process at a time, so
 * while the server holds DATA_DIR's lock this refuses (exit code 1) and writes nothing.
 */
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { describeDatabase } from '../src/server/describe-database';
import { loadEnvFile } from '../src/server/env-file';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { removeDemoEntries, seedDemoEntries } from '../src/server/features/compensation/demo-data';
import { removeDemoPositions, seedDemoPositions } from '../src/server/features/internship-board/demo-data';

const remove = process.argv.includes('--remove');
const envFile = loadEnvFile();
if (envFile) console.log(`Read settings from ${envFile} (variables set in the environment win).`);
const config = loadConfig();
const purpose = remove ? 'seed:demo:remove' : 'seed:demo';
let database: Database;
try {
  database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, purpose });
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(
    error.holder.purpose === 'server' && error.onThisHost
      ? `The QuantLeap server is running on ${error.dataDir} (pid ${error.holder.pid}): stop the server first, ` +
          `then run npm run ${purpose} again.`
      : error.message,
  );
  process.exit(1);
}
try {
  await database.migrate();
  const where = describeDatabase(config);
  if (remove) {
    const removed = await removeDemoEntries(database.db);
    console.log(`Removed ${removed} demo compensation entries from ${where}.`);
    console.log(`Removed the demo firm and its ${await removeDemoPositions(database.db)} internship positions.`);
  } else {
    const added = await seedDemoEntries(database.db);
    console.log(`Loaded ${added} demo compensation entries into ${where} (remove them: npm run seed:demo:remove).`);
    console.log(`Loaded ${await seedDemoPositions(database.db)} demo internship positions (firm: Demo Quant Capital).`);
  }
} finally {
  await database.close();
}
