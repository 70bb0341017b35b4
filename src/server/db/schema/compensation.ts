import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CompensationLevel, CompensationReview, CompensationRole } from '../../../shared/compensation';

/**
 * Anonymous compensation entries (spec §3). Anonymous by design: no user id, no address, no user agent, and only
 * the day of submission (a precise time could be matched against other records to find the sender).
 * Amounts are whole USD. Hidden entries (soft delete by an operator) stay for the record but leave every answer.
 * An entry far outside its cell arrives held (hidden, review 'held') until an operator approves or hides it, so every
 * index, list and the histogram already leave it out (shared/compensation.ts needsReview).
 */
export const compensationEntries = pgTable(
  'compensation_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role').$type<CompensationRole>().notNull(),
    level: text('level').$type<CompensationLevel>().notNull(),
    region: text('region').notNull(),
    baseSalary: integer('base_salary').notNull(),
    bonus: integer('bonus'),
    stockValue: integer('stock_value'),
    /** base + bonus + stock, computed by the server on insert. */
    totalComp: integer('total_comp').notNull(),
    notes: text('notes'),
    year: integer('year').notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    submittedOn: date('submitted_on', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** null (never held), 'held' (waits for an operator, hidden) or 'approved' (was held, an operator let it in). */
    review: text('review').$type<CompensationReview>(),
    /** The operator's reason when last showing a hidden entry again. */
    reviewNote: text('review_note'),
  },
  (t) => {
    const visible = sql`${t.hiddenAt} is null`;
    // One index per sort key of the table (spec §4), id as tie-breaker for keyset paging; each serves asc and
    // desc. The expressions must match service.ts's sortExpression() exactly for the planner to use them.
    // The filter columns follow, so a filtered page is checked inside the index (Index Cond) and only the rows
    // shown are read from the table: 5x less work for "role + region, by base" at a million rows (decision 0006).
    const filters = [t.role, t.region, t.level] as const;
    return [
      index('compensation_entries_total_idx')
        .on(t.totalComp, t.id, ...filters)
        .where(visible),
      index('compensation_entries_total_no_stock_idx')
        .on(sql`(${t.baseSalary} + coalesce(${t.bonus}, 0))`, t.id, ...filters)
        .where(visible),
      index('compensation_entries_total_no_bonus_idx')
        .on(sql`(${t.baseSalary} + coalesce(${t.stockValue}, 0))`, t.id, ...filters)
        .where(visible),
      index('compensation_entries_base_idx')
        .on(t.baseSalary, t.id, ...filters)
        .where(visible),
      index('compensation_entries_bonus_idx')
        .on(sql`coalesce(${t.bonus}, 0)`, t.id, ...filters)
        .where(visible),
      index('compensation_entries_stock_idx')
        .on(sql`coalesce(${t.stockValue}, 0)`, t.id, ...filters)
        .where(visible),
      index('compensation_entries_year_idx')
        .on(t.year, t.id, ...filters)
        .where(visible),
      // A narrow filter (all three set) with the default sort reads its page straight from this one.
      index('compensation_entries_cell_total_idx').on(t.role, t.level, t.region, t.totalComp, t.id).where(visible),
      // The operators' queues: held entries oldest first, hidden ones newest first; both few.
      index('compensation_entries_hidden_at_idx')
        .on(t.hiddenAt, t.id)
        .where(sql`${t.hiddenAt} is not null`),
      index('compensation_entries_demo_idx')
        .on(t.isDemo)
        .where(sql`${t.isDemo}`),
    ];
  },
);

/**
 * Counts of visible entries per amount bucket, for every filter the page offers: role, level and region each
 * either a value or '*' (any). Maintained in the same transaction as every insert and hide, so statistics for
 * any filter read one small slice instead of scanning up to a million entries (docs/decisions/0006).
 */
export const compensationHistogram = pgTable(
  'compensation_histogram',
  {
    role: text('role').notNull(),
    region: text('region').notNull(),
    level: text('level').notNull(),
    /** base, bonus, total, total_no_stock, total_no_bonus (total without both is base). */
    metric: text('metric').notNull(),
    /** Lower edge of the bucket in USD (see histogram.ts for the widths). */
    bucket: integer('bucket').notNull(),
    entries: integer('entries').notNull(),
  },
  // Role and region first: a statistics read fixes both, then takes one level or every level of one metric.
  (t) => [primaryKey({ columns: [t.role, t.region, t.level, t.metric, t.bucket] })],
);

/**
 * One row (id 1) whose generation goes up in the same transaction as every change to the histogram. A statistics
 * answer computed at generation G stays right until G moves, so app processes may keep answers in memory keyed by
 * it (docs/decisions/0006) and still agree with each other and with the database.
 */
export const compensationStatsGeneration = pgTable('compensation_stats_generation', {
  id: integer('id').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
});
