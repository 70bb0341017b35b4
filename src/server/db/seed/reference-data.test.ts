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

/** Facts a reader acts on, corrected after they misled (issue 11). */
describe('facts that once misled', () => {
  const competition = (slug: string) => COMPETITIONS.find((c) => c.slug === slug)!;
  const firm = (name: string) => FIRMS.find((f) => f.name === name)!;

  it('shows Numerai as running continuously and open to everyone', () => {
    const numerai = competition('numerai-tournament');
    expect(numerai.timing).toBe('Continuous');
    expect(numerai.description).toMatch(/open to anyone/i);
  });

  it('dates the Rotman competition from late February into early March', () => {
    expect(competition('rotman-international-trading-competition').description).toMatch(
      /late February into early March/,
    );
  });

  it('labels the CFA Research Challenge as fundamental equity research', () => {
    expect(competition('cfa-institute-research-challenge').description).toMatch(/^Fundamental equity research/);
  });

  it('links Engineers Gate to its own site and calls G-Research what it calls itself', () => {
    expect(new URL(firm('Engineers Gate').url).host.replace(/^www\./, '')).toBe('engineersgate.com');
    const gResearch = firm('G-Research');
    expect(gResearch.description).toMatch(/quantitative research and technology firm/);
    expect(gResearch.category).not.toBe('Hedge Fund');
  });
});
