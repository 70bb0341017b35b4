import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  COMPENSATION_LEVELS,
  COMPENSATION_MESSAGES,
  COMPENSATION_REVIEW_PAGE_SIZE,
  reviewReason,
  type CellQuartiles,
  type CompensationReviewQueue,
  MIN_GROUP_SIZE,
  shownTotal,
  totalCompensation,
  type CompensationEntriesQuery,
  type CompensationFilter,
  type CompensationLevel,
  type CompensationRegion,
  type CompensationRole,
  type CompensationSubmission,
} from '../../../shared/compensation';
import type {
  CompensationEntriesPage,
  CompensationEntry,
  CompensationReviewEntry,
  CompensationReviewPage,
  CompensationStatistics,
} from '../../../shared/contracts/compensation';
import type { Db } from '../../db/client';
import { compensationEntries as entries } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { UUID_PATTERN } from '../../platform/validate';
import {
  ANY,
  applyToHistogram,
  binLayout,
  cellQuartiles,
  countVisibleEntries,
  percentilesOf,
  readDistribution,
  readPercentiles,
  totalMetric,
  type Metric,
} from './histogram';

/**
 * Stores one anonymous entry and counts it in the statistics, in one transaction. The total is computed here. An
 * entry far outside its cell (reviewReason) is stored held instead: hidden, so nothing counts or lists it until an
 * operator approves it. Its hidden_at keeps only the day, like submitted_on, so it cannot date the sender either.
 */
export async function createCompensationEntry(
  db: Db,
  input: CompensationSubmission,
  options: { isDemo?: boolean } = {},
): Promise<{ id: string; held: boolean }> {
  return db.transaction(async (tx) => {
    const totalComp = totalCompensation(input);
    const held = reviewReason(totalComp, input.level, await cellQuartiles(tx, input));
    const [row] = await tx
      .insert(entries)
      .values({
        role: input.role,
        level: input.level,
        region: input.region,
        baseSalary: input.baseSalary,
        bonus: input.bonus ?? null,
        stockValue: input.stockValue ?? null,
        totalComp,
        notes: input.notes ?? null,
        year: input.year,
        isDemo: options.isDemo ?? false,
        ...(held ? { hiddenAt: sql`date_trunc('day', now())`, hiddenReason: held, review: 'held' as const } : {}),
      })
      .returning({ id: entries.id });
    if (!row) throw new Error('insert returned no row');
    if (!held) await applyToHistogram(tx, sql`e.id = ${row.id}`, 1);
    return { id: row.id, held: !!held };
  });
}

/**
 * Operators' soft delete: the entry leaves the table and the statistics; the row and the reason stay. A held entry
 * (never counted) leaves the review queue for the hidden ones instead.
 */
export async function hideCompensationEntry(db: Db, id: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(entries)
      .set({ hiddenAt: sql`now()`, hiddenReason: reason })
      .where(and(eq(entries.id, id), isNull(entries.hiddenAt)))
      .returning({ id: entries.id });
    if (row) return applyToHistogram(tx, sql`e.id = ${row.id}`, -1);
    const [held] = await tx
      .update(entries)
      .set({ review: null, hiddenReason: reason })
      .where(and(eq(entries.id, id), eq(entries.review, 'held')))
      .returning({ id: entries.id });
    if (!held) throw new AppError('NOT_FOUND', COMPENSATION_MESSAGES.entryNotFound);
  });
}

/** An operator lets a held entry in: it counts in the statistics and lists from now on. */
export async function approveCompensationEntry(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(entries)
      .set({ hiddenAt: null, hiddenReason: null, review: 'approved' })
      .where(and(eq(entries.id, id), eq(entries.review, 'held')))
      .returning({ id: entries.id });
    if (!row) throw new AppError('NOT_FOUND', COMPENSATION_MESSAGES.heldNotFound);
    await applyToHistogram(tx, sql`e.id = ${row.id}`, 1);
  });
}

/** An operator shows a hidden entry again (held ones are approved instead); the reason is kept with it. */
export async function unhideCompensationEntry(db: Db, id: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(entries)
      .set({ hiddenAt: null, hiddenReason: null, reviewNote: reason })
      .where(and(eq(entries.id, id), isNotNull(entries.hiddenAt), notHeld))
      .returning({ id: entries.id });
    if (!row) throw new AppError('NOT_FOUND', COMPENSATION_MESSAGES.hiddenNotFound);
    await applyToHistogram(tx, sql`e.id = ${row.id}`, 1);
  });
}

const notHeld = sql`${entries.review} is distinct from 'held'`;

/** How many entries wait for an operator's decision: the operator console's count. */
export async function heldCompensationCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(entries).where(eq(entries.review, 'held'));
  return row?.n ?? 0;
}

/**
 * One page of a review queue: held entries oldest first, or hidden ones newest first. Each comes with its cell's
 * current quartiles (visible entries only), so an operator sees how far outside it is.
 */
export async function listReviewEntries(
  db: Db,
  queue: CompensationReviewQueue,
  page: number,
): Promise<CompensationReviewPage> {
  const where = queue === 'held' ? eq(entries.review, 'held') : and(isNotNull(entries.hiddenAt), notHeld);
  const order = queue === 'held' ? [asc(entries.hiddenAt), asc(entries.id)] : [desc(entries.hiddenAt), asc(entries.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(entries)
      .where(where)
      .orderBy(...order)
      .limit(COMPENSATION_REVIEW_PAGE_SIZE)
      .offset((page - 1) * COMPENSATION_REVIEW_PAGE_SIZE),
    db.select({ n: count() }).from(entries).where(where),
  ]);
  const cells = new Map<string, Promise<CellQuartiles | null>>();
  const cellOf = (row: { role: string; level: string; region: string }) => {
    const key = `${row.role}|${row.level}|${row.region}`;
    let cell = cells.get(key);
    if (!cell) cells.set(key, (cell = cellQuartiles(db, row)));
    return cell;
  };
  const reviewEntries = await Promise.all(
    rows.map(async (row): Promise<CompensationReviewEntry> => ({
      id: row.id,
      role: row.role,
      level: row.level,
      region: row.region,
      baseSalary: row.baseSalary,
      bonus: row.bonus,
      stockValue: row.stockValue,
      totalComp: row.totalComp,
      notes: row.notes,
      year: row.year,
      isDemo: row.isDemo,
      submittedOn: row.submittedOn,
      held: row.review === 'held',
      reason: row.hiddenReason,
      cell: await cellOf(row),
    })),
  );
  return {
    entries: reviewEntries,
    total: totals?.n ?? 0,
    page,
    pageSize: COMPENSATION_REVIEW_PAGE_SIZE,
  };
}

/**
 * The sort key as SQL. Each expression is the one of an index in schema/compensation.ts, written the same way,
 * so the planner reads pages in index order. "Total" follows the stock/bonus switches: it is the total shown.
 */
function sortExpression(query: CompensationEntriesQuery): SQL {
  switch (query.sort ?? 'total') {
    case 'baseSalary':
      return sql`${entries.baseSalary}`;
    case 'bonus':
      return sql`coalesce(${entries.bonus}, 0)`;
    case 'stockValue':
      return sql`coalesce(${entries.stockValue}, 0)`;
    case 'year':
      return sql`${entries.year}`;
    case 'total': {
      const metric = totalMetric(query);
      if (metric === 'total') return sql`${entries.totalComp}`;
      if (metric === 'total_no_stock') return sql`(${entries.baseSalary} + coalesce(${entries.bonus}, 0))`;
      if (metric === 'total_no_bonus') return sql`(${entries.baseSalary} + coalesce(${entries.stockValue}, 0))`;
      return sql`${entries.baseSalary}`;
    }
  }
}

/** Cursors are ours, so their ids are as the database writes them: lowercase. */
function isOurId(id: string): boolean {
  return UUID_PATTERN.test(id) && id === id.toLowerCase();
}

function encodeCursor(value: number, id: string): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

/**
 * Every sort key is a PostgreSQL integer built from amounts and years that are never negative, so a cursor value
 * outside this range was not written by us, and PostgreSQL would refuse to compare it with the column (a 500).
 */
const SORT_VALUE_MIN = 0;
const SORT_VALUE_MAX = 2_147_483_647;

function isSortValue(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= SORT_VALUE_MIN && (value as number) <= SORT_VALUE_MAX;
}

function decodeCursor(cursor: string): { value: number; id: string } {
  try {
    const [value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (isSortValue(value) && typeof id === 'string' && isOurId(id)) return { value, id };
  } catch {
    // Falls through to the error below.
  }
  throw new AppError('VALIDATION_FAILED', 'Invalid cursor', { cursor: 'Invalid cursor' });
}

/** What decides the SQL text of a page query (values aside): one prepared statement per shape. */
function pageShape(query: CompensationEntriesQuery, descending: boolean) {
  return {
    sort: query.sort ?? 'total',
    total: totalMetric(query),
    descending,
    role: !!query.role,
    level: !!query.level,
    region: !!query.region,
    cursor: !!query.cursor,
    // A literal LIMIT, not a parameter: with an unknown limit PostgreSQL's generic plan would sort the whole
    // filtered set instead of reading the first rows of the index.
    limit: query.limit + 1,
  };
}

function buildPageQuery(db: Db, query: CompensationEntriesQuery, shape: ReturnType<typeof pageShape>, name: string) {
  const key = sortExpression(query);
  const conditions: SQL[] = [sql`${entries.hiddenAt} is null`];
  if (shape.role) conditions.push(sql`${entries.role} = ${sql.placeholder('role')}`);
  if (shape.level) conditions.push(sql`${entries.level} = ${sql.placeholder('level')}`);
  if (shape.region) conditions.push(sql`${entries.region} = ${sql.placeholder('region')}`);
  if (shape.cursor) {
    const after = sql`(${sql.placeholder('afterValue')}, ${sql.placeholder('afterId')})`;
    conditions.push(
      shape.descending ? sql`(${key}, ${entries.id}) < ${after}` : sql`(${key}, ${entries.id}) > ${after}`,
    );
  }
  const direction = shape.descending ? sql`desc` : sql`asc`;
  return db
    .select({
      id: entries.id,
      role: entries.role,
      level: entries.level,
      region: entries.region,
      baseSalary: entries.baseSalary,
      bonus: entries.bonus,
      stockValue: entries.stockValue,
      totalComp: entries.totalComp,
      notes: entries.notes,
      year: entries.year,
      isDemo: entries.isDemo,
      sortValue: sql<number>`${key}`.mapWith(Number),
    })
    .from(entries)
    .where(and(...conditions))
    .orderBy(sql`${key} ${direction}`, sql`${entries.id} ${direction}`)
    .limit(shape.limit)
    .prepare(name);
}

type PageQuery = ReturnType<typeof buildPageQuery>;
/** Built once per database and shape (at most a few hundred); PostgreSQL then parses and plans each once per connection. */
const preparedPages = new WeakMap<Db, Map<string, PageQuery>>();

/**
 * One page of visible entries, filtered and sorted in SQL, with keyset paging: the next page starts after the last
 * row's (sort value, id), so page 1000 costs what page 1 costs. Ties on the sort value are broken by id.
 */
export async function listCompensationEntries(
  db: Db,
  query: CompensationEntriesQuery,
): Promise<CompensationEntriesPage> {
  const descending = (query.dir ?? (query.sort ? 'asc' : 'desc')) === 'desc';
  const shape = pageShape(query, descending);
  // PostgreSQL names are at most 63 characters: a digest of the shape stays short and unique.
  const name = `compensation_page_${createHash('sha1').update(JSON.stringify(shape)).digest('hex').slice(0, 20)}`;
  let prepared = preparedPages.get(db);
  if (!prepared) preparedPages.set(db, (prepared = new Map()));
  let pageQuery = prepared.get(name);
  if (!pageQuery) prepared.set(name, (pageQuery = buildPageQuery(db, query, shape, name)));

  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await pageQuery.execute({
    role: query.role,
    level: query.level,
    region: query.region,
    afterValue: after?.value,
    afterId: after?.id,
  });

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  // From the rollup, not a count(*) of the filtered rows: the pager's "of N" costs what the page costs.
  const total = await countVisibleEntries(db, query);
  return {
    entries: page.map(({ sortValue: _sortValue, ...row }): CompensationEntry => ({
      ...row,
      shownTotal: shownTotal(row, query),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.sortValue, last.id) : null,
    total,
  };
}

/**
 * Count, percentiles and chart data for a filter, read from the histogram rollup: percentiles of the filter's own
 * base, bonus and shown total plus each level's median in one query, the distribution's bins in a second.
 * Groups under MIN_GROUP_SIZE entries get no figure at all.
 */
export async function getCompensationStatistics(db: Db, filter: CompensationFilter): Promise<CompensationStatistics> {
  const total = totalMetric(filter);
  const slice = { role: filter.role ?? ANY, region: filter.region ?? ANY, level: filter.level ?? ANY };
  const groups = await readPercentiles(db, { ...slice, metrics: ['base', 'bonus'], total });
  const find = (level: string, metric: Metric) => groups.find((g) => g.level === level && g.metric === metric);
  const totals = find(slice.level, total);
  // Every visible entry has a base salary, so the base counters hold the group's size.
  const base = find(slice.level, 'base');
  const bonus = find(slice.level, 'bonus');
  const count = base?.count ?? 0;
  const enoughData = count >= MIN_GROUP_SIZE && !!totals && !!base && !!bonus;
  const medianByLevel = COMPENSATION_LEVELS.map((level: CompensationLevel) => {
    const group = find(level, total);
    const n = group?.count ?? 0;
    return { level, count: n, median: group && n >= MIN_GROUP_SIZE ? (group.values.get(0.5) ?? null) : null };
  });
  const distribution =
    enoughData && totals
      ? await readDistribution(
          db,
          { ...slice, metric: total },
          binLayout(totals.values.get(0) ?? 0, totals.values.get(0.95) ?? 0),
        )
      : [];
  return {
    count,
    enoughData,
    total: enoughData && totals ? percentilesOf(totals) : null,
    base: enoughData && base ? percentilesOf(base) : null,
    bonus: enoughData && bonus && filter.includeBonus ? percentilesOf(bonus) : null,
    distribution,
    medianByLevel,
  };
}

export interface BaseSalaryQuartiles {
  count: number;
  p25: number;
  median: number;
  p75: number;
}

/**
 * Quartiles of the yearly base salary reported for one role, level and region (visible entries only), or null
 * below MIN_GROUP_SIZE entries, the same floor the statistics keep. Firms compare the pay they offer with it.
 */
export async function getBaseSalaryQuartiles(
  db: Db,
  group: { role: CompensationRole; level: CompensationLevel; region: CompensationRegion },
): Promise<BaseSalaryQuartiles | null> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      p25: sql<number | null>`percentile_cont(0.25) within group (order by ${entries.baseSalary})`,
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${entries.baseSalary})`,
      p75: sql<number | null>`percentile_cont(0.75) within group (order by ${entries.baseSalary})`,
    })
    .from(entries)
    .where(
      and(
        isNull(entries.hiddenAt),
        eq(entries.role, group.role),
        eq(entries.level, group.level),
        eq(entries.region, group.region),
      ),
    );
  if (!row || row.count < MIN_GROUP_SIZE || row.p25 === null || row.median === null || row.p75 === null) return null;
  return { count: row.count, p25: Number(row.p25), median: Number(row.median), p75: Number(row.p75) };
}
