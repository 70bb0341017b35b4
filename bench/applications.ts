/**
 * The applicant tracking board of a big company on PostgreSQL (bench/README.md): a company with 50 positions and
 * 10,000 applications (and another company with 5,000 beside it), then, with BENCH_CALLERS (10) concurrent callers
 * for BENCH_SECONDS (10) each,
 *  - the page statement exactly as listApplicants sends it (the page's rows, each with the count), as bare SQL on a
 *    pool like the app's, named (prepared) as the app's are: the baseline, as a repeated request sends it (its
 *    count remembered: only the company's applications version is read) and counting every time; and EXPLAIN
 *    (ANALYZE, BUFFERS) of each;
 *  - GET /api/internship-board/applications with several filter mixes, signed in as the company's owner, through
 *    the app in its own process, with autocannon on loopback; and a bare Hono hello-world in the same run;
 *  - GET /api/internship-board/applications/export (all 10,000 as CSV, read to the last byte), beside the same
 *    keyset batches as bare SQL.
 * Uses BENCH_DATABASE_URL (a server it may create and drop a database on), else starts its own PostgreSQL.
 */
import { availableParallelism } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { applicantsQuerySchema, APPLICATION_STATUSES, REJECTION_REASON_KEYS } from '../src/shared/applications';
import { openDatabase, type Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { applicantBatches, listApplicants } from '../src/server/features/internship-board/applicants';
import { createCompany, createPosition, createSession, createUser } from '../src/server/test/factories';
import { captureQueries, explain, resultLine, runAsSent, type Query } from './sql-plans';
import { hammer, http, median, type Result } from './measure';
import { loadAverage, openBenchDatabase, runSetupSql } from './bench-database';
import { FIRST_NAMES, LAST_NAMES, pick, sqlArray } from './seed-sql';
import { cpuCells, startOnFreePort, stopProcess, withCpu, type WithCpu } from './processes';
import { announceQuick, setting } from './quick';

// The quick run keeps the data (it loads in seconds) and shortens the measurements.
const seconds = setting('BENCH_SECONDS', 10, 3);
const EXPORT_RUNS = setting('BENCH_EXPORT_RUNS', 5, 3);
const CONNECTIONS = Number(process.env.BENCH_CALLERS ?? 10);
const LOAD = { connections: CONNECTIONS, seconds };
const WARM_UP = { connections: CONNECTIONS, seconds: 3 };
const APPLICATIONS = 10_000;
const POSITIONS = 50;
const APPLICANTS = 8_000;
const OTHER_APPLICATIONS = 5_000;
const OTHER_POSITIONS = 10;
/** Issue 41: p99 at the callers' load, and at most GOAL_RATIO times the bare SQL's p99. */
const GOAL_P99_MS = 100;
const GOAL_RATIO = 3;
const GOAL_EXPORT_MS = 2_000;
const APP_SECRET = 'bench-applications-secret-0123456789abcdef';

const LIST = '/api/internship-board/applications';
const EXPORT = '/api/internship-board/applications/export';
/** The filter mixes; the first is the one the issue names. */
const MIXES = [
  { name: 'gpa+degree, by GPA, p2', query: "minGpa=3.5&degreeLevel=Master's&sort=gpa&page=2" },
  { name: 'no filter, newest', query: '' },
  { name: 'q=tech, by name', query: 'q=tech&sort=name' },
  { name: 'skills+status', query: 'skills=python&status=New' },
  { name: 'graduation 2027, by name', query: 'graduationYear=2027&sort=name' },
] as const;
const pathOf = (query: string) => (query ? `${LIST}?${encodeURI(query)}` : LIST);
const parse = (query: string) => applicantsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));

type Measured = WithCpu<Result>;

// --- data ----------------------------------------------------------------------------------------------------------

const UNIVERSITIES = [
  'MIT, Cambridge MA',
  'Stanford University',
  'Harvard University, Cambridge MA',
  'Princeton University',
  'University of Chicago, Chicago IL',
  'Carnegie Mellon University, Pittsburgh PA',
  'Columbia University, New York',
  'New York University',
  'UC Berkeley, Berkeley CA',
  'Caltech, Pasadena CA',
  'Yale University',
  'Cornell University',
  'University of Pennsylvania, Philadelphia',
  'Georgia Institute of Technology, Atlanta GA',
  'University of Michigan',
  'University of Toronto, Toronto',
  'University of Waterloo, Waterloo ON',
  'McGill University, Montreal',
  'University of Oxford, Oxford',
  'University of Cambridge, Cambridge',
  'Imperial College London, London',
  'London School of Economics',
  'University College London, London',
  'ETH Zurich, Zurich',
  'EPFL, Lausanne',
  'École Polytechnique, Palaiseau',
  'Technical University of Munich, Munich',
  'Bocconi University, Milan',
  'University of Amsterdam',
  'KTH Royal Institute of Technology, Stockholm',
  'National University of Singapore',
  'Nanyang Technological University, Singapore',
  'Tsinghua University, Beijing',
  'Peking University, Beijing',
  'University of Tokyo, Tokyo',
  'Seoul National University',
  'IIT Bombay, Mumbai',
  'IIT Delhi, New Delhi',
  'University of Melbourne, Melbourne',
  'Australian National University, Canberra',
];
const SKILLS = `Python, C++, Statistics, Machine Learning, R, SQL, Stochastic Calculus, Rust, KDB+/q, Time Series,
  Linear Algebra, Java`.split(/,\s+/);
const TITLES = `Quantitative Research Intern, Quant Developer Intern, Quantitative Trader Intern, Data Science Intern,
  Risk Analyst Intern, Software Engineering Intern`.split(/,\s+/);
const DESKS = ['Equities', 'Rates', 'FX', 'Commodities', 'Volatility', 'Credit', 'Crypto', 'Futures', 'Options'];

/** Some of SKILLS, each with probability 0.3, as a jsonb array (correlated to `row`, so drawn per row). */
const randomSkills = (row: string) =>
  `(select coalesce(jsonb_agg(s), '[]'::jsonb)
    from unnest(${sqlArray(SKILLS)}) as s where random() < 0.3 and ${row} is not null)`;

/** `count` applications by the APPLICANTS users to `positions` of company `companyId`, one per user and position. */
async function insertApplications(client: pg.Client, companyId: string, positions: string[], count: number) {
  await client.query(
    `insert into user_applications (user_id, opportunity_id, company_id, status, cover_letter, resume_key, resume_name,
        university, degree_level, gpa_tenths, graduation_year, created_at, status_changed_at, first_response_at,
        rejection_reason)
     select 'bench-applicant-' || (i % ${APPLICANTS}),
       -- A user's second application (i + APPLICANTS) goes to another position than their first.
       ($2::uuid[])[1 + ((i + (i / ${APPLICANTS}) * 7) % cardinality($2::uuid[]))],
       $1, status,
       'I would love to join your team this summer; my thesis was on volatility forecasting.',
       case when status = 'Withdrawn' then null else 'resumes/bench-' || i || '.pdf' end, 'cv.pdf',
       case when legacy then null else ${pick(UNIVERSITIES)} end,
       case when legacy then null
         else (array['Bachelor''s', 'Bachelor''s', 'Master''s', 'Master''s', 'Ph.D.'])[1 + floor(random() * 5)::int] end,
       case when legacy or random() < 0.05 then null else 20 + floor(random() * 21)::int end,
       case when legacy then null else 2025 + floor(random() * 5)::int end,
       created_at,
       case when status = 'New' then created_at else created_at + (now() - created_at) * random() end,
       case when status in ('New', 'Withdrawn') then null else created_at + (now() - created_at) * random() / 2 end,
       case when status = 'Rejected' then ${pick(REJECTION_REASON_KEYS)} end
     from (
       select i, random() < 0.03 as legacy, now() - random() * interval '120 days' as created_at,
         case when r < 0.45 then 'New' when r < 0.60 then 'Reviewed' when r < 0.70 then 'Shortlisted'
              when r < 0.76 then 'Interviewed' when r < 0.78 then 'Offered' when r < 0.95 then 'Rejected'
              else 'Withdrawn' end as status
       from (select i, random() as r from generate_series(0, ${count - 1}) as i) as drawn
     ) as generated`,
    [companyId, positions],
  );
}

/** The company under test (and another one beside it), its positions, applicants and their applications. */
async function seed(db: Db, url: string): Promise<{ companyId: string; ownerUserId: string }> {
  const owner = await createUser(db, { name: 'Firm Owner' });
  const company = await createCompany(db, { ownerUserId: owner.userId, name: 'Bench Capital', slug: 'bench-capital' });
  const other = await createCompany(db);
  const positions: string[] = [];
  for (let i = 0; i < POSITIONS; i++) {
    const title = `${TITLES[i % TITLES.length]}, ${DESKS[i % DESKS.length]}`;
    positions.push((await createPosition(db, company.id, { title })).id);
  }
  const otherPositions: string[] = [];
  for (let i = 0; i < OTHER_POSITIONS; i++) otherPositions.push((await createPosition(db, other.id)).id);

  // One connection, so the seed makes the same data every run.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select setseed(0.2026)');
    await client.query(
      `insert into users (id, name, email, email_verified, created_at, updated_at)
       select 'bench-applicant-' || i, ${pick(FIRST_NAMES)} || ' ' || ${pick(LAST_NAMES)},
         'applicant' || i || '@bench.example', true, now() - random() * interval '400 days', now()
       from generate_series(0, ${APPLICANTS - 1}) as i`,
    );
    // Most applicants have an account profile (skills; a full name for some), a third a quant profile, most visible.
    await client.query(
      `insert into profiles (id, full_name, skills)
       select u.id, case when random() < 0.5 then ${pick(FIRST_NAMES)} || ' ' || ${pick(LAST_NAMES)} end,
         ${randomSkills('u.id')}
       from users u where u.id like 'bench-applicant-%' and random() < 0.85`,
    );
    await client.query(
      `insert into quant_profiles (user_id, is_visible, full_name, title, bio, location, experience_years, skills)
       select u.id, random() < 0.7, u.name, 'Quantitative Researcher', 'Statistician working on systematic signals.',
         'London, UK', floor(random() * 6)::int, ${randomSkills('u.id')}
       from users u where u.id like 'bench-applicant-%' and random() < 0.33`,
    );
    await insertApplications(client, company.id, positions, APPLICATIONS);
    await insertApplications(client, other.id, otherPositions, OTHER_APPLICATIONS);
    await client.query(
      `insert into application_notes (application_id, author_user_id, author_name, body, created_at)
       select id, $2, 'Firm Owner', 'Strong on probability; ask about the thesis in the interview.', created_at
       from user_applications where company_id = $1 and random() < 0.15`,
      [company.id, owner.userId],
    );
    // As autovacuum leaves a table that stopped growing: statistics and the visibility map (index-only scans).
    await client.query('vacuum analyze');
    const { rows } = await client.query<{ statuses: Record<string, number> }>(
      `select jsonb_object_agg(status, n) as statuses
       from (select status, count(*)::int as n from user_applications where company_id = $1 group by status) as s`,
      [company.id],
    );
    const statuses = APPLICATION_STATUSES.map((s) => `${s} ${rows[0]?.statuses[s] ?? 0}`).join(', ');
    console.log(`  statuses: ${statuses}`);
  } finally {
    await client.end();
  }
  return { companyId: company.id, ownerUserId: owner.userId };
}

// --- the SQL the service issues ------------------------------------------------------------------------------------

// --- measuring -----------------------------------------------------------------------------------------------------

const line = resultLine;

/** The CSV export read to its last byte: milliseconds, and the lines and bytes it had. */
async function exportOnce(url: string, cookie: string): Promise<{ ms: number; lines: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
  let lines = 0;
  let bytes = 0;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.length;
    for (const byte of chunk.value) if (byte === 10) lines++;
  }
  return { ms: performance.now() - started, lines, bytes };
}

// --- the run -------------------------------------------------------------------------------------------------------

const SCALE = `${APPLICATIONS.toLocaleString('en-US')} applications, ${seconds} s per measurement, ${EXPORT_RUNS} exports`;
announceQuick(SCALE);
console.log(
  `# Applicant tracking: one company, ${POSITIONS} positions, ${APPLICATIONS.toLocaleString('en-US')} applications ` +
    `(another company with ${OTHER_APPLICATIONS.toLocaleString('en-US')} beside it); ${CONNECTIONS} concurrent callers, ` +
    `${seconds} s each`,
);
console.log(`machine: ${availableParallelism()} cores; load average ${loadAverage()} at the start`);

const scratch = await openBenchDatabase('applications');
const dataDir = scratch.dataDir;
const summary: string[] = [];
try {
  console.log('\n## Data');
  const started = performance.now();
  const database = await openDatabase({ url: scratch.url, dataDir: 'unused' });
  await database.migrate();
  const { companyId, ownerUserId } = await seed(database.db, scratch.url);
  // The session cookie a browser holds after the owner signs in (the app's secret and address).
  const session = await createSession(
    database.db,
    { appSecret: APP_SECRET, publicUrl: 'http://localhost', authRateLimitScale: 1 },
    ownerUserId,
  );
  const cookie = `${session.name}=${session.value}`;
  await database.close();
  await runSetupSql(scratch.url);
  console.log(`  loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // The same pool size as the app's (db/client.ts), so both queue the same way.
  const pool = new pg.Pool({ connectionString: scratch.url, max: 10 });
  type Mix = (typeof MIXES)[number] & { page: Query; warmPage: Query; total: number; rows: number };
  const mixes: Mix[] = [];
  for (const mix of MIXES) {
    // Twice on one handle: the first request counts; a repeat, with nothing changed, sends the page statement
    // with the version it counted at, and PostgreSQL skips counting (the remembered counts of decision 0022).
    const queries = await captureQueries(pool, async (db) => {
      await listApplicants(db, companyId, parse(mix.query));
      await listApplicants(db, companyId, parse(mix.query));
    });
    const [page, warmPage] = queries;
    if (queries.length !== 2 || !page || !warmPage)
      throw new Error(`listApplicants sent ${queries.length} queries for two requests`);
    const answer = await listApplicants(drizzle(pool, { schema }) as unknown as Db, companyId, parse(mix.query));
    mixes.push({ ...mix, page, warmPage, total: answer.total, rows: answer.applications.length });
  }
  const exportQueries = await captureQueries(pool, async (db) => {
    let rows = 0;
    for await (const batch of applicantBatches(db, companyId, parse(''))) rows += batch.length;
    if (rows !== APPLICATIONS) throw new Error(`the export's batches held ${rows} applications`);
  });

  console.log(`\n## EXPLAIN (ANALYZE, BUFFERS) of each page statement, its count remembered (then counting)`);
  const { rows: indexes } = await pool.query<{ indexdef: string }>(
    `select indexdef from pg_indexes where tablename = 'user_applications' and indexname like '%company%' order by 1`,
  );
  for (const { indexdef } of indexes) console.log(`  ${indexdef}`);
  const warnings: string[] = [];
  for (const mix of mixes) {
    console.log(`\n${mix.name}: GET ${pathOf(mix.query)}  (${mix.total} match, ${mix.rows} on the page)`);
    const plan = await explain(pool, mix.warmPage);
    for (const l of plan) console.log(`  ${l}`);
    const countingPlan = await explain(pool, mix.page);
    console.log(`  the same page, counting: ${countingPlan.at(-1)?.trim()}`);
    const readAll = plan.find((l) => /(Seq|Bitmap Heap) Scan on user_applications /.test(l));
    if (readAll && / Sort {2}/.test(plan.join('\n'))) {
      warnings.push(
        `  ! ${mix.name}: the page reads and joins every matching application, then sorts (${readAll.trim().replace(/^-> +/, '')})`,
      );
    }
  }
  console.log(`\nexport: ${exportQueries.length} keyset batches of 1,000; the second batch:`);
  for (const l of await explain(pool, exportQueries[1]!)) console.log(`  ${l}`);

  console.log(
    `\n## Bare SQL (the baseline): the page statement (its rows with the count) as listApplicants sends it, named` +
      ` (prepared) like the app's; a repeated request (its count remembered: only the version is read), then counting`,
  );
  const run = (q: Query) => runAsSent(pool, q);
  await hammer(() => run(mixes[0]!.page), WARM_UP); // warm-up: caches and plans
  const bare = new Map<string, Measured>();
  const bareCounted = new Map<string, Measured>();
  for (const mix of mixes) {
    const result = await withCpu(undefined, seconds, () => hammer(() => run(mix.warmPage), LOAD));
    bare.set(mix.name, result);
    console.log(`${line(mix.name, result)}  CPU/answer ${cpuCells(result)}`);
  }
  for (const mix of mixes) {
    const result = await withCpu(undefined, seconds, () => hammer(() => run(mix.page), LOAD));
    bareCounted.set(mix.name, result);
    console.log(`${line(`${mix.name}, counted`, result)}  CPU/answer ${cpuCells(result)}`);
  }
  const bareExport: number[] = [];
  for (let i = 0; i < EXPORT_RUNS; i++) {
    const t = performance.now();
    for (const q of exportQueries) await run(q);
    bareExport.push(performance.now() - t);
  }
  console.log(
    `  export: ${exportQueries.length} batches in a row, median ${median(bareExport).toFixed(0)} ms ` +
      `(runs: ${bareExport.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
  );
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
    // The cookie was signed with the app's secret; better-auth names it the same for any http:// address.
    const check = await fetch(`${app.url}${pathOf(mixes[0]!.query)}`, { headers: { cookie } });
    const checked = (await check.json()) as { total?: number };
    if (check.status !== 200 || checked.total !== mixes[0]!.total) {
      throw new Error(`the app answered ${check.status} ${JSON.stringify(checked).slice(0, 200)}`);
    }
    await http(`${hello.url}/`, WARM_UP); // warm-up of both: JIT, caches, pools
    await http(`${app.url}${pathOf(mixes[0]!.query)}`, WARM_UP, { cookie });
    const helloResult = await http(`${hello.url}/`, LOAD);
    console.log(line('hello-world (bare Hono)', helloResult));
    const api = new Map<string, Measured>();
    for (const mix of mixes) {
      const result = await withCpu(app.child.pid, seconds, () =>
        http(`${app.url}${pathOf(mix.query)}`, LOAD, { cookie }),
      );
      api.set(mix.name, result);
      console.log(`${line(mix.name, result)}  CPU/answer ${cpuCells(result)}`);
    }
    const exports = [];
    for (let i = 0; i < EXPORT_RUNS; i++) exports.push(await exportOnce(`${app.url}${EXPORT}`, cookie));
    const exportMs = exports.map((e) => e.ms);
    const linesOk = exports.every((e) => e.lines === APPLICATIONS + 1);
    console.log(
      `  export: ${exports[0]!.lines.toLocaleString('en-US')} lines (header included), ` +
        `${(exports[0]!.bytes / 1024 / 1024).toFixed(2)} MB; median ${median(exportMs).toFixed(0)} ms ` +
        `(runs: ${exportMs.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
    );

    summary.push(
      `\nload average at the end: ${loadAverage()}`,
      ...(warnings.length ? ['\n## Plans that read every matching application for one page', ...warnings] : []),
      `\n## Summary (same run; goals: page p99 <= ${GOAL_P99_MS} ms and <= ${GOAL_RATIO}x the bare SQL's at ` +
        `${CONNECTIONS} callers, export <= ${GOAL_EXPORT_MS / 1000} s)`,
      `  hello-world: ${helloResult.requestsPerSecond} req/s, p50 ${helloResult.p50} ms, p99 ${helloResult.p99} ms`,
    );
    for (const mix of mixes) {
      const a = api.get(mix.name)!;
      const b = bare.get(mix.name)!;
      const counted = bareCounted.get(mix.name)!;
      const verdict = a.p99 <= GOAL_P99_MS && a.p99 <= GOAL_RATIO * b.p99 && a.errors === 0 ? 'PASS' : 'FAIL';
      summary.push(
        `  ${verdict} ${mix.name.padEnd(26)} API p99 ${String(a.p99).padStart(4)} ms (p50 ${a.p50}) vs bare SQL p99 ${b.p99} ms = ` +
          `${(a.p99 / b.p99).toFixed(1)}x; ${a.requestsPerSecond} req/s = ${(a.requestsPerSecond / b.requestsPerSecond).toFixed(2)}x bare SQL, ` +
          `${(a.requestsPerSecond / helloResult.requestsPerSecond).toFixed(3)}x hello-world; ` +
          `bare SQL counting every time p99 ${counted.p99} ms, ${counted.requestsPerSecond} req/s; ` +
          `CPU/answer: API ${cpuCells(a)}, bare SQL ${cpuCells(b)}`,
      );
    }
    const exportVerdict = median(exportMs) <= GOAL_EXPORT_MS && linesOk ? 'PASS' : 'FAIL';
    summary.push(
      `  ${exportVerdict} export of ${APPLICATIONS.toLocaleString('en-US')}            median ${median(exportMs).toFixed(0)} ms ` +
        `(worst ${Math.max(...exportMs).toFixed(0)} ms) vs bare SQL ${median(bareExport).toFixed(0)} ms = ` +
        `${(median(exportMs) / median(bareExport)).toFixed(1)}x; ${linesOk ? `${APPLICATIONS + 1} lines every run` : 'WRONG LINE COUNT'}`,
    );
  } finally {
    await stopProcess(app.child);
    await stopProcess(hello.child);
  }
} finally {
  await scratch.close();
}
announceQuick(SCALE);
for (const l of summary) console.log(l);
