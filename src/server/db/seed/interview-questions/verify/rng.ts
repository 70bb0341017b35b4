// Deterministic pseudo-random numbers for the Monte Carlo checks of the interview question bank.
import type { Uniform } from '../../../../platform/seeded-random';

export { mulberry32, type Uniform } from '../../../../platform/seeded-random';

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
