/**
 * Pieces of the set-based `insert … select generate_series` statements the benchmarks load their data with: a
 * literal, an array of literals, one of them drawn per row, and the names people have.
 */
export const quote = (v: string) => `'${v.replace(/'/g, "''")}'`;
export const sqlArray = (values: readonly string[]) => `array[${values.map(quote).join(', ')}]`;
/** `array[...][1 + floor(random() * n)]`: one of `values`, uniformly, drawn per row. */
export const pick = (values: readonly string[]) => `(${sqlArray(values)})[1 + floor(random() * ${values.length})::int]`;

export const FIRST_NAMES =
  `Ada, Wei, Priya, Lucas, Sofia, Mateo, Chloé, Noah, Aisha, Hiroshi, Emma, Oluwaseun, Liam, Zoë,
  Ivan, Mei, Arjun, Fatima, Jonas, Sean`.split(/,\s+/);
export const LAST_NAMES =
  `Lovelace, Zhang, Patel, Müller, García, O'Brien, Nakamura, Okafor, Rossi, Kowalski, Nguyen, Smith,
  Dubois, Andersson, Cohen, Kim, Silva, Novak, Khan, Fischer`.split(/,\s+/);

/** Runs one loading statement on `client` and prints what it did and how long it took ("quants: 10,000 rows, 0.4 s"). */
export function timedSteps(client: { query(statement: string): Promise<{ rowCount: number | null }> }) {
  return async (what: string, statement: string) => {
    const started = performance.now();
    const result = await client.query(statement);
    const rows = result.rowCount === null ? '' : `${result.rowCount.toLocaleString('en-US')} rows, `;
    console.log(`  ${what}: ${rows}${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
}
