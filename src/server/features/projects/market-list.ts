import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { DURATION_FILTERS, LEAP_MARKET_PAGE_SIZE, type LeapMarketQuery } from '../../../shared/projects';
import type { MarketPage, MarketProjectCard } from '../../../shared/contracts/projects';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { companyProfiles, projects } from '../../db/schema';
import { preparedPerDb } from '../../platform/prepared';
import { companyAnswer, EXCERPT_LENGTH, type LogoUrl } from './market-answers';
import { listedForUser, type MarketViewer } from './market-access';
import { budgetOf, durationOf } from './project-rows';

/**
 * LeapMarket's list (issue 17): one page of open public projects matching the search, filters and sort, with how
 * many match (capped). Both come from one prepared statement per shape of the query (which filters are set, the
 * sort, visitor or signed in): its matches, in the page's order and at most MARKET_COUNT_CAP + 1 of them (or as
 * many as the page needs), are a CTE; the page joins its cards to the CTE and the count reads it. One statement
 * planned once per connection instead of two planned on every request (bench/projects.ts measured planning at half
 * the database's work for the keyword search with two filters).
 */

/** Matching projects are counted up to this many: beyond, the page says "1,000+" instead of counting them all. */
export const MARKET_COUNT_CAP = 1_000;

/** The statement's placeholders; a shape only sends the ones its filters use. */
const P = {
  q: sql.placeholder('q'),
  type: sql.placeholder('type'),
  category: sql.placeholder('category'),
  budgetType: sql.placeholder('budgetType'),
  workType: sql.placeholder('workType'),
  minDays: sql.placeholder('minDays'),
  maxDays: sql.placeholder('maxDays'),
  userId: sql.placeholder('userId'),
  cap: sql.placeholder('cap'),
  offset: sql.placeholder('offset'),
};

/** What a query's statement depends on besides its values. */
interface Shape {
  keyword: boolean;
  type: boolean;
  category: boolean;
  budgetType: boolean;
  workType: boolean;
  duration: boolean;
  signedIn: boolean;
  sort: LeapMarketQuery['sort'];
}

function shapeOf(viewer: MarketViewer, query: LeapMarketQuery): Shape {
  return {
    keyword: Boolean(query.q),
    type: Boolean(query.type),
    category: Boolean(query.category),
    budgetType: Boolean(query.budgetType),
    workType: Boolean(query.workType),
    duration: Boolean(query.duration),
    signedIn: viewer.userId !== null,
    sort: query.sort,
  };
}

/** The statement's name: one letter per filter set, the sort and the viewer kind (at most 40 characters). */
function nameOf(shape: Shape): string {
  const letters = (['keyword', 'type', 'category', 'budgetType', 'workType', 'duration'] as const)
    .map((filter) => (shape[filter] ? filter[0] : '_'))
    .join('');
  return `leap_market_${shape.sort}_${letters}_${shape.signedIn ? 'member' : 'visitor'}`;
}

/**
 * The keyword matches the search document. websearch_to_tsquery never fails on user text; a query of only stop
 * words or punctuation has no lexeme and then matches nothing here, which listMarketProjects turns back into an
 * empty search box (see there): written without that case, the index serves the generic plan too.
 */
const keywordMatches = sql`${projects.searchVector} @@ websearch_to_tsquery('english', ${P.q})`;

function conditions(shape: Shape): (SQL | undefined)[] {
  return [
    // The signed-in viewer's blocks apply, with their id a placeholder.
    listedForUser(shape.signedIn ? P.userId : null),
    shape.keyword ? keywordMatches : undefined,
    shape.type ? eq(projects.projectType, P.type) : undefined,
    shape.category ? eq(projects.category, P.category) : undefined,
    shape.budgetType ? eq(projects.budgetType, P.budgetType) : undefined,
    shape.workType ? eq(projects.workType, P.workType) : undefined,
    shape.duration ? sql`${projects.durationDays} between ${P.minDays} and ${P.maxDays}` : undefined,
  ];
}

/** Each sort's keys in the column order of its partial index (schema/projects.ts), so the index serves it. */
const SORT_KEYS = {
  featured: ['featured', 'publishedAt', 'id'],
  newest: ['publishedAt', 'id'],
  budget: ['budgetMax', 'id'],
} as const satisfies Record<LeapMarketQuery['sort'], readonly ('featured' | 'publishedAt' | 'budgetMax' | 'id')[]>;

/** The columns the sorts read, with the id: what the page keeps of each match before its card is read. */
const sortColumns = {
  id: projects.id,
  featured: projects.featured,
  publishedAt: projects.publishedAt,
  budgetMax: projects.budgetMax,
};

const cardColumns = {
  id: projects.id,
  title: projects.title,
  excerpt: sql<string>`case when ${projects.nda} then ${projects.summary} else left(${projects.description}, ${sql.raw(String(EXCERPT_LENGTH))}) end`,
  skills: projects.skills,
  projectType: projects.projectType,
  category: projects.category,
  durationValue: projects.durationValue,
  durationUnit: projects.durationUnit,
  budgetType: projects.budgetType,
  budgetMin: projects.budgetMin,
  budgetMax: projects.budgetMax,
  workType: projects.workType,
  featured: projects.featured,
  urgent: projects.urgent,
  nda: projects.nda,
  publishedAt: projects.publishedAt,
  expiresAt: projects.expiresAt,
  company: { name: companyProfiles.name, slug: companyProfiles.slug, logoKey: companyProfiles.logoKey },
};

/**
 * The shape's statement: a CTE `page` of the page's matches (ids and sort keys, in order), then only those rows
 * joined with their cards, each carrying how many match (capped).
 */
function buildStatement(db: Db, shape: Shape) {
  const where = and(...conditions(shape));
  const listed = () =>
    db
      .select(sortColumns)
      .from(projects)
      .innerJoin(companyProfiles, eq(companyProfiles.id, projects.companyId))
      .where(where)
      .orderBy(...SORT_KEYS[shape.sort].map((key) => desc(projects[key])));
  let ctes;
  let matched: SQL<number>;
  if (shape.keyword) {
    // The search index finds the matches and the sort needs all of them anyway: one pass, up to the cap (or as far
    // as the page goes), gives both the page and the count.
    const matches = db.$with('matches').as(listed().limit(P.cap));
    const page = db.$with('page').as(
      db
        .select()
        .from(matches)
        .orderBy(...SORT_KEYS[shape.sort].map((key) => desc(matches[key])))
        .limit(LEAP_MARKET_PAGE_SIZE)
        .offset(P.offset),
    );
    ctes = [matches, page] as const;
    matched = sql<number>`(select count(*)::int from ${sql.identifier('matches')})`;
  } else {
    // Without a keyword the page walks its sort's index and stops after its rows (1,000 walked for a count would
    // cost more than the page); the count is a pass of its own, in no order, up to the cap.
    const page = db.$with('page').as(listed().limit(LEAP_MARKET_PAGE_SIZE).offset(P.offset));
    const capped = db
      .select({ one: sql`1` })
      .from(projects)
      .innerJoin(companyProfiles, eq(companyProfiles.id, projects.companyId))
      .where(where)
      .limit(P.cap)
      .as('capped');
    ctes = [page] as const;
    matched = sql<number>`(${db.select({ n: sql<number>`count(*)::int` }).from(capped)})`;
  }
  const page = ctes[ctes.length - 1]!;
  return db
    .with(...ctes)
    .select({ ...cardColumns, matched })
    .from(page)
    .innerJoin(projects, eq(projects.id, page.id))
    .innerJoin(companyProfiles, eq(companyProfiles.id, projects.companyId))
    .orderBy(...SORT_KEYS[shape.sort].map((key) => desc(page[key])))
    .prepare(nameOf(shape));
}

type PageStatement = ReturnType<typeof buildStatement>;

/** Each database handle's statements by shape name (at most 2^6 filter sets x 3 sorts x 2 viewer kinds). */
const statementsOf = preparedPerDb(() => new Map<string, PageStatement>());

function statementFor(db: Db, shape: Shape): PageStatement {
  const statements = statementsOf(db);
  const name = nameOf(shape);
  let statement = statements.get(name);
  if (!statement) {
    statement = buildStatement(db, shape);
    statements.set(name, statement);
  }
  return statement;
}

function valuesOf(viewer: MarketViewer, query: LeapMarketQuery) {
  const offset = (query.page - 1) * LEAP_MARKET_PAGE_SIZE;
  const duration = query.duration ? DURATION_FILTERS[query.duration] : undefined;
  return {
    q: query.q,
    type: query.type,
    category: query.category,
    budgetType: query.budgetType,
    workType: query.workType,
    minDays: duration?.minDays,
    maxDays: duration ? Math.min(duration.maxDays, 2_147_483_647) : undefined,
    userId: viewer.userId ?? undefined,
    // One more than the cap tells "1,000+" from "1,000"; a page past the cap needs its own rows too.
    cap: Math.max(MARKET_COUNT_CAP + 1, offset + LEAP_MARKET_PAGE_SIZE),
    offset,
  };
}

/** Whether the search text has a word the search can use (not only stop words or punctuation). */
async function hasLexemes(db: Db, q: string): Promise<boolean> {
  const [row] = await rawRows<{ n: number }>(db, sql`select numnode(websearch_to_tsquery('english', ${q}))::int as n`);
  return (row?.n ?? 0) > 0;
}

/** How many projects match, capped, for a page past the last match (rare: the page itself carries the count). */
async function cappedCount(db: Db, viewer: MarketViewer, query: LeapMarketQuery): Promise<number> {
  const shape = shapeOf(viewer, query);
  const where = sql.join(
    conditions(shape).filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  const capped = db
    .select({ one: sql`1` })
    .from(projects)
    .innerJoin(companyProfiles, eq(companyProfiles.id, projects.companyId))
    .where(sql`${where}`)
    .limit(MARKET_COUNT_CAP + 1)
    .as('capped');
  const prepared = db
    .select({ n: count() })
    .from(capped)
    .prepare(`${nameOf(shape)}_count`);
  const [counted] = await prepared.execute(valuesOf(viewer, query));
  return counted?.n ?? 0;
}

/** One page of open public projects matching the search, filters and sort, with their number (capped). */
export async function listMarketProjects(
  db: Db,
  viewer: MarketViewer,
  query: LeapMarketQuery,
  logoUrl: LogoUrl,
): Promise<MarketPage> {
  const rows = await statementFor(db, shapeOf(viewer, query)).execute(valuesOf(viewer, query));
  let matched = rows[0]?.matched ?? 0;
  if (rows.length === 0) {
    // A search of only stop words or punctuation searches nothing, like an empty box.
    if (query.q && !(await hasLexemes(db, query.q))) {
      return listMarketProjects(db, viewer, { ...query, q: undefined }, logoUrl);
    }
    if (query.page > 1) matched = await cappedCount(db, viewer, query);
  }
  return {
    projects: rows.map((row): MarketProjectCard => ({
      id: row.id,
      title: row.title,
      excerpt: row.excerpt,
      skills: row.skills,
      projectType: row.projectType,
      category: row.category,
      duration: durationOf(row),
      // Listed projects were publishable, so they have a budget and listing dates.
      budget: budgetOf(row)!,
      workType: row.workType,
      featured: row.featured,
      urgent: row.urgent,
      nda: row.nda,
      company: companyAnswer(row.company, logoUrl),
      publishedAt: row.publishedAt!.toISOString(),
      expiresAt: row.expiresAt!.toISOString(),
    })),
    total: Math.min(matched, MARKET_COUNT_CAP),
    totalCapped: matched > MARKET_COUNT_CAP,
    page: query.page,
    pageSize: LEAP_MARKET_PAGE_SIZE,
  };
}
