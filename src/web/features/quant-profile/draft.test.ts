import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../shared/quant-profile';
import type { QuantProfileView } from '../../../shared/contracts/quant-profile';
import { draftFrom } from './draft';

const NONE: QuantProfileView = {
  exists: false,
  isVisible: false,
  fullName: null,
  title: null,
  bio: null,
  location: null,
  hourlyRateMin: null,
  skills: [],
  preferences: { ...DEFAULT_PREFERENCES },
  education: [],
  experienceData: [],
  experienceYears: 0,
  hourlyRateMax: null,
  availability: null,
  availableFrom: null,
  degreeOverride: null,
  highestDegree: null,
  derivedDegree: null,
  listed: false,
  updatedAt: null,
};
const PERSON = {
  fullName: 'Ada Lovelace',
  bio: 'Engines.',
  linkedinUrl: 'https://linkedin.com/in/ada',
  githubUrl: null,
};

describe('draftFrom', () => {
  it('starts a new quant from their personal profile and the default preferences, with no skill and nothing saved', () => {
    const draft = draftFrom(NONE, PERSON);
    expect(draft.basic).toEqual({
      fullName: 'Ada Lovelace',
      title: '',
      location: '',
      bio: 'Engines.',
      hourlyRateMin: '',
      hourlyRateMax: '',
      availability: '',
      availableFrom: '',
      linkedinUrl: 'https://linkedin.com/in/ada',
      githubUrl: '',
    });
    expect(draft.skills).toEqual([]);
    expect(draft.saved).toEqual([]);
    expect(draft.preferences).toEqual({ remote: true, fullTime: false, contract: true });
    expect(draft.education).toEqual([]);
    expect(draft.degreeOverride).toBe('');
  });

  it('shows what a returning quant saved: their skills instead of the defaults, their rate and lists', () => {
    const school = {
      school: 'ETH Zürich',
      degree: 'MSc',
      field: '',
      fromYear: '2020',
      toYear: '2022',
      description: '',
    };
    const job = { jobTitle: 'Quant', company: 'Acme', fromDate: '01/2023', toDate: 'Present', description: '' };
    const draft = draftFrom(
      {
        ...NONE,
        exists: true,
        isVisible: true,
        fullName: 'Ada K. Lovelace',
        title: 'Researcher',
        hourlyRateMin: 150,
        hourlyRateMax: 200,
        availability: 'Available within a month',
        availableFrom: '2027-01-15',
        degreeOverride: 'Ph.D.',
        skills: ['C++'],
        preferences: { remote: false, fullTime: true, contract: false },
        education: [school],
        experienceData: [job],
      },
      PERSON,
    );
    expect(draft.basic.fullName).toBe('Ada K. Lovelace');
    expect(draft.basic).toMatchObject({
      hourlyRateMin: '150',
      hourlyRateMax: '200',
      availability: 'Available within a month',
      availableFrom: '2027-01-15',
    });
    expect(draft.degreeOverride).toBe('Ph.D.');
    expect(draft.skills).toEqual(['C++']);
    expect(draft.isVisible).toBe(true);
    expect(draft.preferences).toEqual({ remote: false, fullTime: true, contract: false });
    expect(draft.education).toEqual([school]);
    expect(draft.experience).toEqual([job]);
    expect(draft.saved).toEqual(['basic', 'education', 'skills', 'experience']);
  });

  it('leaves out the placeholders the visibility switch stores', () => {
    const draft = draftFrom(
      {
        ...NONE,
        exists: true,
        fullName: 'Update your profile',
        title: 'Update your profile',
        skills: ['Update your skills'],
        education: [
          { school: 'Update your profile', degree: '', field: '', fromYear: '', toYear: '', description: '' },
        ],
        experienceData: [{ jobTitle: 'Update your profile', company: '', fromDate: '', toDate: '', description: '' }],
      },
      PERSON,
    );
    expect(draft.basic.fullName).toBe('Ada Lovelace');
    expect(draft.basic.title).toBe('');
    expect(draft.skills).toEqual([]);
    expect(draft.education).toEqual([]);
    expect(draft.experience).toEqual([]);
    expect(draft.saved).toEqual([]);
  });
});
