// Independent re-derivation of every numeric answer in the probability bank (see ./harness.ts).
import { combinations, simpson, solveLinear, tuples } from './math';
import { closedForm, enumeration, monteCarlo, verifyCategory, type Check } from './harness';
import { exponential, monteCarloMean, mulberry32, randomInt } from './rng';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Average of f over every outcome of `count` fair dice with `faces` faces. */
function averageOverDice(faces: number, count: number, f: (faces: number[]) => number): number {
  let total = 0;
  let n = 0;
  for (const roll of tuples(faces, count)) {
    total += f(roll.map((x) => x + 1));
    n++;
  }
  return total / n;
}

/**
 * Coin-flip automaton: the state is the last (L − 1) flips, where L is the longest pattern. `outcome` returns the
 * absorbing value when the history ends with a pattern, or undefined to continue. Solves for the value at the empty
 * history of v(s) = step + ½v(s·H) + ½v(s·T).
 */
function solveCoinChain(
  patternLength: number,
  outcome: (history: string) => number | undefined,
  stepCost: number,
): number {
  const states: string[] = [''];
  for (let len = 1; len < patternLength; len++) {
    for (const bits of tuples(2, len)) states.push(bits.map((b) => (b === 0 ? 'H' : 'T')).join(''));
  }
  const index = new Map(states.map((s, i) => [s, i]));
  const matrix = states.map(() => states.map(() => 0));
  const rhs = states.map(() => stepCost);
  states.forEach((state, i) => {
    matrix[i]![i] = 1;
    for (const flip of ['H', 'T']) {
      const history = state + flip;
      const done = outcome(history);
      if (done !== undefined) rhs[i]! += 0.5 * done;
      else {
        const next = history.slice(-(patternLength - 1));
        const j = index.get(next)!;
        matrix[i]![j]! -= 0.5;
      }
    }
  });
  return solveLinear(matrix, rhs)[0]!;
}

const checks: Record<string, Check> = {
  'prob-two-dice-sum-eight': enumeration(() => averageOverDice(6, 2, (d) => (sum(d) === 8 ? 1 : 0))),

  'prob-three-dice-all-different': enumeration(() => averageOverDice(6, 3, (d) => (new Set(d).size === 3 ? 1 : 0))),

  'prob-two-aces-from-deck': enumeration(() => {
    // Cards 0–51 with rank = card % 13; rank 0 is the ace.
    const pairs = combinations(52, 2);
    return pairs.filter((pair) => pair.every((c) => c % 13 === 0)).length / pairs.length;
  }),

  'prob-five-coins-at-least-two-heads': enumeration(() =>
    averageOverDice(2, 5, (c) => (c.filter((x) => x === 1).length >= 2 ? 1 : 0)),
  ),

  'prob-rolls-until-five-or-six': closedForm(() => {
    // E[N] = Σ k·P(N = k) for the geometric law with p = 1/3, summed until the tail is negligible.
    const p = 1 / 3;
    let expectation = 0;
    for (let k = 1; k <= 400; k++) expectation += k * p * (1 - p) ** (k - 1);
    return expectation;
  }),

  'prob-three-winning-days-of-five': enumeration(() => {
    let probability = 0;
    for (const days of tuples(2, 5)) {
      const wins = sum(days);
      if (wins === 3) probability += 0.6 ** wins * 0.4 ** (5 - wins);
    }
    return probability;
  }),

  'prob-double-six-given-a-six': enumeration(() => {
    let atLeastOne = 0;
    let both = 0;
    for (const [a, b] of tuples(6, 2)) {
      if (a === 5 || b === 5) atLeastOne++;
      if (a === 5 && b === 5) both++;
    }
    return both / atLeastOne;
  }),

  'prob-expected-max-three-uniforms': closedForm(() => simpson((x) => 1 - x ** 3, 0, 1)),

  'prob-poisson-at-least-two-trades': monteCarlo(() => {
    const rng = mulberry32(101);
    return monteCarloMean(300_000, () => {
      // Count arrivals of a rate-3 process in [0, 1] from exponential inter-arrival times.
      let t = exponential(rng, 3);
      let count = 0;
      while (t <= 1) {
        count++;
        t += exponential(rng, 3);
      }
      return count >= 2 ? 1 : 0;
    });
  }),

  'prob-shared-birth-month-five-people': enumeration(() =>
    averageOverDice(12, 5, (m) => (new Set(m).size < 5 ? 1 : 0)),
  ),

  'prob-bayes-positive-screening-test': closedForm(() => {
    const joint = {
      sickPositive: 0.02 * 0.95,
      sickNegative: 0.02 * 0.05,
      healthyPositive: 0.98 * 0.04,
      healthyNegative: 0.98 * 0.96,
    };
    return joint.sickPositive / (joint.sickPositive + joint.healthyPositive);
  }),

  'prob-expected-max-two-dice': enumeration(() => averageOverDice(6, 2, (d) => Math.max(...d))),

  'prob-poker-full-house': enumeration(() => {
    // For each card add the number of cards in the hand sharing its rank: a full house (3 + 2) gives 3·3 + 2·2 = 13,
    // and no other rank pattern does (quads 17, trips 11, two pair 9, pair 7, nothing 5).
    const counts = new Array<number>(13).fill(0);
    let fullHouses = 0;
    let hands = 0;
    for (let a = 0; a < 48; a++)
      for (let b = a + 1; b < 49; b++)
        for (let c = b + 1; c < 50; c++)
          for (let d = c + 1; d < 51; d++)
            for (let e = d + 1; e < 52; e++) {
              hands++;
              const ra = a % 13;
              const rb = b % 13;
              const rc = c % 13;
              const rd = d % 13;
              const re = e % 13;
              counts[ra] = counts[rb] = counts[rc] = counts[rd] = counts[re] = 0;
              counts[ra]!++;
              counts[rb]!++;
              counts[rc]!++;
              counts[rd]!++;
              counts[re]!++;
              if (counts[ra]! + counts[rb]! + counts[rc]! + counts[rd]! + counts[re]! === 13) fullHouses++;
            }
    return fullHouses / hands;
  }),

  'prob-coupon-collector-eight-sided-die': monteCarlo(() => {
    const rng = mulberry32(202);
    return monteCarloMean(100_000, () => {
      let seen = 0;
      let distinct = 0;
      let rolls = 0;
      while (distinct < 8) {
        const face = randomInt(rng, 8);
        rolls++;
        if (!(seen & (1 << face))) {
          seen |= 1 << face;
          distinct++;
        }
      }
      return rolls;
    });
  }),

  'prob-second-smallest-of-four-uniforms': monteCarlo(() => {
    const rng = mulberry32(303);
    return monteCarloMean(300_000, () => [rng(), rng(), rng(), rng()].sort((x, y) => x - y)[1]!);
  }),

  'prob-cards-before-first-ace': enumeration(() => {
    // Every set of 4 ace positions among 52 is equally likely; count the cards before the earliest one.
    const positions = combinations(52, 4);
    return sum(positions.map((p) => p[0]!)) / positions.length;
  }),

  'prob-distinct-faces-in-six-rolls': enumeration(() => averageOverDice(6, 6, (d) => new Set(d).size)),

  'prob-four-door-monty-hall': enumeration(() => {
    let win = 0;
    for (let car = 0; car < 4; car++)
      for (let pick = 0; pick < 4; pick++) {
        const weight = 1 / 16;
        const hostOptions = [0, 1, 2, 3].filter((d) => d !== pick && d !== car);
        for (const opened of hostOptions) {
          const switchOptions = [0, 1, 2, 3].filter((d) => d !== pick && d !== opened);
          for (const final of switchOptions) {
            if (final === car) win += weight / hostOptions.length / switchOptions.length;
          }
        }
      }
    return win;
  }),

  'prob-hh-before-th': closedForm(() =>
    solveCoinChain(2, (h) => (h.endsWith('HH') ? 1 : h.endsWith('TH') ? 0 : undefined), 0),
  ),

  'prob-gamblers-ruin-biased-coin': closedForm(() => {
    // Unknowns P_1..P_4 with P_0 = 0 and P_5 = 1: P_i − 0.6 P_{i+1} − 0.4 P_{i−1} = 0.
    const n = 4;
    const matrix = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    const rhs = new Array<number>(n).fill(0);
    for (let i = 1; i <= n; i++) {
      matrix[i - 1]![i - 1] = 1;
      if (i + 1 <= n) matrix[i - 1]![i] = -0.6;
      else rhs[i - 1] = 0.6;
      if (i - 1 >= 1) matrix[i - 1]![i - 2] = -0.4;
    }
    return solveLinear(matrix, rhs)[1]!;
  }),

  'prob-waiting-time-hth': closedForm(() => solveCoinChain(3, (h) => (h.endsWith('HTH') ? 0 : undefined), 1)),

  'prob-random-walk-exit-time': closedForm(() => {
    // E_x = 1 + ½E_{x−1} + ½E_{x+1} for −5 < x < 3, with E = 0 at both barriers.
    const interior = Array.from({ length: 7 }, (_, i) => i - 4);
    const matrix = interior.map((x) => interior.map((y) => (y === x ? 1 : Math.abs(y - x) === 1 ? -0.5 : 0)));
    return solveLinear(matrix, new Array<number>(7).fill(1))[interior.indexOf(0)]!;
  }),

  'prob-first-return-at-step-six': enumeration(() =>
    averageOverDice(2, 6, (steps) => {
      let position = 0;
      for (let i = 0; i < steps.length; i++) {
        position += steps[i] === 1 ? -1 : 1;
        if (position === 0) return i === 5 ? 1 : 0;
      }
      return 0;
    }),
  ),

  'prob-broken-stick-triangle': monteCarlo(() => {
    const rng = mulberry32(404);
    return monteCarloMean(400_000, () => {
      const x = rng();
      const y = rng();
      const pieces = [Math.min(x, y), Math.abs(x - y), 1 - Math.max(x, y)];
      return pieces.every((p) => p < 0.5) ? 1 : 0;
    });
  }),

  'prob-three-roll-dice-game': enumeration(() => {
    // Try every deterministic policy: which faces to keep after roll 1 and after roll 2 (64 × 64 policies).
    let best = 0;
    for (let keep1 = 0; keep1 < 64; keep1++)
      for (let keep2 = 0; keep2 < 64; keep2++) {
        const value = averageOverDice(6, 3, ([r1, r2, r3]) => {
          if (keep1 & (1 << (r1! - 1))) return r1!;
          if (keep2 & (1 << (r2! - 1))) return r2!;
          return r3!;
        });
        best = Math.max(best, value);
      }
    return best;
  }),

  'prob-four-points-semicircle': monteCarlo(() => {
    const rng = mulberry32(505);
    return monteCarloMean(300_000, () => {
      const points = [rng(), rng(), rng(), rng()].sort((x, y) => x - y);
      // All points lie in a semicircle iff some gap between circularly consecutive points is at least 1/2.
      const gaps = [
        points[1]! - points[0]!,
        points[2]! - points[1]!,
        points[3]! - points[2]!,
        1 - points[3]! + points[0]!,
      ];
      return Math.max(...gaps) >= 0.5 ? 1 : 0;
    });
  }),

  'prob-uniform-sum-exceeds-half': monteCarlo(() => {
    const rng = mulberry32(606);
    return monteCarloMean(300_000, () => {
      let total = 0;
      let draws = 0;
      while (total <= 0.5) {
        total += rng();
        draws++;
      }
      return draws;
    });
  }),
};

const textChecks: Record<string, () => string> = {
  'prob-de-mere-comparison': () => {
    const first = averageOverDice(6, 4, (d) => (d.includes(6) ? 1 : 0));
    const second = 1 - (35 / 36) ** 24;
    return first > second ? 'first' : 'second';
  },
};

verifyCategory('probability', checks, textChecks);
