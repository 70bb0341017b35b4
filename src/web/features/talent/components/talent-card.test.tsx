import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TalentCard as Talent } from '../../../../shared/contracts/talent';
import { TalentCard } from './talent-card';

const ADA: Talent = {
  id: '6f1c1f4e-0000-4000-8000-000000000001',
  fullName: 'Ada Lovelace',
  title: 'Volatility Researcher',
  location: 'London, UK',
  experienceYears: 6,
  highestDegree: 'Ph.D.',
  education: 'Ph.D. · University of Cambridge',
  bio: 'Builds volatility surfaces for listed options.',
  skills: ['Python', 'Stochastic Calculus'],
  hourlyRateMin: 120,
  hourlyRateMax: 150,
  availability: 'Available within 2 weeks',
  availableFrom: null,
  prefersRemote: true,
};

function render(profile: Talent, directorySearch = '?skills=Python') {
  return renderToStaticMarkup(
    <MemoryRouter>
      <TalentCard profile={profile} directorySearch={directorySearch} />
    </MemoryRouter>,
  );
}

describe('a talent card', () => {
  it("shows the spec's fields: name, title, location, experience, education, bio, skills, rate and availability", () => {
    const html = render(ADA);
    for (const text of [
      '>Ada Lovelace</h3>',
      'Volatility Researcher',
      'London, UK',
      '6 years of experience',
      'Ph.D. · University of Cambridge',
      'Builds volatility surfaces for listed options.',
      '>Python</span>',
      '>Stochastic Calculus</span>',
      '$120–150/hr',
      'Available within 2 weeks',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('line-clamp-3');
  });

  it('links View Profile to the profile page and Contact to the compose screen, each named for the quant', () => {
    const html = render(ADA);
    expect(html).toContain(`href="/funds/view-talent/${ADA.id}"`);
    expect(html).toContain('View Profile<span class="sr-only"> of Ada Lovelace</span>');
    expect(html).toContain(`href="/messages/new?profile=${ADA.id}"`);
    expect(html).toContain('Contact<span class="sr-only"> Ada Lovelace</span>');
  });

  it("says what is missing: spec §4's availability fallback in yellow, no rate, one year", () => {
    const html = render({
      ...ADA,
      availability: null,
      hourlyRateMin: null,
      hourlyRateMax: null,
      experienceYears: 1,
      location: null,
      education: null,
      bio: null,
    });
    expect(html).toContain('Contact to check availability');
    expect(html).toContain('ui-badge-warning');
    expect(html).toContain('Rate not given');
    expect(html).toContain('1 year of experience');
    expect(html).not.toContain('London');
  });

  it('colours an available quant green and one not looking yellow (spec §4)', () => {
    expect(render(ADA)).toContain('ui-badge-success');
    const notLooking = render({ ...ADA, availability: 'Not looking' });
    expect(notLooking).toContain('Not looking');
    expect(notLooking).toContain('ui-badge-warning');
    expect(notLooking).not.toContain('ui-badge-success');
  });
});
