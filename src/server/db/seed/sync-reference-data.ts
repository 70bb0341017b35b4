import { and, getTableColumns, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { competitions, firms, internshipPositions, interviewQuestions } from '../schema';
import { COMPETITIONS } from './competitions';
import { FIRMS } from './firms';
import { INTERNSHIPS } from './internships';
import { INTERVIEW_QUESTIONS } from './interview-questions';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Makes one reference table equal to `rows`: inserts new rows, updates every column of existing ones (matched
 * on `key`), deletes the rest. The updated columns come from the table itself, so a new column is never left out;
 * `keep` names columns set only when a row is first inserted. Rows whose key is null (not reference data, e.g.
 * positions posted by firms) are never touched.
 */
async function replaceTable<T extends PgTable>(
  tx: Transaction,
  table: T,
  key: PgColumn,
  rows: T['$inferInsert'][],
  keyOf: (row: T['$inferInsert']) => string,
  keep: PgColumn[] = [],
): Promise<void> {
  const set: Record<string, SQL> = {};
  const kept = new Set([key.name, ...keep.map((column) => column.name)]);
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    // A generated primary key (serial id, random uuid) is the database's, never the seed's.
    if (kept.has(column.name) || (column.primary && column.hasDefault)) continue;
    set[property] = sql`excluded.${sql.identifier(column.name)}`;
  }
  await tx.insert(table).values(rows).onConflictDoUpdate({ target: key, set });
  await tx.delete(table).where(and(isNotNull(key), notInArray(key, rows.map(keyOf))));
}

/**
 * Makes the reference tables equal to the typed seed data. Idempotent, so every start runs it; one transaction,
 * so readers never see a half-synced list.
 */
export async function syncReferenceData(db: Db): Promise<void> {
  // Interview questions keep the bank's order within each category.
  const positions = new Map<string, number>();
  const questions = INTERVIEW_QUESTIONS.map((q) => {
    const position = (positions.get(q.category) ?? 0) + 1;
    positions.set(q.category, position);
    return { ...q, position, answer: q.answer ?? null };
  });

  await db.transaction(async (tx) => {
    await replaceTable(tx, firms, firms.name, [...FIRMS], (f) => f.name);
    await replaceTable(
      tx,
      competitions,
      competitions.slug,
      COMPETITIONS.map((c) => ({ ...c, categories: [...c.categories] })),
      (c) => c.slug,
    );
    await replaceTable(tx, interviewQuestions, interviewQuestions.slug, questions, (q) => q.slug);
    // Reference listings recruit on a rolling basis: no deadline, which also clears the invented one an older
    // install rolled forward into the row.
    await replaceTable(
      tx,
      internshipPositions,
      internshipPositions.referenceKey,
      INTERNSHIPS.map(({ key, ...listing }) => ({
        ...listing,
        requirements: [...listing.requirements],
        referenceKey: key,
        deadline: null,
        status: 'Open',
      })),
      (row) => row.referenceKey!,
      [internshipPositions.createdAt],
    );
  });
}
