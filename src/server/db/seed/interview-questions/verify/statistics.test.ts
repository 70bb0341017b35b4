// Independent re-derivation of every numeric answer in the statistics bank (see ./harness.ts).
import { argmax, argmin, binomialBig, normCdf, normInv, normPdf, simpson, solveLinear } from './math';
import { closedForm, enumeration, monteCarlo, verifyCategory, type Check } from './harness';
import { monteCarloMean, mulberry32, normalSampler } from './rng';

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Ordinary least squares of y on [1, x₁, …, x_k] via the normal equations; returns coefficients and R². */
function ols(rows: readonly (readonly number[])[], y: readonly number[]): { beta: number[]; rSquared: number } {
  const design = rows.map((r) => [1, ...r]);
  const p = design[0]!.length;
  const xtx = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  const xty = new Array<number>(p).fill(0);
  for (let n = 0; n < design.length; n++) {
    const r = design[n]!;
    for (let i = 0; i < p; i++) {
      xty[i]! += r[i]! * y[n]!;
      for (let j = 0; j < p; j++) xtx[i]![j]! += r[i]! * r[j]!;
    }
  }
  const beta = solveLinear(xtx, xty);
  const yBar = mean(y);
  let ssr = 0;
  let sst = 0;
  for (let n = 0; n < design.length; n++) {
    let fitted = 0;
    for (let i = 0; i < p; i++) fitted += design[n]![i]! * beta[i]!;
    ssr += (y[n]! - fitted) ** 2;
    sst += (y[n]! - yBar) ** 2;
  }
  return { beta, rSquared: 1 - ssr / sst };
}

const regressionPoints = { x: [1, 2, 3, 4, 5], y: [2, 3, 5, 4, 6] };

const checks: Record<string, Check> = {
  'stat-unbiased-sample-variance': closedForm(() => {
    const data = [3, 7, 7, 8, 15];
    const m = mean(data);
    return data.reduce((s, x) => s + (x - m) ** 2, 0) / (data.length - 1);
  }),

  'stat-ci-half-width-known-sigma': closedForm(() => (normInv(0.975) * 15) / Math.sqrt(100)),

  'stat-proportion-standard-error': closedForm(() => {
    const responses = Array.from({ length: 400 }, (_, i) => (i < 220 ? 1 : 0));
    const pHat = mean(responses);
    return Math.sqrt((pHat * (1 - pHat)) / responses.length);
  }),

  'stat-regression-slope': closedForm(
    () =>
      ols(
        regressionPoints.x.map((x) => [x]),
        regressionPoints.y,
      ).beta[1]!,
  ),

  'stat-variance-of-linear-combination': closedForm(() => {
    const sd = [2, 3];
    const corr = [
      [1, -0.5],
      [-0.5, 1],
    ];
    const w = [2, -1];
    let variance = 0;
    for (let i = 0; i < 2; i++) for (let j = 0; j < 2; j++) variance += w[i]! * w[j]! * corr[i]![j]! * sd[i]! * sd[j]!;
    return variance;
  }),

  'stat-mle-exponential-rate': closedForm(() => {
    const data = [2, 3, 7, 4];
    const logLikelihood = (rate: number) => data.reduce((s, x) => s + Math.log(rate) - rate * x, 0);
    return argmax(logLikelihood, 0.01, 5);
  }),

  'stat-one-sample-t-statistic': closedForm(() => (103 - 100) / (6 / Math.sqrt(9))),

  'stat-multiple-testing-false-positive': enumeration(() => {
    // Distribution of the number of rejections, built up one test at a time.
    let dist = [1];
    for (let t = 0; t < 20; t++) {
      const next = new Array<number>(dist.length + 1).fill(0);
      dist.forEach((p, k) => {
        next[k]! += p * 0.95;
        next[k + 1]! += p * 0.05;
      });
      dist = next;
    }
    return dist.slice(1).reduce((a, b) => a + b, 0);
  }),

  'stat-regression-r-squared': closedForm(
    () =>
      ols(
        regressionPoints.x.map((x) => [x]),
        regressionPoints.y,
      ).rSquared,
  ),

  'stat-mle-variance-bias': monteCarlo(() => {
    const normal = normalSampler(mulberry32(1001));
    const sigma = 2;
    return monteCarloMean(300_000, () => {
      const xs = Array.from({ length: 10 }, () => 5 + sigma * normal());
      const m = mean(xs);
      return xs.reduce((s, x) => s + (x - m) ** 2, 0) / xs.length - sigma ** 2;
    });
  }),

  'stat-sample-size-for-margin': closedForm(() => {
    const z = normInv(0.975);
    let n = 1;
    while ((z * 4) / Math.sqrt(n) > 0.5) n++;
    return n;
  }),

  'stat-coin-z-test-p-value': closedForm(() => {
    const z = (60 - 100 * 0.5) / Math.sqrt(100 * 0.5 * 0.5);
    return 2 * (1 - normCdf(Math.abs(z)));
  }),

  'stat-slope-from-correlation': monteCarlo(() => {
    // Simulate (X, Y) with sd 2 and 5 and correlation 0.6, fit OLS and report its textbook standard error.
    const normal = normalSampler(mulberry32(1002));
    const n = 400_000;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let sxy = 0;
    let syy = 0;
    for (let i = 0; i < n; i++) {
      const z1 = normal();
      const z2 = normal();
      const x = 2 * z1;
      const y = 5 * (0.6 * z1 + 0.8 * z2);
      sx += x;
      sy += y;
      sxx += x * x;
      sxy += x * y;
      syy += y * y;
    }
    const cxx = sxx - (sx * sx) / n;
    const cxy = sxy - (sx * sy) / n;
    const cyy = syy - (sy * sy) / n;
    const slope = cxy / cxx;
    const residualVariance = (cyy - slope * cxy) / (n - 2);
    return { estimate: slope, standardError: Math.sqrt(residualVariance / cxx) };
  }),

  'stat-clt-sum-of-dice': closedForm(() => {
    const faces = [1, 2, 3, 4, 5, 6];
    const mu = mean(faces);
    const variance = mean(faces.map((f) => (f - mu) ** 2));
    return 1 - normCdf((369.5 - 100 * mu) / Math.sqrt(100 * variance));
  }),

  'stat-beta-posterior-mean': closedForm(() => {
    const prior = (p: number) => p * (1 - p); // Beta(2, 2), unnormalised
    const likelihood = (p: number) => p ** 7 * (1 - p) ** 3;
    const posterior = (p: number) => prior(p) * likelihood(p);
    return simpson((p) => p * posterior(p), 0, 1) / simpson(posterior, 0, 1);
  }),

  'stat-normal-interquartile-range': closedForm(() => 10 * (normInv(0.75) - normInv(0.25))),

  'stat-unbiased-uniform-maximum': closedForm(() => {
    // E[max of 4 Uniform(0, 1)] = ∫ P(max > x) dx; dividing the observed maximum by it removes the bias.
    const expectedMax = simpson((x) => 1 - x ** 4, 0, 1);
    return Math.max(3.1, 7.4, 5.2, 6.8) / expectedMax;
  }),

  'stat-binomial-exact-tail': enumeration(() => {
    let favourable = 0n;
    for (let k = 60; k <= 100; k++) favourable += binomialBig(100, k);
    return Number(favourable) / Number(2n ** 100n);
  }),

  'stat-z-test-power': monteCarlo(() => {
    const normal = normalSampler(mulberry32(1003));
    const critical = normInv(0.95) / Math.sqrt(25);
    return monteCarloMean(100_000, () => {
      let total = 0;
      for (let i = 0; i < 25; i++) total += 0.5 + normal();
      return total / 25 > critical ? 1 : 0;
    });
  }),

  'stat-expected-r-squared-of-noise': monteCarlo(() => {
    const normal = normalSampler(mulberry32(1004));
    return monteCarloMean(20_000, () => {
      const rows = Array.from({ length: 51 }, () => Array.from({ length: 5 }, () => normal()));
      const y = Array.from({ length: 51 }, () => normal());
      return ols(rows, y).rSquared;
    });
  }),

  'stat-variance-of-mean-equicorrelated': closedForm(() => {
    const n = 10;
    let total = 0;
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) total += i === j ? 1 : 0.2;
    return total / n ** 2;
  }),

  'stat-bootstrap-distinct-observations': enumeration(() => {
    // Exact distribution of the number of distinct observations after each of the 10 draws.
    let dist = [1];
    for (let draw = 0; draw < 10; draw++) {
      const next = new Array<number>(dist.length + 1).fill(0);
      dist.forEach((p, k) => {
        next[k]! += (p * k) / 10;
        next[k + 1]! += (p * (10 - k)) / 10;
      });
      dist = next;
    }
    return dist.reduce((s, p, k) => s + p * k, 0);
  }),

  'stat-optimal-shrinkage-factor': closedForm(() => {
    // MSE of c·x̄ with x̄ ~ N(2, 1), integrated numerically, then minimised over c.
    const mse = (c: number) => simpson((x) => (c * x - 2) ** 2 * normPdf(x - 2), -10, 14, 4000);
    return argmin(mse, 0, 1.5);
  }),

  'stat-mixture-variance': closedForm(() => {
    const density = (x: number) => 0.7 * (normPdf((x - 1) / 2) / 2) + 0.3 * (normPdf((x + 2) / 3) / 3);
    const m1 = simpson((x) => x * density(x), -40, 40, 40_000);
    const m2 = simpson((x) => x * x * density(x), -40, 40, 40_000);
    return m2 - m1 ** 2;
  }),

  'stat-correlation-x-and-x-squared': closedForm(() => {
    const e = (f: (x: number) => number) => simpson(f, 0, 1);
    const ex = e((x) => x);
    const ey = e((x) => x * x);
    const cov = e((x) => x ** 3) - ex * ey;
    const vx = e((x) => x * x) - ex ** 2;
    const vy = e((x) => x ** 4) - ey ** 2;
    return cov / Math.sqrt(vx * vy);
  }),
};

verifyCategory('statistics', checks);
