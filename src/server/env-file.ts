import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * Reads `.env` in `dir` into `env`, so `npm start` and `npm run seed:demo` see the same settings and seed:demo
 * writes to the database the server uses. A variable already set in the real environment wins over the file.
 * `dir` is the working directory, the one DATA_DIR is resolved against. Only the user-facing commands call this:
 * the server entry (src/server/main.ts), which tests and benchmarks spawn, reads the real environment alone, so a
 * developer's `.env` never points a test at their own database. Returns the file read, or null when there is none.
 */
export function loadEnvFile(dir: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): string | null {
  const file = path.resolve(dir, '.env');
  if (!existsSync(file)) return null;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (env[name] === undefined && value !== undefined) env[name] = value;
  }
  return file;
}
