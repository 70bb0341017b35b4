import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { createScratchDatabase } from './scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the data directory of a migrated in-memory PGlite (PGlite runs). */
    migratedPgliteDump: string | undefined;
    /** A migrated database on the TEST_DATABASE_URL server, copied per test file (PostgreSQL runs). */
    migratedTemplateDatabase: string | undefined;
  }
}

/**
 * Vitest global setup: runs every migration once per run, so each test file's createTestDatabase() starts from a
 * copy of the migrated state instead of migrating again. On PGlite the copy is a dump of the data directory; on
 * PostgreSQL (TEST_DATABASE_URL) a template database for CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createScratchDatabase(serverUrl, 'quantleap_template');
    const database = await openDatabase({ url: template.url, dataDir: 'unused' });
    try {
      await database.migrate();
    } finally {
      // A template must have no open connection while databases are copied from it.
      await database.close();
    }
    project.provide('migratedPgliteDump', undefined);
    project.provide('migratedTemplateDatabase', template.name);
    return () => template.drop();
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  const file = path.join(tmpdir(), `quantleap-migrated-${randomBytes(6).toString('hex')}.tar`);
  try {
    await database.migrate();
    // drizzle keeps the PGlite it was built on as $client.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('migratedPgliteDump', file);
  project.provide('migratedTemplateDatabase', undefined);
  return async () => rmSync(file, { force: true });
}
