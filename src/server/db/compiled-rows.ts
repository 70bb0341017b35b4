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
 * The nested objects Drizzle's left-join rule may make null, each by its first column (Drizzle keys on the first
 * column only): those whose columns one level down all come from one table. An object with columns of several
 * tables is never made null, whatever the row holds.
 */
function leftJoinedObjects(fields: readonly OrderedField[]) {
  const objects = new Map<string, { key: string; table: string } | null>();
  for (const { path, field } of fields) {
    if (path.length !== 2 || !is(field, Column)) continue;
    const [object, key] = path as [string, string];
    const table = getTableName(field.table);
    const known = objects.get(object);
    if (known === undefined) objects.set(object, { key, table });
    else if (known && known.table !== table) objects.set(object, null);
  }
  return [...objects].flatMap(([object, first]) => (first ? [{ object, ...first }] : []));
}

/**
 * Drizzle's `mapResultRow`, with everything that depends only on the statement worked out once instead of for
 * every value of every row: which decoder each field has (`is()` walks prototype chains), its path, and which
 * objects the left-join rule applies to. Same result, including that rule: a nested object whose first column is
 * null becomes null when that column's table may be missing (`joinsNotNullableMap`), unless its columns come from
 * several tables.
 */
export function compileRowMapper(fields: readonly OrderedField[]) {
  const plan = fields.map(({ path, field }, index) => ({
    index,
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    decoder: decoderOf(field),
  }));
  const objects = leftJoinedObjects(fields);
  return (rows: readonly Row[], joinsNotNullableMap: Record<string, boolean> | undefined): Mapped[] => {
    const nullable = joinsNotNullableMap ? objects.filter(({ table }) => !joinsNotNullableMap[table]) : [];
    return rows.map((row) => {
      const result: Mapped = {};
      for (const step of plan) {
        let node = result;
        for (const parent of step.parents) node = (node[parent] ??= {}) as Mapped;
        const raw = row[step.index];
        node[step.key] = raw === null ? null : step.decoder.mapFromDriverValue(raw);
      }
      for (const { object, key } of nullable) if ((result[object] as Mapped)[key] === null) result[object] = null;
      return result;
    });
  };
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
