import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';
import type { Db } from './client';

/** A selected field as Drizzle orders them for a statement: where its value goes, and what it is. */
export interface OrderedField {
  path: string[];
  field: unknown;
}
type Row = unknown[];
type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Mapped = Record<string, unknown>;

/** The decoder Drizzle's `mapResultRow` picks for a field (drizzle-orm/utils.js): a column, an `sql`, a subquery. */
function decoderOf(field: unknown): Decoder {
  // An sql's decoder is internal to Drizzle (`.mapWith()` sets it); mapResultRow reads it the same way.
  type Decoded = { decoder: Decoder };
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: Decoded } })._.sql.decoder;
  return (field as { sql: Decoded }).sql.decoder;
}

/**
 * Drizzle's `mapResultRow`, with everything that depends only on the statement worked out once instead of for
 * every value of every row: which decoder each field has (`is()` walks prototype chains), its path, its table.
 * Same result, including the left-join rule: a nested object whose first column is null becomes null when that
 * column's table may be missing (`joinsNotNullableMap`), unless its columns come from several tables.
 */
export function compileRowMapper(fields: readonly OrderedField[]) {
  const plan = fields.map(({ path, field }, index) => ({
    index,
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    decoder: decoderOf(field),
    /** The table of a column one level down (`{ profile: { id: profiles.id } }`): the left-join rule's unit. */
    table: path.length === 2 && is(field, Column) ? getTableName(field.table) : undefined,
    object: path[0]!,
  }));
  return (rows: readonly Row[], joinsNotNullableMap: Record<string, boolean> | undefined): Mapped[] =>
    rows.map((row) => {
      const result: Mapped = {};
      let firstOfObject: Record<string, string | false> | undefined;
      for (const step of plan) {
        let node = result;
        for (const parent of step.parents) node = (node[parent] ??= {}) as Mapped;
        const raw = row[step.index];
        const value = raw === null ? null : step.decoder.mapFromDriverValue(raw);
        node[step.key] = value;
        if (!joinsNotNullableMap || step.table === undefined) continue;
        firstOfObject ??= {};
        const seen = firstOfObject[step.object];
        if (seen === undefined) firstOfObject[step.object] = value === null ? step.table : false;
        else if (typeof seen === 'string' && seen !== step.table) firstOfObject[step.object] = false;
      }
      if (firstOfObject) {
        for (const [object, table] of Object.entries(firstOfObject)) {
          if (typeof table === 'string' && !joinsNotNullableMap![table]) result[object] = null;
        }
      }
      return result;
    });
}

type PrepareQuery = (
  query: unknown,
  fields: OrderedField[] | undefined,
  name: string | undefined,
  isResponseInArrayMode: boolean,
  customResultMapper?: (rows: Row[]) => unknown,
  ...rest: unknown[]
) => { joinsNotNullableMap?: Record<string, boolean> };

/**
 * Named prepared statements (`.prepare(name)`, the hot reads: decision 0028) map their rows through a mapper
 * compiled once with the statement, on this handle's session. Unnamed queries, and those that already map their
 * own rows (relational queries), keep Drizzle's way.
 */
export function compileRowsOfPreparedStatements(db: Db): void {
  const session = (db as unknown as { session: { prepareQuery: PrepareQuery } }).session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, isResponseInArrayMode, customResultMapper, ...rest) => {
    if (name === undefined || !fields || customResultMapper || !isResponseInArrayMode) {
      return prepareQuery(query, fields, name, isResponseInArrayMode, customResultMapper, ...rest);
    }
    const map = compileRowMapper(fields);
    // Drizzle sets joinsNotNullableMap on the statement after this returns: read it when rows arrive.
    const statement = prepareQuery(
      query,
      fields,
      name,
      isResponseInArrayMode,
      (rows) => map(rows, statement.joinsNotNullableMap),
      ...rest,
    );
    return statement;
  };
}
