// Numerical building blocks for the independent checks of the interview question bank.

/**
 * erf(x) to about machine precision: for |x| < 6 the series erf(x) = 2/√π · e^(−x²) · Σ 2ⁿ x^(2n+1) / (1·3·…·(2n+1)),
 * whose terms are all positive (no cancellation); beyond that erf(x) = ±1 to within 1e−17.
 */
export function erf(x: number): number {
  const ax = Math.abs(x);
  if (ax >= 6) return Math.sign(x);
  let term = ax;
  let sum = ax;
  for (let n = 1; n < 500; n++) {
    term *= (2 * ax * ax) / (2 * n + 1);
    sum += term;
    if (term < sum * 1e-17) break;
  }
  const value = (2 / Math.sqrt(Math.PI)) * Math.exp(-ax * ax) * sum;
  return x < 0 ? -value : value;
}

/** Standard normal cumulative distribution function, absolute error about 1e−16. */
export function normCdf(x: number): number {
  return 0.5 * (1 + erf(x / Math.SQRT2));
}

/** Standard normal density. */
export function normPdf(x: number): number {
  return Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
}

/** Root of a continuous function with a sign change on [lo, hi], by bisection to full double precision. */
export function bisect(f: (x: number) => number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  let fa = f(a);
  if (fa === 0) return a;
  if (Math.sign(fa) === Math.sign(f(b))) throw new Error(`no sign change on [${lo}, ${hi}]`);
  for (let i = 0; i < 400; i++) {
    const m = (a + b) / 2;
    if (m === a || m === b) break;
    const fm = f(m);
    if (fm === 0) return m;
    if (Math.sign(fm) === Math.sign(fa)) {
      a = m;
      fa = fm;
    } else {
      b = m;
    }
  }
  return (a + b) / 2;
}

/** Standard normal quantile, by bisection on normCdf. */
export function normInv(p: number): number {
  return bisect((x) => normCdf(x) - p, -40, 40);
}

/** Composite Simpson rule with n (even) sub-intervals. */
export function simpson(f: (x: number) => number, a: number, b: number, n = 20_000): number {
  const steps = n % 2 === 0 ? n : n + 1;
  const h = (b - a) / steps;
  let sum = f(a) + f(b);
  for (let i = 1; i < steps; i++) sum += (i % 2 === 1 ? 4 : 2) * f(a + i * h);
  return (sum * h) / 3;
}

/**
 * Minimiser of a smooth function with a single interior minimum on [lo, hi]: the zero of its central-difference
 * derivative, found by bisection (more precise than a golden-section search on the function values).
 */
export function argmin(f: (x: number) => number, lo: number, hi: number, h = 1e-5): number {
  return bisect((x) => f(x + h) - f(x - h), lo, hi);
}

/** Maximiser counterpart of `argmin`. */
export function argmax(f: (x: number) => number, lo: number, hi: number, h = 1e-5): number {
  return argmin((x) => -f(x), lo, hi, h);
}

/** Exact binomial coefficient as a BigInt. */
export function binomialBig(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** Binomial coefficient as a number (exact while it stays below 2^53). */
export function choose(n: number, k: number): number {
  return Number(binomialBig(n, k));
}

/** Every permutation of `items` (Heap's algorithm is not needed at these sizes; this is plain recursion). */
export function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  const result: T[][] = [];
  items.forEach((item, i) => {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const perm of permutations(rest)) result.push([item, ...perm]);
  });
  return result;
}

/** Every k-element subset of {0, …, n − 1}, as sorted index arrays. */
export function combinations(n: number, k: number): number[][] {
  const result: number[][] = [];
  const current: number[] = [];
  const recurse = (start: number) => {
    if (current.length === k) {
      result.push(current.slice());
      return;
    }
    for (let i = start; i <= n - (k - current.length); i++) {
      current.push(i);
      recurse(i + 1);
      current.pop();
    }
  };
  recurse(0);
  return result;
}

/** Every length-`length` sequence over {0, …, base − 1} (the product of `length` copies). */
export function* tuples(base: number, length: number): Generator<number[]> {
  const digits = new Array<number>(length).fill(0);
  for (;;) {
    yield digits.slice();
    let i = length - 1;
    while (i >= 0 && digits[i] === base - 1) {
      digits[i] = 0;
      i--;
    }
    if (i < 0) return;
    digits[i] = (digits[i] ?? 0) + 1;
  }
}

/** Solve the square linear system A x = b by Gaussian elimination with partial pivoting. */
export function solveLinear(matrix: readonly (readonly number[])[], rhs: readonly number[]): number[] {
  const n = rhs.length;
  const a = matrix.map((row, i) => [...row, rhs[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const p = a[col]!;
    if (Math.abs(p[col]!) < 1e-300) throw new Error('singular system');
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = a[r]!;
      const factor = row[col]! / p[col]!;
      if (factor === 0) continue;
      for (let c = col; c <= n; c++) row[c] = row[c]! - factor * p[c]!;
    }
  }
  return a.map((row, i) => row[n]! / row[i]!);
}
