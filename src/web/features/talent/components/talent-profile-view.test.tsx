import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TalentProfile } from '../../../../shared/contracts/talent';
import { TalentProfileView } from './talent-profile-view';

const PROFILE: TalentProfile = {
  id: '6f1c1f4e-0000-4000-8000-000000000002',
  fullName: 'Blaise Bellman',
  title: 'Execution Quant',
  location: 'Paris, France',
  experienceYears: 4,
  highestDegree: "Master's",
  education: "Master's · École Polytechnique",
  bio: 'Optimal execution and market impact.\nTCA for equities.',
  skills: ['C++', 'kdb+/q'],
  hourlyRateMin: 200,
  hourlyRateMax: null,
  availability: 'Available within a month',
  availableFrom: '2027-01-15',
  prefersRemote: false,
  educationEntries: [
    {
      school: 'École Polytechnique',
      degree: "Master's",
      field: 'Applied Mathematics',
      fromYear: '2018',
      toYear: '2020',
      description: 'Thesis on limit order books.',
    },
  ],
  experienceEntries: [
    {
      jobTitle: 'Quant Developer',
      company: 'Example Capital',
      fromDate: '09/2020',
      toDate: 'Present',
      description: 'Execution algorithms.',
    },
  ],
  preferences: { remote: false, fullTime: true, contract: true },
  linkedinUrl: 'https://www.linkedin.com/in/blaise',
  githubUrl: 'javascript:alert(1)',
  updatedAt: '2026-11-20T12:00:00.000Z',
};

const render = (profile: TalentProfile) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <TalentProfileView profile={profile} />
    </MemoryRouter>,
  );

describe('a talent profile page', () => {
  it('shows the card fields, the entries of experience and education, and when the quant can start', () => {
    const html = render(PROFILE);
    for (const text of [
      '>Blaise Bellman</h1>',
      'Execution Quant',
      'Paris, France',
      '4 years of experience',
      'Master&#x27;s · École Polytechnique',
      '$200+/hr',
      'Available within a month',
      'Available from Jan 15, 2027',
      'Quant Developer · Example Capital',
      '09/2020 – Present',
      'Execution algorithms.',
      'Master&#x27;s, Applied Mathematics',
      '2018 – 2020',
      'Thesis on limit order books.',
      '>kdb+/q</span>',
      'Profile updated Nov 20, 2026',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('offers Contact, named for the quant, which opens the compose screen for this profile', () => {
    const html = render(PROFILE);
    expect(html).toContain(`href="/messages/new?profile=${PROFILE.id}"`);
    expect(html).toContain('Contact<span class="sr-only"> Blaise Bellman</span>');
  });

  it('opens web links in a new tab without handing over the page, and never follows anything else', () => {
    const html = render(PROFILE);
    expect(html).toContain('href="https://www.linkedin.com/in/blaise" target="_blank" rel="noopener noreferrer"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('GitHub');
  });

  it('says which kinds of work the quant is open to', () => {
    const html = render(PROFILE);
    expect(html).toMatch(/Remote work<\/dt><dd[^>]*>Not looking for it/);
    expect(html).toMatch(/Full-time roles<\/dt><dd[^>]*>Open to them/);
    expect(html).toMatch(/Contract projects<\/dt><dd[^>]*>Open to them/);
  });

  it('says what is missing rather than showing empty sections', () => {
    const html = render({
      ...PROFILE,
      bio: null,
      skills: [],
      educationEntries: [],
      experienceEntries: [],
      linkedinUrl: null,
      githubUrl: null,
      availability: null,
      availableFrom: null,
    });
    for (const text of [
      'No bio yet.',
      'No skills listed.',
      'No education listed.',
      'No experience listed.',
      'No links given.',
      'Contact to check availability',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('Available from');
  });
});
