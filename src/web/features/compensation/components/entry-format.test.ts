import { describe, expect, it } from 'vitest';
import { compactUsd, describeSort } from './entry-format';

describe('compactUsd', () => {
  it('writes amounts the way the chart labels show them, the same on every runtime', () => {
    expect(compactUsd(0)).toBe('$0');
    expect(compactUsd(850)).toBe('$850');
    expect(compactUsd(100_000)).toBe('$100K');
    expect(compactUsd(125_000)).toBe('$125K');
    expect(compactUsd(1_250_000)).toBe('$1.3M');
    expect(compactUsd(12_345_678)).toBe('$12.3M');
    expect(compactUsd(-5_000)).toBe('-$5K');
  });

  it('moves up a unit when rounding reaches it', () => {
    expect(compactUsd(999_960)).toBe('$1M');
  });
});

describe('describeSort', () => {
  it('names the default order and a chosen one', () => {
    expect(describeSort(null)).toBe('Sorted by total compensation, highest first');
    expect(describeSort({ column: 'baseSalary', direction: 'asc' })).toBe('Sorted by base salary, lowest first');
  });
});
