/**
 * PostgreSQL's `ts_rank(vector, query)` (src/backend/utils/adt/tsrank.c, default weights, no normalisation) for
 * the conjunctions the directory's plain keywords become, computed in the app so the talent index ranks its matches
 * without a statement: the same float4 arithmetic (Math.fround wherever C rounds to float), the same order of
 * operations, so the same ranks and the same ties as the SQL path (ts-rank.test.ts compares them with PostgreSQL's).
 */

const f = Math.fround;
/** D, C, B, A: tsrank.c's `weights`, as float4. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];
const MAX_ENTRY_POS = 1 << 14;
/** The position PostgreSQL gives an entry stored without positions: MAXENTRYPOS - 1, weight D. */
const NO_POSITIONS = new Uint16Array([MAX_ENTRY_POS - 1]);

const weightOf = (packed: number) => WEIGHTS[packed >> 14]!;
const positionOf = (packed: number) => packed & 0x3fff;

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/**
 * Where a document's positions are: entry e's are packed[starts[e] .. starts[e + 1]) (none: stored without any).
 * One document's arrays (tsvector-text.ts), or the index's arrays of all documents, the entries then numbered
 * across them.
 */
export interface RankedVector {
  starts: Uint32Array;
  packed: Uint16Array;
}

const positionsOf = (vector: RankedVector, entry: number): Uint16Array =>
  vector.starts[entry] === vector.starts[entry + 1]
    ? NO_POSITIONS
    : vector.packed.subarray(vector.starts[entry], vector.starts[entry + 1]);

/**
 * The rank of a document with at least one entry. `matched[i]` holds the entries (in the document's order) that
 * the query's i-th distinct operand matches, the operands sorted by their bytes as tsrank.c's SortAndUniqItems sorts
 * them; `conjunction` says the query's top is an AND of two or more operands (else, as for one operand, PostgreSQL
 * takes calc_rank_or). An empty document ranks 0 whatever the query: the caller knows it has none.
 */
export function tsRank(vector: RankedVector, matched: readonly (readonly number[])[], conjunction: boolean): number {
  if (matched.length === 0) return 0;
  let rank = conjunction && matched.length >= 2 ? rankAnd(vector, matched) : rankOr(vector, matched);
  if (rank < 0) rank = f(1e-20);
  return rank;
}

function rankOr(vector: RankedVector, matched: readonly (readonly number[])[]): number {
  let rank = 0;
  for (const entries of matched) {
    for (const entry of entries) rank = withOrTerm(rank, vector, entry);
  }
  return f(rank / matched.length);
}

/**
 * calc_rank_or's running sum with one more matched entry. For a query of one operand the sum is the rank
 * (divided by one operand): the talent index then ranks a document without listing its matched entries.
 */
export function withOrTerm(rank: number, vector: RankedVector, entry: number): number {
  // The entry's positions read in place (no view per entry: this runs for every match of every search).
  const from = vector.starts[entry]!;
  const count = vector.starts[entry + 1]! - from;
  let sum = 0;
  let heaviest = f(-1);
  let heaviestAt = 0;
  for (let j = 0; j < Math.max(count, 1); j++) {
    const weight = weightOf(count === 0 ? NO_POSITIONS[0]! : vector.packed[from + j]!);
    sum = f(sum + f(weight / ((j + 1) * (j + 1))));
    if (weight > heaviest) {
      heaviest = weight;
      heaviestAt = j;
    }
  }
  const term = f(f(heaviest + sum) - f(heaviest / ((heaviestAt + 1) * (heaviestAt + 1))));
  return f(rank + term / 1.64493406685);
}

function rankAnd(vector: RankedVector, matched: readonly (readonly number[])[]): number {
  let rank = f(-1);
  // Each operand's positions as last set: an operand matching several entries (a prefix) is paired with the later
  // operands through its last entry only, as in tsrank.c.
  const last: (Uint16Array | undefined)[] = [];
  for (let i = 0; i < matched.length; i++) {
    for (const entry of matched[i]!) {
      const positions = positionsOf(vector, entry);
      last[i] = positions;
      for (let k = 0; k < i; k++) {
        const earlier = last[k];
        if (!earlier) continue;
        for (const here of positions) {
          for (const there of earlier) {
            let distance = Math.abs(positionOf(here) - positionOf(there));
            if (distance || positions === NO_POSITIONS || earlier === NO_POSITIONS) {
              if (!distance) distance = MAX_ENTRY_POS;
              const weight = f(Math.sqrt(f(f(weightOf(here) * weightOf(there)) * wordDistance(distance))));
              rank = rank < 0 ? weight : f(1.0 - (1.0 - rank) * (1.0 - weight));
            }
          }
        }
      }
    }
  }
  return rank;
}
