// Interview practice bank: statistics questions (estimators, intervals, tests, regression, CLT, MLE).
// Every numeric answer is re-derived independently in verify/statistics.test.ts.
import type { InterviewQuestion } from '../../../../shared/interview';

export const STATISTICS_QUESTIONS: readonly InterviewQuestion[] = [
  {
    slug: 'stat-unbiased-sample-variance',
    category: 'statistics',
    difficulty: 'Easy',
    question: 'Compute the unbiased sample variance (dividing by n − 1) of the observations 3, 7, 7, 8, 15.',
    solution:
      'The mean is 40/5 = 8. The deviations are −5, −1, −1, 0 and 7, with squares 25, 1, 1, 0 and 49 summing to 76. Dividing by n − 1 = 4 corrects for estimating the mean from the same data. The unbiased sample variance is 76/4 = 19.',
    answer: { kind: 'number', value: 19, precision: 'approximate' },
  },
  {
    slug: 'stat-ci-half-width-known-sigma',
    category: 'statistics',
    difficulty: 'Easy',
    question:
      'A sample of 100 observations from a population with known standard deviation 15 has mean 52. What is the half-width of the two-sided 95% confidence interval for the population mean? Round to 2 decimals.',
    solution:
      'The standard error of the mean is σ/√n = 15/10 = 1.5. A two-sided 95% interval uses the normal quantile z = 1.96. The half-width is 1.96 · 1.5 ≈ 2.94, so the interval is about 52 ± 2.94.',
    answer: { kind: 'number', value: 1.959963984540054 * 1.5, precision: { decimals: 2 } },
  },
  {
    slug: 'stat-proportion-standard-error',
    category: 'statistics',
    difficulty: 'Easy',
    question:
      'In a poll of 400 randomly chosen traders, 55% prefer a four-day week. What is the estimated standard error of this sample proportion? Give a decimal to 4 places.',
    solution:
      'For a sample proportion p̂ the standard error is √(p̂(1 − p̂)/n). Here that is √(0.55 · 0.45 / 400) = √(0.2475/400) = √0.00061875. The standard error is about 0.0249, or 2.5 percentage points.',
    answer: { kind: 'number', value: Math.sqrt((0.55 * 0.45) / 400), precision: { decimals: 4 } },
  },
  {
    slug: 'stat-regression-slope',
    category: 'statistics',
    difficulty: 'Easy',
    question:
      'Fit a least-squares line y = a + bx to the points (1, 2), (2, 3), (3, 5), (4, 4), (5, 6). What is the slope b?',
    solution:
      'The means are x̄ = 3 and ȳ = 4. The centred cross-products sum to Sxy = (−2)(−2) + (−1)(−1) + 0·1 + 1·0 + 2·2 = 9. The centred squares of x sum to Sxx = 4 + 1 + 0 + 1 + 4 = 10. The slope is b = Sxy/Sxx = 0.9 (and the intercept is 4 − 0.9·3 = 1.3).',
    answer: { kind: 'number', value: 0.9, precision: 'approximate' },
  },
  {
    slug: 'stat-variance-of-linear-combination',
    category: 'statistics',
    difficulty: 'Easy',
    question: 'X and Y have variances 4 and 9 and correlation −0.5. What is Var(2X − Y)?',
    solution:
      'The covariance is ρσ_Xσ_Y = −0.5 · 2 · 3 = −3. Then Var(2X − Y) = 4Var(X) + Var(Y) − 2·2·Cov(X, Y) = 16 + 9 − 4·(−3). The negative correlation increases the variance of a difference. The result is 37.',
    answer: { kind: 'number', value: 37, precision: 'approximate' },
  },
  {
    slug: 'stat-mle-exponential-rate',
    category: 'statistics',
    difficulty: 'Easy',
    question:
      'Waiting times 2, 3, 7 and 4 (minutes) are modelled as independent Exponential(λ) draws. What is the maximum-likelihood estimate of the rate λ, per minute?',
    solution:
      'The log-likelihood is n ln λ − λΣxᵢ. Setting its derivative n/λ − Σxᵢ to zero gives λ̂ = n/Σxᵢ, the reciprocal of the sample mean. Here Σxᵢ = 16 and n = 4. The estimate is 4/16 = 0.25 per minute.',
    answer: { kind: 'number', value: 0.25, precision: 'approximate' },
  },
  {
    slug: 'stat-one-sample-t-statistic',
    category: 'statistics',
    difficulty: 'Easy',
    question:
      'A sample of 9 measurements has mean 103 and sample standard deviation 6. What is the one-sample t statistic for testing H₀: μ = 100?',
    solution:
      'The t statistic is (x̄ − μ₀)/(s/√n). The estimated standard error is 6/√9 = 2. So t = (103 − 100)/2 = 1.5, to be compared with a t distribution on 8 degrees of freedom. The statistic is 1.5.',
    answer: { kind: 'number', value: 1.5, precision: 'approximate' },
  },
  {
    slug: 'stat-multiple-testing-false-positive',
    category: 'statistics',
    difficulty: 'Easy',
    question:
      'You run 20 independent tests at significance level 0.05 and every null hypothesis is true. What is the probability of at least one false positive? Give a decimal to 3 places.',
    solution:
      'Each test avoids a false positive with probability 0.95, independently. All 20 avoid one with probability 0.95²⁰ ≈ 0.3585. The probability of at least one false positive is 1 − 0.3585 ≈ 0.642, which is why corrections such as Bonferroni exist.',
    answer: { kind: 'number', value: 1 - 0.95 ** 20, precision: { decimals: 3 } },
  },
  {
    slug: 'stat-p-value-interpretation',
    category: 'statistics',
    difficulty: 'Easy',
    question: 'True or false: a p-value of 0.03 means there is a 3% probability that the null hypothesis is true.',
    solution:
      'A p-value is computed assuming the null hypothesis is true. It is the probability, under the null, of a test statistic at least as extreme as the one observed. The probability that the null is true would need a prior and Bayes’ rule. The statement is false.',
    answer: { kind: 'text', accepted: ['false', 'f', 'no'] },
  },
  {
    slug: 'stat-regression-r-squared',
    category: 'statistics',
    difficulty: 'Medium',
    question:
      'For the least-squares line through (1, 2), (2, 3), (3, 5), (4, 4), (5, 6), what is the coefficient of determination R²?',
    solution:
      'With x̄ = 3 and ȳ = 4, Sxx = 10, Syy = 4 + 1 + 1 + 0 + 4 = 10 and Sxy = 9. In simple regression R² equals the squared correlation, Sxy²/(Sxx·Syy). That is 81/100, so the line explains 81% of the variance of y. R² = 0.81.',
    answer: { kind: 'number', value: 0.81, precision: 'approximate' },
  },
  {
    slug: 'stat-mle-variance-bias',
    category: 'statistics',
    difficulty: 'Medium',
    question:
      'For n = 10 independent draws from N(μ, σ²) with σ² = 4, consider the maximum-likelihood estimator σ̂² = (1/n)Σ(xᵢ − x̄)². What is its bias E[σ̂²] − σ²?',
    solution:
      'The sum of squared deviations around the sample mean has expectation (n − 1)σ², because estimating the mean uses up one degree of freedom. So E[σ̂²] = (n − 1)σ²/n and the bias is −σ²/n. With σ² = 4 and n = 10 the bias is −0.4.',
    answer: { kind: 'number', value: -0.4, precision: 'approximate' },
  },
  {
    slug: 'stat-sample-size-for-margin',
    category: 'statistics',
    difficulty: 'Medium',
    question:
      'A quantity has known standard deviation 4. What is the smallest sample size for which the two-sided 95% confidence interval for the mean has half-width at most 0.5?',
    solution:
      'The half-width is 1.96·σ/√n, so we need √n ≥ 1.96 · 4 / 0.5 = 15.68. Squaring gives n ≥ 245.9. Sample sizes are whole numbers, so round up. The smallest sample size is 246.',
    answer: { kind: 'number', value: 246, precision: 'whole' },
  },
  {
    slug: 'stat-coin-z-test-p-value',
    category: 'statistics',
    difficulty: 'Medium',
    question:
      'A coin lands heads 60 times in 100 flips. Using the normal approximation without continuity correction, what is the two-sided p-value for the hypothesis that the coin is fair? Give a decimal to 4 places.',
    solution:
      'Under fairness the count has mean 50 and standard deviation √(100 · 0.25) = 5. The z-score is (60 − 50)/5 = 2. The two-sided p-value is 2(1 − Φ(2)) = 2 · 0.02275. That is about 0.0455.',
    answer: { kind: 'number', value: 0.04550026389635842, precision: { decimals: 4 } },
  },
  {
    slug: 'stat-slope-from-correlation',
    category: 'statistics',
    difficulty: 'Medium',
    question:
      'Two variables have correlation 0.6, with standard deviations 2 for X and 5 for Y. What is the population least-squares slope of the regression of Y on X?',
    solution:
      'The regression slope is Cov(X, Y)/Var(X). The covariance is ρσ_Xσ_Y = 0.6 · 2 · 5 = 6 and Var(X) = 4. Equivalently the slope is ρ·σ_Y/σ_X = 0.6 · 5/2. The slope is 1.5.',
    answer: { kind: 'number', value: 1.5, precision: 'approximate' },
  },
  {
    slug: 'stat-clt-sum-of-dice',
    category: 'statistics',
    difficulty: 'Medium',
    question:
      'One hundred fair dice are rolled. Using a normal approximation with continuity correction, estimate the probability that the total is at least 370. Give a decimal to 3 places.',
    solution:
      'One die has mean 3.5 and variance 35/12, so the total has mean 350 and variance 100 · 35/12 ≈ 291.67, a standard deviation of about 17.08. With the continuity correction, P(S ≥ 370) ≈ P(Z ≥ (369.5 − 350)/17.08) = P(Z ≥ 1.142). The estimate is about 0.127.',
    answer: { kind: 'number', value: 0.12676793979994883, precision: { decimals: 3 } },
  },
  {
    slug: 'stat-beta-posterior-mean',
    category: 'statistics',
    difficulty: 'Medium',
    question:
      'Your prior for a coin’s probability of heads is Beta(2, 2). You then observe 7 heads in 10 flips. What is the posterior mean of the probability of heads? Give a fraction or decimal.',
    solution:
      'The beta prior is conjugate to the binomial likelihood, so the posterior is Beta(2 + 7, 2 + 3) = Beta(9, 5). A Beta(a, b) distribution has mean a/(a + b). The posterior mean is 9/14 ≈ 0.643, pulled from the sample proportion 0.7 towards the prior mean 0.5.',
    answer: { kind: 'number', value: 9 / 14, precision: 'approximate' },
  },
  {
    slug: 'stat-normal-interquartile-range',
    category: 'statistics',
    difficulty: 'Medium',
    question:
      'What is the interquartile range of a normal distribution with standard deviation 10? Round to 2 decimals.',
    solution:
      'The quartiles of a normal distribution sit at μ ± z·σ with z = Φ⁻¹(0.75) ≈ 0.6745. The interquartile range is therefore 2 · 0.6745 · σ ≈ 1.349σ, independent of the mean. With σ = 10 it is about 13.49.',
    answer: { kind: 'number', value: 13.489795003921634, precision: { decimals: 2 } },
  },
  {
    slug: 'stat-unbiased-uniform-maximum',
    category: 'statistics',
    difficulty: 'Medium',
    question:
      'The observations 3.1, 7.4, 5.2 and 6.8 are independent draws from Uniform(0, θ). Using the unbiased estimator of θ that is a multiple of the sample maximum, what is the estimate?',
    solution:
      'The maximum-likelihood estimate is the sample maximum 7.4, but it is biased low: the maximum of n uniforms on (0, θ) has mean nθ/(n + 1). Scaling by (n + 1)/n removes the bias. With n = 4 the estimate is (5/4) · 7.4 = 9.25.',
    answer: { kind: 'number', value: 9.25, precision: 'approximate' },
  },
  {
    slug: 'stat-mle-variance-consistency',
    category: 'statistics',
    difficulty: 'Medium',
    question:
      'The estimator (1/n)Σ(xᵢ − x̄)² of the variance of independent normal data is biased. Is it consistent? Answer yes or no.',
    solution:
      'Its bias is −σ²/n and its variance is 2(n − 1)σ⁴/n², and both go to zero as n grows. So its mean squared error goes to zero and it converges in probability to σ². Bias in finite samples does not prevent consistency. The answer is yes.',
    answer: { kind: 'text', accepted: ['yes', 'y', 'true'] },
  },
  {
    slug: 'stat-heteroskedasticity-consequences',
    category: 'statistics',
    difficulty: 'Medium',
    question:
      'In a regression of stock returns on factor exposures, the residual variance is much larger for small-cap stocks. What does this do to ordinary least squares, and what would you do about it?',
    solution:
      'OLS coefficient estimates stay unbiased and consistent under heteroskedasticity, but they are no longer efficient. The usual standard errors are wrong, so t-statistics and confidence intervals can mislead. Use heteroskedasticity-robust (White or Huber–White) standard errors, or weighted least squares with weights inversely proportional to each stock’s residual variance if it can be modelled. Plotting residuals against fitted values or size, or a Breusch–Pagan test, confirms the problem.',
  },
  {
    slug: 'stat-binomial-exact-tail',
    category: 'statistics',
    difficulty: 'Hard',
    question:
      'A fair coin is flipped 100 times. Using the exact binomial distribution, what is the probability of 60 or more heads? Give a decimal to 4 places.',
    solution:
      'The probability is Σ C(100, k)/2¹⁰⁰ for k = 60…100, which must be computed numerically. The largest term, k = 60, is about 0.0108, and the terms decay by a factor of roughly (100 − k)/(k + 1) each step. Summing gives about 0.0284. The normal approximation with continuity correction gives P(Z ≥ 1.9) ≈ 0.0287, close to the exact value 0.0284.',
    answer: { kind: 'number', value: 0.028443966820490395, precision: { decimals: 4 } },
  },
  {
    slug: 'stat-z-test-power',
    category: 'statistics',
    difficulty: 'Hard',
    question:
      'You test H₀: μ = 0 against H₁: μ > 0 with a one-sided z-test at level 0.05, using n = 25 observations with known σ = 1. What is the power of the test when the true mean is 0.5? Give a decimal to 3 places.',
    solution:
      'The test rejects when x̄ > 1.645 · σ/√n = 1.645/5 = 0.329. If μ = 0.5, x̄ is normal with mean 0.5 and standard deviation 0.2. The power is P(x̄ > 0.329) = Φ((0.5 − 0.329)/0.2) = Φ(0.855). That is about 0.804.',
    answer: { kind: 'number', value: 0.8037649400154938, precision: { decimals: 3 } },
  },
  {
    slug: 'stat-expected-r-squared-of-noise',
    category: 'statistics',
    difficulty: 'Hard',
    question:
      'You regress a pure-noise response on 5 pure-noise predictors plus an intercept, using 51 observations; everything is independent standard normal. What is the expected R²?',
    solution:
      'When the response is independent of the predictors, R² follows a Beta(k/2, (n − k − 1)/2) distribution with k = 5 predictors. Its mean is k/(n − 1). With n = 51 that is 5/50 = 0.1, which is why adjusted R² penalises extra regressors. The expected R² is 0.1.',
    answer: { kind: 'number', value: 0.1, precision: 'approximate' },
  },
  {
    slug: 'stat-variance-of-mean-equicorrelated',
    category: 'statistics',
    difficulty: 'Medium',
    question:
      'Ten observations each have variance 1, and every pair has correlation 0.2. What is the variance of their average?',
    solution:
      'The variance of the sum is nσ² + n(n − 1)ρσ² = 10 + 90 · 0.2 = 28. Dividing by n² = 100 gives the variance of the mean, (σ²/n)(1 + (n − 1)ρ). Correlation makes averaging much less effective than the independent value 0.1. The variance is 0.28.',
    answer: { kind: 'number', value: 0.28, precision: 'approximate' },
  },
  {
    slug: 'stat-bootstrap-distinct-observations',
    category: 'statistics',
    difficulty: 'Hard',
    question:
      'A bootstrap sample of size 10 is drawn with replacement from 10 distinct observations. What is the expected number of distinct original observations in it? Round to 3 decimals.',
    solution:
      'A given observation is missed by all 10 draws with probability (1 − 1/10)¹⁰ = 0.9¹⁰ ≈ 0.3487. By linearity of expectation the number of distinct observations has mean 10(1 − 0.9¹⁰). That is about 6.513, close to the large-n fraction 1 − 1/e ≈ 63.2%.',
    answer: { kind: 'number', value: 10 * (1 - 0.9 ** 10), precision: { decimals: 3 } },
  },
  {
    slug: 'stat-optimal-shrinkage-factor',
    category: 'statistics',
    difficulty: 'Hard',
    question:
      'An unbiased estimator x̄ of μ has variance 1, and the true mean is μ = 2. Among estimators of the form c·x̄, which constant c minimises the mean squared error?',
    solution:
      'The MSE is variance plus squared bias: MSE(c) = c² · 1 + (1 − c)² · μ² = c² + 4(1 − c)². Setting the derivative 2c − 8(1 − c) to zero gives c = μ²/(μ² + Var(x̄)) = 4/5. Shrinking trades a little bias for a larger cut in variance. The optimal factor is 0.8.',
    answer: { kind: 'number', value: 0.8, precision: 'approximate' },
  },
  {
    slug: 'stat-mixture-variance',
    category: 'statistics',
    difficulty: 'Hard',
    question:
      'Daily PnL is drawn from N(1, 4) with probability 0.7 (calm regime) and from N(−2, 9) with probability 0.3 (stressed regime); the second parameter is the variance. What is the variance of daily PnL?',
    solution:
      'Use the law of total variance: Var = E[Var | regime] + Var(E[ · | regime]). The first term is 0.7 · 4 + 0.3 · 9 = 5.5. The regime means have average 0.7 · 1 + 0.3 · (−2) = 0.1 and second moment 0.7 · 1 + 0.3 · 4 = 1.9, so their variance is 1.9 − 0.01 = 1.89. The total variance is 5.5 + 1.89 = 7.39.',
    answer: { kind: 'number', value: 7.39, precision: 'approximate' },
  },
  {
    slug: 'stat-correlation-x-and-x-squared',
    category: 'statistics',
    difficulty: 'Hard',
    question: 'X is Uniform(0, 1) and Y = X². What is the correlation between X and Y? Round to 3 decimals.',
    solution:
      'The moments are E[Xᵏ] = 1/(k + 1). So Cov(X, Y) = E[X³] − E[X]E[X²] = 1/4 − 1/6 = 1/12, Var(X) = 1/12 and Var(Y) = 1/5 − 1/9 = 4/45. The correlation is (1/12)/√((1/12)(4/45)) = √15/4. That is about 0.968: Y is a deterministic but nonlinear function of X, so the correlation is high but below 1.',
    answer: { kind: 'number', value: Math.sqrt(15) / 4, precision: { decimals: 3 } },
  },
  {
    slug: 'stat-backtest-overfitting',
    category: 'statistics',
    difficulty: 'Hard',
    question:
      'A colleague tried 500 variants of a trading signal and reports the best one, with an in-sample Sharpe ratio of 2.1. How would you judge whether it is real?',
    solution:
      'The best of many noisy trials is biased upwards, so the reported Sharpe ratio must be compared with the maximum Sharpe ratio expected from 500 skill-less variants, as in the deflated Sharpe ratio. Check performance on a genuinely held-out period or with walk-forward testing, and apply multiple-testing corrections such as Bonferroni or false-discovery-rate control to the signal’s p-value. Look for look-ahead bias, survivorship bias and unrealistic costs, and ask whether the signal has an economic rationale. Sensitivity to small parameter changes is another warning sign of overfitting.',
  },
];
