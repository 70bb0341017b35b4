/**
 * Reproducible benchmark of the foundation (see bench/README.md):
 *  1. the gzipped JavaScript and CSS that `/` loads before any interaction (and what the first interaction adds),
 *  2. requests/s and p99 of GET /api/firms under 50 connections, beside a bare Hono hello-world in the same run,
 *  3. Lighthouse mobile scores of `/` (skipped with --no-lighthouse).
 * Everything runs on loopback; servers run in their own processes so the load generator does not share a core.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { freePort } from '../src/server/test/free-port';
import { runLighthouse } from './lighthouse';
import { measurePageWeight } from './page-weight';
import { median } from './measure';
import { root, startApp, startProcess } from './processes';
import { announceQuick, setting } from './quick';

const args = new Set(process.argv.slice(2));
const durationSeconds = setting('BENCH_SECONDS', 10, 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

async function load(url: string) {
  const result = await autocannon({ url, connections: 50, duration: durationSeconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

if (!existsSync(path.join(root, 'dist/client/index.html'))) {
  throw new Error('Build first: npm run build');
}
announceQuick(
  `${durationSeconds} s per load run, ${rounds} rounds, Lighthouse ${args.has('--no-lighthouse') ? 'off' : 'on'}`,
);
const appUrl = await startApp();
const helloPort = await freePort();
const helloUrl = `http://127.0.0.1:${helloPort}/`;
await startProcess('bench/hello-server.ts', { PORT: String(helloPort), SAME_AS_URL: `${appUrl}/api/firms` }, helloUrl);

console.log(`database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (embedded)'}`);
console.log('\n# Page weight of / (gzip -9 of each file)');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const weight = await measurePageWeight(browser, `${appUrl}/`);
await browser.close();
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `before any interaction: JS ${kb(weight.beforeInteraction.jsBytes)}, CSS ${kb(weight.beforeInteraction.cssBytes)}`,
);
console.log(
  `first interaction adds: JS ${kb(weight.firstInteractionAdds.jsBytes)}, CSS ${kb(weight.firstInteractionAdds.cssBytes)}`,
);
for (const file of weight.files)
  console.log(`  ${file.phase.padEnd(6)} ${kb(file.gzipBytes).padStart(9)}  ${file.url}`);
console.log('goal: at most 90 KB of JS before any interaction (baseline Lovable-style SPA: 146 KB)');

console.log(
  `\n# GET /api/firms vs bare Hono hello-world, 50 connections, ${durationSeconds} s each, ${rounds} interleaved rounds`,
);
await load(helloUrl); // warm-up of both, so JIT and caches are equal
await load(`${appUrl}/api/firms`);
const ratios: number[] = [];
const ceilings: number[] = [];
const describe = (r: Awaited<ReturnType<typeof load>>) =>
  `${r.requestsPerSecond} req/s (p99 ${r.p99Ms} ms, errors ${r.errors})`;
for (let round = 1; round <= rounds; round++) {
  const baseline = await load(helloUrl);
  const firms = await load(`${appUrl}/api/firms`);
  const sameBytes = await load(`${helloUrl}same`);
  ratios.push(firms.requestsPerSecond / baseline.requestsPerSecond);
  ceilings.push(sameBytes.requestsPerSecond / baseline.requestsPerSecond);
  console.log(
    `round ${round}: hello-world ${describe(baseline)}; /api/firms ${describe(firms)}; same bytes from bare Hono ${describe(sameBytes)}`,
  );
}

console.log(`median ratio /api/firms : hello-world = ${median(ratios).toFixed(2)}x (goal >= 0.5x, with p99 < 50 ms)`);
console.log(`median ceiling (bare Hono sending the same bytes) : hello-world = ${median(ceilings).toFixed(2)}x`);

if (!args.has('--no-lighthouse')) {
  console.log('\n# Lighthouse (mobile, default throttling) on /');
  const { scores } = await runLighthouse(`${appUrl}/`, {
    categories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  console.log(
    `performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo} (goal >= 95 each of the first three)`,
  );
}

// The servers' child-process handles keep the event loop alive: exit, and the 'exit' handler above stops them.
process.exit(0);
