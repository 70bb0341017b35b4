import { describe, expect, it } from 'vitest';
import { filterCompetitions } from './competitions-filter';
import { contactSuccessMessage, generalContactSchema } from './contact';
import { escapeHtml } from './escape-html';
import type { Firm } from './contracts/firms';
import { filterFirms } from './firms-filter';
import { isKnownPath } from './routes';

describe('escapeHtml', () => {
  it('replaces angle brackets, quotes and ampersands', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });
  it('leaves plain text alone', () => {
    expect(escapeHtml('Plain text 123')).toBe('Plain text 123');
  });
});

describe('contact rules (spec §5)', () => {
  // The name rule and its cases: person-name.test.ts.
  it('trims the message before counting its length', () => {
    const result = generalContactSchema.safeParse({
      formType: 'general',
      name: 'Ada',
      email: 'ada@example.com',
      message: '   123456789   ',
    });
    expect(result.success).toBe(false);
  });
  it('names the product in the waitlist success message', () => {
    expect(contactSuccessMessage('waitlist')).toBe(
      'You have been added to our waitlist! We will notify you when QuantLeap launches.',
    );
  });
});

describe('filterFirms', () => {
  const firms: Firm[] = [
    { name: 'Alpha Capital', url: 'https://a.example', category: 'Hedge Fund', description: 'Systematic macro.' },
    { name: 'Beta Markets', url: 'https://b.example', category: 'Market Maker', description: 'Options market making.' },
  ];
  it('matches the description case-insensitively', () => {
    expect(filterFirms(firms, { q: 'OPTIONS' }).map((f) => f.name)).toEqual(['Beta Markets']);
  });
  it('combines text and category', () => {
    expect(filterFirms(firms, { q: 'a', category: 'Hedge Fund' }).map((f) => f.name)).toEqual(['Alpha Capital']);
  });
  it('returns everything without filters', () => {
    expect(filterFirms(firms, {})).toHaveLength(2);
  });
});

describe('filterCompetitions', () => {
  const list = [
    { name: 'A', categories: ['Statistics', 'Hackathon'] as const },
    { name: 'B', categories: ['Market Making'] as const },
  ].map((c) => ({ ...c, categories: [...c.categories] }));
  it('matches when any selected category applies', () => {
    expect(filterCompetitions(list, new Set(['Hackathon', 'Market Making'])).map((c) => c.name)).toEqual(['A', 'B']);
    expect(filterCompetitions(list, new Set(['Statistics'])).map((c) => c.name)).toEqual(['A']);
  });
  it('shows all with no selection', () => {
    expect(filterCompetitions(list, new Set())).toHaveLength(2);
  });
});

describe('isKnownPath', () => {
  it('knows public and guarded routes, with or without a trailing slash', () => {
    expect(isKnownPath('/')).toBe(true);
    expect(isKnownPath('/about/')).toBe(true);
    expect(isKnownPath('/funds/talent-match')).toBe(true);
    // A profile a firm opens from the directory: a reload or a shared link is the page, not a 404.
    expect(isKnownPath('/funds/view-talent/6f1c2a9e-0b7d-4c1e-9a53-2f4b8d7e1c30')).toBe(true);
  });
  it('does not know other paths', () => {
    expect(isKnownPath('/nope')).toBe(false);
    expect(isKnownPath('/about/extra')).toBe(false);
    expect(isKnownPath('/funds/view-talent/a/b')).toBe(false);
  });
});
