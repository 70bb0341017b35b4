import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { COMPANY_MESSAGES } from '../../../shared/company';
import type { MembersAnswer } from '../../../shared/contracts/company';
import type { Db } from '../../db/client';
import { companyInvitations, companyMembers, user } from '../../db/schema';
import type { CompanyAccess } from '../../platform/company-access';
import { AppError } from '../../platform/app-error';
import { refreshVerification } from './verification-state';

/** The company's members (owner first, then by joining date); open invitations only for the owner. */
export async function listMembers(db: Db, company: CompanyAccess): Promise<MembersAnswer> {
  const members = await db
    .select({
      userId: companyMembers.userId,
      name: user.name,
      email: user.email,
      role: companyMembers.role,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, company.id))
    .orderBy(desc(eq(companyMembers.role, 'owner')), asc(companyMembers.createdAt));
  const invitations =
    company.role === 'owner'
      ? await db
          .select({
            id: companyInvitations.id,
            email: companyInvitations.email,
            invitedBy: user.name,
            createdAt: companyInvitations.createdAt,
            expiresAt: companyInvitations.expiresAt,
          })
          .from(companyInvitations)
          .leftJoin(user, eq(user.id, companyInvitations.invitedBy))
          .where(
            and(
              eq(companyInvitations.companyId, company.id),
              isNull(companyInvitations.acceptedAt),
              gt(companyInvitations.expiresAt, new Date()),
            ),
          )
          .orderBy(desc(companyInvitations.createdAt))
      : [];
  return {
    members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    invitations: invitations.map((i) => ({
      ...i,
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
    })),
  };
}

/** Removes a recruiter of the caller's company (404 for anyone else: no leak of other companies' members). */
export async function removeMember(db: Db, companyId: string, ownerId: string, memberId: string): Promise<void> {
  if (memberId === ownerId) throw new AppError('BAD_REQUEST', COMPANY_MESSAGES.ownerCannotLeave);
  const removed = await db
    .delete(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.userId, memberId),
        eq(companyMembers.role, 'recruiter'),
      ),
    )
    .returning({ userId: companyMembers.userId });
  if (removed.length === 0) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.memberNotFound);
  await refreshVerification(db, companyId);
}

/** A recruiter leaves their company; the owner hands ownership over first (409). */
export async function leaveCompany(db: Db, company: CompanyAccess, userId: string): Promise<void> {
  if (company.role === 'owner') throw new AppError('CONFLICT', COMPANY_MESSAGES.ownerCannotLeave);
  await db.delete(companyMembers).where(eq(companyMembers.userId, userId));
  await refreshVerification(db, company.id);
}

/**
 * Hands ownership to another member of the same company; the previous owner stays as a recruiter. One
 * transaction, demotion first: the one-owner index never sees two owners, and a failure leaves the old owner.
 */
export async function transferOwnership(db: Db, companyId: string, ownerId: string, newOwnerId: string): Promise<void> {
  if (newOwnerId === ownerId)
    throw new AppError('BAD_REQUEST', 'You already own the company.', { userId: 'You already own the company.' });
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, newOwnerId)));
    if (!target) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.memberNotFound);
    await tx.update(companyMembers).set({ role: 'recruiter' }).where(eq(companyMembers.userId, ownerId));
    await tx.update(companyMembers).set({ role: 'owner' }).where(eq(companyMembers.userId, newOwnerId));
  });
}
