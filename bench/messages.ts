/**
 * Messages at 10,000 conversations and 1,000,000 messages on PostgreSQL (bench/README.md, issue 16 "Speed"):
 * 100 verified companies with 1–4 members each, 10,000 quants, conversations spread over the companies by a Zipf
 * law (the busiest has about a fifth of them) with 1–3 per quant, about 100 messages each, some quants blocking a
 * company they talk to. Then, with BENCH_CALLERS (10) concurrent callers for BENCH_SECONDS (10) each (and one caller
 * for 3 s, the floor), callers rotating over 25 members of the busiest companies and 25 quants:
 *  - EXPLAIN (ANALYZE, BUFFERS) and the planning time of every query the inbox, a thread page and the unread badge
 *    send, and every statement one API request sends (the session, the caller's company, then those);
 *  - those queries exactly as the services send them (captured per caller), as bare SQL on a pool like the app's:
 *    the baseline;
 *  - GET /api/messages/conversations (the inbox), GET /api/messages/conversations/:id (a thread page) and
 *    GET /api/messages/unread (the badge) through the app in its own process, each caller with its own session
 *    cookie, with autocannon on loopback; beside a bare Hono hello-world and the app's GET /api/health.
 * Uses BENCH_DATABASE_URL (a server it may create and drop a database on), else starts its own PostgreSQL.
 * BENCH_COMPANIES, BENCH_QUANTS, BENCH_CONVERSATIONS and BENCH_MESSAGES change the sizes (BENCH_QUICK=1 runs
 * BENCH_CONVERSATIONS=1000 BENCH_MESSAGES=100000 BENCH_SECONDS=3); BENCH_SETUP_SQL runs once after loading (then
 * VACUUM ANALYZE), to try an index without changing the schema.
 */
import { availableParallelism } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DECLINE_REASONS, INBOX_PAGE_SIZE, PREVIEW_LENGTH, THREAD_PAGE_SIZE } from '../src/shared/message-rules';
import { openDatabase, type Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { getInbox, unreadCount } from '../src/server/features/messages/inbox';
import type { Caller } from '../src/server/features/messages/parties';
import { getConversation } from '../src/server/features/messages/thread';
import { findCompanyAccess } from '../src/server/platform/company-access';
import { createSession } from '../src/server/test/factories';
import { captureQueries, explain, type Query } from './sql-plans';
import { loadAverage, openBenchDatabase, runSetupSql } from './bench-database';
import { FIRST_NAMES, LAST_NAMES, pick, sqlArray, timedSteps } from './seed-sql';
import { cpuCell, startOnFreePort, stopProcess, withCpu } from './processes';
import { announceQuick, setting } from './quick';
import {
  apiStatements,
  drain,
  hammerRotating,
  httpRotating,
  measuredLine as resultLine,
  type Measured,
  type SqlRequest,
} from './rotating';

const seconds = setting('BENCH_SECONDS', 10, 3);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100);
const QUANTS = Number(process.env.BENCH_QUANTS ?? 10_000);
const CONVERSATIONS = setting('BENCH_CONVERSATIONS', 10_000, 1_000);
const MESSAGES = setting('BENCH_MESSAGES', 1_000_000, 100_000);
const CONNECTIONS = Number(process.env.BENCH_CALLERS ?? 10);
const LOAD = { connections: CONNECTIONS, seconds };
const WARM_UP = { connections: CONNECTIONS, seconds: 3 };
/** One caller at a time: what a request costs when nothing queues (the floor under the crowd's figures). */
const ALONE = { connections: 1, seconds: 3 };
/** Who calls: members of the busiest companies and the quants with the most conversations, alternately. */
const FIRM_CALLERS = 25;
const QUANT_CALLERS = 25;
/** Thread pages each caller opens: the newest conversations of their inbox, as one does after reading it. */
const THREADS_PER_CALLER = 4;
/** p99 in ms at the callers' load (issue 41), and at most this many times the bare SQL's p99. */
const GOALS = { inbox: 100, thread: 100 };
const GOAL_RATIO = 3;
const APP_SECRET = 'bench-messages-secret-0123456789abcdef0123';

const INBOX = '/api/messages/conversations';
const UNREAD = '/api/messages/unread';
const threadPath = (id: string) => `${INBOX}/${id}`;

// --- data ----------------------------------------------------------------------------------------------------------

const FIRM_WORDS = ['Capital', 'Partners', 'Trading', 'Research', 'Markets', 'Systematic'];
const ROLES = [
  { title: 'Quantitative Researcher, Equities', category: 'Quant Researcher' },
  { title: 'Quant Developer, Execution', category: 'Quant Developer' },
  { title: 'Quantitative Trader, Options', category: 'Quant Trader' },
  { title: 'Risk Quant, Rates', category: 'Risk Quant' },
];
/** The firm's first message: a short introduction under the offer card. */
const INTRODUCTIONS = [
  'Hi, I came across your profile and your work on volatility forecasting stood out. Would you be open to a chat about the role above?',
  'Hello! We are growing our systematic desk in London and your background in stochastic calculus looks like a great fit. Happy to share more details.',
  'Hi there, thanks for your application. We would like to invite you to a first call with the team; the details are in the card above.',
];
/** The messages after it, from either side: plain text of every length, some longer than the inbox preview. */
const REPLIES = [
  'Thanks for reaching out! Yes, I would be happy to talk.',
  'Does Tuesday at 3 pm London time work for you?',
  'That works. I will send a calendar invitation with a video link shortly.',
  'Could you tell me a bit more about how the team splits research and production work? I enjoy both, but I would like to know what a typical week looks like before we speak.',
  'Sure: researchers own a signal from the first idea to production, with a developer pairing on the execution side. Most weeks are about 70 % research, 30 % engineering and reviews.',
  'Great, thank you.',
  'Is the role open to candidates who need a visa sponsorship?',
  'Yes, we sponsor visas for this role and help with relocation to London.',
  'I have attached my latest paper on GitHub: https://github.com/example/vol-surface-fitting, the README has a summary of the results.',
  'We enjoyed the conversation. The next step is a take-home exercise of about three hours on a small order-book dataset; you would have a week to send it back. Does that suit you?',
  'Sounds good, please send it over.',
  'Following up on the exercise: the team was impressed, in particular by the way you handled the microstructure noise. Could we set up the on-site interviews for next week?',
];

/**
 * COMPANIES verified companies (company c has 1 + c % 4 members, member 0 the owner), QUANTS quants (half with an
 * account profile, 60 % with a quant profile, most of those visible), CONVERSATIONS conversations between them and
 * MESSAGES messages, the conversations' inbox columns set from their messages as append-message.ts keeps them, and
 * blocks; then VACUUM ANALYZE. One connection and a fixed seed, so every run loads the same rows.
 */
async function seed(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = timedSteps(client);
  try {
    await client.query('select setseed(0.2026)');
    await step(
      'quants',
      `insert into users (id, name, email, email_verified, created_at, updated_at)
       select 'bench-quant-' || i, ${pick(FIRST_NAMES)} || ' ' || ${pick(LAST_NAMES)},
         'quant' || i || '@bench-messages.example', true, now() - random() * interval '400 days', now()
       from generate_series(0, ${QUANTS - 1}) as i`,
    );
    // The name a firm sees is the account profile's full name when there is one (names.ts accountName).
    await step(
      'account profiles',
      `insert into profiles (id, full_name)
       select id, name from users where id like 'bench-quant-%' and random() < 0.5`,
    );
    await step(
      'quant profiles',
      `insert into quant_profiles (user_id, is_visible, full_name, title, location, experience_years, skills)
       select id, random() < 0.8, name,
         ${pick(['Quantitative Researcher', 'Quant Developer', 'PhD student, stochastic analysis', 'Data Scientist'])},
         'London, UK', floor(random() * 8)::int, '["Python", "C++", "Statistics"]'::jsonb
       from users where id like 'bench-quant-%' and random() < 0.6`,
    );
    // Company c's share of the conversations is proportional to 1 / (c + 1) (Zipf): (lo, hi] is its slice of (0, 1].
    await step(
      'companies',
      `create temp table bench_companies as
       select c, gen_random_uuid() as id, 'Bench ' || (${sqlArray(FIRM_WORDS)})[1 + c % ${FIRM_WORDS.length}] || ' ' || (c + 1) as name,
         'bench-firm-' || c || '.example' as domain, 1 + c % 4 as members,
         (sum(1.0 / (c + 1)) over (order by c) - 1.0 / (c + 1)) / sum(1.0 / (c + 1)) over () as lo,
         sum(1.0 / (c + 1)) over (order by c) / sum(1.0 / (c + 1)) over () as hi
       from generate_series(0, ${COMPANIES - 1}) as c`,
    );
    await client.query(
      `insert into company_profiles (id, slug, name, website, domain, category, size_band, headquarters, verification,
         verified_via, verified_at, approved_domain)
       select id, 'bench-firm-' || c, name, 'https://www.' || domain, domain, 'Hedge Fund', '51–200', 'London, UK',
         'verified', 'operator', now() - interval '200 days', domain
       from bench_companies`,
    );
    await client.query(
      `insert into users (id, name, email, email_verified)
       select 'bench-member-' || c || '-' || k, ${pick(FIRST_NAMES)} || ' ' || ${pick(LAST_NAMES)},
         'member' || k || '@' || domain, true
       from bench_companies, generate_series(0, members - 1) as k`,
    );
    await step(
      'firm members',
      `insert into company_members (user_id, company_id, role)
       select 'bench-member-' || c || '-' || k, id, case when k = 0 then 'owner' else 'recruiter' end
       from bench_companies, generate_series(0, members - 1) as k`,
    );
    // Quant j draws 1 + j % 3 companies (a repeated company counts once); enough quants to fill CONVERSATIONS.
    // Each conversation has its first and last message times, how many of its last messages come from one side in
    // a row (1, or 2–5 for a fifth), whether the other side has read them, and whether the quant declined.
    const activeQuants = Math.min(QUANTS, Math.ceil(CONVERSATIONS * 0.6));
    await step(
      'conversation plan',
      `create temp table bench_threads as
       select row_number() over (order by j, r) - 1 as k, j, c, gen_random_uuid() as id,
         now() - interval '1 day' * (1 + random() * 179) as started, random() as ended_at,
         case when random() < 0.2 then 2 + floor(random() * 4)::int else 1 end as run,
         random() < 0.4 as unread, random() < 0.05 as declined,
         ${pick(DECLINE_REASONS)} as decline_reason, floor(random() * ${ROLES.length})::int as role
       from (
         select distinct on (d.j, b.c) d.j, d.r, b.c
         from (select j, r, 1 - random() as u
               from generate_series(0, ${activeQuants - 1}) as j, generate_series(1, 3) as r
               where r <= 1 + j % 3) as d
         join bench_companies b on d.u > b.lo and d.u <= b.hi
         order by d.j, b.c, d.r
       ) as picked
       order by j, r
       limit ${CONVERSATIONS}`,
    );
    await client.query(
      `alter table bench_threads add column ended timestamptz;
       update bench_threads set ended = started + (now() - interval '1 minute' - started) * ended_at;
       create temp table bench_counts as
       select t.k, 1 + coalesce(extra.n, 0) as messages
       from bench_threads t
       left join (select floor(random() * (select count(*) from bench_threads))::int as k, count(*)::int as n
                  from generate_series(1, greatest(${MESSAGES} - (select count(*) from bench_threads), 0))
                  group by 1) as extra on extra.k = t.k;
       analyze bench_threads; analyze bench_counts`,
    );
    const roles = `(${sqlArray(ROLES.map((r) => r.title))})[1 + t.role]`;
    const categories = `(${sqlArray(ROLES.map((r) => r.category))})[1 + t.role]`;
    await step(
      'conversations',
      `insert into conversations (id, company_id, quant_user_id, started_by, started_by_user_id, offer, subject,
         last_message_at, last_side, last_author_name, created_at)
       select t.id, b.id, 'bench-quant-' || t.j, 'company', 'bench-member-' || t.c || '-0',
         jsonb_build_object('roleTitle', ${roles}, 'roleCategory', ${categories}, 'level', 'Junior',
           'region', 'EMEA', 'remote', false, 'location', 'London, UK',
           'pay', jsonb_build_object('period', 'month', 'min', 9000, 'max', 12000),
           'nextStep', 'A 30-minute call with the hiring manager', 'benchmark', null),
         ${roles}, t.started, 'company', '', date_trunc('milliseconds', t.started)
       from bench_threads t join bench_companies b on b.c = t.c`,
    );
    // Message n of a conversation: the company writes the even ones and the quant the odd ones, except that the
    // last `run` messages all come from one side. Times spread evenly from the first to the last message; ids
    // increase with time over all conversations, as the identity gives them when messages arrive one by one.
    await step(
      'messages',
      `insert into conversation_messages (id, conversation_id, side, author_user_id, author_name, body, created_at)
       overriding system value
       select row_number() over (order by m.at, m.k, m.n), m.conversation_id, m.side, m.author_user_id, u.name,
         m.body, m.at
       from (
         select t.k, n, t.id as conversation_id, s.side,
           case when s.side = 'company' then 'bench-member-' || t.c || '-' || (n / 2) % b.members
                else 'bench-quant-' || t.j end as author_user_id,
           case when n = 0 then ${pick(INTRODUCTIONS)} else ${pick(REPLIES)} end as body,
           date_trunc('milliseconds', t.started + (t.ended - t.started) * (n::float8 / greatest(cn.messages - 1, 1)))
             as at
         from bench_threads t
         join bench_counts cn on cn.k = t.k
         join bench_companies b on b.c = t.c
         cross join lateral generate_series(0, cn.messages - 1) as n
         cross join lateral (
           select case when least(n, greatest(cn.messages - t.run, 0)) % 2 = 0 then 'company' else 'quant' end as side
         ) as s
       ) as m
       join users u on u.id = m.author_user_id`,
    );
    await client.query(
      `select setval(pg_get_serial_sequence('conversation_messages', 'id'), (select max(id) from conversation_messages))`,
    );
    // What appendMessage and markRead leave: the last message's preview, side and author; the writer has read up to
    // their own message; the other side has read everything, or (unread) nothing after their own last message.
    await step(
      'inbox columns',
      `with ends as (
         select conversation_id, max(id) as last_id,
           max(id) filter (where side = 'quant') as quant_last, max(id) filter (where side = 'company') as company_last,
           min(created_at) filter (where side = 'quant') as replied_at
         from conversation_messages group by conversation_id
       ), last as (
         select e.*, m.side, m.author_name, m.body, m.created_at,
           (select count(*)::int from conversation_messages x
            where x.conversation_id = e.conversation_id
              and x.id > coalesce(case when m.side = 'company' then e.quant_last else e.company_last end, 0)) as trailing
         from ends e join conversation_messages m on m.id = e.last_id
       )
       update conversations c set
         last_message_at = l.created_at,
         last_preview = case when char_length(p.line) > ${PREVIEW_LENGTH} then left(p.line, ${PREVIEW_LENGTH - 1}) || '…'
                             else p.line end,
         last_side = l.side,
         last_author_name = l.author_name,
         quant_replied_at = l.replied_at,
         quant_unread = case when l.side = 'company' and t.unread then l.trailing else 0 end,
         company_unread = case when l.side = 'quant' and t.unread then l.trailing else 0 end,
         quant_read_through = case when l.side = 'company' and t.unread then coalesce(l.quant_last, 0) else l.last_id end,
         company_read_through = case when l.side = 'quant' and t.unread then coalesce(l.company_last, 0) else l.last_id end,
         status = case when t.declined then 'declined' else 'open' end,
         decline_reason = case when t.declined then t.decline_reason end,
         declined_at = case when t.declined then l.created_at end
       from last l
       join bench_threads t on t.id = l.conversation_id
       cross join lateral (select btrim(regexp_replace(l.body, '\\s+', ' ', 'g')) as line) as p
       where c.id = l.conversation_id`,
    );
    // 2 % of the conversations: the quant blocked the company (the firm loses them, the quant sees them blocked);
    // 3 % of all quants hide from some company, mostly one they do not talk to.
    await step(
      'blocks',
      `insert into quant_firm_blocks (user_id, company_id, name, domain)
       select 'bench-quant-' || t.j, b.id, b.name, b.domain
       from bench_threads t join bench_companies b on b.c = t.c where t.k % 50 = 7
       union all
       select 'bench-quant-' || i, b.id, b.name, b.domain
       from generate_series(0, ${QUANTS - 1}) as i join bench_companies b on b.c = (i * 7) % ${COMPANIES}
       where i % 33 = 5
       on conflict do nothing`,
    );
    // As autovacuum leaves tables that stopped growing: statistics and the visibility map (index-only scans).
    await step('vacuum analyze', 'vacuum analyze');
  } finally {
    await client.end();
  }
}

async function describeData(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<Record<string, string>>(
    `select (select count(*) from conversations) as conversations,
       (select count(*) from conversation_messages) as messages,
       (select count(distinct quant_user_id) from conversations) as quants,
       (select count(*) from company_members) as members,
       (select count(*) from quant_firm_blocks) as blocks,
       (select count(*) from conversations where quant_unread > 0 or company_unread > 0) as unread,
       (select string_agg(n::text, ', ') from (select count(*) as n from conversations group by company_id
         order by 1 desc limit 5) as top) as busiest,
       (select min(n) || '–' || max(n) from (select count(*) as n from conversation_messages
         group by conversation_id) as sizes) as thread_sizes,
       pg_size_pretty(pg_total_relation_size('conversation_messages')) as messages_size,
       pg_size_pretty(pg_total_relation_size('conversations')) as conversations_size`,
  );
  const r = rows[0]!;
  const n = (v: string | undefined) => Number(v).toLocaleString('en-US');
  return [
    `${n(r.conversations)} conversations (${n(r.unread)} with unread messages) of ${n(r.quants)} quants with ` +
      `${n(r.members)} firm members; the busiest companies have ${r.busiest} conversations`,
    `${n(r.messages)} messages (${r.thread_sizes} per conversation); ${n(r.blocks)} blocks`,
    `conversation_messages ${r.messages_size} with its indexes, conversations ${r.conversations_size}`,
  ];
}

// --- callers -------------------------------------------------------------------------------------------------------

interface BenchCaller {
  caller: Caller;
  cookie: string;
  /** The newest conversations of their inbox: the thread pages they open. */
  threads: string[];
}

/** Members of the busiest companies and the quants with most conversations (most recent first), alternately. */
async function chooseCallers(pool: pg.Pool, db: Db): Promise<BenchCaller[]> {
  const { rows: members } = await pool.query<{ user_id: string }>(
    `select m.user_id from company_members m
     join (select company_id, count(*) as n from conversations group by 1) as busy on busy.company_id = m.company_id
     order by busy.n desc, m.user_id limit ${FIRM_CALLERS}`,
  );
  const { rows: quants } = await pool.query<{ user_id: string }>(
    `select quant_user_id as user_id from conversations group by 1
     order by count(*) desc, max(last_message_at) desc limit ${QUANT_CALLERS}`,
  );
  const chosen: BenchCaller[] = [];
  for (let i = 0; i < Math.max(members.length, quants.length); i++) {
    for (const row of [members[i], quants[i]]) {
      if (!row) continue;
      const company = (await findCompanyAccess(db, row.user_id)) ?? undefined;
      const caller = { userId: row.user_id, company };
      const inbox = await getInbox(db, caller, undefined);
      // The cookie a browser holds after this person signs in (the app's secret and address).
      const session = await createSession(
        db,
        { appSecret: APP_SECRET, publicUrl: 'http://localhost', authRateLimitScale: 1 },
        row.user_id,
      );
      chosen.push({
        caller,
        cookie: `${session.name}=${session.value}`,
        threads: inbox.conversations.slice(0, THREADS_PER_CALLER).map((c) => c.id),
      });
    }
  }
  return chosen;
}

/** A query on one line, shortened: enough to tell which of a service's queries a plan belongs to. */
const oneLine = (q: Query) =>
  q.text
    .replace(/\s+/g, ' ')
    .replace(/"[a-z_]+"\."([a-z_]+)"/g, '$1')
    .slice(0, 220);

// --- the run -------------------------------------------------------------------------------------------------------

if (MESSAGES < CONVERSATIONS) throw new Error('BENCH_MESSAGES must be at least BENCH_CONVERSATIONS (one each)');
const n = (v: number) => v.toLocaleString('en-US');
const SCALE = `${n(CONVERSATIONS)} conversations, ${n(MESSAGES)} messages, ${seconds} s per measurement`;
announceQuick(SCALE);
console.log(
  `# Messages: ${n(CONVERSATIONS)} conversations, ${n(MESSAGES)} messages, ${n(COMPANIES)} companies, ` +
    `${n(QUANTS)} quants; ${CONNECTIONS} concurrent callers, ${seconds} s each`,
);
console.log(`machine: ${availableParallelism()} cores; load average ${loadAverage()} at the start`);

const scratch = await openBenchDatabase('messages');
const dataDir = scratch.dataDir;
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

  // The same pool size as the app's (db/client.ts), so both queue the same way.
  const pool = new pg.Pool({ connectionString: scratch.url, max: 10 });
  // Dropping the scratch database after a failure ends idle connections: that must not hide the failure itself.
  pool.on('error', () => {});
  const poolDb = drizzle(pool, { schema }) as unknown as Db;
  for (const l of await describeData(pool)) console.log(`  ${l}`);

  const callers = await chooseCallers(pool, poolDb);
  const firms = callers.filter((c) => c.caller.company);
  const quants = callers.filter((c) => !c.caller.company);
  const busiest = firms[0];
  const quant = quants[0];
  if (!busiest || !quant || callers.some((c) => c.threads.length === 0)) {
    throw new Error('every caller needs a conversation: load more data');
  }
  console.log(
    `  callers: ${firms.length} members of ${new Set(firms.map((f) => f.caller.company!.id)).size} busiest companies, ` +
      `${quants.length} quants; ${callers.reduce((sum, c) => sum + c.threads.length, 0)} thread pages`,
  );

  // Each caller's requests exactly as the services send them.
  const inboxSql = new Map<BenchCaller, SqlRequest>();
  const unreadSql = new Map<BenchCaller, SqlRequest>();
  const threadSql: { who: BenchCaller; id: string; request: SqlRequest }[] = [];
  for (const who of callers) {
    // Each service sends its statements at once (one each since the inbox, the badge and the thread page became
    // one statement a request); a group runs its statements at once, as the service would.
    inboxSql.set(who, [await captureQueries(pool, (db) => getInbox(db, who.caller, undefined))]);
    unreadSql.set(who, [await captureQueries(pool, (db) => unreadCount(db, who.caller))]);
    // The thread page reads the conversation, then its page of messages.
    for (const id of who.threads) {
      const statements = await captureQueries(pool, (db) => getConversation(db, who.caller, id)).catch(
        (error: unknown) => {
          throw new Error(`the thread page ${id} failed for ${who.caller.userId}`, { cause: error });
        },
      );
      threadSql.push({ who, id, request: statements.map((statement) => [statement]) });
    }
  }

  console.log(`\n## EXPLAIN (ANALYZE, BUFFERS) of each query`);
  const { rows: indexes } = await pool.query<{ indexdef: string }>(
    `select indexdef from pg_indexes where tablename in ('conversations', 'conversation_messages', 'quant_firm_blocks')
     order by tablename, 1`,
  );
  for (const { indexdef } of indexes) console.log(`  ${indexdef}`);
  const explainAll = async (title: string, request: SqlRequest) => {
    console.log(`\n### ${title}`);
    for (const query of request.flat()) {
      console.log(`  ${oneLine(query)}`);
      for (const l of await explain(pool, query)) console.log(`    ${l}`);
      // The app prepares these statements (each pooled connection plans each once): this is what preparing saves.
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, summary) ${query.text}`,
        query.values,
      );
      console.log(`    ${rows.find((r) => r['QUERY PLAN'].startsWith('Planning Time'))?.['QUERY PLAN'] ?? ''}`);
    }
  };
  await explainAll(
    `inbox as a member of the busiest company (${busiest.caller.company!.name})`,
    inboxSql.get(busiest)!,
  );
  await explainAll('inbox as a quant with 3 conversations', inboxSql.get(quant)!);
  await explainAll('thread page as a firm member', threadSql.find((t) => t.who === busiest)!.request);
  await explainAll('thread page as a quant', threadSql.find((t) => t.who === quant)!.request);
  await explainAll('unread badge as a firm member', unreadSql.get(busiest)!);
  await explainAll('unread badge as a quant', unreadSql.get(quant)!);

  console.log(
    `\n## What one API request sends: its statements in order (the bare SQL runs only the service's); a session ` +
      `cookie's first request in this process adds better-auth's check`,
  );
  const firmThread = threadSql.find((t) => t.who === busiest)!.id;
  const quantThread = threadSql.find((t) => t.who === quant)!.id;
  for (const [what, path, who] of [
    ['inbox, firm member', INBOX, busiest],
    ['inbox, quant', INBOX, quant],
    ['thread page, firm member', threadPath(firmThread), busiest],
    ['thread page, quant', threadPath(quantThread), quant],
    ['unread badge, firm member', UNREAD, busiest],
    ['unread badge, quant', UNREAD, quant],
  ] as const) {
    const { first, next } = await apiStatements(pool, path, who.cookie, APP_SECRET);
    console.log(`\n${what}: ${next.length} statements (${first.length} for a session cookie's first request)`);
    for (const q of next) console.log(`  ${oneLine(q).slice(0, 160)}`);
  }

  // The mixes: callers alternate between a firm member and a quant.
  const mixes = [
    {
      name: 'inbox (members and quants)',
      goal: GOALS.inbox,
      sql: callers.map((c) => inboxSql.get(c)!),
      http: callers.map((c) => ({ path: INBOX, cookie: c.cookie })),
    },
    {
      name: 'inbox, members of busiest firms',
      goal: GOALS.inbox,
      sql: firms.map((c) => inboxSql.get(c)!),
      http: firms.map((c) => ({ path: INBOX, cookie: c.cookie })),
    },
    {
      name: 'inbox, quants',
      goal: GOALS.inbox,
      sql: quants.map((c) => inboxSql.get(c)!),
      http: quants.map((c) => ({ path: INBOX, cookie: c.cookie })),
    },
    {
      name: `thread page (newest ${THREAD_PAGE_SIZE} messages)`,
      goal: GOALS.thread,
      sql: threadSql.map((t) => t.request),
      http: threadSql.map((t) => ({ path: threadPath(t.id), cookie: t.who.cookie })),
    },
    {
      name: 'unread badge',
      goal: undefined,
      sql: callers.map((c) => unreadSql.get(c)!),
      http: callers.map((c) => ({ path: UNREAD, cookie: c.cookie })),
    },
  ];

  console.log(`\n## Bare SQL (the baseline): each caller's queries as the services send them, on a pool of 10`);
  await hammerRotating(pool, mixes[0]!.sql, WARM_UP); // warm-up: caches and plans
  const bare = new Map<string, { crowd: Measured; alone: Measured }>();
  for (const mix of mixes) {
    const crowd = await hammerRotating(pool, mix.sql, LOAD);
    const alone = await hammerRotating(pool, mix.sql, ALONE);
    bare.set(mix.name, { crowd, alone });
    console.log(resultLine(mix.name, crowd));
    console.log(resultLine('  one caller', alone));
  }
  await pool.end();

  console.log(`\n## The API (its own process) and a bare Hono hello-world, autocannon on loopback`);
  const hello = await startOnFreePort('bench/hello-server.ts', {}, '/');
  // Without PUBLIC_URL the app is at http://localhost:<port>, whose session cookies the benchmark signed.
  const app = await startOnFreePort(
    'src/server/main.ts',
    { DATABASE_URL: scratch.url, DATA_DIR: dataDir, APP_SECRET },
    '/api/health',
    ['PUBLIC_URL'],
  );
  try {
    // Every caller's inbox and thread pages answer 200 with what the service answered.
    for (const who of callers) {
      const inbox = await fetch(`${app.url}${INBOX}`, { headers: { cookie: who.cookie } });
      const body = (await inbox.json()) as { conversations?: { id: string }[] };
      const ids = body.conversations?.slice(0, THREADS_PER_CALLER).map((c) => c.id);
      const full = who !== busiest || body.conversations?.length === INBOX_PAGE_SIZE;
      if (inbox.status !== 200 || !full || JSON.stringify(ids) !== JSON.stringify(who.threads)) {
        throw new Error(
          `the inbox of ${who.caller.userId} answered ${inbox.status}: ${JSON.stringify(body).slice(0, 200)}`,
        );
      }
    }
    const thread = await fetch(`${app.url}${threadPath(busiest.threads[0]!)}`, { headers: { cookie: busiest.cookie } });
    const threadBody = (await thread.json()) as { messages?: unknown[] };
    if (thread.status !== 200 || threadBody.messages?.length !== THREAD_PAGE_SIZE) {
      throw new Error(`a thread page answered ${thread.status} with ${threadBody.messages?.length} messages`);
    }

    await httpRotating(hello.url, [{ path: '/', cookie: '' }], WARM_UP); // warm-up of both: JIT, caches, pools
    await httpRotating(app.url, mixes[0]!.http, WARM_UP);
    await drain(app.url);
    const helloResult = await withCpu(hello.child.pid, seconds, () =>
      httpRotating(hello.url, [{ path: '/', cookie: '' }], LOAD),
    );
    console.log(`${resultLine('hello-world (bare Hono)', helloResult)}  CPU/answer ${cpuCell(helloResult.cpu)} ms`);
    const health = await withCpu(app.child.pid, seconds, () =>
      httpRotating(app.url, [{ path: '/api/health', cookie: '' }], LOAD),
    );
    console.log(`${resultLine('GET /api/health (select 1)', health)}  CPU/answer ${cpuCell(health.cpu)} ms`);
    await drain(app.url);
    const api = new Map<string, { crowd: Measured & { cpu: number | undefined }; alone: Measured }>();
    for (const mix of mixes) {
      const crowd = await withCpu(app.child.pid, seconds, () => httpRotating(app.url, mix.http, LOAD));
      await drain(app.url);
      const alone = await httpRotating(app.url, mix.http, ALONE);
      api.set(mix.name, { crowd, alone });
      console.log(`${resultLine(mix.name, crowd)}  CPU/answer ${cpuCell(crowd.cpu)} ms`);
      console.log(resultLine('  one caller', alone));
    }

    const cell = (r: Measured) => `${r.p50} / ${r.p95} / ${r.p99}`;
    summary.push(
      `\n## Summary (same run; goals at ${CONNECTIONS} callers: inbox p99 <= ${GOALS.inbox} ms, thread page p99 <= ` +
        `${GOALS.thread} ms, each p99 <= ${GOAL_RATIO}× the bare SQL's)`,
      '',
      `| ${CONNECTIONS} callers | API p50 / p95 / p99 (ms) | API req/s | API alone p50 | app CPU/answer (ms) | ` +
        `bare SQL p50 / p95 / p99 (ms) | bare SQL req/s | bare alone p50 | goal |`,
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      `| hello-world (bare Hono) | ${cell(helloResult)} | ${helloResult.requestsPerSecond} | | ` +
        `${cpuCell(helloResult.cpu)} | | | | |`,
      `| \`GET /api/health\` (the app, \`select 1\`) | ${cell(health)} | ${health.requestsPerSecond} | | ` +
        `${cpuCell(health.cpu)} | | | | |`,
    );
    for (const mix of mixes) {
      const { crowd: a, alone: aAlone } = api.get(mix.name)!;
      const { crowd: b, alone: bAlone } = bare.get(mix.name)!;
      const ratio = a.p99 / b.p99;
      const met = mix.goal !== undefined && a.p99 <= mix.goal && ratio <= GOAL_RATIO && a.errors === 0;
      const verdict =
        mix.goal === undefined
          ? `no goal (${ratio.toFixed(1)}× SQL)`
          : `${met ? 'PASS' : 'FAIL'} (p99 <= ${mix.goal}; ${ratio.toFixed(1)}× SQL <= ${GOAL_RATIO})`;
      const errors = a.errors + b.errors ? ` (errors: API ${a.errors}, SQL ${b.errors})` : '';
      summary.push(
        `| ${mix.name} | ${cell(a)} | ${a.requestsPerSecond} | ${aAlone.p50} | ${cpuCell(a.cpu)} | ${cell(b)} | ` +
          `${b.requestsPerSecond} | ` +
          `${bAlone.p50} | ${verdict}${errors} |`,
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
