import { count, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quantSearch } from '../../db/schema';

/**
 * How many quant profiles meet `where` (on quant_search), counting no further than `cap` (decision 0017): the count reads at most
 * cap + 1 rows instead of every match. `capped` says more than `total` match.
 */
export async function countUpTo(
  db: Db,
  where: SQL | undefined,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const matching = db
    .select({ one: sql`1` })
    .from(quantSearch)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [counted] = await db.select({ total: count() }).from(matching);
  const found = counted?.total ?? 0;
  return { total: Math.min(found, cap), capped: found > cap };
}
