import { sql, type SQL } from 'drizzle-orm';

/**
 * A subquery fragment for a single-table select's field list, with every column still qualified. Drizzle writes
 * such a select's own-level columns unqualified ("id"), which inside a subquery would name the subquery's tables'
 * columns instead of the outer row's; a fragment nested one level down is written in full ("projects"."id").
 */
export const qualified = <T>(fragment: SQL<T>): SQL<T> => sql<T>`${fragment}`;
