import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyMembers, companyProfiles, firms, user } from '../../db/schema';
import type { UnprovedReason } from '../../../shared/company-messages';
import { unprovedReason, type DomainEvidence } from './verification';

/**
 * Recomputes a company's verification from what is stored now, after anything that can change it: creating the
 * company, editing its name or website, a member joining or leaving, an operator's decision.
 * - verified via 'domain' while a member's verified e-mail proves the website's domain (verification.ts);
 * - else verified via 'operator' while the website's domain is the one an operator approved;
 * - else rejected stays rejected (until the name or website changes: service.ts clears it), the rest is pending.
 * Returns true when the company is verified afterwards.
 */
export async function refreshVerification(db: Db, companyId: string): Promise<boolean> {
  const [company] = await db.select().from(companyProfiles).where(eq(companyProfiles.id, companyId));
  if (!company) return false;
  const byDomain = unprovedReason(await domainEvidence(db, company)) === null;
  const byOperator = company.approvedDomain !== null && company.approvedDomain === company.domain;
  const via = byDomain ? 'domain' : byOperator ? 'operator' : null;
  const verification = via ? 'verified' : company.verification === 'rejected' ? 'rejected' : 'pending';

  if (verification !== company.verification || via !== company.verifiedVia) {
    await db
      .update(companyProfiles)
      .set({
        verification,
        verifiedVia: via,
        verifiedAt: via ? (company.verifiedAt ?? new Date()) : null,
      })
      .where(eq(companyProfiles.id, companyId));
  }
  return verification === 'verified';
}

/** What the members' e-mail proves about a company: its name, its website's domain, its members' verified addresses. */
async function domainEvidence(
  db: Db,
  company: { id: string; name: string; domain: string | null },
): Promise<DomainEvidence> {
  const members = await db
    .select({ email: user.email })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, company.id), eq(user.emailVerified, true)));
  const referenceFirms = await db.select({ name: firms.name, url: firms.url }).from(firms);
  return { name: company.name, domain: company.domain, memberEmails: members.map((m) => m.email), referenceFirms };
}

/** Why the members' e-mail does not verify the company, for its owner's explanation; null when it does. */
export async function companyUnprovedReason(
  db: Db,
  company: { id: string; name: string; domain: string | null },
): Promise<UnprovedReason | null> {
  return unprovedReason(await domainEvidence(db, company));
}
