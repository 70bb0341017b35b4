import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { COMPANY_MESSAGES, type reviewDecisionSchema } from '../../../shared/company';
import { COMPANY_REVIEW_PAGE_SIZE, type CompanyReview } from '../../../shared/contracts/company';
import { ROUTES } from '../../../shared/routes';
import type { Db } from '../../db/client';
import { companyMembers, companyProfiles, firms, user } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Mailer } from '../../platform/mail/mailer';
import { companyApprovedMail, companyRejectedMail } from '../../platform/mail/templates';
import { refreshVerification } from './verification-state';
import { claimedReferenceFirms, isFreeMailDomain, registrableDomain } from './verification';

type CompanyRow = typeof companyProfiles.$inferSelect;

async function withEvidence(db: Db, rows: CompanyRow[]): Promise<CompanyReview[]> {
  if (rows.length === 0) return [];
  const members = await db
    .select({ companyId: companyMembers.companyId, name: user.name, email: user.email, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(
      inArray(
        companyMembers.companyId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(companyMembers.createdAt));
  const referenceFirms = await db.select({ name: firms.name, url: firms.url }).from(firms);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    website: row.website,
    domain: row.domain,
    category: row.category,
    headquarters: row.headquarters,
    description: row.description,
    state: row.verification,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    evidence: {
      members: members.filter((m) => m.companyId === row.id).map(({ name, email, role }) => ({ name, email, role })),
      freeMailDomain: row.domain !== null && isFreeMailDomain(row.domain),
      claimedFirms: claimedReferenceFirms(row.name, referenceFirms).map((firm) => ({
        name: firm.name,
        domain: registrableDomain(firm.url),
      })),
    },
  }));
}

/** One page of the companies in `state` (waiting, or rejected), oldest first, with what an operator needs to decide. */
export async function listReviews(db: Db, state: 'pending' | 'rejected', page: number) {
  const inState = eq(companyProfiles.verification, state);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(companyProfiles)
      .where(inState)
      .orderBy(asc(companyProfiles.createdAt), asc(companyProfiles.id))
      .limit(COMPANY_REVIEW_PAGE_SIZE)
      .offset((page - 1) * COMPANY_REVIEW_PAGE_SIZE),
    db.select({ n: count() }).from(companyProfiles).where(inState),
  ]);
  return {
    companies: await withEvidence(db, rows),
    page,
    pageSize: COMPANY_REVIEW_PAGE_SIZE,
    total: counted?.n ?? 0,
  };
}

/** How many companies wait for an operator's decision: the operator console's count. */
export async function pendingReviewCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyProfiles)
    .where(eq(companyProfiles.verification, 'pending'));
  return row?.n ?? 0;
}

/**
 * An operator's decision. Approving verifies the company for its current website domain; rejecting records the
 * reason (a company verified by its members' e-mail stays verified: the decision is about the rest). The owner
 * is told by e-mail either way.
 */
export async function decideReview(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  companyId: string,
  decision: z.output<typeof reviewDecisionSchema>,
): Promise<CompanyReview> {
  const [company] = await db.select().from(companyProfiles).where(eq(companyProfiles.id, companyId));
  if (!company) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.companyNotFound);
  if (decision.decision === 'approve') {
    if (!company.domain) {
      throw new AppError(
        'BAD_REQUEST',
        'This company has no website yet: it cannot be verified until the owner adds one.',
      );
    }
    await db
      .update(companyProfiles)
      .set({ approvedDomain: company.domain, rejectionReason: null, reviewedAt: new Date() })
      .where(eq(companyProfiles.id, companyId));
  } else {
    await db
      .update(companyProfiles)
      .set({
        verification: company.verifiedVia === 'domain' ? company.verification : 'rejected',
        approvedDomain: null,
        rejectionReason: decision.reason,
        reviewedAt: new Date(),
      })
      .where(eq(companyProfiles.id, companyId));
  }
  await refreshVerification(db, companyId);

  const [owner] = await db
    .select({ email: user.email })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')));
  if (owner) {
    const template =
      decision.decision === 'approve'
        ? companyApprovedMail(company.name, `${publicUrl}${ROUTES.companyDashboard}`)
        : companyRejectedMail(company.name, decision.reason, `${publicUrl}${ROUTES.companySettings}`);
    await mailer.send({ to: owner.email, ...template });
  }
  const [after] = await db.select().from(companyProfiles).where(eq(companyProfiles.id, companyId));
  return (await withEvidence(db, [after!]))[0]!;
}
