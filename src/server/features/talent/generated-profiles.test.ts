import { describe, expect, it } from 'vitest';
import { AVAILABILITY } from '../../../shared/availability';
import {
  basicInfoSchema,
  educationEntrySchema,
  experienceEntrySchema,
  experienceYears,
  MAX_HOURLY_RATE,
  skillsSchema,
} from '../../../shared/quant-profile';
import { canonicalSkill, SKILL_SYNONYMS, skillKey } from '../../../shared/skill-synonyms';
import { FIRMS } from '../../db/seed/firms';
import { generateProfile, generateProfiles } from './generated-profiles';

const today = new Date(2026, 10, 25, 12);
const options = { seed: 2026, today };
const profiles = generateProfiles(2000, options);
const canonical = new Set(SKILL_SYNONYMS.map((group) => group[0]));
const firmNames = new Set(FIRMS.map((f) => f.name));

describe('generated quant profiles', () => {
  it('are the same for the same seed, day and index, and differ for another seed', () => {
    expect(generateProfiles(50, options)).toEqual(profiles.slice(0, 50));
    expect(generateProfiles(10, { ...options, start: 1000 })).toEqual(profiles.slice(1000, 1010));
    expect(generateProfile(7, options)).toEqual(profiles[7]);
    const other = generateProfiles(50, { ...options, seed: 2027 });
    expect(
      other.filter((p, i) => p.fullName === profiles[i]!.fullName && p.bio === profiles[i]!.bio).length,
    ).toBeLessThan(5);
  });

  it('pass the wizard’s own checks: name, headline, rates, availability, skills, education and experience', () => {
    for (const p of profiles) {
      const basic = basicInfoSchema.safeParse({
        fullName: p.fullName,
        title: p.title,
        location: p.location,
        bio: p.bio,
        hourlyRateMin: p.hourlyRateMin,
        hourlyRateMax: p.hourlyRateMax,
        availability: p.availability,
        availableFrom: p.availableFrom,
        isVisible: p.isVisible,
        preferences: { remote: p.prefersRemote, fullTime: p.prefersFullTime, contract: p.prefersContract },
      });
      expect(basic.error?.issues, JSON.stringify(p)).toBeUndefined();
      expect(skillsSchema.safeParse({ skills: p.skills }).success).toBe(true);
      for (const entry of p.education) expect(educationEntrySchema.safeParse(entry).success).toBe(true);
      for (const entry of p.experienceData) expect(experienceEntrySchema.safeParse(entry).success).toBe(true);
    }
  });

  it('keep every value in range: rate min ≤ max, known availability from today on, experience from their own jobs', () => {
    const todayIso = today.toISOString().slice(0, 10);
    for (const p of profiles) {
      expect(p.isVisible).toBe(true);
      for (const rate of [p.hourlyRateMin, p.hourlyRateMax]) {
        if (rate !== null) expect(Number.isInteger(rate) && rate > 0 && rate <= MAX_HOURLY_RATE).toBe(true);
      }
      if (p.hourlyRateMin !== null && p.hourlyRateMax !== null) {
        expect(p.hourlyRateMin).toBeLessThanOrEqual(p.hourlyRateMax);
      }
      if (p.availability !== null) expect(AVAILABILITY).toContain(p.availability);
      if (p.availableFrom !== null) {
        expect(p.availability).not.toBeNull();
        expect(p.availableFrom >= todayIso).toBe(true);
      }
      expect(p.experienceYears).toBe(experienceYears(p.experienceData, today));
      expect(p.experienceYears).toBeLessThanOrEqual(22);
      expect(p.skills.length).toBeGreaterThanOrEqual(3);
      expect(new Set(p.skills.map(skillKey)).size).toBe(p.skills.length);
      expect(p.bio.match(/[.!?](\s|$)/g)?.length).toBeGreaterThanOrEqual(1);
      expect(p.bio.match(/[.!?](\s|$)/g)?.length).toBeLessThanOrEqual(3);
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(p.updatedAt.getTime());
      expect(p.updatedAt.getTime()).toBeLessThanOrEqual(today.getTime());
      for (const job of p.experienceData) expect(firmNames.has(job.company)).toBe(true);
    }
  });

  it('vary as a real directory does', () => {
    const share = (test: (p: (typeof profiles)[number]) => boolean) => profiles.filter(test).length / profiles.length;
    expect(new Set(profiles.map((p) => p.fullName)).size).toBeGreaterThan(800);
    expect(new Set(profiles.map((p) => p.location)).size).toBeGreaterThan(20);
    expect(new Set(profiles.map((p) => p.title)).size).toBeGreaterThan(20);
    expect(new Set(profiles.flatMap((p) => p.education.map((e) => e.school))).size).toBeGreaterThan(30);
    expect(new Set(profiles.map((p) => p.availability))).toEqual(new Set([...AVAILABILITY, null]));
    // Students without a job, juniors, mid-level and seniors (the directory's experience bands) all appear.
    for (const [min, max] of [
      [0, 0],
      [1, 2],
      [3, 4],
      [5, 40],
    ]) {
      expect(share((p) => p.experienceYears >= min! && p.experienceYears <= max!)).toBeGreaterThan(0.05);
    }
    expect(share((p) => p.hourlyRateMin === null && p.hourlyRateMax === null)).toBeGreaterThan(0.05);
    expect(share((p) => p.hourlyRateMin !== null && p.hourlyRateMax === null)).toBeGreaterThan(0.02);
    expect(share((p) => p.experienceData.some((job) => job.toDate === 'Present'))).toBeGreaterThan(0.4);
    expect(share((p) => p.availableFrom !== null)).toBeGreaterThan(0.1);
    expect(share((p) => p.location === 'Remote')).toBeGreaterThan(0.05);
    expect(share((p) => /stochastic/i.test(`${p.bio} ${p.skills.join(' ')}`))).toBeGreaterThan(0.1);
  });

  it('draw skills mostly from the synonym table, some written as a synonym', () => {
    const skills = profiles.flatMap((p) => p.skills);
    const inTable = skills.filter((s) => canonical.has(canonicalSkill(s)));
    expect(inTable.length / skills.length).toBeGreaterThan(0.75);
    const asSynonym = inTable.filter((s) => canonicalSkill(s) !== s);
    expect(asSynonym.length / skills.length).toBeGreaterThan(0.05);
    expect(asSynonym).toEqual(expect.arrayContaining(['ML', 'cpp']));
  });
});
