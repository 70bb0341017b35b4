import { describe, expect, it } from 'vitest';
import { hasActiveFilters, marketFilterFrom, marketQueryString, pageCountOf, projectCount } from './market-query';

describe('LeapMarket address', () => {
  it('reads every filter, the sort and the page from the query string', () => {
    const filter = marketFilterFrom(
      new URLSearchParams(
        'q=%20volatility%20&type=research&category=fx&budgetType=hourly&workType=hybrid&duration=long&sort=budget&page=3',
      ),
    );
    expect(filter).toEqual({
      q: 'volatility',
      type: 'research',
      category: 'fx',
      budgetType: 'hourly',
      workType: 'hybrid',
      duration: 'long',
      sort: 'budget',
      page: 3,
    });
    expect(hasActiveFilters(filter)).toBe(true);
  });

  it('drops values the API would refuse and falls back to featured first on page 1', () => {
    const filter = marketFilterFrom(new URLSearchParams('type=astrology&duration=forever&sort=random&page=-2'));
    expect(filter).toEqual({
      q: '',
      type: undefined,
      category: undefined,
      budgetType: undefined,
      workType: undefined,
      duration: undefined,
      sort: 'featured',
      page: 1,
    });
    expect(hasActiveFilters(filter)).toBe(false);
  });

  it('sends the API only what differs from the defaults', () => {
    const filter = marketFilterFrom(new URLSearchParams('q=pca&workType=remote&sort=featured&page=1'));
    expect(marketQueryString(filter).toString()).toBe('q=pca&workType=remote');
    expect(marketQueryString({ ...filter, sort: 'newest', page: 2 }).toString()).toBe(
      'q=pca&workType=remote&sort=newest&page=2',
    );
  });

  it('keeps the search text within the API limit of 100 characters', () => {
    expect(marketFilterFrom(new URLSearchParams({ q: 'x'.repeat(150) })).q).toHaveLength(100);
  });
});

describe('LeapMarket count', () => {
  it('counts projects in words, with a plus when the count was capped', () => {
    expect(projectCount(0, false)).toBe('0 projects');
    expect(projectCount(1, false)).toBe('1 project');
    expect(projectCount(23, false)).toBe('23 projects');
    expect(projectCount(1000, true)).toBe('1,000+ projects');
  });

  it('needs at least one page, and one more for a partial page', () => {
    expect(pageCountOf(0, 12)).toBe(1);
    expect(pageCountOf(12, 12)).toBe(1);
    expect(pageCountOf(13, 12)).toBe(2);
  });
});
