import type { Config } from './config';

/**
 * Which database a command uses, for its log line: PGlite's absolute DATA_DIR, or the PostgreSQL server's host and
 * database name from DATABASE_URL (never the user name or password).
 */
export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `PGlite in ${config.dataDir} (DATA_DIR)`;
  const url = new URL(config.databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'the default database';
  // A Unix socket is given as ?host=/var/run/postgresql with an empty host part.
  const host = url.host || url.searchParams.get('host') || 'localhost';
  return `PostgreSQL database ${database} on ${host} (DATABASE_URL)`;
}
