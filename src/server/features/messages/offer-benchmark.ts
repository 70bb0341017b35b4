import type { OfferBenchmark, OfferBenchmarkAnswer } from '../../../shared/contracts/messages';
import type { CompensationLevel, CompensationRegion, CompensationRole } from '../../../shared/compensation';
import { HOURS_PER_MONTH } from '../../../shared/pay';
import type { Db } from '../../db/client';
import { getBaseSalaryQuartiles } from '../compensation/service';

/**
 * What QuantLeap's compensation entries say about base pay in the offer's group (role, level, region), per year,
 * per month and per hour of a 40-hour week, so a firm's first message shows where its range sits; null below 5 entries.
 */
export async function offerBenchmark(
  db: Db,
  group: { role: CompensationRole; level: CompensationLevel; region: CompensationRegion },
): Promise<OfferBenchmarkAnswer> {
  const quartiles = await getBaseSalaryQuartiles(db, group);
  if (!quartiles) return { year: null, month: null, hour: null };
  const name = `${group.role}, ${group.level}, ${group.region}`;
  const per = (period: OfferBenchmark['period'], divisor: number): OfferBenchmark => ({
    count: quartiles.count,
    p25: Math.round(quartiles.p25 / divisor),
    median: Math.round(quartiles.median / divisor),
    p75: Math.round(quartiles.p75 / divisor),
    period,
    group: name,
  });
  return { year: per('year', 1), month: per('month', 12), hour: per('hour', 12 * HOURS_PER_MONTH) };
}
