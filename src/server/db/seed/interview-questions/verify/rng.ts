// Deterministic pseudo-random numbers for the Monte Carlo checks of the interview question bank.

/** A uniform generator on [0, 1). */
export type Uniform = () => number;

/** mulberry32: a small, fast 32-bit generator; the same seed always gives the same stream. */
export function mulberry32(seed: number): Uniform {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal draws by the Box–Muller transform (the second draw of each pair is cached). */
export function normalSampler(uniform: Uniform): () => number {
  let spare: number | undefined;
  return () => {
    if (spare !== undefined) {
      const z = spare;
      spare = undefined;
      return z;
    }
    const u = 1 - uniform(); // in (0, 1], so the logarithm is finite
    const v = uniform();
    const r = Math.sqrt(-2 * Math.log(u));
    spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  };
}

/** Exponential draw with the given rate. */
export function exponential(uniform: Uniform, rate: number): number {
  return -Math.log(1 - uniform()) / rate;
}

/** Uniform integer in [0, n). */
export function randomInt(uniform: Uniform, n: number): number {
  return Math.floor(uniform() * n);
}

export interface McEstimate {
  estimate: number;
  standardError: number;
}

/** Mean of `n` draws of `sample()` with its standard error (Welford's running variance). */
export function monteCarloMean(n: number, sample: () => number): McEstimate {
  let mean = 0;
  let m2 = 0;
  for (let i = 1; i <= n; i++) {
    const x = sample();
    const delta = x - mean;
    mean += delta / i;
    m2 += delta * (x - mean);
  }
  return { estimate: mean, standardError: Math.sqrt(m2 / (n - 1) / n) };
}
