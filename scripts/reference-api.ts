import path from 'node:path';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { syncReferenceData } from '../src/server/db/seed/sync-reference-data';
import { createLogger } from '../src/server/platform/logger';
import { createMailer } from '../src/server/platform/mail/mailer';
import { createLocalStorage } from '../src/server/platform/storage/storage';

/**
 * The app on an in-memory database holding only the reference data, answering in process (no port): what the
 * build renders the reference-data pages with.
 */
export async function startReferenceApi(scratchDir: string) {
  const database = await openDatabase({ dataDir: 'memory://', purpose: 'build' });
  await database.migrate();
  await syncReferenceData(database.db);
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: scratchDir, LOG_LEVEL: 'silent' });
  const logger = createLogger('silent');
  const app = createApp({
    db: database.db,
    config,
    logger,
    mailer: createMailer({ db: database.db, logger, smtpUrl: undefined, from: config.mailFrom }),
    storage: createLocalStorage(path.join(scratchDir, 'uploads')),
  });
  return {
    fetch: async (url: string, init: RequestInit) => app.fetch(new Request(new URL(url, 'http://build.local'), init)),
    close: () => database.close(),
  };
}
