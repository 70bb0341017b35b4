import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { QuantProfileView, VisibilityState } from '../../../../shared/contracts/quant-profile';
import { DEFAULT_PREFERENCES } from '../../../../shared/quant-profile';
import { VisibilityCard } from './visibility-card';

const PROFILE: QuantProfileView = {
  exists: true,
  isVisible: true,
  fullName: 'Ada Lovelace',
  title: 'Quantitative Researcher',
  bio: null,
  location: null,
  hourlyRateMin: null,
  skills: ['Python'],
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
  listed: true,
  updatedAt: '2026-03-01T00:00:00.000Z',
};

function render(visibility: VisibilityState, profile: QuantProfileView = PROFILE) {
  const client = new QueryClient();
  client.setQueryData(['quant-profile'], profile);
  client.setQueryData(['quant-profile', 'visibility'], visibility);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <VisibilityCard />
      </MemoryRouter>
    </QueryClientProvider>,
  ).replace(/\s+/g, ' ');
}

describe('the visibility switch', () => {
  it('says firms can find a listed profile, with no warning', () => {
    const html = render({ isVisible: true, hasQuantProfile: true, listed: true });
    expect(html).toContain('Hiring firms can find your quant profile.');
    expect(html).not.toContain('will not find it');
  });

  it('says a visible profile that is not listed will not be found until completed, with the link', () => {
    const html = render(
      { isVisible: true, hasQuantProfile: true, listed: false },
      { ...PROFILE, title: 'Update your profile', skills: ['Update your skills'], listed: false },
    );
    expect(html).toContain('Visible to funds, but not listed for them yet.');
    expect(html).toContain('Your quant profile holds no details yet: firms will not find it until it is completed.');
    expect(html).toMatch(/<a [^>]*href="\/quants\/create-profile"[^>]*>Complete your quant profile<\/a>/);
    expect(html).not.toContain('Hiring firms can find your quant profile.');
  });

  it('warns before switching on without a quant profile', () => {
    const html = render({ isVisible: false, hasQuantProfile: false, listed: false }, { ...PROFILE, exists: false });
    expect(html).toContain('Switching on creates an empty quant profile');
    expect(html).toContain('Only you can see your quant profile.');
  });
});
