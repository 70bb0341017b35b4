/**
 * The talent directory and the talent match at 100,000 quants (bench/README.md; issue 14 "Speed", with the goals
 * issue 41 set: GOALS): generated visible profiles (src/server/features/talent/generated-profiles.ts), with hidden,
 * placeholder and blocking ones beside them so the visibility conditions do real work, and a verified company whose
 * owner signs in. Then, with BENCH_CALLERS (10) concurrent callers for BENCH_SECONDS (10) each (the match
 * BENCH_MATCH_SECONDS, 30), on PostgreSQL:
 *  - the statements listTalent and rankTalent send (the search itself, in PostgreSQL: decision 0034), as bare SQL on
 *    a pool like the app's: the baseline; EXPLAIN (ANALYZE, BUFFERS) of each;
 *  - GET /api/talent (a keyword and three filters, no filter, the keyword alone) and POST /api/talent-match (a
 *    description with four required skills) through the app in its own process, with autocannon on loopback; and a
 *    bare Hono hello-world in the same run;
 * then the same directory queries through listTalent on PGlite (in-process, one caller, as the embedded default
 * serves them). Uses BENCH_DATABASE_URL (a server it may create and drop a database on), else starts its own
 * PostgreSQL. BENCH_PGLITE=0 skips PGlite; BENCH_PROFILES changes the 100,000; BENCH_SETUP_SQL runs once on
 * PostgreSQL after loading (then VACUUM ANALYZE), to try an index without changing the schema.
 */
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { talentQuerySchema } from '../src/shared/talent';
import { matchCriteriaSchema, type MatchCriteriaInput } from '../src/shared/talent-match';
import { openDatabase, type Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { syncReferenceData } from '../src/server/db/seed/sync-reference-data';
import { listTalent } from '../src/server/features/talent/directory';
import { generateProfiles } from '../src/server/features/talent/generated-profiles';
import { rankTalent } from '../src/server/features/talent-match/ranking';
import { createCompany, createSession, createUser } from '../src/server/test/factories';
import { captureQueries, explain, resultLine, runAsSent, type Query } from './sql-plans';
import { hammer, http, type Load, type Result } from './measure';
import { loadAverage, openBenchDatabase, runSetupSql } from './bench-database';
import { cpuCell, startOnFreePort, stopProcess, withCpu } from './processes';
import { announceQuick, setting } from './quick';

const seconds = setting('BENCH_SECONDS', 10, 3);
/**
 * A match takes far longer than a page under load: a longer run, so that enough finish for p99 to mean something.
 * On the quick run's smaller data a match is fast enough for the pages' length.
 */
const matchSeconds = setting('BENCH_MATCH_SECONDS', Math.max(seconds, 30), seconds);
const PROFILES = setting('BENCH_PROFILES', 100_000, 10_000);
const WITH_PGLITE = process.env.BENCH_PGLITE !== '0';
const CONNECTIONS = Number(process.env.BENCH_CALLERS ?? 10);
const LOAD = { connections: CONNECTIONS, seconds };
const WARM_UP = { connections: CONNECTIONS, seconds: 3 };
/** Beside the visible ones: hidden profiles and visible placeholders (the wizard's untouched profile). */
const HIDDEN = 3_000;
const PLACEHOLDERS = 1_000;
const BATCH = 1_000;
/** The data depends on this day, not on the day of the run, so every run measures the same rows. */
const DATA_DAY = new Date(2026, 10, 25, 12);
const SEED = 2026;
/** Issue 41, at 100,000 listed profiles: p99 in ms at the callers' load, and at most `ratio` times the bare SQL's p99. */
const GOALS = { directory: 250, match: 1_500, ratio: 3 };
const APP_SECRET = 'bench-talent-secret-0123456789abcdef0123';
/** The bench company is the Jane Street of the platform: quants who hide from that reference firm hide from it. */
const FIRM = { name: 'Jane Street', domain: 'janestreet.com' };

const DIRECTORY = '/api/talent';
const MATCH = '/api/talent-match';
/** The directory's mixes; the first is the (a keyword and three filters). */
const MIXES = [
  {
    name: 'keyword + 3 filters',
    query: 'q=stochastic&skills=Python&experience=mid&availability=Available within 2 weeks',
  },
  { name: 'no filter, newest', query: '' },
  { name: 'keyword only', query: 'q=stochastic' },
] as const;
const pathOf = (query: string) => (query ? `${DIRECTORY}?${encodeURI(query)}` : DIRECTORY);
const parse = (query: string) => talentQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));

/** A firm's description match, as one would paste it: four required skills, one more wanted, a budget. */
const CRITERIA: MatchCriteriaInput = {
  jobTitle: 'Quantitative Researcher, Index Volatility',
  description:
    'We are looking for a quantitative researcher to join our index volatility team in London. You will build and ' +
    'calibrate stochastic volatility models, research systematic options strategies, and turn them into production ' +
    'signals with the trading desk. Strong Python and a solid grounding in stochastic calculus and derivatives ' +
    'pricing are essential; experience with machine learning on market data is a plus, and C++ helps.',
  requiredSkills: ['Python', 'Stochastic Calculus', 'Derivatives Pricing', 'Machine Learning'],
  highPrioritySkills: ['C++'],
  minYears: 3,
  location: 'London',
  education: "Master's",
  availability: 'Available within a month',
  expandGlobally: false,
  budgetHourly: 200,
};

// --- data ----------------------------------------------------------------------------------------------------------

const userId = (i: number) => `bench-talent-${i}`;

/** Profiles `start` … `start + count - 1`, in batches of multi-row inserts, two batches in flight. */
async function insertProfiles(
  db: Db,
  start: number,
  count: number,
  override: Partial<typeof schema.quantProfiles.$inferInsert> = {},
) {
  let inFlight: Promise<unknown> = Promise.resolve();
  for (let from = start; from < start + count; from += BATCH) {
    const size = Math.min(BATCH, start + count - from);
    const rows = generateProfiles(size, { seed: SEED, today: DATA_DAY, start: from }).map((profile, i) => ({
      ...profile,
      ...override,
      userId: userId(from + i),
    }));
    const previous = inFlight;
    const insert = db.insert(schema.quantProfiles).values(rows);
    inFlight = Promise.all([previous, insert]);
    await previous;
  }
  await inFlight;
}

/**
 * PROFILES visible quants, HIDDEN hidden ones and PLACEHOLDERS placeholders, the bench company and blocks: 2 % of
 * the visible quants hide from the company itself, 1 % from its reference firm (by domain), more from other
 * companies and firms. Returns the company as the directory sees it and its owner.
 */
async function seed(db: Db): Promise<{ company: { id: string; domain: string }; ownerUserId: string }> {
  await syncReferenceData(db);
  const total = PROFILES + HIDDEN + PLACEHOLDERS;
  await db.execute(
    sql.raw(
      `insert into users (id, name, email, email_verified)
       select 'bench-talent-' || i, 'Bench Quant ' || i, 'quant' || i || '@bench-talent.example', true
       from generate_series(0, ${total - 1}) as i`,
    ),
  );
  await insertProfiles(db, 0, PROFILES);
  await insertProfiles(db, PROFILES, HIDDEN, { isVisible: false });
  await insertProfiles(db, PROFILES + HIDDEN, PLACEHOLDERS, {
    title: 'Update your profile',
    skills: ['Update your skills'],
  });

  const owner = await createUser(db, { name: 'Bench Owner' });
  const company = await createCompany(db, {
    ownerUserId: owner.userId,
    name: 'Bench Talent Capital',
    slug: 'bench-talent-capital',
    website: `https://www.${FIRM.domain}`,
    domain: FIRM.domain,
    approvedDomain: FIRM.domain,
  });
  const others = await Promise.all([1, 2, 3].map(() => createCompany(db)));
  const [firm] = await db.select({ id: schema.firms.id }).from(schema.firms).where(eq(schema.firms.name, FIRM.name));
  if (!firm) throw new Error(`the reference firm ${FIRM.name} is missing`);
  const block = (where: string, target: string) =>
    db.execute(
      sql.raw(
        `insert into quant_firm_blocks (user_id, company_id, firm_id, name, domain)
         select 'bench-talent-' || i, ${target}
         from generate_series(0, ${PROFILES - 1}) as i where ${where}`,
      ),
    );
  await block('i % 50 = 7', `'${company.id}', null, 'Bench Talent Capital', '${FIRM.domain}'`);
  await block('i % 100 = 13', `null, ${firm.id}, '${FIRM.name}', '${FIRM.domain}'`);
  await block(
    'i % 40 = 21',
    `(array['${others.map((o) => o.id).join("','")}']::uuid[])[1 + i % 3], null, 'Example Capital', 'example.com'`,
  );
  // 4 % hide from one of twenty other reference firms.
  await db.execute(
    sql.raw(
      `insert into quant_firm_blocks (user_id, company_id, firm_id, name, domain)
       select 'bench-talent-' || i, null, f.id, f.name, 'firm' || f.id || '.example'
       from generate_series(0, ${PROFILES - 1}) as i
       join (select id, name, row_number() over (order by id) - 1 as k from firms where name <> '${FIRM.name}' limit 20) as f
         on f.k = (i / 25) % 20
       where i % 25 = 3`,
    ),
  );
  // As autovacuum leaves a table that stopped growing: statistics and the visibility map (index-only scans).
  await db.execute(sql.raw('vacuum analyze'));
  return { company: { id: company.id, domain: FIRM.domain }, ownerUserId: owner.userId };
}

async function describeData(db: Db): Promise<string> {
  const result = await db.execute(
    sql.raw(
      `select (select count(*) from quant_profiles)::int as profiles,
         (select count(*) from quant_profiles where listed)::int as listed,
         (select count(*) from quant_firm_blocks)::int as blocks`,
    ),
  );
  // PGlite and node-postgres both answer { rows }.
  const [row] = (result as unknown as { rows: { profiles: number; listed: number; blocks: number }[] }).rows;
  const n = (value: number) => value.toLocaleString('en-US');
  return `${n(row!.profiles)} quant profiles (${n(row!.listed)} listed), ${n(row!.blocks)} blocks`;
}

// --- the SQL the services issue ------------------------------------------------------------------------------------

// --- measuring -----------------------------------------------------------------------------------------------------

const line = resultLine;
/** An API run's figures with the app's CPU per answer (processes.ts withCpu). */
type CpuResult = Result & { cpu: number | undefined };

/**
 * autocannon POSTing `body` as JSON (measure.ts's http() only GETs); a non-2xx answer counts as an error. A
 * request may take 60 s before it counts as failed (autocannon's default is 10 s), so a slow match is measured.
 */
async function httpPost(url: string, body: unknown, { connections, seconds }: Load, headers: Record<string, string>) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 60,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Waits until the app has finished the requests autocannon abandoned at its deadline (its health check, which
 * queues on the same pool, answers at once again), so they do not slow down the next measurement.
 */
async function drain(appUrl: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${appUrl}/api/health`).catch(() => undefined);
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// --- the run -------------------------------------------------------------------------------------------------------

const SCALE = `${PROFILES.toLocaleString('en-US')} quants, ${seconds} s per measurement (the match ${matchSeconds} s)`;
announceQuick(SCALE);
console.log(
  `# Talent directory and match: ${PROFILES.toLocaleString('en-US')} visible quants (and ${HIDDEN.toLocaleString('en-US')} ` +
    `hidden, ${PLACEHOLDERS.toLocaleString('en-US')} placeholders, blocks beside them); ${CONNECTIONS} concurrent callers, ` +
    `${seconds} s each`,
);
console.log(`machine: ${availableParallelism()} cores; load average ${loadAverage()} at the start`);

const scratch = await openBenchDatabase('talent');
const dataDir = scratch.dataDir;
const summary: string[] = [];
const criteria = matchCriteriaSchema.parse(CRITERIA);
try {
  console.log('\n## Data on PostgreSQL');
  let started = performance.now();
  const database = await openDatabase({ url: scratch.url, dataDir: 'unused' });
  await database.migrate();
  const { company, ownerUserId } = await seed(database.db);
  // The session cookie a browser holds after the owner signs in (the app's secret and address).
  const session = await createSession(
    database.db,
    { appSecret: APP_SECRET, publicUrl: 'http://localhost', authRateLimitScale: 1 },
    ownerUserId,
  );
  const cookie = `${session.name}=${session.value}`;
  console.log(`  ${await describeData(database.db)}; loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
  await runSetupSql(scratch.url);

  // The same pool size as the app's (db/client.ts), so both queue the same way.
  const pool = new pg.Pool({ connectionString: scratch.url, max: 10 });
  // Dropping the scratch database after a failure ends idle connections: that must not hide the failure itself.
  pool.on('error', () => {});
  const poolDb = drizzle(pool, { schema }) as unknown as Db;
  // What each request sends, captured: one statement per directory page (its count inside); the match ranks its
  // strongest candidates beside a capped count of all of them, then, only when those cannot prove the results,
  // every candidate (decision 0034).
  const mixes: ((typeof MIXES)[number] & { queries: Query[]; total: number; rows: number })[] = [];
  for (const mix of MIXES) {
    const queries = await captureQueries(pool, (db) => listTalent(db, company, parse(mix.query)));
    const answer = await listTalent(poolDb, company, parse(mix.query));
    mixes.push({ ...mix, queries, total: answer.total, rows: answer.profiles.length });
  }
  const matchQueries = await captureQueries(pool, (db) => rankTalent(db, company, criteria));
  const ranking = await rankTalent(poolDb, company, criteria);

  console.log(`\n## EXPLAIN (ANALYZE, BUFFERS) of each query`);
  const { rows: indexes } = await pool.query<{ indexdef: string }>(
    `select indexdef from pg_indexes where tablename in ('quant_profiles', 'quant_search', 'quant_firm_blocks') order by tablename, 1`,
  );
  for (const { indexdef } of indexes) console.log(`  ${indexdef}`);
  for (const mix of mixes) {
    console.log(
      `\n${mix.name}: GET ${pathOf(mix.query)}  (${mix.total.toLocaleString('en-US')} match, ${mix.rows} on the page; ` +
        `${mix.queries.length} statement${mix.queries.length === 1 ? '' : 's'})`,
    );
    for (const query of mix.queries) for (const l of await explain(pool, query)) console.log(`  ${l}`);
  }
  console.log(
    `\nmatch: POST ${MATCH} with ${criteria.requiredSkills.length} required skills and a description ` +
      `(${ranking.total.toLocaleString('en-US')} candidates, best ${ranking.results[0]?.percent ?? 0} %; ` +
      `${matchQueries.length} statements)`,
  );
  for (const [i, query] of matchQueries.entries()) {
    console.log(`  statement ${i + 1}:`);
    for (const l of await explain(pool, query)) console.log(`  ${l}`);
  }

  console.log(`\n## Bare SQL (the baseline): each query as the service sends it, on a pool of 10`);
  // Named where the service prepares the statement, unnamed where it does not.
  const run = (q: Query) => runAsSent(pool, q);
  // A request's statements together, as the service sends them (the match's two at once).
  const runAll = (queries: Query[]) => Promise.all(queries.map(run));
  await hammer(() => runAll(mixes[0]!.queries), WARM_UP); // warm-up: caches and plans
  const bare = new Map<string, Result>();
  for (const mix of mixes) {
    const result = await hammer(() => runAll(mix.queries), LOAD);
    bare.set(mix.name, result);
    console.log(line(mix.name, result));
  }
  const bareMatchRequest = () => runAll(matchQueries);
  await hammer(bareMatchRequest, WARM_UP);
  const bareMatch = await hammer(bareMatchRequest, { connections: CONNECTIONS, seconds: matchSeconds });
  console.log(line('match', bareMatch));
  await pool.end();

  console.log(`\n## The API (its own process) and a bare Hono hello-world, autocannon on loopback`);
  const hello = await startOnFreePort('bench/hello-server.ts', {}, '/');
  // Without PUBLIC_URL the app is at http://localhost:<port>, whose session cookie the benchmark signed.
  const app = await startOnFreePort(
    'src/server/main.ts',
    { DATABASE_URL: scratch.url, DATA_DIR: dataDir, APP_SECRET },
    '/api/health',
    ['PUBLIC_URL'],
  );
  try {
    const check = await fetch(`${app.url}${pathOf(mixes[0]!.query)}`, { headers: { cookie } });
    const checked = (await check.json()) as { total?: number };
    if (check.status !== 200 || checked.total !== mixes[0]!.total) {
      throw new Error(
        `the app answered ${check.status} with ${checked.total} profiles, not ${mixes[0]!.total}: ${JSON.stringify(checked).slice(0, 200)}`,
      );
    }
    // A state-changing request echoes the CSRF token of its cookie (platform/csrf.ts), as the web app does.
    const csrf = await fetch(`${app.url}/api/contact/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const matchHeaders = { cookie: `${cookie}; ql_csrf=${csrfToken}`, 'x-csrf-token': csrfToken, origin: app.url };
    const matchCheck = await fetch(`${app.url}${MATCH}`, {
      method: 'POST',
      headers: { ...matchHeaders, 'content-type': 'application/json' },
      body: JSON.stringify(CRITERIA),
    });
    const matched = (await matchCheck.json()) as { total?: number };
    if (matchCheck.status !== 200 || matched.total !== ranking.total) {
      throw new Error(
        `the match answered ${matchCheck.status} with ${matched.total} candidates, not ${ranking.total}: ${JSON.stringify(matched).slice(0, 200)}`,
      );
    }

    await http(`${hello.url}/`, WARM_UP); // warm-up of both: JIT, caches, pools
    await http(`${app.url}${pathOf(mixes[0]!.query)}`, WARM_UP, { cookie });
    await drain(app.url);
    const helloResult = await withCpu(hello.child.pid, seconds, () => http(`${hello.url}/`, LOAD));
    console.log(`${line('hello-world (bare Hono)', helloResult)}  CPU/answer ${cpuCell(helloResult.cpu)} ms`);
    // The app's CPU per answer moves much less with the machine's other load than its latency does.
    const api = new Map<string, CpuResult>();
    for (const mix of mixes) {
      const result = await withCpu(app.child.pid, seconds, () =>
        http(`${app.url}${pathOf(mix.query)}`, LOAD, { cookie }),
      );
      api.set(mix.name, result);
      console.log(`${line(mix.name, result)}  CPU/answer ${cpuCell(result.cpu)} ms`);
      await drain(app.url);
    }
    await httpPost(`${app.url}${MATCH}`, CRITERIA, WARM_UP, matchHeaders);
    await drain(app.url);
    const apiMatch = await withCpu(app.child.pid, matchSeconds, () =>
      httpPost(`${app.url}${MATCH}`, CRITERIA, { connections: CONNECTIONS, seconds: matchSeconds }, matchHeaders),
    );
    console.log(`${line('match (ranks, then saves the match)', apiMatch)}  CPU/answer ${cpuCell(apiMatch.cpu)} ms`);
    await drain(app.url);

    const verdict = (a: Result, b: Result, goal: number) =>
      a.requestsPerSecond > 0 && a.p99 <= goal && a.p99 <= GOALS.ratio * b.p99 && a.errors === 0 ? 'PASS' : 'FAIL';
    summary.push(
      `\n## Summary on PostgreSQL (same run; issue 41's goals at ${PROFILES.toLocaleString('en-US')} listed profiles: ` +
        `directory p99 <= ${GOALS.directory} ms, match p99 <= ${GOALS.match} ms, each <= ${GOALS.ratio}x the bare SQL ` +
        `p99 of the same statements, at ${CONNECTIONS} callers)`,
      `  hello-world: ${helloResult.requestsPerSecond} req/s, p50 ${helloResult.p50} ms, p99 ${helloResult.p99} ms`,
    );
    const row = (name: string, a: CpuResult, b: Result, goal: number) =>
      a.requestsPerSecond === 0
        ? `  FAIL ${name.padEnd(22)} API: no answer finished within the run (${a.errors} failed); ` +
          `bare SQL p99 ${b.p99} ms (p50 ${b.p50})`
        : `  ${verdict(a, b, goal)} ${name.padEnd(22)} API p99 ${String(a.p99).padStart(5)} ms (p50 ${a.p50}) vs bare SQL ` +
          `p99 ${b.p99} ms (p50 ${b.p50}) = ${(a.p99 / b.p99).toFixed(1)}x; ${a.requestsPerSecond} req/s = ` +
          `${(a.requestsPerSecond / b.requestsPerSecond).toFixed(2)}x bare SQL, ` +
          `${(a.requestsPerSecond / helloResult.requestsPerSecond).toFixed(3)}x hello-world; ` +
          `app CPU/answer ${cpuCell(a.cpu)} ms`;
    for (const mix of mixes) summary.push(row(mix.name, api.get(mix.name)!, bare.get(mix.name)!, GOALS.directory));
    summary.push(row('match', apiMatch, bareMatch, GOALS.match));
  } finally {
    await stopProcess(app.child);
    await stopProcess(hello.child);
  }
  summary.push(`  load average after PostgreSQL: ${loadAverage()}`);

  if (WITH_PGLITE) {
    console.log(
      `\n## PGlite (in-process, one caller at a time): the same data, listTalent as the embedded app runs it`,
    );
    started = performance.now();
    const embedded = await openDatabase({ dataDir: 'memory://' });
    try {
      await embedded.migrate();
      const seeded = await seed(embedded.db);
      console.log(
        `  ${await describeData(embedded.db)}; loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const one = { connections: 1, seconds };
      summary.push(`\n## PGlite, one caller (listTalent in-process: the count and the page, ${seconds} s each)`);
      await hammer(() => listTalent(embedded.db, seeded.company, parse(MIXES[0].query)), {
        connections: 1,
        seconds: 3,
      });
      for (const mix of MIXES) {
        const query = parse(mix.query);
        const result = await hammer(() => listTalent(embedded.db, seeded.company, query), one);
        console.log(line(mix.name, result));
        summary.push(
          `  ${mix.name.padEnd(22)} p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.requestsPerSecond} req/s`,
        );
      }
      const matchResult = await hammer(() => rankTalent(embedded.db, seeded.company, criteria), one);
      console.log(line('match (rankTalent)', matchResult));
      summary.push(
        `  ${'match (rankTalent)'.padEnd(22)} p50 ${matchResult.p50} ms, p99 ${matchResult.p99} ms, ${matchResult.requestsPerSecond} req/s`,
      );
    } finally {
      await embedded.close();
    }
  }
} finally {
  await scratch.close();
}
summary.push(`\nload average at the end: ${loadAverage()}`);
announceQuick(SCALE);
for (const l of summary) console.log(l);
