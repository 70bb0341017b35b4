import type { CompanyReview } from '../../../../../shared/contracts/company';

/**
 * What in a company's evidence should make an operator look twice, in plain words: a website at a free-mail
 * provider, a name that claims a reference firm from another domain, or no domain at all (nothing to approve).
 */
export function reviewWarnings(review: Pick<CompanyReview, 'domain' | 'evidence'>): string[] {
  const { domain, evidence } = review;
  if (!domain) return ['This company has no website domain yet, so it cannot be approved until the owner adds one.'];
  const warnings: string[] = [];
  if (evidence.freeMailDomain) {
    warnings.push(`${domain} is a free or personal e-mail provider's domain, not a company's own.`);
  }
  for (const firm of evidence.claimedFirms) {
    if (firm.domain !== domain) {
      warnings.push(
        firm.domain
          ? `The name claims ${firm.name}, whose own domain is ${firm.domain}, not ${domain}.`
          : `The name claims ${firm.name}, a reference firm with no known domain.`,
      );
    }
  }
  return warnings;
}

/** Whether a member's e-mail address is at the company's website domain (or one of its subdomains). */
export function isAtDomain(email: string, domain: string | null): boolean {
  if (!domain) return false;
  const host = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}
