/**
 * `npm start`: reads `.env` when present (as `npm run seed:demo` does; the real environment wins), builds the web
 * app when dist/ is missing or older than the sources, then runs the server.
 * The server runs in this same process (imported, not spawned) so SIGTERM reaches it directly.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadEnvFile } from '../src/server/env-file';

const envFile = loadEnvFile();
if (envFile) console.log(`Read settings from ${envFile} (variables set in the environment win).`);

const root = path.resolve(import.meta.dirname, '..');
const builtMarker = path.join(root, 'dist/client/index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['src/web', 'src/shared', 'index.html', 'vite.config.ts']
  .map((p) => path.join(root, p))
  .filter(existsSync);
const sourceTime = Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
if (!existsSync(builtMarker) || statSync(builtMarker).mtimeMs < sourceTime) {
  console.log('Building the web app (first start or changed sources)…');
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build.ts')], {
    stdio: 'inherit',
    cwd: root,
  });
}

await import('../src/server/main');
