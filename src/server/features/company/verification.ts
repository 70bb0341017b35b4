import freeMailDomains from 'email-providers';
import { getDomain } from 'tldts';
import type { UnprovedReason } from '../../../shared/company-messages';

const FREE_MAIL = new Set(freeMailDomains.map((domain) => domain.toLowerCase()));

/**
 * The registrable domain of a web address, host or e-mail domain, by the public-suffix list (tldts): the part
 * one registers, e.g. janestreet.com for https://www.janestreet.com/join or ox.ac.uk for maths.ox.ac.uk. Null for
 * IP addresses, local names and bare public suffixes. Private suffixes (github.io) count as registrable
 * domains, so one user's site cannot stand for the whole hosting service.
 */
export function registrableDomain(address: string): string | null {
  return getDomain(address, { allowPrivateDomains: true })?.toLowerCase() ?? null;
}

export function emailDomain(email: string): string | null {
  return registrableDomain(email.slice(email.lastIndexOf('@') + 1));
}

/** Free and personal mail providers (the maintained `email-providers` list): anyone can have an address there. */
export function isFreeMailDomain(domain: string): boolean {
  return FREE_MAIL.has(domain);
}

// Legal forms and fillers that do not tell firms apart ("Jane Street Group, LLC" is Jane Street).
const FILLER_WORDS = new Set(['the', 'llc', 'inc', 'ltd', 'lp', 'llp', 'plc', 'co', 'corp', 'group', 'limited']);

function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !FILLER_WORDS.has(word));
}

export interface ReferenceFirm {
  name: string;
  url: string;
}

/**
 * The reference firms whose name a company's name claims: the same words, or the firm's words followed by more
 * ("Citadel Securities Europe" claims both Citadel and Citadel Securities).
 */
export function claimedReferenceFirms(name: string, firms: readonly ReferenceFirm[]): ReferenceFirm[] {
  const words = nameWords(name);
  return firms.filter((firm) => {
    const firmWords = nameWords(firm.name);
    return firmWords.length > 0 && firmWords.every((word, i) => words[i] === word);
  });
}

export interface DomainEvidence {
  name: string;
  /** The registrable domain of the company's website. */
  domain: string | null;
  /** Verified e-mail addresses of the company's members. */
  memberEmails: readonly string[];
  referenceFirms: readonly ReferenceFirm[];
}

/**
 * Why the members' e-mail does not prove the company (DESIGN.md "Who is who"), or null when it does: a proof needs
 * a member's verified address at the website's registrable domain, a domain that is not a free-mail provider's, and
 * a name that claims a reference firm is only proved by that firm's own domain. Everything else waits for an
 * operator; the reason is what the owner is told, with the ways forward.
 */
export function unprovedReason(evidence: DomainEvidence): UnprovedReason | null {
  const { domain } = evidence;
  if (!domain) return { kind: 'no_domain' };
  if (isFreeMailDomain(domain)) return { kind: 'free_mail_website', domain };
  const claimed = claimedReferenceFirms(evidence.name, evidence.referenceFirms);
  if (claimed.length > 0 && !claimed.some((firm) => registrableDomain(firm.url) === domain)) {
    const firm = claimed[0]!;
    return { kind: 'claims_firm', domain, firm: { name: firm.name, domain: registrableDomain(firm.url) ?? firm.url } };
  }
  if (!evidence.memberEmails.some((email) => emailDomain(email) === domain)) {
    const personal = evidence.memberEmails.some((email) => isFreeMailDomain(emailDomain(email) ?? ''));
    return { kind: 'no_member_at_domain', domain, personalAddresses: personal };
  }
  return null;
}

export function provedByDomain(evidence: DomainEvidence): boolean {
  return unprovedReason(evidence) === null;
}
