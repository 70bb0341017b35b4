import { describe, expect, it } from 'vitest';
import type { OfferBenchmark } from '../../../shared/contracts/messages';
import { benchmarkLine, offerGroup, offerPlace, payComparison } from './offer-text';

const benchmark: OfferBenchmark = {
  group: 'Quant Researcher, Junior, EMEA',
  median: 9000,
  p25: 7500,
  p75: 11000,
  count: 1204,
  period: 'month',
};

describe('an offer in words', () => {
  it('names the benchmark’s group, median, middle half and entries', () => {
    expect(benchmarkLine(benchmark)).toBe(
      'QuantLeap data for Quant Researcher, Junior, EMEA: median $9,000 a month (25th–75th: $7,500–$11,000), 1,204 entries',
    );
    expect(benchmarkLine({ ...benchmark, period: 'hour', median: 52, p25: 43, p75: 63, count: 5 })).toBe(
      'QuantLeap data for Quant Researcher, Junior, EMEA: median $52 an hour (25th–75th: $43–$63), 5 entries',
    );
  });

  it('places the range’s midpoint among the quartiles of the same period', () => {
    expect(payComparison({ period: 'month', min: 9000, max: 11000 }, benchmark)).toBe(
      'in the upper half of QuantLeap data',
    );
    expect(payComparison({ period: 'month', min: 5000, max: 6000 }, benchmark)).toBe('below most of QuantLeap data');
    expect(payComparison({ period: 'month', min: 12000, max: 14000 }, benchmark)).toBe('above most of QuantLeap data');
  });

  it('says the group and the place, remote or not', () => {
    expect(offerGroup({ roleCategory: 'Quant Trader', level: 'Senior', region: 'APAC' })).toBe(
      'Quant Trader · Senior · APAC',
    );
    expect(offerPlace({ remote: false, location: 'London, UK' })).toBe('London, UK');
    expect(offerPlace({ remote: true, location: '' })).toBe('Remote');
    expect(offerPlace({ remote: true, location: 'Europe time zones' })).toBe('Remote (Europe time zones)');
  });
});
