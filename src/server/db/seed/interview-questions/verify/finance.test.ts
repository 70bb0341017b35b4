// Independent re-derivation of every numeric answer in the finance bank (see ./harness.ts): cash-flow summation,
// root finding, numerical integration, finite differences, exhaustive policy search and seeded Monte Carlo.
import { argmax, argmin, bisect, normCdf, normPdf, simpson, solveLinear } from './math';
import { closedForm, enumeration, monteCarlo, verifyCategory, type Check } from './harness';
import { monteCarloMean, mulberry32, normalSampler } from './rng';

/** Price of annual cash flows `flows[t − 1]` at times t = 1, 2, … discounted at annual yield y. */
const presentValue = (flows: readonly number[], y: number) =>
  flows.reduce((pv, cf, i) => pv + cf / (1 + y) ** (i + 1), 0);

/** Black–Scholes price of a European call (non-dividend-paying stock, continuous rate r). */
function bsCall(spot: number, strike: number, rate: number, vol: number, years: number): number {
  const d1 = (Math.log(spot / strike) + (rate + (vol * vol) / 2) * years) / (vol * Math.sqrt(years));
  const d2 = d1 - vol * Math.sqrt(years);
  return spot * normCdf(d1) - strike * Math.exp(-rate * years) * normCdf(d2);
}

/** Black–Scholes put from its own formula (not via parity). */
function bsPut(spot: number, strike: number, rate: number, vol: number, years: number): number {
  const d1 = (Math.log(spot / strike) + (rate + (vol * vol) / 2) * years) / (vol * Math.sqrt(years));
  const d2 = d1 - vol * Math.sqrt(years);
  return strike * Math.exp(-rate * years) * normCdf(-d2) - spot * normCdf(-d1);
}

/**
 * Discounted risk-neutral expectation of a payoff of the terminal price, integrated numerically over the standard
 * normal driver z of S_T = S·exp((r − σ²/2)T + σ√T·z). The integral is split at the strike to avoid the kink.
 */
function integratePayoff(
  spot: number,
  strike: number,
  rate: number,
  vol: number,
  years: number,
  payoff: (terminal: number) => number,
): number {
  const terminal = (z: number) => spot * Math.exp((rate - (vol * vol) / 2) * years + vol * Math.sqrt(years) * z);
  const zStrike = (Math.log(strike / spot) - (rate - (vol * vol) / 2) * years) / (vol * Math.sqrt(years));
  const integrand = (z: number) => payoff(terminal(z)) * normPdf(z);
  return Math.exp(-rate * years) * (simpson(integrand, -12, zStrike) + simpson(integrand, zStrike, 12));
}

const checks: Record<string, Check> = {
  'fin-annuity-present-value': closedForm(() => presentValue([1000, 1000, 1000, 1000, 1000], 0.06)),

  'fin-zero-coupon-yield': closedForm(() => bisect((y) => 1000 / (1 + y) ** 5 - 800, 0, 1)),

  'fin-effective-annual-rate': closedForm(() => {
    let balance = 1;
    for (let month = 0; month < 12; month++) balance += balance * (0.12 / 12);
    return balance - 1;
  }),

  'fin-one-step-binomial-call': closedForm(() => {
    // Replicate with Δ shares and B in cash: 120Δ + B = 15 and 90Δ + B = 0.
    const [delta, cash] = solveLinear(
      [
        [120, 1],
        [90, 1],
      ],
      [Math.max(120 - 105, 0), Math.max(90 - 105, 0)],
    );
    return delta! * 100 + cash!;
  }),

  'fin-capm-expected-return': closedForm(() => {
    const riskFree = 0.03;
    const market = 0.08;
    const beta = 1.4;
    return riskFree + beta * (market - riskFree);
  }),

  'fin-put-call-parity': closedForm(() => {
    // Back out the volatility at which Black–Scholes gives the quoted call, then price the put directly.
    const vol = bisect((v) => bsCall(100, 100, 0.05, v, 1) - 10.45, 0.01, 2);
    return bsPut(100, 100, 0.05, vol, 1);
  }),

  'fin-risk-neutral-probability': closedForm(() => bisect((q) => (q * 1.2 + (1 - q) * 0.8) / 1.05 - 1, 0, 1)),

  'fin-gordon-growth-value': closedForm(() => {
    let value = 0;
    for (let t = 1; t <= 3000; t++) value += (3 * 1.04 ** (t - 1)) / 1.09 ** t;
    return value;
  }),

  'fin-cash-and-carry-arbitrage': enumeration(() => {
    // Borrow 100 at 5%, buy the share, sell it forward at 107; the profit is the same in every terminal scenario.
    const profits = [0, 25, 50, 80, 100, 107, 130, 200, 500].map((terminal) => {
      const shortForward = 107 - terminal;
      const share = terminal;
      const loanRepayment = -100 * 1.05;
      return shortForward + share + loanRepayment;
    });
    if (profits.some((p) => Math.abs(p - profits[0]!) > 1e-12)) throw new Error('profit depends on the scenario');
    return profits[0]!;
  }),

  'fin-annualised-sharpe-ratio': monteCarlo(() => {
    // Simulate years of 252 independent daily excess returns and measure the Sharpe ratio of the annual totals.
    const normal = normalSampler(mulberry32(7001));
    const years = 40_000;
    const annual: number[] = [];
    for (let y = 0; y < years; y++) {
      let total = 0;
      for (let d = 0; d < 252; d++) total += 0.0005 + 0.008 * normal();
      annual.push(total);
    }
    const m = annual.reduce((s, x) => s + x, 0) / years;
    const sd = Math.sqrt(annual.reduce((s, x) => s + (x - m) ** 2, 0) / (years - 1));
    const sharpe = m / sd;
    // Standard error of an estimated Sharpe ratio for normal data: √((1 + SR²/2)/n).
    return { estimate: sharpe, standardError: Math.sqrt((1 + (sharpe * sharpe) / 2) / years) };
  }),

  'fin-coupon-bond-price': closedForm(() => presentValue([50, 50, 1050], 0.06)),

  'fin-macaulay-duration': closedForm(() => {
    // Modified duration from a central difference of the price, then Macaulay = modified · (1 + y).
    const price = (y: number) => presentValue([100, 100, 1100], y);
    const h = 1e-5;
    const modified = -(price(0.1 + h) - price(0.1 - h)) / (2 * h) / price(0.1);
    return modified * 1.1;
  }),

  'fin-black-scholes-atm-call': closedForm(() => integratePayoff(100, 100, 0, 0.2, 1, (s) => Math.max(s - 100, 0))),

  'fin-black-scholes-call-delta': closedForm(() => {
    const h = 1e-3;
    return (bsCall(100 + h, 100, 0, 0.2, 1) - bsCall(100 - h, 100, 0, 0.2, 1)) / (2 * h);
  }),

  'fin-forward-with-discrete-dividend': closedForm(() => {
    // Carry: borrow 50 to buy the share, use the dividend at 3 months to pay down the loan, repay at 6 months.
    let loan = 50;
    loan *= Math.exp(0.06 * 0.25);
    loan -= 1;
    loan *= Math.exp(0.06 * 0.25);
    return loan;
  }),

  'fin-kelly-fraction-two-to-one': closedForm(() =>
    argmax((f) => 0.55 * Math.log(1 + 2 * f) + 0.45 * Math.log(1 - f), 0.01, 0.99),
  ),

  'fin-two-asset-portfolio-volatility': monteCarlo(() => {
    const normal = normalSampler(mulberry32(7002));
    const variance = monteCarloMean(400_000, () => {
      const z1 = normal();
      const z2 = normal();
      const r1 = 0.2 * z1;
      const r2 = 0.3 * (0.25 * z1 + Math.sqrt(1 - 0.25 ** 2) * z2);
      return (0.6 * r1 + 0.4 * r2) ** 2; // mean-zero returns, so this averages to the variance
    });
    const vol = Math.sqrt(variance.estimate);
    return { estimate: vol, standardError: variance.standardError / (2 * vol) };
  }),

  'fin-parametric-value-at-risk': closedForm(() => {
    const dollarVol = 10_000_000 * 0.015;
    // The loss L = −return·value is N(0, dollarVol²); VaR is its 99% quantile.
    return bisect((loss) => normCdf(loss / dollarVol) - 0.99, 0, 10 * dollarVol);
  }),

  'fin-implied-forward-rate': closedForm(() => bisect((f) => 1.03 * (1 + f) - 1.04 ** 2, 0, 0.5)),

  'fin-black-scholes-put': closedForm(() => integratePayoff(50, 55, 0.03, 0.3, 0.5, (s) => Math.max(55 - s, 0))),

  'fin-american-put-two-step-tree': enumeration(() => {
    // Try every exercise policy (exercise or hold at each of the three early nodes) and keep the best.
    const q = (1.02 - 0.9) / (1.1 - 0.9);
    const payoff = (s: number) => Math.max(100 - s, 0);
    let best = 0;
    for (let policy = 0; policy < 8; policy++) {
      const exerciseRoot = (policy & 1) !== 0;
      const exerciseUp = (policy & 2) !== 0;
      const exerciseDown = (policy & 4) !== 0;
      let value = 0;
      for (const first of [1.1, 0.9])
        for (const second of [1.1, 0.9]) {
          const probability = (first === 1.1 ? q : 1 - q) * (second === 1.1 ? q : 1 - q);
          let cash: number;
          if (exerciseRoot) cash = payoff(100);
          else if (first === 1.1 ? exerciseUp : exerciseDown) cash = payoff(100 * first) / 1.02;
          else cash = payoff(100 * first * second) / 1.02 ** 2;
          value += probability * cash;
        }
      best = Math.max(best, value);
    }
    return best;
  }),

  'fin-implied-volatility-atm': closedForm(() => bisect((v) => bsCall(100, 100, 0, v, 0.25) - 4, 0.01, 2)),

  'fin-minimum-variance-weight': closedForm(() =>
    argmin((w) => w * w * 0.04 + (1 - w) ** 2 * 0.09 + 2 * w * (1 - w) * 0.25 * 0.2 * 0.3, -1, 2),
  ),

  'fin-par-swap-rate': closedForm(() => {
    // Value the floating leg from the forward rates implied by the discount factors.
    const discount = [0.97, 0.93];
    const forwards = discount.map((d, i) => (i === 0 ? 1 : discount[i - 1]!) / d - 1);
    const floatingLeg = forwards.reduce((s, f, i) => s + f * discount[i]!, 0);
    const annuity = discount.reduce((s, d) => s + d, 0);
    return floatingLeg / annuity;
  }),

  'fin-continuous-kelly-leverage': closedForm(() => {
    // Long-run growth rate of log wealth under continuous rebalancing at fraction f (Itô).
    const growth = (f: number) => 0.03 + f * (0.09 - 0.03) - (f * f * 0.2 * 0.2) / 2;
    return argmax(growth, 0, 5);
  }),

  'fin-digital-call-price': closedForm(() => {
    // A digital is minus the strike-derivative of the call price.
    const h = 1e-3;
    return -(bsCall(100, 100 + h, 0, 0.2, 1) - bsCall(100, 100 - h, 0, 0.2, 1)) / (2 * h);
  }),

  'fin-coupon-bond-yield': closedForm(() => bisect((y) => presentValue([60, 60, 60, 1060], y) - 1035, 0, 0.2)),

  'fin-butterfly-arbitrage': enumeration(() => {
    const premiums = { 90: 14, 100: 8, 110: 1 };
    const cashToday = -premiums[90] - premiums[110] + 2 * premiums[100];
    // The position must never lose at expiry for this to be an arbitrage.
    for (let s = 0; s <= 300; s += 0.25) {
      const payoff = Math.max(s - 90, 0) + Math.max(s - 110, 0) - 2 * Math.max(s - 100, 0);
      if (payoff < -1e-12) throw new Error(`butterfly loses at ${s}`);
    }
    return cashToday;
  }),
};

verifyCategory('finance', checks);
