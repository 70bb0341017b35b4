import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quantProfiles } from '../../db/schema';
import { listedFor, type Viewer } from '../../platform/talent-visibility';
import { talentCardColumns } from './talent-card';

/** A row of talentCardColumns as Drizzle reads it. */
export type TalentCardRow = Awaited<ReturnType<typeof cardRows>>[number];

const cardRows = (db: Db, company: Viewer, ids: string[]) =>
  db
    .select(talentCardColumns)
    .from(quantProfiles)
    .where(and(inArray(quantProfiles.id, ids), listedFor(company)));

/**
 * The card rows of the profiles the talent index chose, by id, read through listedFor: a quant who hid or blocked
 * the company since the index last looked is not among them (the caller leaves that id out).
 */
export async function cardRowsById(db: Db, company: Viewer, ids: string[]): Promise<Map<string, TalentCardRow>> {
  const rows = ids.length === 0 ? [] : await cardRows(db, company, ids);
  return new Map(rows.map((row) => [row.id, row]));
}
