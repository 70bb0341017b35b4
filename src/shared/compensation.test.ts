import { describe, expect, it } from 'vitest';
import {
  COMPENSATION_LEVELS,
  COMPENSATION_REGIONS,
  COMPENSATION_ROLES,
  compensationEntriesQuerySchema,
  compensationSubmissionSchema,
  formatUsd,
  regionLabel,
  shownTotal,
  totalCompensation,
} from './compensation';

describe('compensation option lists (spec §2)', () => {
  it('are the spec lists, with no empty option', () => {
    expect(COMPENSATION_ROLES).toHaveLength(7);
    expect(COMPENSATION_LEVELS).toEqual(['Intern', 'Junior', 'Mid', 'Senior', 'Lead']);
    expect(COMPENSATION_REGIONS).toEqual(['North America', 'South America', 'EMEA', 'APAC', 'Remote']);
    for (const value of [...COMPENSATION_ROLES, ...COMPENSATION_LEVELS, ...COMPENSATION_REGIONS])
      expect(value.trim()).not.toBe('');
  });

  it('shows US and UK as North America and EMEA', () => {
    expect(regionLabel('US')).toBe('North America');
    expect(regionLabel('UK')).toBe('EMEA');
    expect(regionLabel('APAC')).toBe('APAC');
  });
});

describe('formatUsd', () => {
  it('formats whole US dollars without decimals', () => {
    expect(formatUsd(152000)).toBe('$152,000');
    expect(formatUsd(99999.6)).toBe('$100,000');
  });
});

describe('totals', () => {
  const entry = { baseSalary: 100000, bonus: 20000, stockValue: null };
  it('counts a missing amount as 0', () => {
    expect(totalCompensation(entry)).toBe(120000);
  });
  it('leaves out what the filter switches off', () => {
    expect(shownTotal({ ...entry, stockValue: 5000 }, { includeStock: false, includeBonus: true })).toBe(120000);
    expect(shownTotal({ ...entry, stockValue: 5000 }, { includeStock: true, includeBonus: false })).toBe(105000);
  });
});

describe('compensationSubmissionSchema', () => {
  it('reads form text: empty optional amounts are missing, numbers are parsed, year as an integer', () => {
    const parsed = compensationSubmissionSchema.parse({
      role: 'Quant Trader',
      level: 'Mid',
      region: 'North America',
      baseSalary: '150000.4',
      bonus: '',
      stockValue: '25000',
      notes: '   ',
      year: '2024',
    });
    expect(parsed).toMatchObject({ baseSalary: 150000, stockValue: 25000, year: 2024 });
    expect(parsed.bonus).toBeUndefined();
    expect(parsed.notes).toBeUndefined();
  });
});

describe('compensationEntriesQuerySchema', () => {
  it('includes stock and bonus unless switched off', () => {
    expect(compensationEntriesQuerySchema.parse({})).toMatchObject({ includeStock: true, includeBonus: true });
    expect(compensationEntriesQuerySchema.parse({ includeStock: 'false' })).toMatchObject({ includeStock: false });
  });
});
