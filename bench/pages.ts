/**
 * Per-page speed benchmark of issue 18 (see bench/README.md): for every public route of spec §2 (PUBLIC_PATHS), the
 * public firm pages (the demo company's page and one of its LeapMarket projects, from `npm run seed:demo`) and
 * /dashboard signed in, the median over BENCH_RUNS (3) runs of
 *  - the gzipped JS and CSS loaded before any interaction and the JS the first interaction adds (bench/page-weight.ts),
 *  - Lighthouse 12 mobile (default throttling): performance, LCP, TBT, accessibility (skipped with --no-lighthouse).
 * Prints progress to stderr and a markdown table with the goals to stdout.
 *
 *   npm run build && npm run bench:pages
 *   npm run bench:pages -- --pages=/login,/contact,/dashboard --no-lighthouse
 *   npm run bench:pages -- --pages=/companies/:slug,/leap-market/projects/:id   (the demo company's, the first project)
 *   BENCH_RUNS=1 npm run bench:pages
 *   BENCH_QUICK=1 npm run bench:pages   (QUICK_PAGES, one run; --pages and BENCH_RUNS still win)
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { DEMO_COMPANY } from '../src/server/features/company/demo-data';
import { companyPath, marketProjectPath, PUBLIC_PATHS, ROUTES } from '../src/shared/routes';
import { FIRST_PRESS_CASES, measureFirstPress } from './first-press';
import { frameworkFloorJsBytes } from './framework-floor';
import { runLighthouse } from './lighthouse';
import { measurePageWeight } from './page-weight';
import { root, startApp } from './processes';
import { announceQuick, QUICK, setting } from './quick';

const DASHBOARD = '/dashboard';
/** Public pages with a parameter, measured on the demo data: the demo company's page and its first project. */
const FIRM_PAGES: readonly string[] = [ROUTES.companyPage, ROUTES.marketProject];
/**
 * A quick run's pages, one of each kind with a goal of its own: a prerendered page, a page the first press also
 * opens, the JavaScript goal's page and the signed-in dashboard; no firm page, which would load the demo data first.
 */
const QUICK_PAGES: readonly string[] = [ROUTES.home, ROUTES.login, ROUTES.compensationInsights, DASHBOARD];
const BASELINE_JS_BYTES = 146 * 1024;
const GOALS = {
  performance: 95,
  lcpMs: 2000,
  accessibility: 95,
  /** JS before interaction of /compensation-insights. */
  jsBytes: 100 * 1024,
  /** All JS of the first signed-in page (/dashboard), as a multiple of the framework floor of the same run. */
  dashboardToFloor: 1.35,
  /** From the first press on a prerendered page to its visible answer, at full speed and at 4x slower CPU. */
  firstPressMs: { 1: 200, 4: 600 } as Record<number, number>,
};
const CPU_SLOWDOWNS = [1, 4] as const;
const pressKey = (label: string, rate: number) => `${label} at ${rate}x CPU`;

const argv = process.argv.slice(2);
const withLighthouse = !argv.includes('--no-lighthouse');
const withFirstPress = !argv.includes('--no-first-press');
const listFiles = argv.includes('--files');
const pagesArg = argv.find((a) => a.startsWith('--pages='));
const pages = pagesArg
  ? pagesArg
      .slice('--pages='.length)
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
  : QUICK
    ? [...QUICK_PAGES]
    : [...PUBLIC_PATHS, ...FIRM_PAGES, DASHBOARD];
const runs = setting('BENCH_RUNS', 3, 1);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a whole number ≥ 1, not ${runs}`);
for (const page of pages)
  if (page !== DASHBOARD && !FIRM_PAGES.includes(page) && !(PUBLIC_PATHS as readonly string[]).includes(page))
    console.error(`note: ${page} is not in PUBLIC_PATHS; measured anyway, without a session`);

const progress = (message: string) => console.error(`[bench:pages] ${message}`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

interface Sample {
  jsBefore?: number;
  cssBefore?: number;
  jsAfter?: number;
  performance?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  accessibility?: number;
}
type Metric = keyof Sample;

/** Signs up, confirms the address from the development mailbox and signs in, through the UI like e2e does. */
async function signedInState(browser: Browser, appUrl: string): Promise<BrowserContextOptions['storageState']> {
  const name = 'Bench Visitor';
  const email = `bench${Date.now()}@example.com`;
  const password = 'Quant2026!bench';
  const context = await browser.newContext({ baseURL: appUrl });
  try {
    const page = await context.newPage();
    const gotoReady = async (to: string) => {
      await page.goto(to);
      await page.locator('body').dispatchEvent('pointerover');
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    };
    await gotoReady('/signup');
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(/Registration successful!/).waitFor({ timeout: 60_000 });

    await gotoReady('/dev/mailbox');
    const link = page
      .getByRole('article', { name: /Confirm your e-mail address/ })
      .filter({ hasText: email })
      .first()
      .getByRole('link')
      .first();
    await link.waitFor({ timeout: 30_000 });
    const href = await link.getAttribute('href');
    if (!href) throw new Error('the confirmation e-mail has no link');
    // The mail links to PUBLIC_URL's default (localhost); the cookies must belong to the address measured.
    const confirm = new URL(href);
    await page.goto(`${appUrl}${confirm.pathname}${confirm.search}`);
    await page.waitForURL(/\/login/);

    await gotoReady('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('button', { name: `Account menu for ${name}` }).waitFor({ timeout: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

if (!existsSync(path.join(root, 'dist/client/index.html'))) throw new Error('Build first: npm run build');

// Read at the start, the closest to the build being measured (others may commit meanwhile).
const commit = (() => {
  try {
    const hash = execFileSync('git', ['log', '-1', '--format=%h'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${hash} (with uncommitted changes)` : hash;
  } catch {
    return 'unknown';
  }
})();

announceQuick(
  `${pages.length} pages, ${runs} run${runs === 1 ? '' : 's'} each, Lighthouse ${withLighthouse ? 'on' : 'off'}`,
);
const started = Date.now();
progress('building the framework floor (React, react-dom, React Router, TanStack Query alone)');
const floorJs = await frameworkFloorJsBytes();
progress(`framework floor: JS ${kb(floorJs)}`);
progress(`${pages.length} pages x ${runs} run(s), Lighthouse ${withLighthouse ? 'on' : 'off'}; starting the built app`);
const appUrl = await startApp({ seedDemo: pages.some((page) => FIRM_PAGES.includes(page)) });

/** The address measured for a page: a firm page's pattern filled from the demo data, any other page as it is. */
async function addressOf(page: string): Promise<string> {
  if (page === ROUTES.companyPage) return companyPath(DEMO_COMPANY.slug);
  if (page === ROUTES.marketProject) {
    const answer = await fetch(`${appUrl}/api/leap-market`);
    const { projects } = (await answer.json()) as { projects: { id: string }[] };
    if (!projects[0]) throw new Error('LeapMarket lists no project: did seed:demo load its projects?');
    return marketProjectPath(projects[0].id);
  }
  return page;
}
const addresses = new Map<string, string>();
for (const page of pages) addresses.set(page, await addressOf(page));
const addressFor = (page: string) => addresses.get(page) ?? page;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

let session: BrowserContextOptions['storageState'];
let sessionError: string | undefined;
if (pages.includes(DASHBOARD)) {
  progress('creating an account (sign-up, confirmation from /dev/mailbox, sign-in) for /dashboard');
  try {
    session = await signedInState(browser, appUrl);
  } catch (error) {
    sessionError = `could not sign in: ${errorText(error)}`;
    progress(`ERROR ${sessionError}`);
  }
}
const cookieHeader =
  session && typeof session !== 'string' ? session.cookies.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;

const samples = new Map<string, Sample[]>(pages.map((p) => [p, []]));
const errors = new Map<string, string[]>(pages.map((p) => [p, []]));

// Runs are interleaved (every page once, then again), so a noisy minute spreads over all pages instead of one.
for (let run = 1; run <= runs; run++) {
  for (const page of pages) {
    const label = `run ${run}/${runs} ${page}`;
    const sample: Sample = {};
    samples.get(page)?.push(sample);
    const fail = (what: string, error: unknown) => {
      const message = `${what}: ${errorText(error)}`;
      errors.get(page)?.push(`run ${run}, ${message}`);
      progress(`${label}: ERROR ${message}`);
    };
    const isDashboard = page === DASHBOARD;
    if (isDashboard && !session) {
      fail('sign-in', sessionError);
      continue;
    }
    const address = addressFor(page);
    const url = `${appUrl}${address}`;
    const expectPath = (finalUrl: string) => {
      const landed = new URL(finalUrl).pathname;
      if (landed !== address) throw new Error(`ended on ${landed} instead of ${address}`);
    };

    try {
      const weight = await measurePageWeight(browser, url, isDashboard ? { storageState: session } : {});
      expectPath(weight.finalUrl);
      sample.jsBefore = weight.beforeInteraction.jsBytes;
      sample.cssBefore = weight.beforeInteraction.cssBytes;
      sample.jsAfter = weight.firstInteractionAdds.jsBytes;
      if (listFiles)
        for (const file of weight.files) progress(`  ${file.phase} ${file.type} ${kb(file.gzipBytes)} ${file.url}`);
      progress(
        `${label}: JS ${kb(sample.jsBefore)}, CSS ${kb(sample.cssBefore)} before interaction; ` +
          `first interaction adds JS ${kb(sample.jsAfter)}${weight.hydrated ? '' : ' (the page never set data-hydrated)'}`,
      );
    } catch (error) {
      fail('page weight', error);
    }

    if (!withLighthouse) continue;
    const t0 = Date.now();
    try {
      const lighthouseOnce = () =>
        runLighthouse(url, {
          categories: ['performance', 'accessibility'],
          ...(isDashboard && cookieHeader ? { extraHeaders: { Cookie: cookieHeader } } : {}),
        });
      // Under load Lighthouse sometimes loses the trace (NO_NAVSTART, "please run Lighthouse again"): once more.
      const result = await lighthouseOnce().catch((error: unknown) => {
        progress(`${label}: Lighthouse failed (${errorText(error)}); trying once more`);
        return lighthouseOnce();
      });
      expectPath(result.finalUrl);
      sample.performance = result.scores.performance ?? undefined;
      sample.accessibility = result.scores.accessibility ?? undefined;
      sample.lcpMs = result.lcpMs ?? undefined;
      sample.tbtMs = result.tbtMs ?? undefined;
      sample.cls = result.cls ?? undefined;
      progress(
        `${label}: Lighthouse perf ${sample.performance ?? '?'}, LCP ${Math.round(sample.lcpMs ?? NaN)} ms, ` +
          `TBT ${Math.round(sample.tbtMs ?? NaN)} ms, CLS ${sample.cls?.toFixed(3) ?? '?'}, a11y ${sample.accessibility ?? '?'} ` +
          `(${((Date.now() - t0) / 1000).toFixed(0)} s)`,
      );
    } catch (error) {
      fail('Lighthouse', error);
    }
  }
}
const pressTimes = new Map<string, number[]>();
if (withFirstPress) {
  for (let run = 1; run <= runs; run++) {
    for (const press of FIRST_PRESS_CASES) {
      for (const rate of CPU_SLOWDOWNS) {
        const key = pressKey(press.label, rate);
        try {
          const ms = await measureFirstPress(browser, appUrl, press, rate);
          pressTimes.set(key, [...(pressTimes.get(key) ?? []), ms]);
          progress(`run ${run}/${runs} first press, ${key}: ${Math.round(ms)} ms`);
        } catch (error) {
          progress(`run ${run}/${runs} first press, ${key}: ERROR ${errorText(error)}`);
        }
      }
    }
  }
}
await browser.close();

const medianOf = (page: string, metric: Metric) =>
  median((samples.get(page) ?? []).flatMap((s) => (s[metric] === undefined ? [] : [s[metric]])));
const countOf = (page: string, metric: Metric) =>
  (samples.get(page) ?? []).filter((s) => s[metric] !== undefined).length;

/** A cell: the median, "✗" when it misses its goal, "(n/runs)" when some runs failed, "error" when all did. */
function cell(page: string, metric: Metric, format: (v: number) => string, misses?: (v: number) => boolean): string {
  const value = medianOf(page, metric);
  if (value === undefined) return metric === 'performance' && !withLighthouse ? '–' : 'error';
  const n = countOf(page, metric);
  return `${format(value)}${misses?.(value) ? ' ✗' : ''}${n < runs ? ` (${n}/${runs})` : ''}`;
}

const lighthouseCells = (page: string) => {
  if (!withLighthouse) return ['–', '–', '–', '–', '–'];
  // The Lighthouse goals are those of the public pages; the dashboard's goal is its JavaScript.
  const goal = page !== DASHBOARD;
  return [
    cell(page, 'performance', String, (v) => goal && v < GOALS.performance),
    cell(
      page,
      'lcpMs',
      (v) => String(Math.round(v)),
      (v) => goal && v > GOALS.lcpMs,
    ),
    cell(page, 'tbtMs', (v) => String(Math.round(v))),
    cell(page, 'cls', (v) => v.toFixed(3)),
    cell(page, 'accessibility', String, (v) => goal && v < GOALS.accessibility),
  ];
};

const lines = [
  `# Page speed (median of ${runs} run${runs === 1 ? '' : 's'} per page; commit ${commit}; ` +
    `database ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
  '',
  '| page | perf | LCP (ms) | TBT (ms) | CLS | a11y | JS before | CSS before | JS after first interaction |',
  '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
  ...pages.map((page) => {
    const jsGoal =
      page === DASHBOARD
        ? GOALS.dashboardToFloor * floorJs
        : page === '/compensation-insights'
          ? GOALS.jsBytes
          : Infinity;
    const name =
      page === DASHBOARD ? `${page} (signed in)` : FIRM_PAGES.includes(page) ? `${addressFor(page)} (demo data)` : page;
    return `| ${name} | ${[
      ...lighthouseCells(page),
      cell(page, 'jsBefore', kb, (v) => v > jsGoal),
      cell(page, 'cssBefore', kb),
      cell(page, 'jsAfter', kb),
    ].join(' | ')} |`;
  }),
  '',
  `Goals: perf ≥ ${GOALS.performance}, LCP ≤ ${(GOALS.lcpMs / 1000).toFixed(1)} s, a11y ≥ ${GOALS.accessibility} ` +
    `(every public page); /compensation-insights JS before interaction ≤ ${kb(GOALS.jsBytes)} gz; ` +
    `/dashboard JS (all of it, loaded at once by the SPA shell) ≤ ${GOALS.dashboardToFloor}x the framework floor. ` +
    `Baseline: a default Lovable-style React + shadcn + Supabase SPA ships ${kb(BASELINE_JS_BYTES)} of JS. ✗ = misses its goal.`,
  'Sizes are gzip -9 of each .js/.css file (KB = 1024 bytes); "JS before" counts what loaded until the network ' +
    'was idle plus 3 s without interaction, "JS after" what moving the pointer then added.',
];
const dashboardJs = pages.includes(DASHBOARD) ? medianOf(DASHBOARD, 'jsBefore') : undefined;
if (dashboardJs !== undefined) {
  lines.push(
    `JS needed for the first signed-in page (/dashboard, until the network is idle): ${kb(dashboardJs)} = ` +
      `${(dashboardJs / floorJs).toFixed(2)}x the framework floor (React, react-dom, React Router and TanStack Query ` +
      `alone, built by the same Vite configuration: ${kb(floorJs)}; goal ≤ ${GOALS.dashboardToFloor}x), ` +
      `${(dashboardJs / BASELINE_JS_BYTES).toFixed(2)}x the baseline.`,
  );
}
if (withFirstPress) {
  lines.push(
    '',
    `First press on a prerendered page, ms from pointerdown to the first frame showing the answer (median of ${runs}):`,
    '',
    `| press | ${CPU_SLOWDOWNS.map((rate) => `CPU ${rate}x (goal ≤ ${GOALS.firstPressMs[rate]})`).join(' | ')} |`,
    `|---|${CPU_SLOWDOWNS.map(() => '--:').join('|')}|`,
    ...FIRST_PRESS_CASES.map((press) => {
      const cells = CPU_SLOWDOWNS.map((rate) => {
        const value = median(pressTimes.get(pressKey(press.label, rate)) ?? []);
        if (value === undefined) return 'error';
        return `${Math.round(value)}${value > (GOALS.firstPressMs[rate] ?? Infinity) ? ' ✗' : ''}`;
      });
      return `| ${press.label} | ${cells.join(' | ')} |`;
    }),
  );
}
const failures = [...errors].filter(([, list]) => list.length > 0);
if (failures.length > 0) {
  lines.push('', 'Errors (those runs are left out of the medians):');
  for (const [page, list] of failures) for (const message of list) lines.push(`- ${page}: ${message}`);
}
console.log(lines.join('\n'));
progress(`done in ${((Date.now() - started) / 60_000).toFixed(1)} min`);

// The app's child-process handle keeps the event loop alive: exit, and bench/processes.ts stops it.
process.exit(0);
