import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedPerDb } from '../../../platform/prepared';
import { TalentIndex, type IndexedProfile } from './talent-index';

/**
 * Keeps each process's talent index in step with quant_search (decision 0025). Every search first looks at what
 * changed since the index's last look, by the writing transactions' ids (quant_search.changed_by, stamped by a
 * trigger) and the ids deleted meanwhile (quant_search_removed), so a write committed before a search started is
 * in its answer: a quant who hides, blocks a firm or fills in their profile is out of, or in, the next page at once,
 * in every process. The look is one small statement through the changed_by index.
 *
 * Why the horizon is a snapshot's xmin: every transaction not yet visible to a look has an id at or above the
 * lowest id still running when it looked, so reading `changed_by >= xmin` next time misses no commit, however the
 * commits interleave; rows read twice are applied twice, which changes nothing.
 */

/** Deleted ids stay in quant_search_removed for a day: an index that has not looked for half of that loads anew. */
const RELOAD_AFTER_MS = 12 * 60 * 60 * 1000;

interface Looked {
  index: TalentIndex;
  horizon: string;
  lookedAt: number;
}

const horizonSql = sql`pg_snapshot_xmin(pg_current_snapshot())::text`;
const rowColumns = sql`profile_id::text as "profileId", listed,
  (extract(epoch from created_at) * 1000000)::float8 as "createdMicros", rate_low as "rateLow", rate_high as "rateHigh",
  filter_keys as "filterKeys", blocked_keys as "blockedKeys", search_vector::text as vector,
  experience_years as "experienceYears", highest_degree as "highestDegree", availability, location,
  prefers_remote as "prefersRemote"`;

type Row = IndexedProfile & { listed: boolean };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function loadAll(db: Db): Promise<Looked> {
  const lookedAt = Date.now();
  // The horizon first: what commits while the rows are read is read again on the next look.
  const [mark] = rowsOf<{ horizon: string }>(await db.execute(sql`select ${horizonSql} as horizon`));
  const rows = rowsOf<Row>(await db.execute(sql`select ${rowColumns} from quant_search where listed`));
  return { index: TalentIndex.build(rows), horizon: mark!.horizon, lookedAt };
}

const SINCE = sql.placeholder('horizon');

/**
 * What changed since a look's horizon, and the next horizon. Prepared once per connection: under load nearly every
 * search starts a look, and planning it took PostgreSQL several times as long as running it.
 */
const changesSince = preparedPerDb((db) =>
  db
    .select({
      horizon: sql<string>`${horizonSql}`,
      removed: sql<
        string[]
      >`array(select profile_id::text from quant_search_removed where removed_by >= ${SINCE}::xid8)`,
      changed: sql<Row[]>`(select coalesce(json_agg(c), '[]'::json) from (select ${rowColumns} from quant_search
        where changed_by >= ${SINCE}::xid8) as c)`,
    })
    .from(sql`(values (1)) as one (x)`)
    .prepare('talent_index_changes'),
);

async function applyChanges(db: Db, looked: Looked): Promise<void> {
  const lookedAt = Date.now();
  const [changes] = await changesSince(db).execute({ horizon: looked.horizon });
  // Deletions first: a row still in quant_search is the truth, whatever was deleted before it.
  for (const profileId of changes!.removed) looked.index.remove(profileId);
  for (const row of changes!.changed) {
    if (row.listed) looked.index.upsert(row);
    else looked.index.remove(row.profileId);
  }
  looked.horizon = changes!.horizon;
  looked.lookedAt = lookedAt;
}

/** One database's index: one look at a time, and a search waits for a look that started after it arrived. */
class IndexKeeper {
  private looked: Looked | null = null;
  private running: Promise<TalentIndex> | null = null;
  private queued: Promise<TalentIndex> | null = null;

  constructor(private readonly db: Db) {}

  current(): Promise<TalentIndex> {
    if (this.queued) return this.queued;
    if (this.running) {
      const queued = this.running
        .then(
          () => {},
          () => {},
        )
        .then(() => {
          this.queued = null;
          return this.start();
        });
      this.queued = queued;
      return queued;
    }
    return this.start();
  }

  private start(): Promise<TalentIndex> {
    const run = this.look().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private async look(): Promise<TalentIndex> {
    const looked = this.looked;
    if (!looked || looked.index.wornOut || Date.now() - looked.lookedAt > RELOAD_AFTER_MS) {
      this.looked = await loadAll(this.db);
      return this.looked.index;
    }
    await applyChanges(this.db, looked);
    return looked.index;
  }
}

const keepers = new WeakMap<Db, IndexKeeper>();

/** The talent index of `db`'s listed quants, with every write committed before this call. */
export function talentIndex(db: Db): Promise<TalentIndex> {
  let keeper = keepers.get(db);
  if (!keeper) keepers.set(db, (keeper = new IndexKeeper(db)));
  return keeper.current();
}
