import { and, eq, sql, type SQL } from 'drizzle-orm';
import { COMPENSATION_LEVELS } from '../../../shared/compensation';
import type { DistributionBin, Percentiles } from '../../../shared/contracts/compensation';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { compensationHistogram, compensationStatsGeneration } from '../../db/schema';

/**
 * The statistics rollup (docs/decisions/0006-compensation-statistics.md). Every visible entry is counted in
 * `compensation_histogram` under each of the 8 filters it matches (role, level, region each its value or '*')
 * and each metric, in a bucket of its amount. Buckets are $1,000 wide below $1M, $10,000 below $10M and $100,000
 * above, so percentiles are exact for amounts in whole thousands (the form's step) and otherwise within one
 * bucket. Statistics for any filter then read at most a few thousand counters instead of up to a million rows.
 */

export const ANY = '*';

export type Metric = 'base' | 'bonus' | 'total' | 'total_no_stock' | 'total_no_bonus';

/** The metric holding the total as the filter shows it (stock and/or bonus switched off). */
export function totalMetric(include: { includeStock: boolean; includeBonus: boolean }): Metric {
  if (include.includeStock && include.includeBonus) return 'total';
  if (include.includeBonus) return 'total_no_stock';
  if (include.includeStock) return 'total_no_bonus';
  return 'base';
}

/** Lower edge of the bucket holding `value`; integer division floors non-negative amounts. */
function bucketOf(value: SQL): SQL {
  return sql`(case when ${value} < 1000000 then (${value} / 1000) * 1000
    when ${value} < 10000000 then (${value} / 10000) * 10000
    else (${value} / 100000) * 100000 end)`;
}

/**
 * Adds `sign` (+1 or -1) to the counters of the entries matching `where` (on alias `e`). Grouped by cell first,
 * then rolled up into the 8 filters of each cell; rows are written in key order so that concurrent submissions
 * lock counters in the same order and cannot deadlock.
 */
export async function applyToHistogram(db: Db, where: SQL, sign: 1 | -1): Promise<void> {
  await db.execute(sql`
    insert into compensation_histogram (role, level, region, metric, bucket, entries)
    select r.role, l.level, g.region, c.metric, c.bucket, (sum(c.n) * ${sign})::int
    from (
      select e.role, e.level, e.region, m.metric, ${bucketOf(sql`m.value`)} as bucket, count(*) as n
      from compensation_entries e
      cross join lateral (values
        ('base', e.base_salary),
        ('bonus', coalesce(e.bonus, 0)),
        ('total', e.total_comp),
        ('total_no_stock', e.base_salary + coalesce(e.bonus, 0)),
        ('total_no_bonus', e.base_salary + coalesce(e.stock_value, 0))
      ) as m(metric, value)
      where ${where}
      group by 1, 2, 3, 4, 5
    ) as c
    cross join lateral (values (c.role), (${ANY})) as r(role)
    cross join lateral (values (c.level), (${ANY})) as l(level)
    cross join lateral (values (c.region), (${ANY})) as g(region)
    group by 1, 2, 3, 4, 5
    order by 1, 2, 3, 4, 5
    on conflict (role, level, region, metric, bucket)
    do update set entries = compensation_histogram.entries + excluded.entries`);
  await bumpStatsGeneration(db);
}

/** Marks every remembered statistics answer as out of date; part of the transaction that changed the counters. */
export async function bumpStatsGeneration(db: Db): Promise<void> {
  await db.execute(sql`
    insert into compensation_stats_generation (id, generation) values (1, 1)
    on conflict (id) do update set generation = compensation_stats_generation.generation + 1`);
}

/** The histogram's current generation (0 before the first change); see compensationStatsGeneration. */
export async function statsGeneration(db: Db): Promise<number> {
  const [row] = await db
    .select({ generation: compensationStatsGeneration.generation })
    .from(compensationStatsGeneration)
    .where(eq(compensationStatsGeneration.id, 1));
  return row?.generation ?? 0;
}

/**
 * How many visible entries match a filter, from the rollup's base-salary counters (every visible entry has a base
 * salary, so they hold the group's size): an index range over at most a few thousand buckets, never the entries.
 */
export async function countVisibleEntries(
  db: Db,
  filter: { role?: string | undefined; level?: string | undefined; region?: string | undefined },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${compensationHistogram.entries}), 0)`.mapWith(Number) })
    .from(compensationHistogram)
    .where(
      and(
        eq(compensationHistogram.role, filter.role ?? ANY),
        eq(compensationHistogram.level, filter.level ?? ANY),
        eq(compensationHistogram.region, filter.region ?? ANY),
        eq(compensationHistogram.metric, 'base'),
      ),
    );
  return row?.n ?? 0;
}

/** Recounts everything from the entries (after a bulk load or a bulk delete of demo rows). */
export async function rebuildHistogram(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from compensation_histogram`);
    await applyToHistogram(tx, sql`e.hidden_at is null`, 1);
  });
}

/** Which counters a statistics read takes: one (role, region) slice, some levels and metrics. */
export interface HistogramSlice {
  role: string;
  region: string;
  /** Level and metrics of the filter itself. */
  level: string;
  metrics: Metric[];
  /** The shown total, also read for every level (median by level). */
  total: Metric;
}

/** The fractions read per group: 0 (the lowest amount, for the chart) to 0.95 (the chart's last closed bin). */
const FRACTIONS = [0, 0.25, 0.5, 0.75, 0.9, 0.95] as const;
export type Fraction = (typeof FRACTIONS)[number];

export interface GroupPercentiles {
  level: string;
  metric: Metric;
  count: number;
  values: Map<Fraction, number>;
}

function sliceWhere(slice: HistogramSlice): SQL {
  const levels = COMPENSATION_LEVELS.filter((level) => level !== slice.level);
  return sql`role = ${slice.role} and region = ${slice.region} and entries > 0
    and ((level = ${slice.level} and metric in ${[...new Set([...slice.metrics, slice.total])]})
      ${levels.length > 0 ? sql`or (level in ${levels} and metric = ${slice.total})` : sql``})`;
}

export function percentilesQuery(slice: HistogramSlice): SQL {
  // The bucket holding a rank is the lowest whose running count passes it; per fraction, the ranks on either
  // side of its position. One pass over the counters, already in window order, so no join and no second sort.
  const columns = FRACTIONS.map(
    (fraction, i) =>
      `min(bucket) filter (where upto > floor(${fraction} * (n - 1))) as low${i},
      min(bucket) filter (where upto > ceil(${fraction} * (n - 1))) as high${i}`,
  ).join(',\n      ');
  return sql`
    select level, metric, max(n)::int as n,
      ${sql.raw(columns)}
    from (
      select level, metric, bucket,
        sum(entries) over (partition by level, metric order by bucket) as upto,
        sum(entries) over (partition by level, metric) as n
      from compensation_histogram where ${sliceWhere(slice)}
    ) as h
    group by level, metric`;
}

/**
 * percentile_cont (linear interpolation between ranks) computed in SQL over the bucket counts, so a read answers
 * a few dozen numbers instead of thousands of counters.
 */
export async function readPercentiles(db: Db, slice: HistogramSlice): Promise<GroupPercentiles[]> {
  // int4 arrives as a number from PGlite and node-postgres alike.
  const rows = await rawRows<PercentileRow>(db, percentilesQuery(slice));
  return rows.map((row) => {
    const values = new Map<Fraction, number>();
    FRACTIONS.forEach((fraction, i) => {
      const position = fraction * (row.n - 1);
      const low = Number(row[`low${i}`]);
      const high = Number(row[`high${i}`]);
      values.set(fraction, Math.round(low + (position - Math.floor(position)) * (high - low)));
    });
    return { level: row.level, metric: row.metric, count: row.n, values };
  });
}

/** Quartiles of the total compensation of one cell's visible entries, or null when it has none. */
export async function cellQuartiles(
  db: Db,
  cell: { role: string; level: string; region: string },
): Promise<{ count: number; p25: number; p50: number; p75: number } | null> {
  const groups = await readPercentiles(db, { ...cell, metrics: [], total: 'total' });
  const group = groups.find((g) => g.level === cell.level && g.metric === 'total');
  if (!group || group.count === 0) return null;
  const { p25, p50, p75 } = percentilesOf(group);
  return { count: group.count, p25, p50, p75 };
}

type PercentileRow = { level: string; metric: Metric; n: number } & Record<`${'low' | 'high'}${number}`, number>;
export function percentilesOf(group: GroupPercentiles): Percentiles {
  const at = (fraction: Fraction) => group.values.get(fraction) ?? 0;
  return { p25: at(0.25), p50: at(0.5), p75: at(0.75), p90: at(0.9) };
}

/** 1, 2, 2.5 or 5 times a power of ten, at least $1,000: bin widths people read at a glance. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(rough, 1000)));
  for (const factor of [1, 2, 2.5, 5, 10]) if (power * factor >= rough) return Math.max(1000, power * factor);
  return power * 10;
}

export interface BinLayout {
  start: number;
  step: number;
  /** Closed bins; one open bin follows for everything above. */
  binCount: number;
}

/**
 * About ten equal bins from the lowest amount up to the 95th percentile, and one open bin above it, so a few
 * very high totals do not squash the chart.
 */
export function binLayout(lowest: number, p95: number, targetBins = 10): BinLayout {
  const high = Math.max(p95, lowest + 1000);
  const step = niceStep((high - lowest) / targetBins);
  const start = Math.floor(lowest / step) * step;
  return { start, step, binCount: Math.max(1, Math.ceil((high - start) / step)) };
}

/** Counts of one group's buckets per chart bin, grouped in SQL. */
export async function readDistribution(
  db: Db,
  group: { role: string; region: string; level: string; metric: Metric },
  layout: BinLayout,
): Promise<DistributionBin[]> {
  const rows = await rawRows<{ bin: number; count: number }>(
    db,
    sql`
    select least(floor((bucket - ${layout.start})::float8 / ${layout.step}), ${layout.binCount})::int as bin,
      sum(entries)::int as count
    from compensation_histogram
    where role = ${group.role} and region = ${group.region} and level = ${group.level}
      and metric = ${group.metric} and entries > 0
    group by 1`,
  );
  const counts = new Map(rows.map((r) => [r.bin, r.count]));
  const bins: DistributionBin[] = Array.from({ length: layout.binCount }, (_, i) => ({
    from: layout.start + i * layout.step,
    to: layout.start + (i + 1) * layout.step,
    count: counts.get(i) ?? 0,
  }));
  const top = counts.get(layout.binCount) ?? 0;
  return top > 0 ? [...bins, { from: layout.start + layout.binCount * layout.step, to: null, count: top }] : bins;
}
