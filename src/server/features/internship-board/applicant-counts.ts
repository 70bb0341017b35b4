import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyApplicationVersions, companyProfiles, userApplications } from '../../db/schema';

/**
 * How many of a company's applications match the board's filters, remembered per database handle, company and
 * filters together with the company's applications version (decision 0022). Triggers raise that version in the
 * same transaction as any change to the company's applications or its positions' titles, which is everything a
 * filter reads; so a remembered count is given only while the version read in the same statement is the one it
 * was counted at, and is exactly what counting again would give. Every process keeps its own, and the version
 * lives in the database, so several processes stay right. Counting the busiest company's filtered applications
 * took 1–16 ms (bench:applications); checking the version takes one primary-key read.
 *
 * The page statement reads the version and the count with its rows (`countColumns`), so a page is one round trip;
 * only a page past the last, which has no row to carry them, sends the count on its own (`countApplications`).
 */
const MAX_REMEMBERED = 5_000;

export interface RememberedCount {
  version: string;
  total: number;
}
const remembered = new WeakMap<Db, Map<string, RememberedCount>>();

const versionOf = (companyId: string) =>
  sql<string>`coalesce((select ${companyApplicationVersions.version} from ${companyApplicationVersions} where ${companyApplicationVersions.companyId} = ${companyId}), 0)::text`;

/**
 * The company's applications version, and the count of `where` unless the version is `knownVersion` (the version
 * of a remembered count, '' for none): PostgreSQL then skips counting, and `total` is null.
 */
export function countColumns(companyId: string, where: SQL, knownVersion: string) {
  const version = versionOf(companyId);
  return {
    version,
    total: sql<
      number | null
    >`case when ${version} = ${knownVersion} then null else (select count(*) from ${userApplications} where ${where})::int end`,
  };
}

function countsOf(db: Db): Map<string, RememberedCount> {
  let counts = remembered.get(db);
  if (!counts) {
    counts = new Map();
    remembered.set(db, counts);
  }
  return counts;
}

/** The count remembered under `key`, if any: its version goes as the statement's `knownVersion`. */
export function rememberedCount(db: Db, key: string): RememberedCount | undefined {
  return countsOf(db).get(key);
}

/** The `knownVersion` placeholder's value for `known`: '' when nothing is remembered (no version reads as ''). */
export const knownVersionOf = (known: RememberedCount | undefined) => known?.version ?? '';

/**
 * The count a statement's `answer` gives: counted, or `known`'s (the entry read before the statement was sent, so
 * a newer count remembered meanwhile by another request is not mixed with this request's snapshot). Remembers it.
 */
export function countFrom(
  db: Db,
  key: string,
  known: RememberedCount | undefined,
  answer: { version: string; total: number | null },
): number {
  if (answer.total === null && known) return known.total;
  const total = answer.total ?? 0;
  const counts = countsOf(db);
  counts.delete(key);
  counts.set(key, { version: answer.version, total });
  // A Map keeps insertion order: the least recently counted goes first.
  if (counts.size > MAX_REMEMBERED) counts.delete(counts.keys().next().value!);
  return total;
}

/** The count of `where` (within the company `companyId`), remembered under `key`. */
export async function countApplications(db: Db, companyId: string, where: SQL, key: string): Promise<number> {
  const known = rememberedCount(db, key);
  const [row] = await db
    .select(countColumns(companyId, where, knownVersionOf(known)))
    .from(companyProfiles)
    .where(eq(companyProfiles.id, companyId));
  return row ? countFrom(db, key, known, row) : 0;
}
