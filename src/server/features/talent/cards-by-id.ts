import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quantProfiles } from '../../db/schema';
import { preparedPerDb } from '../../platform/prepared';
import { listedFor } from '../../platform/talent-visibility';
import { talentCardColumns } from './talent-card';

/** The statement's placeholders: the profiles' ids, and the company (its domain counts for blocks; may be null). */
const CARDS = {
  ids: sql.placeholder('ids'),
  companyId: sql.placeholder('companyId'),
  domain: sql.placeholder('domain'),
};

/**
 * Prepared once per connection: every directory page and match reads its cards here, and building and planning
 * the statement each time cost more than running it (bench/talent.ts). A null domain matches no block's domain,
 * as leaving the domain out would.
 */
const cardRows = preparedPerDb((db) =>
  db
    .select(talentCardColumns)
    .from(quantProfiles)
    .where(
      and(
        sql`${quantProfiles.id} = any(${CARDS.ids}::uuid[])`,
        listedFor({ id: CARDS.companyId, domain: CARDS.domain }),
      ),
    )
    .prepare('talent_cards_by_id'),
);

/** A row of talentCardColumns as Drizzle reads it. */
export type TalentCardRow = Awaited<ReturnType<ReturnType<typeof cardRows>['execute']>>[number];

/**
 * The card rows of the profiles the talent index chose, by id, read through listedFor: a quant who hid or blocked
 * the company since the index last looked is not among them (the caller leaves that id out).
 */
export async function cardRowsById(
  db: Db,
  company: { id: string; domain: string | null },
  ids: string[],
): Promise<Map<string, TalentCardRow>> {
  const rows =
    ids.length === 0 ? [] : await cardRows(db).execute({ ids, companyId: company.id, domain: company.domain });
  return new Map(rows.map((row) => [row.id, row]));
}
