/**
 * The quick loop while working: checks what changed since the last commit (or since `--since <ref>`) and nothing
 * else. Type check (incremental), lint and format of the changed files, the Vitest files related to them, and the
 * browser journeys of the features they touch (scripts/check/journeys.ts). `npm test` remains the whole check
 * before a commit that touches code every feature uses, and before landing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { journeysFor } from './check/journeys';

const root = path.resolve(import.meta.dirname, '..');
const sinceIndex = process.argv.indexOf('--since');
const since = sinceIndex > 0 ? process.argv[sinceIndex + 1] : 'HEAD';
if (!since) throw new Error('--since needs a git ref, e.g. npm run check -- --since main');

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([
    ...git('diff', '--name-only', '--diff-filter=d', since),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].sort();

if (changed.length === 0) {
  console.log(`Nothing changed since ${since}. To check the last commit: npm run check -- --since HEAD~1`);
  process.exit(0);
}
console.log(`Checking ${changed.length} file(s) changed since ${since}.`);

const timings: string[] = [];
function step(name: string, command: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  timings.push(`${name}: ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\n${name} failed (${seconds} s). Fix it, then run npm run check again.`);
    process.exit(result.status ?? 1);
  }
}
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const started = Date.now();

step('type check', bin('tsc'), [
  '--noEmit',
  '-p',
  '.',
  '--incremental',
  '--tsBuildInfoFile',
  'node_modules/.cache/quantleap-check/tsconfig.tsbuildinfo',
]);

const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
if (lintable.length > 0) {
  step('lint', bin('eslint'), [
    '--cache',
    '--cache-location',
    'node_modules/.cache/quantleap-check/eslint',
    '--no-warn-ignored',
    ...lintable,
  ]);
}
step('format', bin('prettier'), ['--check', '--ignore-unknown', ...changed]);

const configChanged = changed.some((file) => /^(package(-lock)?\.json|vitest\.config\.ts|tsconfig\.json)$/.test(file));
const sources = changed.filter((file) => /^(src|scripts)\/.+\.tsx?$/.test(file));
if (configChanged) step('unit and API tests (all: the test set-up changed)', bin('vitest'), ['run']);
else if (sources.length > 0)
  step('unit and API tests related to the change', bin('vitest'), ['related', '--run', ...sources]);

const specsImporting = (helper: string) => {
  const name = path.basename(helper).replace(/\.ts$/, '');
  return readdirSync(path.join(root, 'e2e'))
    .filter((file) => file.endsWith('.spec.ts'))
    .filter((file) => readFileSync(path.join(root, 'e2e', file), 'utf8').includes(`'./${name}'`))
    .map((file) => file.replace(/\.spec\.ts$/, ''));
};
const journeys = journeysFor(changed, specsImporting);
if (journeys.length > 0) {
  // The journeys drive the built app; the server runs from source, so only a web change since the build needs one.
  // (Every changed file exists: deleted ones are filtered out above.)
  const manifest = path.join(root, 'dist/client-manifest.json');
  const builtAt = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
  const webChangedSince = changed.some(
    (file) =>
      /^(src\/web\/|src\/shared\/|vite\.config\.ts$|scripts\/build\.ts$)/.test(file) &&
      statSync(path.join(root, file)).mtimeMs > builtAt,
  );
  if (builtAt === 0 || webChangedSince) step('build', 'npm', ['run', '--silent', 'build']);
  step(
    `journeys (${journeys.join(', ')})`,
    bin('playwright'),
    ['test', ...journeys.map((name) => `e2e/${name}.spec.ts`)],
    // A few dozen signed-in users are enough for a few journeys, and quicker to seed than the whole suite's pool.
    { E2E_SIGNED_IN_POOL: String(Math.max(20, journeys.length * 12)) },
  );
}

console.log(`\nCheck passed in ${((Date.now() - started) / 1000).toFixed(0)} s (${timings.join('; ')}).`);
