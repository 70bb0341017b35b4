// Interview practice bank: probability questions (dice, cards, coins, Bayes, expectation, random walks, stopping).
// Every numeric answer is re-derived independently in verify/probability.test.ts.
import type { InterviewQuestion } from '../../../../shared/interview';

export const PROBABILITY_QUESTIONS: readonly InterviewQuestion[] = [
  {
    slug: 'prob-two-dice-sum-eight',
    category: 'probability',
    difficulty: 'Easy',
    question:
      'You roll two fair six-sided dice. What is the probability that the faces sum to 8? Give the probability as a fraction or decimal.',
    solution:
      'There are 36 equally likely ordered outcomes. A sum of 8 comes from (2,6), (3,5), (4,4), (5,3) and (6,2), which is 5 outcomes. The probability is 5/36, about 0.139.',
    answer: { kind: 'number', value: 5 / 36, precision: 'approximate' },
  },
  {
    slug: 'prob-three-dice-all-different',
    category: 'probability',
    difficulty: 'Easy',
    question:
      'Three fair six-sided dice are rolled. What is the probability that all three show different numbers? Give a fraction or decimal.',
    solution:
      'Count ordered outcomes: the first die can be anything (6 ways), the second must differ from it (5 ways) and the third must differ from both (4 ways). That gives 6·5·4 = 120 favourable outcomes out of 6³ = 216. The probability is 120/216 = 5/9, about 0.556.',
    answer: { kind: 'number', value: 5 / 9, precision: 'approximate' },
  },
  {
    slug: 'prob-two-aces-from-deck',
    category: 'probability',
    difficulty: 'Easy',
    question:
      'You draw two cards without replacement from a well-shuffled standard 52-card deck. What is the probability that both are aces? Give a fraction or decimal.',
    solution:
      'The first card is an ace with probability 4/52. Given that, 3 aces remain among 51 cards, so the second is an ace with probability 3/51. Multiplying gives 12/2652 = 1/221, equivalently C(4,2)/C(52,2) = 6/1326. The probability is 1/221, about 0.00452.',
    answer: { kind: 'number', value: 1 / 221, precision: 'approximate' },
  },
  {
    slug: 'prob-five-coins-at-least-two-heads',
    category: 'probability',
    difficulty: 'Easy',
    question:
      'Five fair coins are tossed. What is the probability of getting at least two heads? Give a fraction or decimal.',
    solution:
      'Use the complement: zero heads happens in 1 of the 32 outcomes and exactly one head in 5 of them. So 6 of 32 outcomes have fewer than two heads. The probability of at least two heads is 1 − 6/32 = 26/32 = 13/16 = 0.8125.',
    answer: { kind: 'number', value: 13 / 16, precision: 'approximate' },
  },
  {
    slug: 'prob-rolls-until-five-or-six',
    category: 'probability',
    difficulty: 'Easy',
    question:
      'You roll a fair die repeatedly until it shows a 5 or a 6. What is the expected number of rolls, including the last one?',
    solution:
      'Each roll succeeds independently with probability p = 2/6 = 1/3, so the number of rolls is geometric. A geometric count of trials up to and including the first success has mean 1/p. Alternatively, E = 1 + (2/3)E gives the same equation. The expected number of rolls is 3.',
    answer: { kind: 'number', value: 3, precision: 'approximate' },
  },
  {
    slug: 'prob-three-winning-days-of-five',
    category: 'probability',
    difficulty: 'Easy',
    question:
      'A strategy makes money on any given day with probability 0.6, independently across days. What is the probability that it makes money on exactly 3 of the next 5 days? Give a decimal.',
    solution:
      'The number of winning days is Binomial(5, 0.6). The probability of exactly 3 wins is C(5,3)·0.6³·0.4² = 10 · 0.216 · 0.16. That equals 0.3456.',
    answer: { kind: 'number', value: 0.3456, precision: 'approximate' },
  },
  {
    slug: 'prob-double-six-given-a-six',
    category: 'probability',
    difficulty: 'Easy',
    question:
      'Two fair dice are rolled out of your sight, and you are told truthfully that at least one die shows a 6. What is the probability that both show a 6? Give a fraction or decimal.',
    solution:
      'Condition on the event "at least one 6", which contains 36 − 25 = 11 of the 36 equally likely ordered outcomes. Only one of those, (6,6), has both dice showing 6. The conditional probability is 1/11, about 0.0909, not 1/6, because the information does not say which die is the 6.',
    answer: { kind: 'number', value: 1 / 11, precision: 'approximate' },
  },
  {
    slug: 'prob-expected-max-three-uniforms',
    category: 'probability',
    difficulty: 'Easy',
    question: 'Let X₁, X₂, X₃ be independent Uniform(0, 1). What is the expected value of max(X₁, X₂, X₃)?',
    solution:
      'The maximum is at most x exactly when all three are, so P(max ≤ x) = x³ and its density is 3x². Then E[max] = ∫₀¹ x · 3x² dx = 3/4. In general the maximum of n uniforms has mean n/(n + 1). The answer is 0.75.',
    answer: { kind: 'number', value: 3 / 4, precision: 'approximate' },
  },
  {
    slug: 'prob-poisson-at-least-two-trades',
    category: 'probability',
    difficulty: 'Easy',
    question:
      'Trades in an illiquid bond arrive as a Poisson process with an average of 3 per minute. What is the probability of at least 2 trades in a given minute? Give a decimal to 3 places.',
    solution:
      'The count N in one minute is Poisson with mean 3. P(N = 0) = e⁻³ and P(N = 1) = 3e⁻³. So P(N ≥ 2) = 1 − 4e⁻³ ≈ 1 − 0.1991. The probability is about 0.801.',
    answer: { kind: 'number', value: 1 - 4 * Math.exp(-3), precision: { decimals: 3 } },
  },
  {
    slug: 'prob-shared-birth-month-five-people',
    category: 'probability',
    difficulty: 'Easy',
    question:
      'Assume each person is equally likely to be born in any of the 12 months, independently. In a group of 5 people, what is the probability that at least two share a birth month? Give a decimal to 3 places.',
    solution:
      'Compute the complement: all five months are distinct in 12·11·10·9·8 = 95,040 of the 12⁵ = 248,832 equally likely assignments. That is about 0.3819. The probability that some month is shared is 1 − 0.3819 ≈ 0.618.',
    answer: { kind: 'number', value: 1 - (12 * 11 * 10 * 9 * 8) / 12 ** 5, precision: { decimals: 3 } },
  },
  {
    slug: 'prob-bayes-positive-screening-test',
    category: 'probability',
    difficulty: 'Medium',
    question:
      'A condition affects 2% of a population. A test detects it in 95% of people who have it, and gives a false positive in 4% of people who do not. A randomly chosen person tests positive. What is the probability they have the condition? Give a decimal to 3 places.',
    solution:
      'By Bayes, P(C | +) = P(+ | C)P(C) / P(+). The numerator is 0.95 · 0.02 = 0.019. The total positive rate is 0.019 + 0.04 · 0.98 = 0.019 + 0.0392 = 0.0582. The ratio is 0.019 / 0.0582 ≈ 0.326, so most positives are false positives because the condition is rare.',
    answer: { kind: 'number', value: (0.95 * 0.02) / (0.95 * 0.02 + 0.04 * 0.98), precision: { decimals: 3 } },
  },
  {
    slug: 'prob-expected-max-two-dice',
    category: 'probability',
    difficulty: 'Medium',
    question:
      'Two fair dice are rolled. What is the expected value of the larger of the two faces? Give a fraction or a decimal to 3 places.',
    solution:
      'P(max ≤ k) = (k/6)², so P(max = k) = (k² − (k − 1)²)/36 = (2k − 1)/36. Then E[max] = Σ k(2k − 1)/36 for k = 1…6 = (1 + 6 + 15 + 28 + 45 + 66)/36. That is 161/36 ≈ 4.472.',
    answer: { kind: 'number', value: 161 / 36, precision: { decimals: 3 } },
  },
  {
    slug: 'prob-poker-full-house',
    category: 'probability',
    difficulty: 'Medium',
    question:
      'You are dealt 5 cards from a standard 52-card deck. What is the probability of a full house (three cards of one rank and two of another)? Give a fraction or a decimal.',
    solution:
      'Choose the rank of the triple (13 ways) and 3 of its 4 suits (4 ways), then a different rank for the pair (12 ways) and 2 of its suits (6 ways). That gives 13·4·12·6 = 3,744 hands. There are C(52,5) = 2,598,960 hands in total. The probability is 3744/2598960 = 6/4165 ≈ 0.00144.',
    answer: { kind: 'number', value: 3744 / 2598960, precision: 'approximate' },
  },
  {
    slug: 'prob-coupon-collector-eight-sided-die',
    category: 'probability',
    difficulty: 'Medium',
    question:
      'You roll a fair eight-sided die until every face from 1 to 8 has appeared at least once. What is the expected number of rolls? Round to 2 decimals.',
    solution:
      'Split the process into stages: once k distinct faces have been seen, each roll shows a new face with probability (8 − k)/8, so that stage lasts 8/(8 − k) rolls on average. Summing over k = 0…7 gives 8(1/8 + 1/7 + … + 1/1) = 8·H₈. With H₈ = 761/280, the expectation is 761/35 ≈ 21.74 rolls.',
    answer: { kind: 'number', value: 761 / 35, precision: { decimals: 2 } },
  },
  {
    slug: 'prob-second-smallest-of-four-uniforms',
    category: 'probability',
    difficulty: 'Medium',
    question:
      'Four numbers are drawn independently from Uniform(0, 1). What is the expected value of the second smallest? Give a fraction or decimal.',
    solution:
      'The k-th smallest of n independent uniforms has a Beta(k, n + 1 − k) distribution. Its mean is k/(n + 1). Intuitively the four points split [0, 1] into five gaps of equal expected length 1/5. With k = 2 and n = 4 the answer is 2/5 = 0.4.',
    answer: { kind: 'number', value: 2 / 5, precision: 'approximate' },
  },
  {
    slug: 'prob-cards-before-first-ace',
    category: 'probability',
    difficulty: 'Medium',
    question:
      'A standard 52-card deck is shuffled and cards are turned over one at a time. What is the expected number of cards turned over before the first ace appears (not counting the ace)?',
    solution:
      'Each of the 48 non-aces is equally likely to be in any of the five gaps defined by the four aces, by symmetry. So each non-ace lies before the first ace with probability 1/5. By linearity of expectation the expected count is 48/5. The answer is 9.6 cards.',
    answer: { kind: 'number', value: 48 / 5, precision: 'approximate' },
  },
  {
    slug: 'prob-distinct-faces-in-six-rolls',
    category: 'probability',
    difficulty: 'Medium',
    question:
      'A fair die is rolled 6 times. What is the expected number of distinct faces that appear? Round to 3 decimals.',
    solution:
      'Use indicators: face j appears at least once with probability 1 − (5/6)⁶. There are 6 faces, and linearity of expectation needs no independence. So the expected number of distinct faces is 6(1 − (5/6)⁶) = 6(1 − 0.3349). That is about 3.991.',
    answer: { kind: 'number', value: 6 * (1 - (5 / 6) ** 6), precision: { decimals: 3 } },
  },
  {
    slug: 'prob-four-door-monty-hall',
    category: 'probability',
    difficulty: 'Medium',
    question:
      'A game show has 4 doors, one hiding a car. You pick a door; the host, who knows where the car is, opens one of the other doors that hides no car. You then switch to one of the two remaining unopened doors chosen at random. What is your probability of winning the car? Give a fraction or decimal.',
    solution:
      'Your first pick is right with probability 1/4, and then switching always loses. With probability 3/4 the car is behind one of the three other doors, and the host never opens it, so it is one of the two doors you may switch to. Choosing between them at random wins half the time. The probability is (3/4)(1/2) = 3/8 = 0.375, better than the 1/4 from staying.',
    answer: { kind: 'number', value: 3 / 8, precision: 'approximate' },
  },
  {
    slug: 'prob-hh-before-th',
    category: 'probability',
    difficulty: 'Medium',
    question:
      'A fair coin is flipped until either the pattern HH or the pattern TH appears (as consecutive flips). What is the probability that HH appears first? Give a fraction or decimal.',
    solution:
      'If the first two flips are HH, HH wins immediately. Otherwise a T appears at some point before any HH, and from then on the first H that follows completes TH before HH can happen, because any HH would have to be preceded by TH. So HH wins only when the first two flips are both heads. The probability is 1/4.',
    answer: { kind: 'number', value: 1 / 4, precision: 'approximate' },
  },
  {
    slug: 'prob-de-mere-comparison',
    category: 'probability',
    difficulty: 'Medium',
    question:
      'Which is more likely: (first) at least one six in 4 rolls of one die, or (second) at least one double six in 24 rolls of a pair of dice? Answer "first" or "second".',
    solution:
      'The first has probability 1 − (5/6)⁴ ≈ 1 − 0.4823 = 0.5177. The second has probability 1 − (35/36)²⁴ ≈ 1 − 0.5086 = 0.4914. The naive proportional argument (4/6 equals 24/36) suggests they are equal, but it ignores overlaps. The first event is more likely.',
    answer: { kind: 'text', accepted: ['first', 'the first', 'first one', 'the first one', '1', '1st'] },
  },
  {
    slug: 'prob-normal-from-uniforms',
    category: 'probability',
    difficulty: 'Medium',
    question:
      'You have a generator of independent Uniform(0, 1) numbers. Describe two ways to produce standard normal samples and their trade-offs.',
    solution:
      'Inverse transform sampling applies the normal quantile function to a uniform, which is exact but needs an accurate approximation of Φ⁻¹. The Box–Muller transform turns two uniforms U, V into √(−2 ln U)·cos(2πV) and √(−2 ln U)·sin(2πV), two independent normals, at the cost of a logarithm and trigonometric calls. The polar (Marsaglia) variant avoids the trigonometry by rejection sampling in the unit disc. Summing 12 uniforms and subtracting 6 gives only an approximate normal with bounded tails, which is unsuitable for tail-risk work.',
  },
  {
    slug: 'prob-gamblers-ruin-biased-coin',
    category: 'probability',
    difficulty: 'Hard',
    question:
      'You start with $2 and repeatedly bet $1 on a coin that you win with probability 0.6, stopping when you reach $5 or go broke. What is the probability that you reach $5? Give a fraction or a decimal to 3 places.',
    solution:
      'Let r = q/p = 0.4/0.6 = 2/3. The probability of reaching N from i satisfies P_i = 0.6 P_{i+1} + 0.4 P_{i−1} with P_0 = 0 and P_N = 1, whose solution is P_i = (1 − rⁱ)/(1 − r^N). With i = 2 and N = 5 this is (1 − 4/9)/(1 − 32/243) = (5/9)/(211/243). That simplifies to 135/211 ≈ 0.640.',
    answer: { kind: 'number', value: 135 / 211, precision: { decimals: 3 } },
  },
  {
    slug: 'prob-waiting-time-hth',
    category: 'probability',
    difficulty: 'Hard',
    question:
      'A fair coin is flipped until the pattern HTH appears in consecutive flips. What is the expected number of flips?',
    solution:
      'Track the longest suffix matching a prefix of HTH: states 0, H, HT. With E₀, E_H, E_HT the expected remaining flips, E₀ = 1 + ½E_H + ½E₀, E_H = 1 + ½E_H + ½E_HT and E_HT = 1 + ½·0 + ½E₀ (a T after HT leaves no useful suffix). Solving gives E_HT = 6, E_H = 8 and E₀ = 10. This matches the shortcut of summing 2^k over every k for which the length-k prefix equals the length-k suffix: 2³ + 2¹ = 10 flips.',
    answer: { kind: 'number', value: 10, precision: 'approximate' },
  },
  {
    slug: 'prob-random-walk-exit-time',
    category: 'probability',
    difficulty: 'Hard',
    question:
      'A symmetric simple random walk starts at 0 and moves ±1 with probability ½ each step. It stops the first time it hits +3 or −5. What is the expected number of steps?',
    solution:
      'Sₙ² − n is a martingale, and the stopping time has finite expectation, so E[S_T²] = E[T]. The walk exits at +3 with probability 5/8 and at −5 with probability 3/8 (from the martingale Sₙ itself). Then E[T] = (5/8)·9 + (3/8)·25 = 45/8 + 75/8 = 15, which is the product a·b of the two distances. The expected time is 15 steps.',
    answer: { kind: 'number', value: 15, precision: 'approximate' },
  },
  {
    slug: 'prob-first-return-at-step-six',
    category: 'probability',
    difficulty: 'Hard',
    question:
      'A symmetric simple random walk starts at 0. What is the probability that its first return to 0 happens exactly at step 6? Give a fraction or decimal.',
    solution:
      'A first return at step 6 means the walk stays strictly on one side of 0 during steps 1–5. Staying strictly positive, it steps to 1, makes a 4-step excursion that never drops below 1, then steps back to 0; there are Catalan(2) = 2 such excursions. Doubling for the negative side gives 4 paths out of 2⁶ = 64. The probability is 4/64 = 1/16 = 0.0625.',
    answer: { kind: 'number', value: 1 / 16, precision: 'approximate' },
  },
  {
    slug: 'prob-broken-stick-triangle',
    category: 'probability',
    difficulty: 'Hard',
    question:
      'A stick of length 1 is broken at two points chosen independently and uniformly along it. What is the probability that the three pieces can form a triangle? Give a fraction or decimal.',
    solution:
      'The pieces form a triangle exactly when every piece is shorter than 1/2. With break points x and y, the unit square splits into regions; when x < y the conditions are x < 1/2, y > 1/2 and y − x < 1/2, a triangle of area 1/8. The case y < x is symmetric and adds another 1/8. The probability is 1/4.',
    answer: { kind: 'number', value: 1 / 4, precision: 'approximate' },
  },
  {
    slug: 'prob-three-roll-dice-game',
    category: 'probability',
    difficulty: 'Hard',
    question:
      'You roll a die and may either take its face value in dollars or roll again, up to three rolls in total; if you reach the third roll you must take it. With optimal play, what is the expected payoff in dollars? Give a fraction or a decimal to 3 places.',
    solution:
      'Work backwards. With one roll left the value is 3.5. With two rolls left, keep 4, 5 or 6 and reroll otherwise, worth (4 + 5 + 6)/6 + (3/6)·3.5 = 4.25. With three rolls left, keep only 5 or 6 (they beat 4.25), worth (5 + 6)/6 + (4/6)·4.25 = 11/6 + 17/6 = 14/3 ≈ 4.667 dollars.',
    answer: { kind: 'number', value: 14 / 3, precision: { decimals: 3 }, unit: 'dollars' },
  },
  {
    slug: 'prob-four-points-semicircle',
    category: 'probability',
    difficulty: 'Hard',
    question:
      'Four points are chosen independently and uniformly on the circumference of a circle. What is the probability that all four lie in some semicircle? Give a fraction or decimal.',
    solution:
      'For each point, consider the event that the other three lie in the semicircle running clockwise from it; each such event has probability (1/2)³ = 1/8. These four events are disjoint, and all points lie in some semicircle exactly when one of them occurs. So the probability is 4 · 1/8 = 1/2, matching the general formula n/2ⁿ⁻¹.',
    answer: { kind: 'number', value: 1 / 2, precision: 'approximate' },
  },
  {
    slug: 'prob-uniform-sum-exceeds-half',
    category: 'probability',
    difficulty: 'Hard',
    question:
      'You draw independent Uniform(0, 1) numbers until their running sum exceeds 1/2. What is the expected number of draws? Round to 3 decimals.',
    solution:
      'For t ≤ 1, the sum of n uniforms stays at or below t with probability tⁿ/n! (the volume of a simplex). So P(N > n) = tⁿ/n! for n ≥ 0, and E[N] = Σ P(N > n) = Σ tⁿ/n! = eᵗ. With t = 1/2 the expected number of draws is √e ≈ 1.649.',
    answer: { kind: 'number', value: Math.exp(0.5), precision: { decimals: 3 } },
  },
  {
    slug: 'prob-doubling-strategy-martingale',
    category: 'probability',
    difficulty: 'Hard',
    question:
      'A gambler bets on a fair coin, doubling the stake after every loss and stopping after the first win, which nets $1. Why does this not beat a fair game? Use the optional stopping theorem in your answer.',
    solution:
      'The wealth process of bets on a fair coin is a martingale, so for any bounded stopping time the expected final wealth equals the initial wealth. The doubling strategy stops almost surely with a $1 gain, but its stopping time is unbounded and the losses before stopping have no bound either, so the theorem’s conditions fail. With any finite bankroll or table limit, the strategy wins $1 with high probability but loses a large amount with a small probability, and the expectation is exactly zero. Real casinos add a house edge, which makes the expectation negative.',
  },
];
