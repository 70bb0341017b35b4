import { describe, expect, it } from 'vitest';
import { COMPETITION_CATEGORIES, COMPETITION_TIMINGS } from '../../../shared/competitions';
import { FIRM_CATEGORIES } from '../../../shared/firms';
import { COMPETITIONS } from './competitions';
import { FIRMS } from './firms';

describe('firms reference data', () => {
  it('has about 150 firms', () => {
    expect(FIRMS.length).toBeGreaterThanOrEqual(140);
    expect(FIRMS.length).toBeLessThanOrEqual(160);
  });
  it('has unique names and unique official hosts', () => {
    expect(new Set(FIRMS.map((f) => f.name)).size).toBe(FIRMS.length);
    expect(new Set(FIRMS.map((f) => new URL(f.url).host)).size).toBe(FIRMS.length);
  });
  it('links every firm over https and describes it in one sentence', () => {
    for (const firm of FIRMS) {
      expect(firm.url, firm.name).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/.*)?$/);
      expect(FIRM_CATEGORIES, firm.name).toContain(firm.category);
      expect(firm.description.length, firm.name).toBeGreaterThanOrEqual(40);
      expect(firm.description.length, firm.name).toBeLessThanOrEqual(200);
    }
  });
  it('uses every category', () => {
    expect(new Set(FIRMS.map((f) => f.category))).toEqual(new Set(FIRM_CATEGORIES));
  });
});

describe('competitions reference data', () => {
  it('has the 10 competitions with unique slugs and names', () => {
    expect(COMPETITIONS).toHaveLength(10);
    expect(new Set(COMPETITIONS.map((c) => c.slug)).size).toBe(10);
    expect(new Set(COMPETITIONS.map((c) => c.name)).size).toBe(10);
  });
  it('gives each a valid timing, known tags and an https link', () => {
    for (const c of COMPETITIONS) {
      expect(COMPETITION_TIMINGS, c.name).toContain(c.timing);
      expect(c.categories.length, c.name).toBeGreaterThan(0);
      for (const tag of c.categories) expect(COMPETITION_CATEGORIES, c.name).toContain(tag);
      expect(c.url, c.name).toMatch(/^https:\/\//);
    }
  });
});
