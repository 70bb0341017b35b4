import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  claimedReferenceFirms,
  emailDomain,
  isFreeMailDomain,
  provedByDomain,
  registrableDomain,
  type ReferenceFirm,
  unprovedReason,
} from './verification';
import { unprovedExplanation } from '../../../shared/company-messages';

const FIRMS: ReferenceFirm[] = [
  { name: 'Jane Street', url: 'https://www.janestreet.com' },
  { name: 'Citadel', url: 'https://www.citadel.com' },
  { name: 'Citadel Securities', url: 'https://www.citadelsecurities.com' },
];

describe('registrable domains', () => {
  it('come from the public-suffix list, not from counting dots', () => {
    expect(registrableDomain('https://www.janestreet.com/join-jane-street/')).toBe('janestreet.com');
    expect(registrableDomain('https://maths.ox.ac.uk')).toBe('ox.ac.uk');
    expect(registrableDomain('https://careers.example.co.uk/jobs?x=1')).toBe('example.co.uk');
    expect(emailDomain('Ada@London.Example.co.uk')).toBe('example.co.uk');
  });

  it('do not exist for IP addresses, local names or bare suffixes', () => {
    for (const address of ['http://127.0.0.1', 'http://localhost:3000', 'https://co.uk', 'http://[::1]/']) {
      expect(registrableDomain(address), address).toBeNull();
    }
  });

  it('count a hosting service’s customer sites apart (private suffixes)', () => {
    expect(registrableDomain('https://acme.github.io')).toBe('acme.github.io');
  });
});

describe('free-mail domains', () => {
  it('are recognised from the maintained list; firm domains are not', () => {
    for (const domain of ['gmail.com', 'outlook.com', 'yahoo.com', 'proton.me', 'qq.com']) {
      expect(isFreeMailDomain(domain), domain).toBe(true);
    }
    expect(isFreeMailDomain('janestreet.com')).toBe(false);
  });
});

describe('reference firm names', () => {
  it('are claimed by the same words or the firm’s words followed by more, ignoring case, accents and legal forms', () => {
    expect(claimedReferenceFirms('Jane Street Group, LLC', FIRMS).map((f) => f.name)).toEqual(['Jane Street']);
    expect(claimedReferenceFirms('JANE STREET', FIRMS).map((f) => f.name)).toEqual(['Jane Street']);
    expect(claimedReferenceFirms('Citadel Securities Europe', FIRMS).map((f) => f.name)).toEqual([
      'Citadel',
      'Citadel Securities',
    ]);
    expect(claimedReferenceFirms('Jane Capital', FIRMS)).toEqual([]);
    expect(claimedReferenceFirms('Streetwise Jane', FIRMS)).toEqual([]);
  });
});

describe('verification by domain', () => {
  const evidence = {
    name: 'Northwind Quant',
    domain: 'northwind.io',
    memberEmails: ['ada@northwind.io'],
    referenceFirms: FIRMS,
  };

  it('holds when a member’s verified e-mail is at the website’s registrable domain, subdomains included', () => {
    expect(provedByDomain(evidence)).toBe(true);
    expect(provedByDomain({ ...evidence, memberEmails: ['ada@research.northwind.io'] })).toBe(true);
  });

  it('fails for another domain, a look-alike, a free-mail website or no website', () => {
    expect(provedByDomain({ ...evidence, memberEmails: ['ada@northwind.co'] })).toBe(false);
    expect(provedByDomain({ ...evidence, memberEmails: ['ada@northwind.io.evil.com'] })).toBe(false);
    expect(provedByDomain({ ...evidence, domain: 'gmail.com', memberEmails: ['ada@gmail.com'] })).toBe(false);
    expect(provedByDomain({ ...evidence, domain: null })).toBe(false);
    expect(provedByDomain({ ...evidence, memberEmails: [] })).toBe(false);
  });

  it('lets a reference firm’s name be verified only from that firm’s own domain', () => {
    const posing = {
      ...evidence,
      name: 'Jane Street',
      domain: 'jane-street-careers.com',
      memberEmails: ['hr@jane-street-careers.com'],
    };
    expect(provedByDomain(posing)).toBe(false);
    expect(provedByDomain({ ...posing, domain: 'janestreet.com', memberEmails: ['hr@janestreet.com'] })).toBe(true);
  });

  it('names the true reason for the owner (issue 42): no website, a free-mail website, a claimed firm, no member there', () => {
    expect(unprovedReason(evidence)).toBeNull();
    expect(unprovedReason({ ...evidence, domain: null })).toEqual({ kind: 'no_domain' });
    expect(unprovedReason({ ...evidence, domain: 'gmail.com', memberEmails: ['ada@gmail.com'] })).toEqual({
      kind: 'free_mail_website',
      domain: 'gmail.com',
    });
    expect(
      unprovedReason({
        ...evidence,
        name: 'Jane Street',
        domain: 'jane-street-desk.com',
        memberEmails: ['a@jane-street-desk.com'],
      }),
    ).toEqual({
      kind: 'claims_firm',
      domain: 'jane-street-desk.com',
      firm: { name: 'Jane Street', domain: 'janestreet.com' },
    });
    expect(unprovedReason({ ...evidence, memberEmails: ['ada@gmail.com'] })).toEqual({
      kind: 'no_member_at_domain',
      domain: 'northwind.io',
      personalAddresses: true,
    });
    expect(unprovedReason({ ...evidence, memberEmails: ['ada@northwind.co'] })).toEqual({
      kind: 'no_member_at_domain',
      domain: 'northwind.io',
      personalAddresses: false,
    });
  });

  it('tells a gmail owner that a personal address does not count, and a name-claimer the firm’s own domain', () => {
    const personal = unprovedExplanation(
      { kind: 'no_member_at_domain', domain: 'northwind.io', personalAddresses: true },
      'Northwind Quant',
    );
    expect(personal).toContain('A personal address (such as a Gmail or Outlook one) does not count.');
    expect(personal).toContain('a work e-mail at northwind.io');
    const claiming = unprovedExplanation(
      {
        kind: 'claims_firm',
        domain: 'jumptrading-desk.com',
        firm: { name: 'Jump Trading', domain: 'jumptrading.com' },
      },
      'Jump Trading',
    );
    expect(claiming).toContain(
      '“Jump Trading” is the name of Jump Trading, a known firm whose own domain is jumptrading.com',
    );
    expect(claiming).toContain('If you are another firm, change the name');
  });

  it('never holds without a member at the domain, whatever the name and addresses (generated)', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/);
    fc.assert(
      fc.property(label, label, fc.array(label, { maxLength: 3 }), fc.string(), (site, other, users, name) => {
        fc.pre(site !== other);
        const memberEmails = users.map((user) => `${user}@${other}.com`);
        expect(provedByDomain({ name, domain: `${site}.com`, memberEmails, referenceFirms: FIRMS })).toBe(false);
      }),
    );
  });
});
