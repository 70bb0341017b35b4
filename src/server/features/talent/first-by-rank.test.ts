import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../platform/seeded-random';
import { firstByRank } from './first-by-rank';

/** What the directory did before: a stable sort of every match by rank, higher first. */
const sortedByRank = (slots: number[], ranks: number[]) =>
  slots
    .map((slot, at) => ({ slot, rank: ranks[at]! }))
    .sort((a, b) => b.rank - a.rank)
    .map(({ slot }) => slot);

describe('firstByRank', () => {
  it('gives the first slots of a stable sort by rank, for short and long prefixes, with many ties', () => {
    const random = mulberry32(17);
    for (let round = 0; round < 200; round++) {
      const size = Math.floor(random() * 1_200);
      const slots = Array.from({ length: size }, () => Math.floor(random() * 100_000));
      // Few distinct ranks, so ties are common, as with one-word keywords.
      const distinct = 1 + Math.floor(random() * 6);
      const ranks = slots.map(() => Math.floor(random() * distinct) / 10);
      const count = [0, 1, 20, 40, 100, 140, 1_000, 1_500][round % 8]!;
      expect(firstByRank(slots, ranks, count)).toEqual(sortedByRank(slots, ranks).slice(0, count));
    }
  });
});
