// Independent re-derivation of every numeric answer in the algorithms bank (see ./harness.ts). Each check uses a
// brute-force or differently structured method than the one the worked solution teaches.
import { combinations, permutations } from './math';
import { closedForm, enumeration, verifyCategory, type Check } from './harness';
import { mulberry32, randomInt } from './rng';

type Edge = [string, string, number];

/** Do these edges form a spanning tree of `vertices` (n − 1 edges, no cycle)? */
function isSpanningTree(vertices: readonly string[], edges: readonly Edge[]): boolean {
  if (edges.length !== vertices.length - 1) return false;
  const parent = new Map(vertices.map((v) => [v, v]));
  const find = (v: string): string => {
    let root = v;
    while (parent.get(root) !== root) root = parent.get(root)!;
    return root;
  };
  for (const [a, b] of edges) {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return false;
    parent.set(ra, rb);
  }
  return true;
}

function shuffled(n: number, seed: number): number[] {
  const rng = mulberry32(seed);
  const a = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** Subsets of `items` (by bitmask) — for brute-force searches over at most ~20 items. */
function* subsets<T>(items: readonly T[]): Generator<T[]> {
  for (let mask = 0; mask < 1 << items.length; mask++) yield items.filter((_, i) => mask & (1 << i));
}

const checks: Record<string, Check> = {
  'algo-stairs-one-two-three': enumeration(() => {
    // Walk every sequence of moves explicitly (no memoisation) and count those landing exactly on the top.
    const walk = (remaining: number): number =>
      remaining === 0 ? 1 : [1, 2, 3].filter((s) => s <= remaining).reduce((n, s) => n + walk(remaining - s), 0);
    return walk(10);
  }),

  'algo-lattice-paths': enumeration(() => {
    let count = 0;
    for (const moves of subsets(new Array<number>(9).fill(0))) if (moves.length === 4) count++;
    return count;
  }),

  'algo-binary-search-max-probes': enumeration(() => {
    const sorted = Array.from({ length: 1000 }, (_, i) => 2 * i);
    let worst = 0;
    for (let target = -1; target <= 2000; target++) {
      let lo = 0;
      let hi = sorted.length - 1;
      let probes = 0;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        probes++;
        if (sorted[mid] === target) break;
        if (sorted[mid]! < target) lo = mid + 1;
        else hi = mid - 1;
      }
      worst = Math.max(worst, probes);
    }
    return worst;
  }),

  'algo-min-coins-non-greedy': enumeration(() => {
    let best = Infinity;
    for (let quarters = 0; quarters * 25 <= 30; quarters++)
      for (let dimes = 0; quarters * 25 + dimes * 10 <= 30; dimes++) {
        const ones = 30 - quarters * 25 - dimes * 10;
        best = Math.min(best, quarters + dimes + ones);
      }
    return best;
  }),

  'algo-clear-lowest-set-bit': closedForm(() => 52 & 51),

  'algo-tower-of-hanoi-seven': enumeration(() => {
    // Breadth-first search over all 3⁷ configurations (state = peg of each disk, smallest disk first).
    const disks = 7;
    const encode = (pegs: number[]) => pegs.reduce((code, p, i) => code + p * 3 ** i, 0);
    const start = new Array<number>(disks).fill(0);
    const goal = encode(new Array<number>(disks).fill(2));
    const distance = new Map([[encode(start), 0]]);
    let frontier = [start];
    while (frontier.length > 0) {
      const next: number[][] = [];
      for (const pegs of frontier) {
        const d = distance.get(encode(pegs))!;
        if (encode(pegs) === goal) return d;
        for (let from = 0; from < 3; from++) {
          const top = pegs.indexOf(from); // smallest disk on `from`
          if (top < 0) continue;
          for (let to = 0; to < 3; to++) {
            if (to === from) continue;
            const topOfTarget = pegs.indexOf(to);
            if (topOfTarget >= 0 && topOfTarget < top) continue; // cannot place on a smaller disk
            const moved = pegs.slice();
            moved[top] = to;
            const code = encode(moved);
            if (!distance.has(code)) {
              distance.set(code, d + 1);
              next.push(moved);
            }
          }
        }
      }
      frontier = next;
    }
    throw new Error('goal unreachable');
  }),

  'algo-maximum-subarray-sum': enumeration(() => {
    const a = [4, -7, 3, 5, -2, 6, -9, 4, 2, -1];
    let best = -Infinity;
    for (let i = 0; i < a.length; i++)
      for (let j = i; j < a.length; j++)
        best = Math.max(
          best,
          a.slice(i, j + 1).reduce((s, x) => s + x, 0),
        );
    return best;
  }),

  'algo-total-popcount': enumeration(() => {
    let total = 0;
    for (let n = 1; n <= 1023; n++)
      total += n
        .toString(2)
        .split('')
        .filter((c) => c === '1').length;
    return total;
  }),

  'algo-shortest-path-weighted': enumeration(() => {
    // Floyd–Warshall over all pairs.
    const edges: Edge[] = [
      ['A', 'B', 4],
      ['A', 'C', 2],
      ['B', 'C', 1],
      ['B', 'D', 5],
      ['C', 'D', 8],
      ['C', 'E', 10],
      ['D', 'E', 2],
      ['D', 'F', 6],
      ['E', 'F', 3],
    ];
    const v = ['A', 'B', 'C', 'D', 'E', 'F'];
    const d = v.map((a) => v.map((b) => (a === b ? 0 : Infinity)));
    for (const [a, b, w] of edges) {
      d[v.indexOf(a)]![v.indexOf(b)] = w;
      d[v.indexOf(b)]![v.indexOf(a)] = w;
    }
    for (let k = 0; k < v.length; k++)
      for (let i = 0; i < v.length; i++)
        for (let j = 0; j < v.length; j++) d[i]![j] = Math.min(d[i]![j]!, d[i]![k]! + d[k]![j]!);
    return d[0]![5]!;
  }),

  'algo-lattice-paths-avoiding-point': enumeration(() => {
    // Enumerate every arrangement of 6 right and 6 up moves and reject those visiting (3, 3).
    let count = 0;
    for (const ups of combinations(12, 6)) {
      const upSet = new Set(ups);
      let x = 0;
      let y = 0;
      let hits = false;
      for (let step = 0; step < 12; step++) {
        if (upSet.has(step)) y++;
        else x++;
        if (x === 3 && y === 3) hits = true;
      }
      if (!hits) count++;
    }
    return count;
  }),

  'algo-max-and-min-comparisons': enumeration(() => {
    // Run the pairwise algorithm with a comparison counter on many inputs and report the worst count.
    let worst = 0;
    for (let trial = 0; trial < 200; trial++) {
      const a = trial === 0 ? Array.from({ length: 100 }, (_, i) => i) : shuffled(100, 2000 + trial);
      let comparisons = 0;
      const less = (x: number, y: number) => {
        comparisons++;
        return x < y;
      };
      let min: number;
      let max: number;
      if (less(a[0]!, a[1]!)) [min, max] = [a[0]!, a[1]!];
      else [min, max] = [a[1]!, a[0]!];
      for (let i = 2; i < a.length; i += 2) {
        const [small, big] = less(a[i]!, a[i + 1]!) ? [a[i]!, a[i + 1]!] : [a[i + 1]!, a[i]!];
        if (less(small, min)) min = small;
        if (less(max, big)) max = big;
      }
      if (min !== Math.min(...a) || max !== Math.max(...a)) throw new Error('wrong extremes');
      worst = Math.max(worst, comparisons);
    }
    return worst;
  }),

  'algo-distinct-bst-shapes': enumeration(() => {
    // Insert every ordering of the keys and collect the distinct tree shapes.
    interface Node {
      key: number;
      left?: Node;
      right?: Node;
    }
    const insert = (node: Node | undefined, key: number): Node => {
      if (!node) return { key };
      if (key < node.key) node.left = insert(node.left, key);
      else node.right = insert(node.right, key);
      return node;
    };
    const shape = (node: Node | undefined): string => (node ? `(${shape(node.left)}${shape(node.right)})` : '.');
    const shapes = new Set<string>();
    for (const order of permutations([1, 2, 3, 4, 5, 6])) {
      let root: Node | undefined;
      for (const key of order) root = insert(root, key);
      shapes.add(shape(root));
    }
    return shapes.size;
  }),

  'algo-edit-distance': enumeration(() => {
    // Breadth-first search over strings: the distance is the fewest single edits turning MARGIN into MARKET.
    const from = 'MARGIN';
    const to = 'MARKET';
    const alphabet = [...new Set(from + to)];
    const seen = new Set([from]);
    let frontier = [from];
    for (let distance = 0; frontier.length > 0; distance++) {
      if (frontier.includes(to)) return distance;
      const next: string[] = [];
      for (const s of frontier) {
        const neighbours: string[] = [];
        for (let i = 0; i <= s.length; i++) {
          if (i < s.length) neighbours.push(s.slice(0, i) + s.slice(i + 1));
          for (const c of alphabet) {
            neighbours.push(s.slice(0, i) + c + s.slice(i));
            if (i < s.length) neighbours.push(s.slice(0, i) + c + s.slice(i + 1));
          }
        }
        for (const n of neighbours)
          if (!seen.has(n) && n.length <= 7) {
            seen.add(n);
            next.push(n);
          }
      }
      frontier = next;
    }
    throw new Error('unreachable');
  }),

  'algo-coin-change-ways': enumeration(() => {
    let ways = 0;
    for (let q = 0; q <= 3; q++)
      for (let d = 0; d <= 7; d++) for (let n = 0; n <= 15; n++) if (25 * q + 10 * d + 5 * n === 75) ways++;
    return ways;
  }),

  'algo-count-inversions': enumeration(() => {
    const a = [3, 7, 1, 8, 5, 2, 6, 4];
    let count = 0;
    for (let i = 0; i < a.length; i++) for (let j = i + 1; j < a.length; j++) if (a[i]! > a[j]!) count++;
    return count;
  }),

  'algo-minimum-spanning-tree-weight': enumeration(() => {
    const edges: Edge[] = [
      ['A', 'B', 7],
      ['A', 'C', 1],
      ['B', 'C', 4],
      ['B', 'D', 2],
      ['C', 'D', 8],
      ['C', 'E', 9],
      ['D', 'E', 5],
      ['B', 'E', 6],
    ];
    const vertices = ['A', 'B', 'C', 'D', 'E'];
    let best = Infinity;
    for (const tree of subsets(edges))
      if (isSpanningTree(vertices, tree))
        best = Math.min(
          best,
          tree.reduce((s, e) => s + e[2], 0),
        );
    return best;
  }),

  'algo-second-largest-comparisons': enumeration(() => {
    // Knockout tournament, then the best of the champion's victims, with a comparison counter, on many inputs.
    let worst = 0;
    for (let trial = 0; trial < 200; trial++) {
      const a = shuffled(64, 3000 + trial);
      let comparisons = 0;
      const beaten = new Map<number, number[]>(a.map((x) => [x, []]));
      let round = a.slice();
      while (round.length > 1) {
        const next: number[] = [];
        for (let i = 0; i < round.length; i += 2) {
          comparisons++;
          const [winner, loser] = round[i]! > round[i + 1]! ? [round[i]!, round[i + 1]!] : [round[i + 1]!, round[i]!];
          beaten.get(winner)!.push(loser);
          next.push(winner);
        }
        round = next;
      }
      const victims = beaten.get(round[0]!)!;
      let second = victims[0]!;
      for (const v of victims.slice(1)) {
        comparisons++;
        if (v > second) second = v;
      }
      if (second !== 62) throw new Error('wrong second largest');
      worst = Math.max(worst, comparisons);
    }
    return worst;
  }),

  'algo-knapsack-zero-one': enumeration(() => {
    const items: [number, number][] = [
      [1, 3],
      [4, 10],
      [5, 14],
      [7, 19],
      [3, 8],
      [6, 16],
    ];
    let best = 0;
    for (const chosen of subsets(items)) {
      const weight = chosen.reduce((s, [w]) => s + w, 0);
      const value = chosen.reduce((s, [, v]) => s + v, 0);
      if (weight <= 15) best = Math.max(best, value);
    }
    return best;
  }),

  'algo-count-topological-orders': enumeration(() => {
    const edges = [
      ['A', 'D'],
      ['B', 'D'],
      ['C', 'E'],
      ['D', 'F'],
      ['E', 'F'],
    ];
    return permutations(['A', 'B', 'C', 'D', 'E', 'F']).filter((order) =>
      edges.every(([u, v]) => order.indexOf(u!) < order.indexOf(v!)),
    ).length;
  }),

  'algo-spanning-trees-complete-graph': enumeration(() => {
    const vertices = ['1', '2', '3', '4', '5'];
    const edges: Edge[] = combinations(5, 2).map(([i, j]) => [vertices[i!]!, vertices[j!]!, 1]);
    let count = 0;
    for (const subset of combinations(edges.length, 4))
      if (
        isSpanningTree(
          vertices,
          subset.map((i) => edges[i]!),
        )
      )
        count++;
    return count;
  }),

  'algo-egg-drop-three-eggs': enumeration(() => {
    // Minimax DP: worst-case drops W(e, n) for n unresolved floors = 1 + min over the drop floor k of
    // max(W(e − 1, k − 1) if it breaks, W(e, n − k) if it survives).
    const floors = 100;
    const w: number[][] = [new Array<number>(floors + 1).fill(Infinity)];
    w[0]![0] = 0;
    for (let e = 1; e <= 3; e++) {
      const row = [0];
      for (let n = 1; n <= floors; n++) {
        let best = Infinity;
        for (let k = 1; k <= n; k++) best = Math.min(best, 1 + Math.max(w[e - 1]![k - 1]!, row[n - k]!));
        row.push(best);
      }
      w.push(row);
    }
    return w[3]![floors]!;
  }),

  'algo-seven-queens': enumeration(
    () =>
      permutations([0, 1, 2, 3, 4, 5, 6]).filter((cols) =>
        cols.every((c, r) => cols.every((c2, r2) => r2 <= r || Math.abs(c - c2) !== r2 - r)),
      ).length,
  ),

  'algo-derangements-six': enumeration(
    () => permutations([0, 1, 2, 3, 4, 5]).filter((p) => p.every((x, i) => x !== i)).length,
  ),

  'algo-longest-increasing-subsequence': enumeration(() => {
    const a = [5, 2, 8, 6, 3, 6, 9, 7, 4, 10, 1, 11];
    let best = 0;
    for (const sub of subsets(a))
      if (sub.every((x, i) => i === 0 || x > sub[i - 1]!)) best = Math.max(best, sub.length);
    return best;
  }),
};

verifyCategory('algorithms', checks);
