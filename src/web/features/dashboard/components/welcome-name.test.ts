import { describe, expect, it } from 'vitest';
import { welcomeName } from './welcome-name';

describe('welcomeName', () => {
  it('prefers the full name, trimmed', () => {
    expect(welcomeName('  Ada Lovelace ', 'ada@example.com')).toBe('Ada Lovelace');
  });
  it('falls back to the e-mail before the at-sign', () => {
    expect(welcomeName('   ', 'grace.hopper@example.com')).toBe('grace.hopper');
    expect(welcomeName(null, 'alan@example.com')).toBe('alan');
  });
  it("falls back to 'Quant' without either", () => {
    expect(welcomeName(null, null)).toBe('Quant');
    expect(welcomeName(undefined, '@example.com')).toBe('Quant');
  });
});
