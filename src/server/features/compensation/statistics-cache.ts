import type { CompensationFilter } from '../../../shared/compensation';
import type { CompensationStatistics } from '../../../shared/contracts/compensation';
import type { Db } from '../../db/client';
import { BoundedCache } from '../../platform/memo';
import { statsGeneration } from './histogram';
import { getCompensationStatistics } from './service';

/** Every filter the page offers (8 × 6 × 6 × 4 switch states) fits, with room for the previous generation's. */
const MAX_ANSWERS = 4096;

/**
 * Statistics answers kept in memory per histogram generation: a read costs one primary-key lookup of the
 * generation, and only the first read of a filter after a submission or a hide recomputes. Concurrent first reads
 * share one computation. Keyed by the generation in the database, so several processes never disagree for longer
 * than a write's commit (docs/decisions/0006).
 */
export function createStatisticsCache(maxAnswers = MAX_ANSWERS) {
  const answers = new BoundedCache<Promise<CompensationStatistics>>(maxAnswers);
  return async function cachedStatistics(db: Db, filter: CompensationFilter): Promise<CompensationStatistics> {
    // Read the generation first: an answer computed afterwards is at least as new as the key it is stored under.
    const generation = await statsGeneration(db);
    const key = [
      generation,
      filter.role ?? '',
      filter.level ?? '',
      filter.region ?? '',
      filter.includeStock ? 1 : 0,
      filter.includeBonus ? 1 : 0,
    ].join('|');
    const answer = answers.getOrCompute(key, () => getCompensationStatistics(db, filter));
    // A failed computation is not remembered: the next read tries again.
    answer.catch(() => answers.delete(key));
    return answer;
  };
}
