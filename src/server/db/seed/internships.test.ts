import { describe, expect, it } from 'vitest';
import { INTERNSHIP_REGIONS, INTERNSHIP_ROLES } from '../../../shared/internships';
import { FIRMS } from './firms';
import { INTERNSHIPS } from './internships';

const bareHost = (url: string) => new URL(url).host.replace(/^www\./, '');

describe('internships reference data', () => {
  it('has exactly 30 listings with unique slug keys', () => {
    expect(INTERNSHIPS).toHaveLength(30);
    expect(new Set(INTERNSHIPS.map((i) => i.key)).size).toBe(INTERNSHIPS.length);
    for (const i of INTERNSHIPS) expect(i.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('lists no position twice (company + title + location)', () => {
    const positions = INTERNSHIPS.map((i) => `${i.company} | ${i.title} | ${i.location}`);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('covers every region, and every role at least 3 times', () => {
    expect(new Set(INTERNSHIPS.map((i) => i.region))).toEqual(new Set(INTERNSHIP_REGIONS));
    for (const i of INTERNSHIPS) expect(INTERNSHIP_ROLES, i.key).toContain(i.role);
    for (const role of INTERNSHIP_ROLES) {
      expect(INTERNSHIPS.filter((i) => i.role === role).length, role).toBeGreaterThanOrEqual(3);
    }
  });

  it('links every listing over https, without a query string', () => {
    for (const i of INTERNSHIPS) {
      const url = new URL(i.applyUrl);
      expect(url.protocol, i.key).toBe('https:');
      expect(url.search, i.key).toBe('');
    }
  });

  it('links firms of the firms list to their own domain', () => {
    for (const i of INTERNSHIPS) {
      const firm = FIRMS.find((f) => f.name === i.company);
      if (!firm) continue;
      const host = new URL(i.applyUrl).host;
      const firmHost = bareHost(firm.url);
      expect(host === firmHost || host.endsWith(`.${firmHost}`), `${i.key}: ${host} vs ${firmHost}`).toBe(true);
    }
  });

  it('describes each listing in 80–600 characters with 3–5 requirements', () => {
    for (const i of INTERNSHIPS) {
      expect(i.description.length, i.key).toBeGreaterThanOrEqual(80);
      expect(i.description.length, i.key).toBeLessThanOrEqual(600);
      expect(i.requirements.length, i.key).toBeGreaterThanOrEqual(3);
      expect(i.requirements.length, i.key).toBeLessThanOrEqual(5);
      for (const r of i.requirements) expect(r.trim(), i.key).not.toBe('');
    }
  });
});
