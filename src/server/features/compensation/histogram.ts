import { sql, type SQL } from 'drizzle-orm';
import type { DistributionBin, Percentiles } from '../../../shared/compensation';
import type { Db } from '../../db/client';

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
}

/** Recounts everything from the entries (after a bulk load or a bulk delete of demo rows). */
export async function rebuildHistogram(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from compensation_histogram`);
    await applyToHistogram(tx as unknown as Db, sql`e.hidden_at is null`, 1);
  });
}

export interface Bucket {
  value: number;
  entries: number;
}

export function countOf(buckets: Bucket[]): number {
  return buckets.reduce((n, b) => n + b.entries, 0);
}

/** The value at 0-based rank `rank` of the sorted multiset the buckets describe. */
function valueAtRank(buckets: Bucket[], rank: number): number {
  let seen = 0;
  for (const bucket of buckets) {
    seen += bucket.entries;
    if (rank < seen) return bucket.value;
  }
  return buckets.at(-1)?.value ?? 0;
}

/** PostgreSQL's percentile_cont (linear interpolation between ranks) over sorted buckets; whole dollars. */
export function percentile(buckets: Bucket[], fraction: number): number {
  const count = countOf(buckets);
  const position = fraction * (count - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  const lowValue = valueAtRank(buckets, low);
  const highValue = valueAtRank(buckets, high);
  return Math.round(lowValue + (position - low) * (highValue - lowValue));
}

export function percentilesOf(buckets: Bucket[]): Percentiles {
  return {
    p25: percentile(buckets, 0.25),
    p50: percentile(buckets, 0.5),
    p75: percentile(buckets, 0.75),
    p90: percentile(buckets, 0.9),
  };
}

/** 1, 2, 2.5 or 5 times a power of ten, at least $1,000: bin widths people read at a glance. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(rough, 1000)));
  for (const factor of [1, 2, 2.5, 5, 10]) if (power * factor >= rough) return Math.max(1000, power * factor);
  return power * 10;
}

/**
 * About ten equal bins from the lowest amount up to the 95th percentile, and one open bin above it, so a few
 * very high totals do not squash the chart.
 */
export function distributionOf(buckets: Bucket[], targetBins = 10): DistributionBin[] {
  if (buckets.length === 0) return [];
  const low = buckets[0]?.value ?? 0;
  const high = Math.max(percentile(buckets, 0.95), low + 1000);
  const step = niceStep((high - low) / targetBins);
  const start = Math.floor(low / step) * step;
  const binCount = Math.max(1, Math.ceil((high - start) / step));
  const bins: DistributionBin[] = Array.from({ length: binCount }, (_, i) => ({
    from: start + i * step,
    to: start + (i + 1) * step,
    count: 0,
  }));
  const top: DistributionBin = { from: start + binCount * step, to: null, count: 0 };
  for (const bucket of buckets) {
    const index = Math.floor((bucket.value - start) / step);
    const bin = index < binCount ? bins[index] : top;
    if (bin) bin.count += bucket.entries;
  }
  return top.count > 0 ? [...bins, top] : bins;
}
