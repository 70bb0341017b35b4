import { describe, expect, it } from 'vitest';
import { companyInitials } from './company-initials';

describe('companyInitials', () => {
  it('takes the first letters of the first two words, skipping legal forms and punctuation', () => {
    expect(companyInitials('Two Sigma Investments, LP')).toBe('TS');
    expect(companyInitials('Optiver')).toBe('O');
    expect(companyInitials('LLC Jump Trading')).toBe('JT');
    expect(companyInitials('d. e. shaw & co')).toBe('DE');
    expect(companyInitials('Zürich Quant Partners')).toBe('ZQ');
  });

  it('falls back to a question mark when nothing is left', () => {
    expect(companyInitials('—')).toBe('?');
  });
});
