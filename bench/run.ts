/**
 * Reproducible benchmark of the foundation (see bench/README.md):
 *  1. the gzipped JavaScript and CSS that `/` loads before any interaction (and what the first interaction adds),
 *  2. requests/s and p99 of GET /api/firms under 50 connections, beside a bare Hono hello-world in the same run,
 *  3. Lighthouse mobile scores of `/` (skipped with --no-lighthouse).
 * Everything runs on loopback; servers run in their own processes so the load generator does not share a core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { freePort } from '../src/server/test/free-port';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

// Servers must not outlive the bench, however it ends (an error, Ctrl-C, a timeout's SIGTERM).
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));

async function startProcess(script: string, env: Record<string, string>, healthUrl: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(healthUrl).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${script} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function load(url: string) {
  const result = await autocannon({ url, connections: 50, duration: durationSeconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function measurePageWeight(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const loaded: { url: string; type: 'js' | 'css'; gzipBytes: number; phase: 'before' | 'after' }[] = [];
  let phase: 'before' | 'after' = 'before';
  page.on('response', async (response) => {
    const url = response.url();
    const type = url.endsWith('.js') ? 'js' : url.endsWith('.css') ? 'css' : undefined;
    if (!type) return;
    const body = await response.body();
    loaded.push({ url: url.replace(baseUrl, ''), type, gzipBytes: gzipSync(body, { level: 9 }).length, phase });
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  phase = 'after';
  await page.mouse.move(200, 200);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  await browser.close();
  const sum = (p: 'before' | 'after', t: 'js' | 'css') =>
    loaded.filter((l) => l.phase === p && l.type === t).reduce((n, l) => n + l.gzipBytes, 0);
  return {
    beforeInteraction: { jsBytes: sum('before', 'js'), cssBytes: sum('before', 'css') },
    firstInteractionAdds: { jsBytes: sum('after', 'js'), cssBytes: sum('after', 'css') },
    files: loaded,
  };
}

async function lighthouse(url: string) {
  const { default: run } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await run(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const categories = result?.lhr.categories ?? {};
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    };
  } finally {
    chrome.kill();
  }
}

if (!existsSync(path.join(root, 'dist/client/index.html'))) {
  throw new Error('Build first: npm run build');
}
const appPort = await freePort();
const helloPort = await freePort();
const appUrl = `http://127.0.0.1:${appPort}`;
const helloUrl = `http://127.0.0.1:${helloPort}/`;
await startProcess(
  'src/server/main.ts',
  {
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quantleap-bench-')),
    LOG_LEVEL: 'warn',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  },
  `${appUrl}/api/health`,
);
await startProcess('bench/hello-server.ts', { PORT: String(helloPort), SAME_AS_URL: `${appUrl}/api/firms` }, helloUrl);

console.log(`database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (embedded)'}`);
console.log('\n# Page weight of / (gzip -9 of each file)');
const weight = await measurePageWeight(appUrl);
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

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
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
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(`median ratio /api/firms : hello-world = ${median(ratios).toFixed(2)}x (goal >= 0.5x, with p99 < 50 ms)`);
console.log(`median ceiling (bare Hono sending the same bytes) : hello-world = ${median(ceilings).toFixed(2)}x`);

if (!args.has('--no-lighthouse')) {
  console.log('\n# Lighthouse (mobile, default throttling) on /');
  const scores = await lighthouse(`${appUrl}/`);
  console.log(
    `performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores.bestPractices}, SEO ${scores.seo} (goal >= 95 each of the first three)`,
  );
}

// The servers' child-process handles keep the event loop alive: exit, and the 'exit' handler above stops them.
process.exit(0);
