import { describe, expect, it } from 'vitest';
import {
  COMPENSATION_LEVELS,
  COMPENSATION_REGIONS,
  COMPENSATION_ROLES,
  compensationEntriesQuerySchema,
  compensationSubmissionSchema,
  formatUsd,
  regionLabel,
  reviewReason,
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

describe('which new entries are held for review', () => {
  const cell = { count: 10, p25: 200_000, p50: 250_000, p75: 300_000 };

  it('holds a total above its level’s cap whatever the cell, and only above it', () => {
    expect(reviewReason(1_000_001, 'Intern', null)).toBe('Total above $1,000,000, the cap for the Intern level');
    expect(reviewReason(1_000_000, 'Intern', null)).toBeNull();
    expect(reviewReason(40_000_000, 'Lead', null)).toBeNull();
  });

  it('holds a total more than three interquartile ranges outside the quartiles of a cell of 10 or more', () => {
    // The range is 100,000: the fences are 0 and 600,000.
    expect(reviewReason(600_000, 'Senior', cell)).toBeNull();
    expect(reviewReason(601_000, 'Senior', cell)).toBe("Total more than $300,000 above the cell's upper quartile");
    // Here a quarter of the median (250,000) is wider than the quartiles: the low fence is 150,000.
    const high = { count: 10, p25: 900_000, p50: 1_000_000, p75: 1_100_000 };
    expect(reviewReason(150_000, 'Senior', high)).toBeNull();
    expect(reviewReason(149_000, 'Senior', high)).toBe("Total more than $750,000 below the cell's lower quartile");
    // Nine entries are too few to judge by: only the cap applies.
    expect(reviewReason(5_000_000, 'Senior', { ...cell, count: 9 })).toBeNull();
  });

  it('takes the range as at least a quarter of the median, so identical amounts do not hold every other one', () => {
    const same = { count: 20, p25: 100_000, p50: 100_000, p75: 100_000 };
    expect(reviewReason(175_000, 'Mid', same)).toBeNull();
    expect(reviewReason(176_000, 'Mid', same)).toBe("Total more than $75,000 above the cell's upper quartile");
  });
});
