/**
 * The first `count` of `slots` by rank, higher first, ties kept in the slots' given order (the directory's
 * newest-first order: the SQL path's `rank desc, created_at desc, id desc`). The first pages, which are nearly all
 * of what firms open, keep a short sorted list instead of sorting all 1,000 matches; a page far down sorts them.
 */
export function firstByRank(slots: readonly number[], ranks: readonly number[], count: number): number[] {
  if (count * 8 > slots.length) {
    return slots
      .map((slot, at) => ({ slot, at, rank: ranks[at]! }))
      .sort((a, b) => b.rank - a.rank || a.at - b.at)
      .slice(0, count)
      .map(({ slot }) => slot);
  }
  const best: number[] = [];
  for (let at = 0; at < slots.length && count > 0; at++) {
    const rank = ranks[at]!;
    // A later match must rank strictly higher to pass one already kept: ties go to the earlier.
    if (best.length === count && !(rank > ranks[best[count - 1]!]!)) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (ranks[best[middle]!]! >= rank) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, at);
    if (best.length > count) best.pop();
  }
  return best.map((at) => slots[at]!);
}
