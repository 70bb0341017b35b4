import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import {
  formatBudget,
  INVITATION_MESSAGES,
  MY_PROJECT_INVITATIONS_LIMIT,
  PROJECT_INVITATIONS_LIST_LIMIT,
} from '../../../shared/projects';
import type {
  FirmInvitation,
  InvitationAnswer,
  MyProjectInvitations,
  ProjectInvitations,
} from '../../../shared/contracts/projects';
import { marketProjectPath } from '../../../shared/routes';
import { TALENT_MESSAGES } from '../../../shared/talent';
import type { Db } from '../../db/client';
import {
  companyProfiles,
  projectInvitationMails,
  projectInvitations,
  projectProposals,
  projects,
  quantProfiles,
  user,
} from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { CompanyAccess } from '../../platform/company-access';
import { projectInvitationMail } from '../../platform/mail/templates';
import type { MailDeps } from '../../platform/route-deps';
import { listedFor } from '../../platform/talent-visibility';
import { talentCardColumns, toTalentCard } from '../talent/service';
import { pageVisibleTo } from './market-access';
import { budgetOf, isListed, ownProjectRow, type ProjectRow } from './project-rows';
import { takingProposals } from './proposals-rows';

/**
 * Invitations to projects (issue 17: "Private projects are seen only by the quants the firm invites"). A member of a
 * verified company (the routes check it) invites a quant to one of its projects open on LeapMarket; the quant is
 * e-mailed, and a private project shows to them (market-access.ts reads project_invitations).
 *
 * Which quants a firm may address is the talent directory's rule, applied in SQL by talent-visibility's listedFor:
 * listed (visible, filled in) and not blocking the company. Anyone else is, to the firm, exactly an unknown profile:
 * inviting them is a 404, and the firm's list leaves them out (rather than counting them: a count is nothing the
 * firm can act on, and it would tell the firm that someone it invited has since hidden from it or blocked it). Their
 * invitation stays stored and harmless: a blocking quant sees none of the firm's projects (market-access), and a
 * quant who hid their profile keeps the invitation they were given.
 *
 * Withdrawing an invitation hides a private project from the quant again, unless they already sent a proposal for
 * it: their proposal lives on that page (its status, the firm's answer), so the invitation then stays and the firm
 * answers the proposal instead (409).
 *
 * A quant gets one invitation e-mail per project, however often the firm withdraws and invites again, and the
 * company's daily cap counts every invitation it mailed, withdrawn or not (issue 43: sixty withdraw-and-invite
 * cycles mailed one quant sixty times, past the cap). project_invitation_mails keeps that record.
 */

const DAY_MS = 86_400_000;

export type InvitationDeps = MailDeps & { perDay: number };

/** The quant sent a proposal for the project (in any status). */
const hasProposed = (projectId: string) =>
  sql<boolean>`exists (select 1 from ${projectProposals} where ${projectProposals.projectId} = ${projectId} and ${projectProposals.quantUserId} = ${projectInvitations.quantUserId})`;

/** The invitations of `projectId` to quants the company may see, as the firm reads them (newest first). */
function invitationsSeenBy(db: Db, company: CompanyAccess, projectId: string, where?: SQL) {
  return db
    .select({ card: talentCardColumns, invitedAt: projectInvitations.createdAt, proposed: hasProposed(projectId) })
    .from(projectInvitations)
    .innerJoin(quantProfiles, eq(quantProfiles.userId, projectInvitations.quantUserId))
    .where(and(eq(projectInvitations.projectId, projectId), listedFor(company), where))
    .orderBy(desc(projectInvitations.createdAt), desc(quantProfiles.id));
}

type SeenRow = Awaited<ReturnType<typeof invitationsSeenBy>>[number];

function firmInvitationAnswer(row: SeenRow): FirmInvitation {
  const card = toTalentCard(row.card);
  return {
    profileId: card.id,
    name: card.fullName,
    headline: card.title,
    invitedAt: row.invitedAt.toISOString(),
    proposed: row.proposed,
  };
}

/**
 * The quant behind `profileId` when the company may see them in the talent directory; otherwise the directory's own
 * 404 (a hidden, blocking or unknown quant all read as not available).
 */
async function reachableQuant(db: Db, company: CompanyAccess, profileId: string) {
  const [row] = await db
    .select({ userId: quantProfiles.userId })
    .from(quantProfiles)
    .where(and(eq(quantProfiles.id, profileId), listedFor(company)));
  if (!row) throw new AppError('NOT_FOUND', TALENT_MESSAGES.notFound);
  return row;
}

/** Invitations the company mailed in the 24 hours before `now`, including those it has withdrawn since. */
async function mailedToday(db: Db, companyId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projectInvitationMails)
    .innerJoin(projects, eq(projects.id, projectInvitationMails.projectId))
    .where(
      and(eq(projects.companyId, companyId), gt(projectInvitationMails.mailedAt, new Date(now.getTime() - DAY_MS))),
    );
  return row?.n ?? 0;
}

/**
 * Invites the quant with profile `profileId` to the company's open project `projectId` and e-mails them. Inviting
 * again answers the stored invitation (`alreadyInvited`) and sends nothing; so does inviting again a quant whose
 * invitation was withdrawn: the invitation is back, but they were e-mailed once already (and it costs no quota). The
 * company row is locked while checking the daily cap, so concurrent invitations (from several members, or
 * processes) cannot overshoot it nor mail a quant twice.
 */
export async function inviteToProject(
  db: Db,
  company: CompanyAccess,
  inviterUserId: string,
  projectId: string,
  profileId: string,
  deps: InvitationDeps,
): Promise<InvitationAnswer> {
  const { project, quantUserId, mail } = await db.transaction(async (tx) => {
    await tx
      .select({ id: companyProfiles.id })
      .from(companyProfiles)
      .where(eq(companyProfiles.id, company.id))
      .for('update');
    const project = await ownProjectRow(tx, company.id, projectId);
    // Open on LeapMarket: published, its listing not ended (drafts, projects in progress, closed and ended ones not).
    if (!isListed(project)) throw new AppError('CONFLICT', INVITATION_MESSAGES.notOpen);
    const quant = await reachableQuant(tx, company, profileId);
    const [existing] = await tx
      .select({ projectId: projectInvitations.projectId })
      .from(projectInvitations)
      .where(and(eq(projectInvitations.projectId, project.id), eq(projectInvitations.quantUserId, quant.userId)));
    if (existing) return { project, quantUserId: quant.userId, mail: false };
    const pair = { projectId: project.id, quantUserId: quant.userId };
    const [mailed] = await tx
      .select({ at: projectInvitationMails.mailedAt })
      .from(projectInvitationMails)
      .where(
        and(
          eq(projectInvitationMails.projectId, pair.projectId),
          eq(projectInvitationMails.quantUserId, pair.quantUserId),
        ),
      );
    if (!mailed && (await mailedToday(tx, company.id, new Date())) >= deps.perDay) {
      throw new AppError('RATE_LIMITED', INVITATION_MESSAGES.dailyLimit(deps.perDay));
    }
    await tx.insert(projectInvitations).values({ ...pair, invitedByUserId: inviterUserId });
    if (!mailed) await tx.insert(projectInvitationMails).values(pair);
    return { project, quantUserId: quant.userId, mail: !mailed };
  });
  if (mail) await mailInvitation(db, deps, company.name, project, quantUserId);
  const [row] = await invitationsSeenBy(db, company, project.id, eq(projectInvitations.quantUserId, quantUserId));
  // Checked visible in the transaction; a quant hiding in between reads as not found, like any hidden one.
  if (!row) throw new AppError('NOT_FOUND', TALENT_MESSAGES.notFound);
  return { invitation: firmInvitationAnswer(row), alreadyInvited: !mail };
}

/** The invitation mail to the quant's own address (read here, never answered to the firm). */
async function mailInvitation(db: Db, deps: MailDeps, companyName: string, project: ProjectRow, quantUserId: string) {
  const [quant] = await db.select({ email: user.email }).from(user).where(eq(user.id, quantUserId));
  if (!quant) return;
  // An open project was publishable, so it has a budget.
  const budget = budgetOf(project)!;
  await deps.mailer.send({
    to: quant.email,
    ...projectInvitationMail({
      companyName,
      projectTitle: project.title,
      pay: formatBudget(budget),
      isPrivate: project.visibility === 'private',
      nda: project.nda,
      url: `${deps.publicUrl}${marketProjectPath(project.id)}`,
    }),
  });
}

/** The quants the company invited to its project `projectId` and may still see, newest first (bounded). */
export async function listProjectInvitations(
  db: Db,
  company: CompanyAccess,
  projectId: string,
): Promise<ProjectInvitations> {
  const project = await ownProjectRow(db, company.id, projectId);
  const rows = await invitationsSeenBy(db, company, project.id).limit(PROJECT_INVITATIONS_LIST_LIMIT);
  return { invitations: rows.map(firmInvitationAnswer) };
}

/**
 * Withdraws the invitation of the quant with profile `profileId` (one the company may see; 404 otherwise, and when
 * there is no invitation). Refused (409) once they sent a proposal for the project.
 */
export async function withdrawProjectInvitation(
  db: Db,
  company: CompanyAccess,
  projectId: string,
  profileId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const project = await ownProjectRow(tx, company.id, projectId, true);
    const [row] = await tx
      .select({ quantUserId: projectInvitations.quantUserId, proposed: hasProposed(project.id) })
      .from(projectInvitations)
      .innerJoin(quantProfiles, eq(quantProfiles.userId, projectInvitations.quantUserId))
      .where(and(eq(projectInvitations.projectId, project.id), eq(quantProfiles.id, profileId), listedFor(company)));
    if (!row) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.notFound);
    if (row.proposed) throw new AppError('CONFLICT', INVITATION_MESSAGES.alreadyProposed);
    await tx
      .delete(projectInvitations)
      .where(and(eq(projectInvitations.projectId, project.id), eq(projectInvitations.quantUserId, row.quantUserId)));
  });
}

/**
 * The projects the signed-in user is invited to and can open now: visible to them by market-access's own rule (a
 * verified company they do not block) and taking proposals (published, listing not ended); newest invitation first.
 */
export async function listMyProjectInvitations(db: Db, userId: string): Promise<MyProjectInvitations> {
  const rows = await db
    .select({
      project: projects,
      company: { name: companyProfiles.name, slug: companyProfiles.slug },
      invitedAt: projectInvitations.createdAt,
    })
    .from(projectInvitations)
    .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
    .innerJoin(companyProfiles, eq(companyProfiles.id, projects.companyId))
    .where(and(eq(projectInvitations.quantUserId, userId), pageVisibleTo({ userId, companyId: null }), takingProposals))
    .orderBy(desc(projectInvitations.createdAt), desc(projects.id))
    .limit(MY_PROJECT_INVITATIONS_LIMIT);
  return {
    invitations: rows.map(({ project, company, invitedAt }) => ({
      project: {
        id: project.id,
        title: project.title,
        visibility: project.visibility,
        nda: project.nda,
        budget: budgetOf(project)!,
      },
      company,
      invitedAt: invitedAt.toISOString(),
    })),
  };
}
