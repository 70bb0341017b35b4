import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyApplicationVersions, companyProfiles, userApplications } from '../../db/schema';
import { preparedPerDb } from '../../platform/prepared';

/**
 * How many of a company's applications match the board's filters, remembered per database handle, company and
 * filters together with the company's applications version (decision 0022). Triggers raise that version in the
 * same transaction as any change to the company's applications or its positions' titles, which is everything a
 * filter reads; so a remembered count is given only while the version read in the same statement is the one it
 * was counted at, and is exactly what counting again would give. Every process keeps its own, and the version
 * lives in the database, so several processes stay right. Counting the busiest company's filtered applications
 * took 1–16 ms (bench:applications); checking the version takes one primary-key read.
 */
const MAX_REMEMBERED = 5_000;
const remembered = new WeakMap<Db, Map<string, { version: string; total: number }>>();

const companyId = sql.placeholder('companyId');
const version = sql<string>`coalesce((select ${companyApplicationVersions.version} from ${companyApplicationVersions} where ${companyApplicationVersions.companyId} = ${companyId}), 0)::text`;

/**
 * The count statement of one filter shape (`where`, with the filters' placeholders): the company's applications
 * version, and the count unless the version is the `knownVersion` placeholder's (PostgreSQL then skips counting).
 */
export function preparedCount(name: string, where: SQL) {
  return preparedPerDb((db) =>
    db
      .select({
        version,
        total: sql<
          number | null
        >`case when ${version} = ${sql.placeholder('knownVersion')} then null else (select count(*) from ${userApplications} where ${where})::int end`,
      })
      .from(companyProfiles)
      .where(eq(companyProfiles.id, companyId))
      .prepare(name),
  );
}

/** The count of `statement` with `values` (which hold the company's id), remembered under `key`. */
export async function countApplications(
  db: Db,
  statement: ReturnType<typeof preparedCount>,
  values: Record<string, unknown>,
  key: string,
): Promise<number> {
  let counts = remembered.get(db);
  if (!counts) {
    counts = new Map();
    remembered.set(db, counts);
  }
  const known = counts.get(key);
  const [row] = await statement(db).execute({ ...values, knownVersion: known?.version ?? '' });
  if (!row) return 0;
  if (row.total === null && known) return known.total;
  const total = row.total ?? 0;
  counts.delete(key);
  counts.set(key, { version: row.version, total });
  // A Map keeps insertion order: the least recently counted goes first.
  if (counts.size > MAX_REMEMBERED) counts.delete(counts.keys().next().value!);
  return total;
}
