import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MatchResult, MatchRun } from '../../../../shared/contracts/talent';
import { MatchResultCard } from './match-result-card';
import { MatchResults, NO_MATCH_MESSAGE, summaryOf } from './match-results';

const RESULT: MatchResult = {
  profile: {
    id: 'q-1',
    fullName: 'Ada Lovelace',
    title: 'Volatility Researcher',
    location: 'London, UK',
    experienceYears: 6,
    highestDegree: 'Ph.D.',
    education: 'Ph.D. · University of Cambridge',
    bio: null,
    skills: ['Python', 'Stochastic Calculus'],
    hourlyRateMin: 120,
    hourlyRateMax: 150,
    availability: 'Available within 2 weeks',
    availableFrom: null,
    prefersRemote: true,
  },
  percent: 87,
  lines: [
    { requirement: 'requiredSkills', state: 'partial', text: '4 of 5 required skills — missing kdb+' },
    { requirement: 'rate', state: 'met', text: 'rate $120–150 fits your $150 budget' },
    { requirement: 'location', state: 'missing', text: 'in London, UK, not New York; prefers remote' },
  ],
};

const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

/** The visible words of rendered HTML, tags dropped. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a match result', () => {
  it('shows who the quant is, their rate, the availability badge and the match %', () => {
    const text = textOf(render(<MatchResultCard result={RESULT} />));
    for (const shown of [
      'Ada Lovelace',
      'Volatility Researcher',
      'London, UK',
      'Ph.D. · University of Cambridge',
      '$120–150/hr',
      'Available within 2 weeks',
      '87%',
    ]) {
      expect(text).toContain(shown);
    }
  });

  it('says met, partly met or missing in words before each requirement line, in the order given', () => {
    const text = textOf(render(<MatchResultCard result={RESULT} />));
    const lines = [
      'Partly met: 4 of 5 required skills — missing kdb+',
      'Met: rate $120–150 fits your $150 budget',
      'Missing: in London, UK, not New York; prefers remote',
    ];
    for (const line of lines) expect(text).toContain(line);
    expect(text.indexOf(lines[0]!)).toBeLessThan(text.indexOf(lines[1]!));
    expect(text.indexOf(lines[1]!)).toBeLessThan(text.indexOf(lines[2]!));
  });

  it("links to the quant's profile and to writing to them, named for them", () => {
    const html = render(<MatchResultCard result={RESULT} />);
    expect(html).toContain('href="/funds/view-talent/q-1"');
    expect(html).toContain('View Profile<span class="sr-only"> of Ada Lovelace</span>');
    expect(html).toContain('href="/messages/new?profile=q-1"');
    expect(html).toContain('Contact<span class="sr-only"> Ada Lovelace</span>');
  });

  it("says when a quant gave no rate, and spec §4's fallback when no availability", () => {
    const quiet = {
      ...RESULT,
      profile: { ...RESULT.profile, hourlyRateMin: null, hourlyRateMax: null, availability: null },
    };
    const text = textOf(render(<MatchResultCard result={quiet} />));
    expect(text).toContain('Rate not given');
    expect(text).toContain('Contact to check availability');
  });
});

describe('the results of a run', () => {
  const run: MatchRun = {
    id: 'm-1',
    title: 'Volatility Researcher',
    createdAt: '2026-11-20T10:00:00.000Z',
    criteria: {
      jobTitle: 'Volatility Researcher',
      description: '',
      requiredSkills: ['Python'],
      highPrioritySkills: [],
      minYears: null,
      location: '',
      education: null,
      availability: null,
      expandGlobally: false,
      budgetHourly: null,
    },
    total: 1,
    totalCapped: false,
    results: [RESULT],
  };

  it('counts who matched and says when only the best are shown', () => {
    expect(summaryOf(run)).toBe('1 quant met part of the criteria, best first.');
    expect(summaryOf({ ...run, total: 57 })).toBe(
      '57 quants met part of the criteria; the best 1 are shown, best first.',
    );
  });

  it('says no visible quant matched and how to loosen the criteria when none did', () => {
    const text = textOf(render(<MatchResults run={{ ...run, total: 0, results: [] }} matching={false} />));
    expect(text).toContain(NO_MATCH_MESSAGE);
    expect(text).toContain('Expand search globally');
  });

  it('keeps the last results on screen, marked busy, while a new match runs', () => {
    const html = render(<MatchResults run={run} matching />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Ada Lovelace');
    expect(render(<MatchResults run={undefined} matching />)).toBe('');
  });
});
