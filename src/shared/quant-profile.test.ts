import { describe, expect, it } from 'vitest';
import {
  educationEntrySchema,
  experienceEntrySchema,
  experienceYears,
  HOURLY_RATE_MESSAGE,
  hourlyRateField,
  isPlaceholderProfile,
  PLACEHOLDER_SKILL,
  PLACEHOLDER_TEXT,
  withoutPlaceholders,
  parseEducation,
  parseExperience,
} from './quant-profile';

const today = new Date(Date.UTC(2026, 10, 22));

describe('experienceYears (spec §5)', () => {
  it('counts whole 365-day years', () => {
    expect(experienceYears([{ fromDate: '01/2020', toDate: '01/2023' }], today)).toBe(3);
    expect(experienceYears([{ fromDate: '01/2020', toDate: '12/2022' }], today)).toBe(2);
  });
  it("reads 'Present' in any case as today", () => {
    expect(experienceYears([{ fromDate: '11/2021', toDate: 'present' }], today)).toBe(5);
    expect(experienceYears([{ fromDate: '11/2021', toDate: 'PRESENT' }], today)).toBe(5);
  });
  it('counts overlapping jobs once', () => {
    const overlapping = [
      { fromDate: '01/2018', toDate: '01/2022' },
      { fromDate: '01/2020', toDate: '01/2021' },
      { fromDate: '06/2021', toDate: '01/2023' },
    ];
    expect(experienceYears(overlapping, today)).toBe(5);
  });
  it('adds disjoint jobs', () => {
    expect(
      experienceYears(
        [
          { fromDate: '01/2010', toDate: '01/2012' },
          { fromDate: '01/2020', toDate: '01/2022' },
        ],
        today,
      ),
    ).toBe(4);
  });
  it('saves less than a year, and no dated job, as 0', () => {
    expect(experienceYears([{ fromDate: '03/2026', toDate: '06/2026' }], today)).toBe(0);
    expect(experienceYears([{ fromDate: '', toDate: '' }], today)).toBe(0);
    expect(experienceYears([], today)).toBe(0);
  });
  it('ignores an entry that ends before it starts', () => {
    expect(experienceYears([{ fromDate: '01/2024', toDate: '01/2020' }], today)).toBe(0);
  });
});

describe('entry rules', () => {
  it.each(['13/2020', '2020-01', '1/2020', 'June 2020'])('refuses the date %s', (fromDate) => {
    expect(experienceEntrySchema.safeParse({ fromDate }).success).toBe(false);
  });
  it('accepts empty fields (spec: no required fields) and Present', () => {
    expect(experienceEntrySchema.safeParse({ toDate: 'Present' }).success).toBe(true);
    expect(educationEntrySchema.safeParse({}).success).toBe(true);
  });
  it('refuses an end before the start', () => {
    expect(experienceEntrySchema.safeParse({ fromDate: '05/2024', toDate: '04/2024' }).success).toBe(false);
    expect(educationEntrySchema.safeParse({ fromYear: '2024', toYear: '2020' }).success).toBe(false);
  });
});

describe('parseEducation', () => {
  it('reads a JSON list, legacy text as one school, and tolerates invalid JSON', () => {
    expect(parseEducation('[{"school":"MIT","degree":"PhD"}]')[0]).toMatchObject({
      school: 'MIT',
      degree: 'PhD',
      field: '',
    });
    expect(parseEducation('Imperial College London, MSc')).toEqual([
      { school: 'Imperial College London, MSc', degree: '', field: '', fromYear: '', toYear: '', description: '' },
    ]);
    expect(parseEducation('[{"school": broken')).toHaveLength(1);
    expect(parseEducation('')).toEqual([]);
  });
});

describe('parseExperience', () => {
  it('reads a list, and treats anything else as no entry', () => {
    expect(parseExperience([{ jobTitle: 'Quant', company: 'X' }])[0]).toMatchObject({ jobTitle: 'Quant', toDate: '' });
    expect(parseExperience('[{"company":"Y"}]')[0]?.company).toBe('Y');
    expect(parseExperience('not json')).toEqual([]);
    expect(parseExperience('"Pending"')).toEqual([]);
    expect(parseExperience(null)).toEqual([]);
  });
});

describe('hourly rate (spec §5: a number parsed as an integer)', () => {
  it.each([
    [120.7, 120],
    [99.5, 99],
    [0.4, 0],
    [150, 150],
    [10_000.9, 10_000],
  ])('accepts %s and saves %s, its fraction dropped', (typed, saved) => {
    expect(hourlyRateField.parse(typed)).toBe(saved);
  });
  it.each([[-1], [-0.5], [10_001], ['120'], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'refuses %s, which is not a rate',
    (value) => {
      const result = hourlyRateField.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(HOURLY_RATE_MESSAGE);
    },
  );
});

describe('placeholder profiles (spec §4: the visibility switch on a missing profile)', () => {
  const blankEducation = { school: '', degree: '', field: '', fromYear: '', toYear: '', description: '' };
  const blankExperience = { jobTitle: '', company: '', fromDate: '', toDate: '', description: '' };
  const placeholder = {
    title: PLACEHOLDER_TEXT,
    bio: null,
    location: null,
    hourlyRateMin: null,
    skills: [PLACEHOLDER_SKILL],
    education: [{ ...blankEducation, school: PLACEHOLDER_TEXT }],
    experienceData: [{ ...blankExperience, jobTitle: PLACEHOLDER_TEXT }],
  };

  it('is what the visibility switch stores, and holds no data once its placeholders are left out', () => {
    expect(isPlaceholderProfile(placeholder)).toBe(true);
    expect(withoutPlaceholders(placeholder)).toMatchObject({
      title: null,
      skills: [],
      education: [],
      experienceData: [],
    });
  });

  it.each([
    ['a title', { title: 'Quant Researcher' }],
    ['a skill', { skills: [PLACEHOLDER_SKILL, 'Python'] }],
    ['a school', { education: [{ ...blankEducation, school: 'ETH Zürich' }] }],
    ['a job', { experienceData: [{ ...blankExperience, jobTitle: PLACEHOLDER_TEXT, company: 'Jane Street' }] }],
    ['an hourly rate', { hourlyRateMin: 0 }],
    ['a location', { location: 'London, UK' }],
  ])('stops being a placeholder with %s of the quant’s own', (_label, own) => {
    expect(isPlaceholderProfile({ ...placeholder, ...own })).toBe(false);
  });

  it('keeps real entries and drops the placeholder ones of a partly filled profile', () => {
    const partly = { ...placeholder, title: 'Quant Researcher', skills: ['C++', PLACEHOLDER_SKILL] };
    expect(withoutPlaceholders(partly)).toMatchObject({ title: 'Quant Researcher', skills: ['C++'], education: [] });
  });
});
