import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import {
  COMPANY_INVITATIONS_PER_ADDRESS_PER_DAY,
  COMPANY_INVITATIONS_PER_DAY,
  COMPANY_MESSAGES,
  INVITATION_DAYS,
} from '../../../shared/company';
import type { CompanyInvitation, InvitationPreview } from '../../../shared/contracts/company';
import { ROUTES } from '../../../shared/routes';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { companyInvitationMails, companyInvitations, companyMembers, companyProfiles, user } from '../../db/schema';
import type { CompanyAccess } from '../../platform/company-access';
import { AppError } from '../../platform/app-error';
import type { Mailer } from '../../platform/mail/mailer';
import { companyInvitationMail } from '../../platform/mail/templates';
import { isUniqueViolation } from '../../platform/database-errors';
import { refreshVerification } from './verification-state';

const DAY_MS = 86_400_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The invitations mailed since `since` by the company, or by the inviter (for any company they acted for, so deleting
 * a company and creating another resets nothing): all of them, and those to `email`.
 */
async function mailedSince(db: Db, companyId: string, inviterId: string, since: Date, email: string) {
  const [row] = await db
    .select({
      all: count(),
      toAddress: sql<number>`(count(*) filter (where ${companyInvitationMails.email} = ${email}))::int`,
    })
    .from(companyInvitationMails)
    .where(
      and(
        or(eq(companyInvitationMails.companyId, companyId), eq(companyInvitationMails.invitedBy, inviterId)),
        gt(companyInvitationMails.sentAt, since),
      ),
    );
  return { all: row?.all ?? 0, toAddress: row?.toAddress ?? 0 };
}

/**
 * Invites `email` to join as a recruiter and mails the one-time link (valid INVITATION_DAYS days). Inviting an
 * address again replaces its open invitation, so only the newest link works.
 *
 * Issue 43: a company mails at most COMPANY_INVITATIONS_PER_DAY invitations in 24 hours, and at most
 * COMPANY_INVITATIONS_PER_ADDRESS_PER_DAY to one address (429, nothing written or sent). company_invitation_mails
 * keeps every mail, so revoking or replacing an invitation gives nothing back; the company row is locked while
 * counting, so parallel requests (or a new owner after a hand-over) cannot overshoot.
 */
export async function inviteMember(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  company: CompanyAccess,
  inviter: SessionUser,
  email: string,
): Promise<CompanyInvitation> {
  const [existing] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, company.id), eq(user.email, email)));
  if (existing) throw new AppError('CONFLICT', COMPANY_MESSAGES.inviteSelf, { email: COMPANY_MESSAGES.inviteSelf });

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS);
  const row = await db.transaction(async (tx) => {
    await tx
      .select({ id: companyProfiles.id })
      .from(companyProfiles)
      .where(eq(companyProfiles.id, company.id))
      .for('update');
    const since = new Date(Date.now() - DAY_MS);
    const mailed = await mailedSince(tx, company.id, inviter.id, since, email);
    if (mailed.toAddress >= COMPANY_INVITATIONS_PER_ADDRESS_PER_DAY) {
      throw new AppError('RATE_LIMITED', COMPANY_MESSAGES.invitationsPerAddress);
    }
    if (mailed.all >= COMPANY_INVITATIONS_PER_DAY)
      throw new AppError('RATE_LIMITED', COMPANY_MESSAGES.invitationsPerDay);
    // Older mails count for nothing: forget the addresses.
    await tx
      .delete(companyInvitationMails)
      .where(
        and(
          or(eq(companyInvitationMails.companyId, company.id), eq(companyInvitationMails.invitedBy, inviter.id)),
          lte(companyInvitationMails.sentAt, since),
        ),
      );
    await tx.insert(companyInvitationMails).values({ companyId: company.id, invitedBy: inviter.id, email });
    await tx
      .delete(companyInvitations)
      .where(
        and(
          eq(companyInvitations.companyId, company.id),
          eq(companyInvitations.email, email),
          isNull(companyInvitations.acceptedAt),
        ),
      );
    const [created] = await tx
      .insert(companyInvitations)
      .values({ companyId: company.id, email, tokenHash: hashToken(token), invitedBy: inviter.id, expiresAt })
      .returning();
    return created!;
  });
  const url = `${publicUrl}${ROUTES.companyInvitation}#token=${token}`;
  await mailer.send({
    to: email,
    ...companyInvitationMail({
      companyName: company.name,
      verified: company.verified,
      inviterName: inviter.name,
      url,
      days: INVITATION_DAYS,
    }),
  });
  return {
    id: row.id,
    email: row.email,
    invitedBy: inviter.name,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Withdraws an open invitation of the caller's company (404 for any other). */
export async function revokeInvitation(db: Db, companyId: string, invitationId: string): Promise<void> {
  const removed = await db
    .delete(companyInvitations)
    .where(
      and(
        eq(companyInvitations.id, invitationId),
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
      ),
    )
    .returning({ id: companyInvitations.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.invitationNotFound);
}

async function findInvitation(db: Db, token: string) {
  const [row] = await db
    .select({ invitation: companyInvitations, companyName: companyProfiles.name })
    .from(companyInvitations)
    .innerJoin(companyProfiles, eq(companyProfiles.id, companyInvitations.companyId))
    .where(eq(companyInvitations.tokenHash, hashToken(token)));
  if (!row) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.invitationInvalid);
  return row;
}

function stateOf(invitation: typeof companyInvitations.$inferSelect): InvitationPreview['state'] {
  if (invitation.acceptedAt) return 'used';
  return invitation.expiresAt.getTime() <= Date.now() ? 'expired' : 'open';
}

/**
 * The company of the newest invitation to `email` that can still be accepted, or null: the welcome mail of an
 * account made to accept one speaks to the invited colleague.
 */
export async function openInvitationFor(
  db: Db,
  email: string,
): Promise<{ companyName: string; verified: boolean } | null> {
  const [row] = await db
    .select({ companyName: companyProfiles.name, verification: companyProfiles.verification })
    .from(companyInvitations)
    .innerJoin(companyProfiles, eq(companyProfiles.id, companyInvitations.companyId))
    .where(
      and(
        eq(companyInvitations.email, email.toLowerCase()),
        isNull(companyInvitations.acceptedAt),
        gt(companyInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(companyInvitations.createdAt))
    .limit(1);
  return row ? { companyName: row.companyName, verified: row.verification === 'verified' } : null;
}

/** What a link is for: the company, the invited address and whether it can still be accepted. */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const { invitation, companyName } = await findInvitation(db, token);
  return {
    companyName,
    email: invitation.email,
    expiresAt: invitation.expiresAt.toISOString(),
    state: stateOf(invitation),
  };
}

/**
 * Joins the invited company as a recruiter. Needs the account the invitation was sent to (sign-in needs a
 * verified e-mail, so the address is proved), an open link, and no other company. Marking the invitation used
 * and adding the member happen together, conditionally, so a link works once even when clicked twice at once.
 */
export async function acceptInvitation(db: Db, caller: SessionUser, token: string): Promise<void> {
  const { invitation } = await findInvitation(db, token);
  const state = stateOf(invitation);
  if (state === 'used') throw new AppError('CONFLICT', COMPANY_MESSAGES.invitationUsed);
  if (state === 'expired') throw new AppError('BAD_REQUEST', COMPANY_MESSAGES.invitationExpired);
  if (caller.email.toLowerCase() !== invitation.email) {
    throw new AppError('FORBIDDEN', COMPANY_MESSAGES.invitationWrongAccount(invitation.email));
  }
  try {
    await db.transaction(async (tx) => {
      const used = await tx
        .update(companyInvitations)
        .set({ acceptedAt: new Date() })
        .where(and(eq(companyInvitations.id, invitation.id), isNull(companyInvitations.acceptedAt)))
        .returning({ id: companyInvitations.id });
      if (used.length === 0) throw new AppError('CONFLICT', COMPANY_MESSAGES.invitationUsed);
      await tx.insert(companyMembers).values({ userId: caller.id, companyId: invitation.companyId, role: 'recruiter' });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', COMPANY_MESSAGES.invitationAlreadyMember);
    throw error;
  }
  await refreshVerification(db, invitation.companyId);
}
