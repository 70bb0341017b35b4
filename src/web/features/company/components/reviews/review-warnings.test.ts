import { describe, expect, it } from 'vitest';
import { decisionToast } from './decision-toast';
import { isAtDomain, reviewWarnings } from './review-warnings';

const evidence = (overrides: Partial<Parameters<typeof reviewWarnings>[0]['evidence']> = {}) => ({
  members: [],
  freeMailDomain: false,
  claimedFirms: [],
  ...overrides,
});

describe('reviewWarnings', () => {
  it('has nothing to say about a company at its own domain that claims no reference firm', () => {
    expect(reviewWarnings({ domain: 'northwind.test', evidence: evidence() })).toEqual([]);
  });

  it('names a free-mail domain', () => {
    expect(reviewWarnings({ domain: 'gmail.com', evidence: evidence({ freeMailDomain: true }) })).toEqual([
      "gmail.com is a free or personal e-mail provider's domain, not a company's own.",
    ]);
  });

  it('names a claimed reference firm whose own domain is another one, and not one at the same domain', () => {
    const claims = evidence({
      claimedFirms: [
        { name: 'Citadel', domain: 'citadel.com' },
        { name: 'Citadel Securities', domain: 'citadel-securities.test' },
        { name: 'Mystery Capital', domain: null },
      ],
    });
    expect(reviewWarnings({ domain: 'citadel-securities.test', evidence: claims })).toEqual([
      'The name claims Citadel, whose own domain is citadel.com, not citadel-securities.test.',
      'The name claims Mystery Capital, a reference firm with no known domain.',
    ]);
  });

  it('says a company without a domain cannot be approved, and nothing else', () => {
    expect(reviewWarnings({ domain: null, evidence: evidence({ freeMailDomain: true }) })).toEqual([
      'This company has no website domain yet, so it cannot be approved until the owner adds one.',
    ]);
  });
});

describe('isAtDomain', () => {
  it('matches the domain and its subdomains only', () => {
    expect(isAtDomain('ada@northwind.test', 'northwind.test')).toBe(true);
    expect(isAtDomain('ada@London.Northwind.test', 'northwind.test')).toBe(true);
    expect(isAtDomain('ada@notnorthwind.test', 'northwind.test')).toBe(false);
    expect(isAtDomain('ada@northwind.test', null)).toBe(false);
  });
});

describe('decisionToast', () => {
  it('says the company was approved and the owner e-mailed', () => {
    expect(decisionToast({ name: 'Northwind', state: 'verified' }, 'approve')).toEqual({
      title: 'Company approved',
      description: 'Northwind approved; the owner was e-mailed.',
    });
  });

  it('says a rejection happened, or that a company verified by its domain meanwhile stays verified', () => {
    expect(decisionToast({ name: 'Northwind', state: 'rejected' }, 'reject').description).toBe(
      'Northwind rejected; the owner was e-mailed your reason.',
    );
    expect(decisionToast({ name: 'Northwind', state: 'verified' }, 'reject').title).toBe('Company stays verified');
  });
});
