// The grading table of issue 11: for every graded question of the bank, answers a person would type that must be
// accepted and answers that must be refused. It pins the grading rules (stated precision, percentages, units,
// mixed numbers, signs, whole numbers, text forms) to real questions rather than to made-up answer specs.
import { describe, expect, it } from 'vitest';
import { describeAnswer, gradeAnswer } from '../../../../../shared/grading';
import { INTERVIEW_QUESTIONS } from '../index';
import { bySlug } from './harness';

interface GradingCase {
  accept: string[];
  refuse: string[];
}

const GRADING_TABLE: Record<string, GradingCase> = {
  'prob-two-dice-sum-eight': {
    accept: ['0.139', '5/36', '0.14', '≈0.139', '13.9%'],
    refuse: ['0.146', '1/6', '0.1', '5/36 apples'],
  },
  'prob-three-dice-all-different': { accept: ['0.556', '5/9', '0.56'], refuse: ['0.583', '0.5', '0.6'] },
  'prob-two-aces-from-deck': {
    accept: ['0.00452', '1/221', '0.0045', '6/1326'],
    refuse: ['0.00475', '1/169', '0.005', '0.0046'],
  },
  'prob-five-coins-at-least-two-heads': {
    accept: ['0.813', '13/16', '0.81', '81.25%'],
    refuse: ['0.853', '0.8', '0.78'],
  },
  'prob-rolls-until-five-or-six': { accept: ['3'], refuse: ['3.15'] },
  'prob-three-winning-days-of-five': { accept: ['0.346'], refuse: ['0.363'] },
  'prob-double-six-given-a-six': { accept: ['0.0909', '1/11', '0.091'], refuse: ['0.0955', '1/6', '1/36'] },
  'prob-expected-max-three-uniforms': { accept: ['0.75'], refuse: ['0.788'] },
  'prob-poisson-at-least-two-trades': { accept: ['0.801'], refuse: ['0.804'] },
  'prob-shared-birth-month-five-people': { accept: ['0.618'], refuse: ['0.621'] },
  'prob-bayes-positive-screening-test': { accept: ['0.326'], refuse: ['0.329'] },
  'prob-expected-max-two-dice': { accept: ['4.472', '161/36', '4 17/36'], refuse: ['4.475', '4.5'] },
  'prob-poker-full-house': { accept: ['0.00144'], refuse: ['0.00151'] },
  'prob-coupon-collector-eight-sided-die': { accept: ['21.74'], refuse: ['21.77'] },
  'prob-second-smallest-of-four-uniforms': { accept: ['0.4'], refuse: ['0.42'] },
  'prob-cards-before-first-ace': { accept: ['9.6'], refuse: ['10.1'] },
  'prob-distinct-faces-in-six-rolls': { accept: ['3.991'], refuse: ['3.994'] },
  'prob-four-door-monty-hall': { accept: ['0.375', '3/8', '0.38', '37.5%'], refuse: ['0.394', '1/4', '0.4', '1/2'] },
  'prob-hh-before-th': { accept: ['0.25'], refuse: ['0.263'] },
  'prob-de-mere-comparison': {
    accept: ['first', 'the first one', 'First.', '1st'],
    refuse: ['second', 'the second one', 'equal'],
  },
  'prob-gamblers-ruin-biased-coin': { accept: ['0.640'], refuse: ['0.643'] },
  'prob-waiting-time-hth': { accept: ['10'], refuse: ['10.5'] },
  'prob-random-walk-exit-time': { accept: ['15'], refuse: ['15.8'] },
  'prob-first-return-at-step-six': { accept: ['0.0625'], refuse: ['0.0656'] },
  'prob-broken-stick-triangle': { accept: ['0.25'], refuse: ['0.263'] },
  'prob-three-roll-dice-game': {
    accept: ['4.667', '14/3', '4 2/3', '+4.667'],
    refuse: ['4.670', '14', '4.5', '4.67 km'],
  },
  'prob-four-points-semicircle': { accept: ['0.5'], refuse: ['0.525'] },
  'prob-uniform-sum-exceeds-half': { accept: ['1.649'], refuse: ['1.652'] },
  'stat-unbiased-sample-variance': { accept: ['19'], refuse: ['19.9'] },
  'stat-ci-half-width-known-sigma': { accept: ['2.94'], refuse: ['2.97'] },
  'stat-proportion-standard-error': { accept: ['0.0249'], refuse: ['0.0252'] },
  'stat-regression-slope': { accept: ['0.9'], refuse: ['0.945'] },
  'stat-variance-of-linear-combination': { accept: ['37'], refuse: ['38.9'] },
  'stat-mle-exponential-rate': { accept: ['0.25'], refuse: ['0.263'] },
  'stat-one-sample-t-statistic': { accept: ['1.5'], refuse: ['1.58'] },
  'stat-multiple-testing-false-positive': { accept: ['0.642'], refuse: ['0.645'] },
  'stat-p-value-interpretation': { accept: ['false', 'False.'], refuse: ['true'] },
  'stat-regression-r-squared': { accept: ['0.81', '81%'], refuse: ['0.851', '0.9'] },
  'stat-mle-variance-bias': { accept: ['-0.4', '−0.4', '-2/5'], refuse: ['-0.42', '0.4', '−0.44'] },
  'stat-sample-size-for-margin': { accept: ['246', '246.0'], refuse: ['247', '245.86', '245.9', '245', '246.5'] },
  'stat-coin-z-test-p-value': { accept: ['0.0455', '4.55%'], refuse: ['0.0458', '0.05', '0.046'] },
  'stat-slope-from-correlation': { accept: ['1.5'], refuse: ['1.58'] },
  'stat-clt-sum-of-dice': { accept: ['0.127', '12.7%', '0.1268'], refuse: ['0.130', '0.12', '0.13'] },
  'stat-beta-posterior-mean': { accept: ['0.643'], refuse: ['0.675'] },
  'stat-normal-interquartile-range': { accept: ['13.49'], refuse: ['13.52'] },
  'stat-unbiased-uniform-maximum': { accept: ['9.25'], refuse: ['9.71'] },
  'stat-mle-variance-consistency': { accept: ['yes', 'Yes'], refuse: ['no'] },
  'stat-binomial-exact-tail': { accept: ['0.0284'], refuse: ['0.0287'] },
  'stat-z-test-power': { accept: ['0.804'], refuse: ['0.807'] },
  'stat-expected-r-squared-of-noise': { accept: ['0.1'], refuse: ['0.105'] },
  'stat-variance-of-mean-equicorrelated': { accept: ['0.28', '7/25'], refuse: ['0.294', '0.1', '0.2'] },
  'stat-bootstrap-distinct-observations': { accept: ['6.513'], refuse: ['6.516'] },
  'stat-optimal-shrinkage-factor': { accept: ['0.8'], refuse: ['0.84'] },
  'stat-mixture-variance': { accept: ['7.39'], refuse: ['7.76'] },
  'stat-correlation-x-and-x-squared': { accept: ['0.968'], refuse: ['0.971'] },
  'algo-stairs-one-two-three': { accept: ['274'], refuse: ['275'] },
  'algo-lattice-paths': { accept: ['126'], refuse: ['127'] },
  'algo-binary-search-max-probes': { accept: ['10'], refuse: ['11'] },
  'algo-min-coins-non-greedy': { accept: ['3'], refuse: ['4'] },
  'algo-clear-lowest-set-bit': { accept: ['48'], refuse: ['49'] },
  'algo-tower-of-hanoi-seven': { accept: ['127'], refuse: ['128'] },
  'algo-maximum-subarray-sum': { accept: ['12'], refuse: ['13'] },
  'algo-total-popcount': { accept: ['5120', '5,120'], refuse: ['5121', '5,12'] },
  'algo-shortest-path-weighted': { accept: ['13'], refuse: ['14'] },
  'algo-merge-sort-complexity': {
    accept: ['O(n log n)', 'O(n*log n)', 'O(n·log n)', 'n log n', 'linearithmic', 'Θ(n log n)'],
    refuse: ['O(n^2)', 'O(n)', 'log n'],
  },
  'algo-lattice-paths-avoiding-point': { accept: ['524'], refuse: ['525'] },
  'algo-max-and-min-comparisons': { accept: ['148'], refuse: ['149'] },
  'algo-distinct-bst-shapes': { accept: ['132'], refuse: ['133'] },
  'algo-edit-distance': { accept: ['3'], refuse: ['4'] },
  'algo-coin-change-ways': { accept: ['18'], refuse: ['19'] },
  'algo-count-inversions': { accept: ['14'], refuse: ['15'] },
  'algo-minimum-spanning-tree-weight': { accept: ['12'], refuse: ['13'] },
  'algo-heap-construction-complexity': { accept: ['O(n)', 'linear time', 'Θ(n)', 'linear'], refuse: ['O(n log n)'] },
  'algo-quickselect-expected-time': { accept: ['O(n)', 'linear time', 'o(N)'], refuse: ['O(n log n)', 'O(n^2)'] },
  'algo-second-largest-comparisons': { accept: ['68'], refuse: ['69'] },
  'algo-knapsack-zero-one': { accept: ['41'], refuse: ['42'] },
  'algo-count-topological-orders': { accept: ['20'], refuse: ['21'] },
  'algo-spanning-trees-complete-graph': { accept: ['125', '125.0'], refuse: ['126', '120', '124.6'] },
  'algo-egg-drop-three-eggs': { accept: ['9'], refuse: ['10'] },
  'algo-seven-queens': { accept: ['40'], refuse: ['41'] },
  'algo-derangements-six': { accept: ['265'], refuse: ['266', '264', '720'] },
  'algo-longest-increasing-subsequence': { accept: ['6'], refuse: ['7'] },
  'brain-handshakes-how-many-people': { accept: ['13'], refuse: ['14'] },
  'brain-clock-angle-seven-twenty-four': {
    accept: ['78', '78°', '78 degrees', '78 deg'],
    refuse: ['79', '282', '78 km/h', '78%'],
  },
  'brain-trailing-zeros-factorial': { accept: ['31'], refuse: ['32'] },
  'brain-page-numbering-digits': { accept: ['403'], refuse: ['404'] },
  'brain-rectangles-in-grid': { accept: ['225'], refuse: ['226'] },
  'brain-painted-cube-two-faces': { accept: ['36'], refuse: ['37'] },
  'brain-average-speed-round-trip': {
    accept: ['45', '45 km/h', '45 kmh', '45 km per hour'],
    refuse: ['47.3', '60', '45 m', '45 minutes'],
  },
  'brain-rope-around-earth': { accept: ['1.59', '1.59 m', '1.59 metres'], refuse: ['1.62', '1.6', '1.59 km'] },
  'brain-socks-two-black': { accept: ['16'], refuse: ['17'] },
  'brain-mislabeled-fruit-jars': { accept: ['1'], refuse: ['2'] },
  'brain-clock-hand-overlaps-per-day': { accept: ['22'], refuse: ['23'] },
  'brain-heavy-coin-weighings': { accept: ['4'], refuse: ['5'] },
  'brain-ants-last-to-fall': { accept: ['90', '90 s', '90 seconds'], refuse: ['91', '75'] },
  'brain-bulb-toggling': { accept: ['15'], refuse: ['16'] },
  'brain-digit-three-count': { accept: ['200'], refuse: ['201'] },
  'brain-train-and-bird': { accept: ['120', '120 km'], refuse: ['126', '150', '120 km/h'] },
  'brain-pancake-cuts': { accept: ['22'], refuse: ['23'] },
  'brain-wason-card-selection': { accept: ['A and 7', 'A, 7', '7 and A'], refuse: ['A and 4', 'A'] },
  'brain-clock-right-angles-per-day': { accept: ['44'], refuse: ['45'] },
  'brain-ants-collision-count': { accept: ['3'], refuse: ['4'] },
  'brain-twelve-coins-three-weighings': { accept: ['3'], refuse: ['4'] },
  'brain-pirates-six-three-hundred': { accept: ['298'], refuse: ['299'] },
  'brain-hostess-handshakes': { accept: ['2'], refuse: ['3'] },
  'brain-bridge-and-torch': { accept: ['22', '22 minutes'], refuse: ['23', '25', '22 seconds'] },
  'brain-poisoned-bottle-two-rounds': { accept: ['6'], refuse: ['7'] },
  'brain-hat-line-ten': { accept: ['9'], refuse: ['10'] },
  'fin-annuity-present-value': {
    accept: ['4212', '$4,212.36', '4212.36', '4,212', '4212.4 dollars'],
    refuse: ['4215', '4000', '4213', '4212%'],
  },
  'fin-zero-coupon-yield': {
    accept: ['4.6%', '4.56', '4.56%', '0.0456', '0.046', '4.56 percent'],
    refuse: ['4.9%', '0.0456%', '5%', '$4.56'],
  },
  'fin-effective-annual-rate': {
    accept: ['12.7%', '0.127', '12.68%', '12.68', '0.1268'],
    refuse: ['13.0%', '12%', '0.12', '0.13'],
  },
  'fin-one-step-binomial-call': { accept: ['5', '$5', '5 dollars', '$5.00'], refuse: ['5.25', '15', '5%'] },
  'fin-capm-expected-return': { accept: ['10%', '0.1', '10', '10.0%'], refuse: ['10.5%', '7%', '0.07', '11.2%'] },
  'fin-put-call-parity': { accept: ['5.57', '$5.57'], refuse: ['5.60', '5.5', '15.45'] },
  'fin-risk-neutral-probability': { accept: ['0.625'], refuse: ['0.656'] },
  'fin-gordon-growth-value': { accept: ['60'], refuse: ['63'] },
  'fin-cash-and-carry-arbitrage': { accept: ['2'], refuse: ['2.1'] },
  'fin-annualised-sharpe-ratio': { accept: ['0.99'], refuse: ['1.02'] },
  'fin-coupon-bond-price': { accept: ['973', '$973.27', '973.27', '973.3'], refuse: ['976', '1000', '972', '$974'] },
  'fin-macaulay-duration': { accept: ['2.736', '2.736 years', '2.7355'], refuse: ['2.739', '3', '2.74 days'] },
  'fin-black-scholes-atm-call': { accept: ['7.97', '$7.97'], refuse: ['8.00', '8', '7.9'] },
  'fin-black-scholes-call-delta': { accept: ['0.540'], refuse: ['0.543'] },
  'fin-forward-with-discrete-dividend': { accept: ['50.51'], refuse: ['50.54'] },
  'fin-kelly-fraction-two-to-one': { accept: ['0.325', '32.5%', '13/40'], refuse: ['0.341', '0.55', '0.1'] },
  'fin-two-asset-portfolio-volatility': {
    accept: ['19.0%', '0.19', '18.97%', '19.0', '0.1897'],
    refuse: ['19.3%', '24%', '0.036', '0.18'],
  },
  'fin-parametric-value-at-risk': {
    accept: ['349000', '349,000', '$349,000', '350,000', '$350,000', '348952'],
    refuse: ['351000', '348,000', '351,000', '225,000'],
  },
  'fin-implied-forward-rate': { accept: ['5.0%', '5.01%', '0.0501', '5.01'], refuse: ['5.3%', '3.5%', '4%'] },
  'fin-black-scholes-put': { accept: ['6.80'], refuse: ['6.83'] },
  'fin-american-put-two-step-tree': { accept: ['4.15'], refuse: ['4.18'] },
  'fin-implied-volatility-atm': { accept: ['20.1%', '20.06%', '0.2006', '20.1'], refuse: ['20.4%', '20%', '0.2'] },
  'fin-minimum-variance-weight': { accept: ['0.75', '3/4', '75%'], refuse: ['0.788', '0.25', '0.6'] },
  'fin-par-swap-rate': { accept: ['3.7%', '3.68%', '0.0368'], refuse: ['4.0%', '3.5%', '0.035'] },
  'fin-continuous-kelly-leverage': { accept: ['1.5', '3/2', '150%'], refuse: ['1.58', '1', '2.25'] },
  'fin-digital-call-price': { accept: ['0.460', '$0.46', '0.46'], refuse: ['0.463', '0.5', '0.54'] },
  'fin-coupon-bond-yield': { accept: ['5.0%', '5.01%', '0.0501'], refuse: ['5.3%', '6%', '5.5%'] },
  'fin-butterfly-arbitrage': { accept: ['1', '$1', '1 dollar'], refuse: ['1.05', '-1', '0', '16'] },
};

describe('the grading table', () => {
  it('covers every graded question, each with an answer to accept and one to refuse', () => {
    const graded = INTERVIEW_QUESTIONS.filter((q) => q.answer).map((q) => q.slug);
    expect(Object.keys(GRADING_TABLE).sort()).toEqual([...graded].sort());
    for (const { accept, refuse } of Object.values(GRADING_TABLE)) {
      expect(accept.length).toBeGreaterThan(0);
      expect(refuse.length).toBeGreaterThan(0);
    }
  });

  describe.each(Object.entries(GRADING_TABLE))('%s', (slug, { accept, refuse }) => {
    const answer = bySlug(slug).answer!;
    it.each(accept)('accepts %j', (typed) => expect(gradeAnswer(answer, typed)).toBe(true));
    it.each(refuse)('refuses %j', (typed) => expect(gradeAnswer(answer, typed)).toBe(false));
    it('accepts the expected answer it shows', () => expect(gradeAnswer(answer, describeAnswer(answer))).toBe(true));
  });
});
