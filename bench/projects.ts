/**
 * Projects and LeapMarket at 10,000 published projects and 200,000 proposals on PostgreSQL (bench/README.md,
 * issue 17 "Speed"). 200 verified companies post 10,000 published public projects (and drafts, private, closed and
 * ended listings beside them), 20,000 quants send 200,000 proposals. Then, with BENCH_CALLERS (10) callers for
 * BENCH_SECONDS (10) each, and one caller for 3 s:
 *  - EXPLAIN (ANALYZE, BUFFERS) of each LeapMarket query (one statement: the page with its capped count);
 *  - those queries exactly as listMarketProjects sends them, as bare SQL on a pool like the app's: the baseline;
 *  - GET /api/leap-market with each mix through the app in its own process (autocannon on loopback), beside a
 *    bare Hono hello-world;
 *  - the firm side, each caller a member of one of the FIRM_CALLERS companies with most proposals, with their own
 *    session cookie: a firm's proposals page (GET /api/projects/{id}/proposals of its busiest project) and the company
 *    dashboard's counts (GET /api/company-dashboard), through the app and as the services' bare SQL. For the counts
 *    every company also has positions, applications, conversations and booked interviews.
 * Uses BENCH_DATABASE_URL, else starts its own PostgreSQL.
 * BENCH_PROJECTS and BENCH_PROPOSALS change the sizes (BENCH_QUICK=1 runs a tenth of each, BENCH_SECONDS=3);
 * BENCH_SETUP_SQL runs once after loading.
 */
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { leapMarketQuerySchema, PROJECT_CATEGORIES, PROJECT_TYPES } from '../src/shared/projects';
import { drizzle } from 'drizzle-orm/node-postgres';
import { openDatabase, type Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { dashboardSummary } from '../src/server/features/company-dashboard/service';
import { listProjectProposals } from '../src/server/features/projects/firm-proposals';
import { listMarketProjects } from '../src/server/features/projects/market-list';
import { findCompanyAccess } from '../src/server/platform/company-access';
import { createSession } from '../src/server/test/factories';
import { loadAverage, openBenchDatabase, runSetupSql } from './bench-database';
import { hammer, http, type Result } from './measure';
import { cpuCells, startOnFreePort, stopProcess, withCpu, type WithCpu } from './processes';
import { announceQuick, setting } from './quick';
import {
  drain,
  hammerRotating,
  httpRotating,
  measuredLine,
  type Measured,
  type SqlRequest,
  type Target,
} from './rotating';
import { FIRST_NAMES, LAST_NAMES, pick, timedSteps } from './seed-sql';
import { captureQueries, explain, resultLine, runAsSent, type Query } from './sql-plans';

const seconds = setting('BENCH_SECONDS', 10, 3);
const PROJECTS = setting('BENCH_PROJECTS', 10_000, 1_000);
const PROPOSALS = setting('BENCH_PROPOSALS', 200_000, 20_000);
const COMPANIES = 200;
const QUANTS = 20_000;
/** The issue gives no number of callers for these goals; the same as the talent directory's and the board's. */
const CONNECTIONS = Number(process.env.BENCH_CALLERS ?? 10);
const LOAD = { connections: CONNECTIONS, seconds };
const WARM_UP = { connections: CONNECTIONS, seconds: 3 };
const ALONE = { connections: 1, seconds: 3 };
/** Issue 41: p99 at the callers' load, and at most GOAL_RATIO times the bare SQL's p99. */
const GOAL_SEARCH_P99_MS = 100;
const GOAL_PROPOSALS_P99_MS = 100;
const GOAL_DASHBOARD_P99_MS = 100;
const GOAL_RATIO = 3;
const FIRM_CALLERS = 20;
/** Per company: internship positions, applications to them, conversations with quants, booked interviews. */
const FIRM_SIDE = { positions: 5, applications: 200, conversations: 100, interviews: 20 };
const APP_SECRET = 'bench-projects-secret-0123456789abcdef012345';

const MARKET = '/api/leap-market';
/** The mixes; the first is the one the issue names (a keyword and two filters). */
const MIXES = [
  { name: 'keyword + two filters', query: 'q=volatility&category=derivatives&workType=remote' },
  { name: 'no filter, featured first', query: '' },
  { name: 'newest, page 5', query: 'sort=newest&page=5' },
  { name: 'type filter, by budget', query: 'type=ml&sort=budget' },
  { name: 'keyword only', query: 'q=python' },
] as const;

const TOPICS = [
  'volatility surface calibration',
  'execution cost model for equities',
  'credit spread curve fitting',
  'crypto market-making backtest',
  'FX carry signal research',
  'risk model for a multi-asset book',
  'order book imbalance features',
  'options pricing library in C++',
  'commodity futures roll analysis',
  'machine learning alpha from alternative data',
];
const SKILLS = ['Python', 'C++', 'Machine Learning', 'Statistics', 'Stochastic Calculus', 'SQL', 'KDB+/q', 'Rust'];
const WORK = ['remote', 'remote', 'remote', 'hybrid', 'onsite'];

/**
 * COMPANIES verified companies; PROJECTS published public projects spread over them, with 10 % more drafts,
 * 5 % private, 5 % closed and 5 % ended listings beside them; QUANTS quants sending PROPOSALS proposals (one per
 * project and quant at most). One connection and a fixed seed: the same rows every run.
 */
async function seed(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = timedSteps(client);
  try {
    await client.query('select setseed(0.2026)');
    await step(
      'companies',
      `insert into company_profiles (slug, name, website, domain, category, size_band, headquarters, verification,
         verified_via, verified_at, approved_domain)
       select 'bench-firm-' || c, 'Bench Capital ' || c, 'https://www.bench-firm-' || c || '.example',
         'bench-firm-' || c || '.example', 'Hedge Fund', '51–200', 'London, UK', 'verified', 'operator',
         now() - interval '200 days', 'bench-firm-' || c || '.example'
       from generate_series(0, ${COMPANIES - 1}) as c`,
    );
    const extra = Math.round(PROJECTS * 0.25);
    await step(
      'projects',
      `insert into projects (company_id, status, title, description, summary, skills, project_type, category,
         duration_value, duration_unit, budget_type, budget_min, budget_max, work_type, visibility, nda, plan,
         featured, urgent, published_at, expires_at, closed_at, created_at)
       select company_id, status, initcap(topic), topic || ': ' || repeat('We need a rigorous, well-tested piece of ' ||
           'work with clear documentation and a short report of the results. ', 4),
         case when nda then 'A confidential ' || topic || ' project.' else '' end,
         jsonb_build_array(${pick(SKILLS)}, ${pick(SKILLS)}), ${pick(PROJECT_TYPES)}, ${pick(PROJECT_CATEGORIES)},
         1 + floor(random() * 12)::int, (array['days','weeks','months'])[1 + floor(random() * 3)::int],
         budget_type, budget_min, budget_min + case when budget_type = 'fixed' then 0 else budget_min / 2 end,
         ${pick(WORK)}, visibility, nda, case when random() < 0.2 then 'premium' else 'standard' end,
         random() < 0.05, random() < 0.05,
         case when status = 'draft' then null else published end,
         case when status = 'draft' then null when ended then now() - interval '1 day'
              else published + interval '30 days' end,
         case when status = 'closed' then now() - interval '2 days' end,
         published - interval '1 day'
       from (
         select i, (select id from company_profiles order by slug offset (i % ${COMPANIES}) limit 1) as company_id,
           ${pick(TOPICS)} as topic,
           case when i < ${PROJECTS} then 'published'
                when i < ${PROJECTS} + ${Math.round(PROJECTS * 0.1)} then 'draft'
                when i < ${PROJECTS} + ${Math.round(PROJECTS * 0.15)} then 'closed' else 'published' end as status,
           case when i >= ${PROJECTS} + ${Math.round(PROJECTS * 0.15)} and i < ${PROJECTS} + ${Math.round(PROJECTS * 0.2)}
                then 'private' else 'public' end as visibility,
           i >= ${PROJECTS} + ${Math.round(PROJECTS * 0.2)} as ended,
           random() < 0.1 as nda,
           (array['fixed','hourly','range'])[1 + floor(random() * 3)::int] as budget_type,
           (500 + floor(random() * 40) * 500)::int as budget_min,
           now() - random() * interval '29 days' as published
         from generate_series(0, ${PROJECTS + extra - 1}) as i
       ) as planned`,
    );
    await client.query(`update projects set budget_min = least(budget_min / 100, 900), budget_max =
      least(budget_max / 100, 1000) where budget_type = 'hourly'`);
    await step(
      'quants',
      `insert into users (id, name, email, email_verified)
       select 'bench-quant-' || i, ${pick(FIRST_NAMES)} || ' ' || ${pick(LAST_NAMES)},
         'quant' || i || '@bench-projects.example', true
       from generate_series(0, ${QUANTS - 1}) as i`,
    );
    // Each open project draws proposals from random quants; duplicates of a pair are dropped.
    await step(
      'proposals',
      `insert into project_proposals (project_id, company_id, quant_user_id, status, cover_note, price_min, price_max,
         start_date, created_at)
       select distinct on (p.id, q) p.id, p.company_id, 'bench-quant-' || q,
         ${pick(['submitted', 'submitted', 'shortlisted', 'declined', 'withdrawn'])},
         'I have done this before at a systematic fund and can start next month.', p.budget_min, p.budget_max,
         current_date + 14, p.published_at + random() * interval '10 days'
       from (select id, company_id, budget_min, budget_max, published_at,
               row_number() over (order by id) as n
             from projects where status = 'published' and visibility = 'public') as p
       cross join lateral (select floor(random() * ${QUANTS})::int as q
                           from generate_series(1, ${Math.ceil(PROPOSALS / PROJECTS)}) where p.n > 0) as drawn
       limit ${PROPOSALS}`,
    );
    await seedFirmSide(step);
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/**
 * What the company dashboard counts, for every company: an owner who signs in, FIRM_SIDE.positions positions with
 * applications in every status, conversations (the quant wrote last in half), interviews booked ahead and past.
 */
async function seedFirmSide(step: ReturnType<typeof timedSteps>): Promise<void> {
  await step(
    'firm owners',
    `with owners as (
       insert into users (id, name, email, email_verified)
       select 'bench-owner-' || c.id, 'Owner of ' || c.name, 'owner@' || c.domain, true from company_profiles c
       returning id)
     insert into company_members (company_id, user_id, role)
     select c.id, 'bench-owner-' || c.id, 'owner' from company_profiles c`,
  );
  await step(
    'positions',
    `insert into internship_positions (company_id, company, title, location, region, role, deadline, description)
     select c.id, c.name, 'Quant Research Intern ' || p, 'London, UK', 'Europe', 'Quantitative Researcher',
       current_date + 60, 'Ten weeks with our research team.'
     from company_profiles c cross join generate_series(1, ${FIRM_SIDE.positions}) as p`,
  );
  await step(
    'applications',
    `insert into user_applications (user_id, opportunity_id, company_id, status, cover_letter, resume_name,
       status_changed_at, created_at)
     select distinct on (q, p.id) 'bench-quant-' || q, p.id, p.company_id,
       ${pick(['New', 'New', 'Reviewed', 'Shortlisted', 'Interviewed', 'Offered', 'Rejected', 'Withdrawn'])},
       'I would love to join your desk.', 'cv.pdf', now() - random() * interval '30 days', now() - interval '31 days'
     from internship_positions p
     cross join lateral (select floor(random() * ${QUANTS})::int as q
                         from generate_series(1, ${FIRM_SIDE.applications / FIRM_SIDE.positions}) where p.id is not null) as drawn`,
  );
  await step(
    'conversations',
    `insert into conversations (company_id, quant_user_id, started_by, subject, last_side, last_author_name,
       last_preview, last_message_at)
     select distinct on (c.id, q) c.id, 'bench-quant-' || q, 'quant', 'About the internship',
       (array['quant', 'company'])[1 + floor(random() * 2)::int], 'Bench Quant', 'Thank you!',
       now() - random() * interval '20 days'
     from company_profiles c
     cross join lateral (select floor(random() * ${QUANTS})::int as q
                         from generate_series(1, ${FIRM_SIDE.conversations}) where c.id is not null) as drawn`,
  );
  await step(
    'interviews',
    `with batches as (
       insert into interview_batches (company_id, creator_name, duration_minutes, location)
       select id, 'Owner', 30, 'Video call' from company_profiles returning id, company_id)
     insert into interview_slots (batch_id, company_id, starts_at, ends_at, application_id, booked_at)
     select b.id, b.company_id, at, at + interval '30 minutes', a.id, now()
     from batches b
     cross join lateral (select id, row_number() over () as n from user_applications
                         where company_id = b.company_id and status = 'Shortlisted'
                         limit ${FIRM_SIDE.interviews}) as a
     cross join lateral (select now() + (case when a.n % 2 = 0 then 1 else -1 end) * a.n * interval '1 day' as at) as t`,
  );
}

/** A firm member calling with their own session: the company dashboard and their busiest project's proposals. */
interface FirmCaller {
  cookie: string;
  dashboard: SqlRequest;
  proposals: SqlRequest;
  proposalsPath: string;
  proposalsTotal: number;
}

/** Owners of the FIRM_CALLERS companies with most proposals, with the SQL their two pages send. */
async function chooseFirmCallers(pool: pg.Pool): Promise<FirmCaller[]> {
  const { rows } = await pool.query<{ user_id: string; project_id: string }>(
    `select m.user_id, busiest.project_id from company_members m
     cross join lateral (select p.id as project_id, count(*) as n from projects p
                         join project_proposals pp on pp.project_id = p.id
                         where p.company_id = m.company_id group by p.id order by n desc, p.id limit 1) as busiest
     order by (select count(*) from project_proposals pp join projects p on p.id = pp.project_id
               where p.company_id = m.company_id) desc, m.user_id
     limit ${FIRM_CALLERS}`,
  );
  const db = drizzle(pool, { schema }) as unknown as Db;
  // Each statement in its own group: the services send them one after the other.
  const sequential = (queries: Query[]): SqlRequest => queries.map((q) => [q]);
  const callers: FirmCaller[] = [];
  for (const row of rows) {
    // Who acts for which company is read with the session (platform/remembered-sessions.ts): not the services' SQL.
    const company = (await findCompanyAccess(db, row.user_id))!;
    let proposalsTotal = 0;
    const proposals = await captureQueries(pool, async (capturing) => {
      proposalsTotal = (await listProjectProposals(capturing, company, row.project_id, { page: 1 })).total;
    });
    const dashboard = await captureQueries(pool, (capturing) => dashboardSummary(capturing, company.id));
    const session = await createSession(
      db,
      { appSecret: APP_SECRET, publicUrl: 'http://localhost', authRateLimitScale: 1 },
      row.user_id,
    );
    callers.push({
      cookie: `${session.name}=${session.value}`,
      dashboard: sequential(dashboard),
      proposals: sequential(proposals),
      proposalsPath: `/api/projects/${row.project_id}/proposals`,
      proposalsTotal,
    });
  }
  return callers;
}

const pathOf = (query: string) => (query ? `${MARKET}?${query}` : MARKET);
const parse = (query: string) => leapMarketQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
/** What listMarketProjects sends: its one prepared statement (the page with its capped count), and a count when a page is past the last match. */
type MarketQueries = Query[];

// --- the run -------------------------------------------------------------------------------------------------------

const SCALE =
  `${PROJECTS.toLocaleString('en-US')} projects, ${PROPOSALS.toLocaleString('en-US')} proposals, ` +
  `${seconds} s per measurement`;
announceQuick(SCALE);
console.log(
  `# LeapMarket: ${PROJECTS.toLocaleString('en-US')} published public projects (and drafts, private, closed and ` +
    `ended beside them), ${PROPOSALS.toLocaleString('en-US')} proposals; ${CONNECTIONS} concurrent callers, ${seconds} s each`,
);
console.log(`machine: ${availableParallelism()} cores; load average ${loadAverage()} at the start`);

const scratch = await openBenchDatabase('projects');
const summary: string[] = [];
try {
  console.log('\n## Data');
  const started = performance.now();
  const database = await openDatabase({ url: scratch.url, dataDir: 'unused' });
  await database.migrate();
  await database.close();
  await seed(scratch.url);
  await runSetupSql(scratch.url);
  console.log(`  loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const pool = new pg.Pool({ connectionString: scratch.url, max: 10 });
  pool.on('error', () => {});
  const visitor = { userId: null, companyId: null };
  const mixes: { name: string; query: string; total: number; sql: MarketQueries }[] = [];
  for (const mix of MIXES) {
    let total = 0;
    const sql = await captureQueries(pool, async (db) => {
      total = (await listMarketProjects(db, visitor, parse(mix.query), (key) => key)).total;
    });
    mixes.push({ ...mix, total, sql });
  }
  if (mixes.some((m) => m.total === 0)) throw new Error('a mix matches no project: the data does not fit the mixes');

  console.log('\n## EXPLAIN (ANALYZE, BUFFERS) of each mix: its one statement (the page with its capped count)');
  const { rows: counts } = await pool.query<{ n: string; proposals: string }>(
    `select (select count(*) from projects) as n, (select count(*) from project_proposals) as proposals`,
  );
  console.log(`  ${counts[0]?.n} projects, ${counts[0]?.proposals} proposals`);
  for (const mix of mixes) {
    console.log(`\n${mix.name}: GET ${pathOf(mix.query)}  (${mix.total} match)`);
    for (const [i, q] of mix.sql.entries()) {
      console.log(i === 0 ? '  page with its count:' : '  count (a page past the last match):');
      for (const l of await explain(pool, q)) console.log(`    ${l}`);
    }
  }

  console.log(
    `\n## Bare SQL (the baseline): each mix's statements as listMarketProjects sends them (named where it prepares them), on a pool of 10`,
  );
  const run = (q: Query) => runAsSent(pool, q);
  const runMix = async (queries: MarketQueries) => {
    for (const q of queries) await run(q);
  };
  await hammer(() => runMix(mixes[0]!.sql), WARM_UP);
  const bare = new Map<string, { crowd: WithCpu<Result>; alone: Result }>();
  for (const mix of mixes) {
    const crowd = await withCpu(undefined, seconds, () => hammer(() => runMix(mix.sql), LOAD));
    const alone = await hammer(() => runMix(mix.sql), ALONE);
    bare.set(mix.name, { crowd, alone });
    console.log(`${resultLine(mix.name, crowd)}  CPU/answer ${cpuCells(crowd)}`);
    console.log(resultLine('  one caller', alone));
  }

  console.log(`\n## The firm side: owners of the ${FIRM_CALLERS} companies with most proposals`);
  const firms = await chooseFirmCallers(pool);
  const firmPages = [
    { name: "a firm's proposals page", goal: GOAL_PROPOSALS_P99_MS, sql: firms.map((f) => f.proposals) },
    { name: "the company dashboard's counts", goal: GOAL_DASHBOARD_P99_MS, sql: firms.map((f) => f.dashboard) },
  ];
  for (const page of firmPages) {
    console.log(`\n${page.name}, its statements for the busiest company (EXPLAIN ANALYZE):`);
    for (const [q] of page.sql[0]!) for (const l of await explain(pool, q!)) console.log(`    ${l}`);
  }
  console.log(
    '\nBare SQL, each caller its own statements in turn, as the services send them (named where they prepare them):',
  );
  await hammerRotating(pool, firmPages[0]!.sql, WARM_UP);
  const firmBare = new Map<string, { crowd: WithCpu<Measured>; alone: Measured }>();
  for (const page of firmPages) {
    const crowd = await withCpu(undefined, seconds, () => hammerRotating(pool, page.sql, LOAD));
    const alone = await hammerRotating(pool, page.sql, ALONE);
    firmBare.set(page.name, { crowd, alone });
    console.log(`${measuredLine(page.name, crowd)}  CPU/answer ${cpuCells(crowd)}`);
    console.log(measuredLine('  one caller', alone));
  }
  await pool.end();

  console.log(`\n## The API (its own process) and a bare Hono hello-world, autocannon on loopback (visitors)`);
  const hello = await startOnFreePort('bench/hello-server.ts', {}, '/');
  const app = await startOnFreePort(
    'src/server/main.ts',
    { DATABASE_URL: scratch.url, DATA_DIR: scratch.dataDir, APP_SECRET },
    '/api/health',
    ['PUBLIC_URL'],
  );
  try {
    for (const mix of mixes) {
      const answer = await fetch(`${app.url}${pathOf(mix.query)}`);
      const body = (await answer.json()) as { total?: number };
      if (answer.status !== 200 || body.total !== mix.total) {
        throw new Error(`${mix.name}: the app answered ${answer.status} ${JSON.stringify(body).slice(0, 200)}`);
      }
    }
    await http(`${hello.url}/`, WARM_UP);
    await http(`${app.url}${pathOf(mixes[0]!.query)}`, WARM_UP);
    const helloResult = await http(`${hello.url}/`, LOAD);
    console.log(resultLine('hello-world (bare Hono)', helloResult));
    const api = new Map<string, { crowd: WithCpu<Result>; alone: Result }>();
    for (const mix of mixes) {
      const crowd = await withCpu(app.child.pid, seconds, () => http(`${app.url}${pathOf(mix.query)}`, LOAD));
      const alone = await http(`${app.url}${pathOf(mix.query)}`, ALONE);
      api.set(mix.name, { crowd, alone });
      console.log(`${resultLine(mix.name, crowd)}  CPU/answer ${cpuCells(crowd)}`);
      console.log(resultLine('  one caller', alone));
    }

    // Every firm caller's pages answer 200 with what the services answered.
    for (const firm of firms) {
      const proposals = await fetch(`${app.url}${firm.proposalsPath}`, { headers: { cookie: firm.cookie } });
      const body = (await proposals.json()) as { total?: number };
      const dashboard = await fetch(`${app.url}/api/company-dashboard`, { headers: { cookie: firm.cookie } });
      if (proposals.status !== 200 || body.total !== firm.proposalsTotal || dashboard.status !== 200) {
        throw new Error(`a firm's pages answered ${proposals.status} and ${dashboard.status}: ${JSON.stringify(body)}`);
      }
    }
    const firmTargets = (page: number): Target[] =>
      firms.map((f) => ({ path: page === 0 ? f.proposalsPath : '/api/company-dashboard', cookie: f.cookie }));
    await httpRotating(app.url, firmTargets(0), WARM_UP);
    await drain(app.url);
    const firmApi = new Map<string, { crowd: WithCpu<Measured>; alone: Measured }>();
    for (const [i, page] of firmPages.entries()) {
      const crowd = await withCpu(app.child.pid, seconds, () => httpRotating(app.url, firmTargets(i), LOAD));
      await drain(app.url);
      const alone = await httpRotating(app.url, firmTargets(i), ALONE);
      firmApi.set(page.name, { crowd, alone });
      console.log(`${measuredLine(page.name, crowd)}  CPU/answer ${cpuCells(crowd)}`);
      console.log(measuredLine('  one caller', alone));
    }

    summary.push(
      `\n## Summary (same run; goals at ${CONNECTIONS} callers: every LeapMarket search p99 <= ${GOAL_SEARCH_P99_MS} ms, ` +
        `each page p99 <= ${GOAL_RATIO}x its bare SQL's)`,
      '',
      `| ${CONNECTIONS} callers | API p50 / p99 (ms) | API req/s | API alone p50 | bare SQL p50 / p99 (ms) | ` +
        `bare SQL req/s | bare alone p50 | CPU/answer: API; bare SQL | goal |`,
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      `| hello-world (bare Hono) | ${helloResult.p50} / ${helloResult.p99} | ${helloResult.requestsPerSecond} | | | | | | |`,
    );
    for (const mix of mixes) {
      const a = api.get(mix.name)!;
      const b = bare.get(mix.name)!;
      const met = a.crowd.p99 <= GOAL_SEARCH_P99_MS && a.crowd.p99 <= GOAL_RATIO * b.crowd.p99 && a.crowd.errors === 0;
      const goal = `${met ? 'PASS' : 'FAIL'} (${(a.crowd.p99 / b.crowd.p99).toFixed(1)}x SQL)`;
      summary.push(
        `| ${mix.name} | ${a.crowd.p50} / ${a.crowd.p99} | ${a.crowd.requestsPerSecond} | ${a.alone.p50} | ` +
          `${b.crowd.p50} / ${b.crowd.p99} | ${b.crowd.requestsPerSecond} | ${b.alone.p50} | ` +
          `${cpuCells(a.crowd)}; ${cpuCells(b.crowd)} | ${goal} |`,
      );
    }
    summary.push(
      '',
      `| ${CONNECTIONS} firm callers | API p50 / p99 (ms) | API req/s | API alone p50 | bare SQL p50 / p99 (ms) | ` +
        `bare SQL req/s | bare alone p50 | CPU/answer: API; bare SQL | goal |`,
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const page of firmPages) {
      const a = firmApi.get(page.name)!;
      const b = firmBare.get(page.name)!;
      const met = a.crowd.p99 <= page.goal && a.crowd.p99 <= GOAL_RATIO * b.crowd.p99 && a.crowd.errors === 0;
      const goal = `${met ? 'PASS' : 'FAIL'} (${(a.crowd.p99 / b.crowd.p99).toFixed(1)}x SQL)`;
      summary.push(
        `| ${page.name} | ${a.crowd.p50} / ${a.crowd.p99} | ${a.crowd.requestsPerSecond} | ${a.alone.p50} | ` +
          `${b.crowd.p50} / ${b.crowd.p99} | ${b.crowd.requestsPerSecond} | ${b.alone.p50} | ` +
          `${cpuCells(a.crowd)}; ${cpuCells(b.crowd)} | p99 <= ${page.goal} ms: ${goal} |`,
      );
    }
  } finally {
    await stopProcess(app.child);
    await stopProcess(hello.child);
  }
} finally {
  await scratch.close();
}
summary.push(`\nload average at the end: ${loadAverage()}`);
announceQuick(SCALE);
for (const l of summary) console.log(l);
