// Interview practice bank: finance questions (discounting, bonds, duration, options, forwards, portfolios, sizing).
// Every numeric answer is recomputed independently in verify/finance.test.ts. Rates are stored as decimals and asked as
// percentages (unit 'percent'), so "4.6%", "4.6" and "0.046" all grade as correct.
import type { InterviewQuestion } from '../../../../shared/interview';

export const FINANCE_QUESTIONS: readonly InterviewQuestion[] = [
  {
    slug: 'fin-annuity-present-value',
    category: 'finance',
    difficulty: 'Easy',
    question:
      'What is the present value of $1,000 received at the end of each year for 5 years, discounted at 6% per year with annual compounding? Give the answer in dollars, to the nearest dollar.',
    solution:
      'Discount each payment: PV = Σ 1000/1.06ᵗ for t = 1…5. The annuity formula sums this geometric series as 1000 · (1 − 1.06⁻⁵)/0.06. With 1.06⁻⁵ ≈ 0.74726, the factor is about 4.21236. The present value is about $4,212.36.',
    answer: { kind: 'number', value: (1000 * (1 - 1.06 ** -5)) / 0.06, precision: { decimals: 0 }, unit: 'dollars' },
  },
  {
    slug: 'fin-zero-coupon-yield',
    category: 'finance',
    difficulty: 'Easy',
    question:
      'A 5-year zero-coupon bond with face value $1,000 trades at $800. What is its annually compounded yield to maturity? Give a percentage to 1 decimal place (for example 4.6%) or the same as a decimal (0.046).',
    solution:
      'The yield y solves 800 = 1000/(1 + y)⁵. So (1 + y)⁵ = 1.25 and y = 1.25^(1/5) − 1. The fifth root of 1.25 is about 1.04564. The yield is about 4.56% per year.',
    answer: { kind: 'number', value: 1.25 ** (1 / 5) - 1, precision: { decimals: 1 }, unit: 'percent' },
  },
  {
    slug: 'fin-effective-annual-rate',
    category: 'finance',
    difficulty: 'Easy',
    question:
      'A loan charges a nominal 12% per year compounded monthly. What is the effective annual rate? Give a percentage to 1 decimal place (such as 12.3%) or the same as a decimal (0.123).',
    solution:
      'Monthly compounding charges 12%/12 = 1% per month. Over 12 months a balance grows by a factor of 1.01¹² ≈ 1.126825. The effective annual rate is about 12.68%, above the nominal 12% because interest earns interest.',
    answer: { kind: 'number', value: 1.01 ** 12 - 1, precision: { decimals: 1 }, unit: 'percent' },
  },
  {
    slug: 'fin-one-step-binomial-call',
    category: 'finance',
    difficulty: 'Easy',
    question:
      'A stock at $100 will be worth either $120 or $90 in one period, and the interest rate is zero. What is the no-arbitrage price of a European call with strike $105 expiring at the end of the period, in dollars?',
    solution:
      'The call pays 15 in the up state and 0 in the down state. Replicate it with Δ shares and a bond B: 120Δ + B = 15 and 90Δ + B = 0 give Δ = 0.5 and B = −45. The portfolio costs 0.5 · 100 − 45 = 5. Equivalently the risk-neutral up probability is (100 − 90)/(120 − 90) = 1/3 and the price is 15/3 = $5.',
    answer: { kind: 'number', value: 5, precision: 'approximate', unit: 'dollars' },
  },
  {
    slug: 'fin-capm-expected-return',
    category: 'finance',
    difficulty: 'Easy',
    question:
      'The risk-free rate is 3%, the expected market return is 8%, and a stock has beta 1.4. What expected return does the CAPM give for the stock? Give a percentage or a decimal.',
    solution:
      'The CAPM says E[R] = r_f + β(E[R_m] − r_f). The market risk premium is 8% − 3% = 5%, and the stock earns 1.4 times it, 7%. Adding the risk-free rate gives 3% + 7%. The expected return is 10%.',
    answer: { kind: 'number', value: 0.1, precision: 'approximate', unit: 'percent' },
  },
  {
    slug: 'fin-put-call-parity',
    category: 'finance',
    difficulty: 'Easy',
    question:
      'A non-dividend-paying stock trades at $100. A 1-year European call with strike $100 costs $10.45, and the continuously compounded risk-free rate is 5%. What must the 1-year European put with strike $100 cost, in dollars to the cent?',
    solution:
      'Put–call parity says C − P = S − K·e^(−rT), because a long call plus a short put is a forward purchase at K. So P = C − S + K·e^(−rT) = 10.45 − 100 + 100·e^(−0.05). With e^(−0.05) ≈ 0.951229 this is 10.45 − 100 + 95.1229. The put must cost about $5.57.',
    answer: { kind: 'number', value: 10.45 - 100 + 100 * Math.exp(-0.05), precision: { decimals: 2 }, unit: 'dollars' },
  },
  {
    slug: 'fin-risk-neutral-probability',
    category: 'finance',
    difficulty: 'Easy',
    question:
      'In a one-period binomial model the stock moves up by a factor 1.2 or down by a factor 0.8, and the simple interest rate for the period is 5%. What is the risk-neutral probability of the up move?',
    solution:
      'Under the risk-neutral measure the stock earns the risk-free rate: q · 1.2 + (1 − q) · 0.8 = 1.05. Solving gives q = (1.05 − 0.8)/(1.2 − 0.8) = 0.25/0.4. It lies in (0, 1) because d < 1 + r < u, so there is no arbitrage. The probability is 0.625.',
    answer: { kind: 'number', value: 0.625, precision: 'approximate' },
  },
  {
    slug: 'fin-gordon-growth-value',
    category: 'finance',
    difficulty: 'Easy',
    question:
      'A stock will pay a dividend of $3 next year, and dividends are expected to grow at 4% per year forever. With a required return of 9%, what is the stock worth today, in dollars?',
    solution:
      'The dividends form a growing perpetuity, Σ 3·1.04^(t−1)/1.09ᵗ, a geometric series with ratio 1.04/1.09 < 1. It sums to D₁/(k − g), the Gordon growth formula. Here that is 3/(0.09 − 0.04) = 3/0.05. The value is $60.',
    answer: { kind: 'number', value: 60, precision: 'approximate', unit: 'dollars' },
  },
  {
    slug: 'fin-cash-and-carry-arbitrage',
    category: 'finance',
    difficulty: 'Easy',
    question:
      'A stock paying no dividends trades at $100, you can borrow and lend at 5% simple interest for one year, and the 1-year forward price is quoted at $107. Executing the cash-and-carry arbitrage on one share, what riskless profit do you lock in at maturity, in dollars?',
    solution:
      'The fair forward price is 100 · 1.05 = 105, so the quoted forward is too expensive. Borrow $100, buy the share and sell it forward at 107. At maturity deliver the share for $107 and repay $105, whatever the share price is then. The riskless profit is $2 per share.',
    answer: { kind: 'number', value: 2, precision: 'approximate', unit: 'dollars' },
  },
  {
    slug: 'fin-annualised-sharpe-ratio',
    category: 'finance',
    difficulty: 'Easy',
    question:
      'A strategy’s daily returns are independent with mean excess return 0.05% and standard deviation 0.8%. Assuming 252 trading days, what is its annualised Sharpe ratio? Round to 2 decimals.',
    solution:
      'The daily Sharpe ratio is 0.05%/0.8% = 0.0625. Over 252 independent days the mean excess return scales by 252 and the standard deviation by √252. So the annual Sharpe ratio is 0.0625 · √252 ≈ 0.0625 · 15.875. That is about 0.99.',
    answer: { kind: 'number', value: 0.0625 * Math.sqrt(252), precision: { decimals: 2 } },
  },
  {
    slug: 'fin-coupon-bond-price',
    category: 'finance',
    difficulty: 'Medium',
    question:
      'A 3-year bond with face value $1,000 pays a 5% coupon annually. What is its price if its yield to maturity is 6% (annual compounding)? Give the answer in dollars, to the nearest dollar.',
    solution:
      'Discount the coupons of $50 and the final $1,050 at 6%: 50/1.06 + 50/1.06² + 1050/1.06³. These are about 47.17, 44.50 and 881.60. The price is about $973.27, below par because the coupon rate is below the yield.',
    answer: {
      kind: 'number',
      value: 50 / 1.06 + 50 / 1.06 ** 2 + 1050 / 1.06 ** 3,
      precision: { decimals: 0 },
      unit: 'dollars',
    },
  },
  {
    slug: 'fin-macaulay-duration',
    category: 'finance',
    difficulty: 'Medium',
    question:
      'A 3-year bond with face value $1,000 pays a 10% annual coupon and yields 10% (annual compounding), so it trades at par. What is its Macaulay duration in years? Round to 3 decimals.',
    solution:
      'Macaulay duration is the present-value-weighted average time of the cash flows. The present values are 100/1.1 ≈ 90.91, 100/1.21 ≈ 82.64 and 1100/1.331 ≈ 826.45, summing to the price of 1000. The weighted times are 1 · 90.91 + 2 · 82.64 + 3 · 826.45 ≈ 2735.54. Dividing by the price gives about 2.736 years.',
    answer: {
      kind: 'number',
      value: (100 / 1.1 + 200 / 1.21 + 3300 / 1.331) / 1000,
      precision: { decimals: 3 },
      unit: 'years',
    },
  },
  {
    slug: 'fin-black-scholes-atm-call',
    category: 'finance',
    difficulty: 'Medium',
    question:
      'Using Black–Scholes, price a 1-year European call on a non-dividend-paying stock with spot $100, strike $100, volatility 20% and zero interest rate. Give the price in dollars, rounded to 2 decimals.',
    solution:
      'With r = 0, d₁ = (ln(S/K) + σ²T/2)/(σ√T) = 0.02/0.2 = 0.1 and d₂ = d₁ − σ√T = −0.1. The price is S·N(d₁) − K·N(d₂) = 100(N(0.1) − N(−0.1)) = 100(2N(0.1) − 1). With N(0.1) ≈ 0.539828 this is about $7.97, close to the rule of thumb 0.4·S·σ√T = 8.',
    answer: { kind: 'number', value: 7.965567455405804, precision: { decimals: 2 }, unit: 'dollars' },
  },
  {
    slug: 'fin-black-scholes-call-delta',
    category: 'finance',
    difficulty: 'Medium',
    question:
      'For a 1-year European call with spot $100, strike $100, volatility 20% and zero interest rate, what is the Black–Scholes delta? Round to 3 decimals.',
    solution:
      'The delta of a call on a non-dividend-paying stock is N(d₁). Here d₁ = (ln(1) + 0.5 · 0.04 · 1)/0.2 = 0.1. So the delta is N(0.1) ≈ 0.540, slightly above one half because the log-normal drift term pushes d₁ above zero.',
    answer: { kind: 'number', value: 0.539827837277029, precision: { decimals: 3 } },
  },
  {
    slug: 'fin-forward-with-discrete-dividend',
    category: 'finance',
    difficulty: 'Medium',
    question:
      'A stock trades at $50 and will pay a $1 dividend in 3 months. The continuously compounded risk-free rate is 6%. What is the no-arbitrage 6-month forward price, in dollars to the cent?',
    solution:
      'Subtract the present value of the dividend from the spot and grow the rest at the risk-free rate: F = (S − D·e^(−r·0.25))·e^(r·0.5). The dividend is worth e^(−0.015) ≈ 0.98511 today, leaving 49.01489. Multiplying by e^(0.03) ≈ 1.030455 gives the forward. The forward price is about $50.51.',
    answer: {
      kind: 'number',
      value: (50 - Math.exp(-0.015)) * Math.exp(0.03),
      precision: { decimals: 2 },
      unit: 'dollars',
    },
  },
  {
    slug: 'fin-kelly-fraction-two-to-one',
    category: 'finance',
    difficulty: 'Medium',
    question:
      'A repeated bet wins with probability 0.55 and pays 2 to 1 (you win $2 per $1 staked, or lose the stake). What fraction of your bankroll should the Kelly criterion stake on each bet?',
    solution:
      'Kelly maximises expected log wealth, g(f) = 0.55·ln(1 + 2f) + 0.45·ln(1 − f). Setting g′(f) = 1.1/(1 + 2f) − 0.45/(1 − f) to zero gives f* = (bp − q)/b with b = 2. That is (1.1 − 0.45)/2. The Kelly fraction is 0.325 of the bankroll.',
    answer: { kind: 'number', value: 0.325, precision: 'approximate' },
  },
  {
    slug: 'fin-two-asset-portfolio-volatility',
    category: 'finance',
    difficulty: 'Medium',
    question:
      'A portfolio holds 60% in an asset with volatility 20% and 40% in an asset with volatility 30%; their correlation is 0.25. What is the portfolio volatility? Give a percentage to 1 decimal place (such as 12.3%) or the same as a decimal (0.123).',
    solution:
      'The portfolio variance is w₁²σ₁² + w₂²σ₂² + 2w₁w₂ρσ₁σ₂ = 0.36 · 0.04 + 0.16 · 0.09 + 2 · 0.6 · 0.4 · 0.25 · 0.2 · 0.3. That is 0.0144 + 0.0144 + 0.0072 = 0.036. The volatility is √0.036 ≈ 18.97%, below the weighted average of 24% thanks to diversification.',
    answer: { kind: 'number', value: Math.sqrt(0.036), precision: { decimals: 1 }, unit: 'percent' },
  },
  {
    slug: 'fin-parametric-value-at-risk',
    category: 'finance',
    difficulty: 'Medium',
    question:
      'A $10 million portfolio has normally distributed daily returns with mean zero and standard deviation 1.5%. What is its one-day 99% value at risk, in dollars, rounded to the nearest thousand?',
    solution:
      'The daily standard deviation in dollars is 1.5% of $10 million, or $150,000. The 99% quantile of the standard normal is about 2.3263. VaR is the loss exceeded with only 1% probability, 2.3263 · 150,000. That is about $349,000.',
    answer: {
      kind: 'number',
      value: 348952.1811061269,
      precision: { nearest: 1000 },
      unit: 'dollars',
      alsoAccepted: [2.33 * 150_000],
    },
  },
  {
    slug: 'fin-implied-forward-rate',
    category: 'finance',
    difficulty: 'Medium',
    question:
      'The 1-year spot rate is 3% and the 2-year spot rate is 4%, both annually compounded. What is the implied 1-year rate starting in one year? Give a percentage to 1 decimal place (such as 12.3%) or the same as a decimal (0.123).',
    solution:
      'Investing for two years at 4% must match investing for one year at 3% and rolling over at the forward rate f. So 1.04² = 1.03 · (1 + f), and 1 + f = 1.0816/1.03 ≈ 1.050097. The forward rate is about 5.01%.',
    answer: { kind: 'number', value: 1.04 ** 2 / 1.03 - 1, precision: { decimals: 1 }, unit: 'percent' },
  },
  {
    slug: 'fin-market-making-quotes',
    category: 'finance',
    difficulty: 'Hard',
    question:
      'You are asked to make a two-sided market in a contract that pays the sum of two fair dice in dollars. How do you set your first bid and ask, and how do you adjust them as you trade?',
    solution:
      'Start from the fair value, here 7 dollars, and quote a spread around it wide enough to cover the risk of being picked off, perhaps 6.50 bid and 7.50 offered. If counterparties keep lifting your offer, they may know something or you may be mispriced, so move both quotes up and manage your growing short position. Skew the quotes against your inventory to attract trades that flatten it, and widen the spread when uncertainty or order flow toxicity rises. State your fair value and reasoning aloud, since interviewers grade the process as much as the numbers.',
  },
  {
    slug: 'fin-black-scholes-put',
    category: 'finance',
    difficulty: 'Hard',
    question:
      'Using Black–Scholes, price a 6-month European put on a non-dividend-paying stock with spot $50, strike $55, volatility 30% and continuously compounded risk-free rate 3%. Give the price in dollars, rounded to 2 decimals.',
    solution:
      'Compute d₁ = (ln(50/55) + (0.03 + 0.045) · 0.5)/(0.3√0.5) = (−0.09531 + 0.0375)/0.21213 ≈ −0.2725 and d₂ = d₁ − 0.21213 ≈ −0.4847. The put price is K·e^(−rT)·N(−d₂) − S·N(−d₁). With K·e^(−0.015) ≈ 54.181, N(0.4847) ≈ 0.6860 and N(0.2725) ≈ 0.6074, this is about 37.17 − 30.37. The put is worth about $6.80.',
    answer: { kind: 'number', value: 6.800909517410894, precision: { decimals: 2 }, unit: 'dollars' },
  },
  {
    slug: 'fin-american-put-two-step-tree',
    category: 'finance',
    difficulty: 'Hard',
    question:
      'A stock at $100 moves up by a factor 1.1 or down by a factor 0.9 in each of two periods, and the simple interest rate is 2% per period. What is the value of a 2-period American put with strike $100, in dollars? Round to 2 decimals.',
    solution:
      'The risk-neutral up probability is q = (1.02 − 0.9)/(1.1 − 0.9) = 0.6. At expiry the prices are 121, 99 and 81, so the put pays 0, 1 and 19. At the up node (110) holding is worth 0.4 · 1/1.02 ≈ 0.392. At the down node (90) holding is worth (0.6 · 1 + 0.4 · 19)/1.02 ≈ 8.039, but exercising pays 10, so you exercise early. The value today is (0.6 · 0.392 + 0.4 · 10)/1.02 ≈ $4.15, against about 3.38 for the European put.',
    answer: {
      kind: 'number',
      value: (0.6 * (0.4 / 1.02) + 0.4 * 10) / 1.02,
      precision: { decimals: 2 },
      unit: 'dollars',
    },
  },
  {
    slug: 'fin-implied-volatility-atm',
    category: 'finance',
    difficulty: 'Hard',
    question:
      'A 3-month at-the-money European call (spot = strike = $100, zero interest rate) trades at $4.00. What Black–Scholes implied volatility does this correspond to? Give a percentage to 1 decimal place (such as 12.3%) or the same as a decimal (0.123).',
    solution:
      'At the money with r = 0 the price is S(2N(σ√T/2) − 1). So 100(2N(x) − 1) = 4 gives N(x) = 0.52 and x = N⁻¹(0.52) ≈ 0.050154. With √T = 0.5, σ = 2x/0.5 = 4x ≈ 0.2006. The ATM approximation C ≈ 0.4·S·σ√T gives 20% almost exactly. The implied volatility is about 20.06%.',
    answer: { kind: 'number', value: 0.2006143338589345, precision: { decimals: 1 }, unit: 'percent' },
  },
  {
    slug: 'fin-minimum-variance-weight',
    category: 'finance',
    difficulty: 'Medium',
    question:
      'Two assets have volatilities 20% and 30% and correlation 0.25. What weight on the first asset gives the fully invested portfolio with the lowest variance? Give a decimal.',
    solution:
      'Minimise w²σ₁² + (1 − w)²σ₂² + 2w(1 − w)ρσ₁σ₂ over w. Setting the derivative to zero gives w = (σ₂² − ρσ₁σ₂)/(σ₁² + σ₂² − 2ρσ₁σ₂). The numerator is 0.09 − 0.015 = 0.075 and the denominator 0.04 + 0.09 − 0.03 = 0.10. The weight is 0.75 in the first asset and 0.25 in the second.',
    answer: { kind: 'number', value: 0.75, precision: 'approximate' },
  },
  {
    slug: 'fin-par-swap-rate',
    category: 'finance',
    difficulty: 'Hard',
    question:
      'Discount factors are 0.97 for 1 year and 0.93 for 2 years. What is the fixed rate of a 2-year interest rate swap with annual payments that has zero value today? Give a percentage to 1 decimal place (such as 12.3%) or the same as a decimal (0.123).',
    solution:
      'A floating leg paying annual rates, plus the notional at the end, is worth par, so the floating leg alone is worth 1 − D₂ = 0.07 per unit notional. The fixed leg is worth K(D₁ + D₂) = 1.9K. Setting them equal gives K = 0.07/1.9. The par swap rate is about 3.68%.',
    answer: { kind: 'number', value: (1 - 0.93) / (0.97 + 0.93), precision: { decimals: 1 }, unit: 'percent' },
  },
  {
    slug: 'fin-continuous-kelly-leverage',
    category: 'finance',
    difficulty: 'Medium',
    question:
      'A stock follows geometric Brownian motion dS/S = μ dt + σ dW with arithmetic drift μ = 9% per year (the expected instantaneous return, not the growth rate of the log price) and volatility σ = 20%, and the risk-free rate is 3%. What fraction of wealth should a continuously rebalancing Kelly investor hold in the stock?',
    solution:
      'Holding a fraction f in the stock gives wealth growth rate g(f) = r + f(μ − r) − f²σ²/2. This is a concave quadratic, maximised at f* = (μ − r)/σ². Here that is 0.06/0.04. The Kelly investor holds 1.5 times wealth in the stock, borrowing the extra half.',
    answer: { kind: 'number', value: 1.5, precision: 'approximate' },
  },
  {
    slug: 'fin-digital-call-price',
    category: 'finance',
    difficulty: 'Hard',
    question:
      'Under Black–Scholes, what is the price of a 1-year cash-or-nothing call paying $1 if the stock ends above $100, with spot $100, volatility 20% and zero interest rate? Give the price in dollars, rounded to 3 decimals.',
    solution:
      'The digital pays 1 when S_T > K, so its price is e^(−rT) times the risk-neutral probability N(d₂). Here d₂ = (ln(1) − 0.02)/0.2 = −0.1. The price is N(−0.1) ≈ $0.460, below one half because the median of a log-normal lies below its mean. It also equals minus the derivative of the call price with respect to the strike.',
    answer: { kind: 'number', value: 0.460172162722971, precision: { decimals: 3 }, unit: 'dollars' },
  },
  {
    slug: 'fin-coupon-bond-yield',
    category: 'finance',
    difficulty: 'Hard',
    question:
      'A 4-year bond with face value $1,000 pays a 6% annual coupon and trades at $1,035. What is its annually compounded yield to maturity? Give a percentage to 1 decimal place (such as 12.3%) or the same as a decimal (0.123).',
    solution:
      'The yield solves 1035 = Σ 60/(1 + y)ᵗ for t = 1…4 plus 1000/(1 + y)⁴, which needs a numerical root finder such as bisection or Newton’s method. The bond trades above par, so the yield is below the 6% coupon; a first guess from the annual amortised premium, (60 − 35/4)/1017.5 ≈ 5.04%, is close. At 5% the price is about 1035.46, just above 1035, so the yield is slightly above 5%. Solving precisely gives about 5.01%.',
    answer: { kind: 'number', value: 0.05012668114301953, precision: { decimals: 1 }, unit: 'percent' },
  },
  {
    slug: 'fin-butterfly-arbitrage',
    category: 'finance',
    difficulty: 'Easy',
    question:
      'European calls on the same stock and expiry with strikes 90, 100 and 110 trade at $14, $8 and $1. You buy one 90 call and one 110 call and sell two 100 calls. How much cash do you receive today, in dollars?',
    solution:
      'Call prices must be convex in the strike, which requires C(90) + C(110) ≥ 2C(100), and here 14 + 1 = 15 is less than 16. The butterfly position costs 15 and brings in 16, so you receive $1 today. Its payoff at expiry is never negative (it is zero below 90 and above 110 and peaks at 10 when the stock ends at 100). You receive $1 up front with no risk of loss, an arbitrage.',
    answer: { kind: 'number', value: 1, precision: 'approximate', unit: 'dollars' },
  },
  {
    slug: 'fin-delta-hedged-option-pnl',
    category: 'finance',
    difficulty: 'Hard',
    question:
      'You buy an option at an implied volatility of 20% and delta-hedge it frequently. Over its life the stock’s realised volatility turns out to be 25%. Explain where your profit or loss comes from.',
    solution:
      'A delta-hedged long option is long gamma: each rebalance sells after rises and buys after falls, earning roughly ½Γ·(ΔS)² over each interval. It pays theta, which at the implied volatility is about ½Γ·S²·σ_implied² per unit time. The P&L over each interval is therefore about ½Γ·S²·(σ_realised² − σ_implied²)·dt, positive here because 25% exceeds 20%. The total depends on the path, since gamma is largest near the strike and close to expiry, and discrete hedging and transaction costs add noise.',
  },
];
