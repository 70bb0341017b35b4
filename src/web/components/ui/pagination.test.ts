import { describe, expect, it } from 'vitest';
import { pageWindow, showingRange } from './pagination';

describe('showingRange', () => {
  it('says where a full page sits, with thousands separators', () => {
    expect(showingRange(51, 50, 3000)).toBe('Showing 51–100 of 3,000 entries');
  });

  it('ends a short last page at its last entry', () => {
    expect(showingRange(26, 5, 30)).toBe('Showing 26–30 of 30 entries');
  });

  it('says a page holds the whole list, and counts one entry in the singular', () => {
    expect(showingRange(1, 1, 1, ['application', 'applications'])).toBe('Showing 1 application');
    expect(showingRange(1, 12, 12, 'firms')).toBe('Showing all 12 firms');
    expect(showingRange(41, 1, 41, ['proposal', 'proposals'])).toBe('Showing 41 of 41 proposals');
  });

  it('names nothing shown without a backwards range', () => {
    expect(showingRange(1, 0, 0, 'firms')).toBe('Showing 0 of 0 firms');
  });
});

describe('pageWindow', () => {
  it('keeps the first, the last and the pages around the current one, with gaps between', () => {
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
  });
});
