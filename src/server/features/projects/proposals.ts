import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import {
  MY_PROPOSALS_PAGE_SIZE,
  PROPOSAL_MESSAGES,
  PROJECT_MESSAGES,
  proposalProblems,
  type Proposal,
} from '../../../shared/projects';
import type { MarketProject, MyProposals, OwnProposal } from '../../../shared/contracts/projects';
import type { Db } from '../../db/client';
import { companyProfiles, projectMilestones, projectProposals, projects, quantProfiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { isUniqueViolation } from '../../platform/database-errors';
import { pageVisibleTo, type MarketViewer } from './market-access';
import { budgetOf, type ProjectRow } from './project-rows';
import { acceptedConversations, ownProposalAnswer, takingProposals, type ProposalRow } from './proposals-rows';

/**
 * A quant's side of proposals (issue 17): send one for a project they may see on LeapMarket, edit it until the firm
 * acts, withdraw it until accepted or declined, and list their own. Free: nothing here is about credits or fees.
 * The quant is always the session's user; the project must be one the market shows them (market-access.ts).
 */

export type QuantCaller = MarketViewer & { userId: string };

const DAY_MS = 86_400_000;

/** A 400 naming each field at fault (nothing is written). */
function refuseFields(fields: Record<string, string>): void {
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, fields);
}

async function hasQuantProfile(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: quantProfiles.id }).from(quantProfiles).where(eq(quantProfiles.userId, userId));
  return !!row;
}

/** Firms read the quant's profile with a proposal, so proposing needs one: 403 with the reason otherwise. */
export async function requireQuantProfile(db: Db, userId: string): Promise<void> {
  if (!(await hasQuantProfile(db, userId))) throw new AppError('FORBIDDEN', PROPOSAL_MESSAGES.needsQuantProfile);
}

/** Proposals the quant sent in the 24 hours before `now` (withdrawn ones too: they were sent). */
async function sentToday(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projectProposals)
    .where(
      and(eq(projectProposals.quantUserId, userId), gt(projectProposals.createdAt, new Date(now.getTime() - DAY_MS))),
    );
  return row?.n ?? 0;
}

/** The project the caller may see, whether it takes proposals now, and its milestone count; 404 otherwise. */
async function visibleProject(db: Db, caller: QuantCaller, projectId: string) {
  const [found] = await db
    .select({
      project: projects,
      taking: takingProposals,
      milestoneCount: sql<number>`(select count(*)::int from ${projectMilestones} where ${projectMilestones.projectId} = ${projects.id})`,
    })
    .from(projects)
    .innerJoin(companyProfiles, eq(companyProfiles.id, projects.companyId))
    .where(and(eq(projects.id, projectId), pageVisibleTo(caller)));
  if (!found) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.notFound);
  return found;
}

/** The project must take proposals now, and not be the caller's own company's. */
function refuseUnlessOpen(caller: QuantCaller, found: { project: ProjectRow; taking: boolean }): void {
  if (found.project.companyId === caller.companyId) throw new AppError('FORBIDDEN', PROPOSAL_MESSAGES.ownCompany);
  if (!found.taking) throw new AppError('CONFLICT', PROPOSAL_MESSAGES.notTaking);
}

/** Checks the proposal against the project (price in its budget type, start date, milestones): 400 by field. */
function refuseBadProposal(found: { project: ProjectRow; milestoneCount: number }, proposal: Proposal): void {
  // A project taking proposals was publishable, so it has a budget.
  const budget = budgetOf(found.project)!;
  refuseFields(proposalProblems({ budget, milestoneCount: found.milestoneCount }, proposal));
}

const proposalColumns = (proposal: Proposal) => ({
  coverNote: proposal.coverNote,
  priceMin: proposal.price.min,
  priceMax: proposal.price.max,
  startDate: proposal.startDate,
  milestoneAmounts:
    proposal.milestoneAmounts && proposal.milestoneAmounts.length > 0 ? proposal.milestoneAmounts : null,
});

async function proposalOf(db: Db, userId: string, projectId: string, forUpdate = false): Promise<ProposalRow | null> {
  const query = db
    .select()
    .from(projectProposals)
    .where(and(eq(projectProposals.projectId, projectId), eq(projectProposals.quantUserId, userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

const existingReason = (row: ProposalRow) =>
  row.status === 'withdrawn' ? PROPOSAL_MESSAGES.withdrawnNoResend : PROPOSAL_MESSAGES.alreadySent;

/**
 * Sends a proposal: once per project and quant (409 for a second, backed by the unique index), at most `perDay`
 * (PROPOSALS_PER_DAY) in 24 hours, counted under a per-quant advisory lock so two sends at once cannot both take the
 * last one (as messages' daily limit is).
 */
export async function submitProposal(
  db: Db,
  caller: QuantCaller,
  projectId: string,
  proposal: Proposal,
  perDay: number,
): Promise<OwnProposal> {
  await requireQuantProfile(db, caller.userId);
  const found = await visibleProject(db, caller, projectId);
  refuseUnlessOpen(caller, found);
  refuseBadProposal(found, proposal);
  const now = new Date();
  try {
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`proposals:${caller.userId}`}))`);
      const existing = await proposalOf(tx, caller.userId, projectId);
      if (existing) throw new AppError('CONFLICT', existingReason(existing));
      if ((await sentToday(tx, caller.userId, now)) >= perDay)
        throw new AppError('RATE_LIMITED', PROPOSAL_MESSAGES.dailyLimit(perDay));
      const [created] = await tx
        .insert(projectProposals)
        .values({
          ...proposalColumns(proposal),
          projectId,
          companyId: found.project.companyId,
          quantUserId: caller.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return created!;
    });
    return ownProposalAnswer(row, found.project.budgetType!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', PROPOSAL_MESSAGES.alreadySent);
    throw error;
  }
}

/** Replaces the proposal's terms while it is `submitted` and the project still takes proposals. */
export async function updateProposal(
  db: Db,
  caller: QuantCaller,
  projectId: string,
  proposal: Proposal,
): Promise<OwnProposal> {
  await requireQuantProfile(db, caller.userId);
  const found = await visibleProject(db, caller, projectId);
  const row = await db.transaction(async (tx) => {
    const current = await proposalOf(tx, caller.userId, projectId, true);
    if (!current) throw new AppError('NOT_FOUND', PROPOSAL_MESSAGES.noProposal);
    if (current.status === 'withdrawn') throw new AppError('CONFLICT', PROPOSAL_MESSAGES.alreadyWithdrawn);
    if (current.status !== 'submitted') throw new AppError('CONFLICT', PROPOSAL_MESSAGES.notEditable);
    refuseUnlessOpen(caller, found);
    refuseBadProposal(found, proposal);
    const [saved] = await tx
      .update(projectProposals)
      .set({ ...proposalColumns(proposal), updatedAt: sql`now()` })
      .where(eq(projectProposals.id, current.id))
      .returning();
    return saved!;
  });
  return ownProposalAnswer(row, found.project.budgetType!);
}

/**
 * Withdraws the proposal until the firm accepted or declined it. Whatever became of the project (closed, or the
 * quant blocked its company since), the quant may always take back what they sent.
 */
export async function withdrawProposal(db: Db, caller: QuantCaller, projectId: string): Promise<OwnProposal> {
  await requireQuantProfile(db, caller.userId);
  const row = await db.transaction(async (tx) => {
    const current = await proposalOf(tx, caller.userId, projectId, true);
    if (!current) throw new AppError('NOT_FOUND', PROPOSAL_MESSAGES.noProposal);
    if (current.status === 'withdrawn') throw new AppError('CONFLICT', PROPOSAL_MESSAGES.alreadyWithdrawn);
    if (current.status === 'accepted' || current.status === 'declined')
      throw new AppError('CONFLICT', PROPOSAL_MESSAGES.notWithdrawable);
    const [saved] = await tx
      .update(projectProposals)
      .set({ status: 'withdrawn', decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(projectProposals.id, current.id))
      .returning();
    return saved!;
  });
  const [project] = await db
    .select({ budgetType: projects.budgetType })
    .from(projects)
    .where(eq(projects.id, projectId));
  return ownProposalAnswer(row, project!.budgetType!);
}

/** The quant's proposals with their projects' titles and companies, newest first, one page. */
export async function listMyProposals(db: Db, userId: string, page: number): Promise<MyProposals> {
  await requireQuantProfile(db, userId);
  const rows = await db
    .select({
      proposal: projectProposals,
      project: {
        id: projects.id,
        title: projects.title,
        status: projects.status,
        budgetType: projects.budgetType,
        companyId: projects.companyId,
      },
      company: { name: companyProfiles.name, slug: companyProfiles.slug },
    })
    .from(projectProposals)
    .innerJoin(projects, eq(projects.id, projectProposals.projectId))
    .innerJoin(companyProfiles, eq(companyProfiles.id, projects.companyId))
    .where(eq(projectProposals.quantUserId, userId))
    .orderBy(desc(projectProposals.createdAt), desc(projectProposals.id))
    .limit(MY_PROPOSALS_PAGE_SIZE)
    .offset((page - 1) * MY_PROPOSALS_PAGE_SIZE);
  const [total] = await db
    .select({ n: count() })
    .from(projectProposals)
    .where(eq(projectProposals.quantUserId, userId));
  const conversations = await acceptedConversations(
    db,
    rows.map((row) => ({ proposal: row.proposal, companyId: row.project.companyId })),
  );
  return {
    proposals: rows.map((row) => ({
      ...ownProposalAnswer(row.proposal, row.project.budgetType!, conversations.get(row.proposal.id)),
      project: { id: row.project.id, title: row.project.title, status: row.project.status },
      company: row.company,
    })),
    total: total?.n ?? 0,
    page,
    pageSize: MY_PROPOSALS_PAGE_SIZE,
  };
}

type Proposing = Required<Pick<MarketProject, 'myProposal' | 'proposing'>>;

/**
 * What a project's page tells the viewer about proposing: their own proposal, and whether they may send one now
 * (with the first reason they may not). The same checks submitProposal makes, read without writing.
 */
export async function proposingFor(
  db: Db,
  viewer: MarketViewer,
  project: Pick<ProjectRow, 'id' | 'companyId' | 'status' | 'expiresAt' | 'budgetType'>,
  perDay: number,
): Promise<Proposing> {
  const no = (reason: string, myProposal: OwnProposal | null = null): Proposing => ({
    myProposal,
    proposing: { canPropose: false, reason },
  });
  if (!viewer.userId) return no(PROPOSAL_MESSAGES.signIn);
  if (project.companyId === viewer.companyId) return no(PROPOSAL_MESSAGES.ownCompany);
  const own = await proposalOf(db, viewer.userId, project.id);
  if (own) {
    const conversations = await acceptedConversations(db, [{ proposal: own, companyId: project.companyId }]);
    return no(existingReason(own), ownProposalAnswer(own, project.budgetType!, conversations.get(own.id)));
  }
  const now = new Date();
  if (project.status !== 'published' || !project.expiresAt || project.expiresAt <= now)
    return no(PROPOSAL_MESSAGES.notTaking);
  if (!(await hasQuantProfile(db, viewer.userId))) return no(PROPOSAL_MESSAGES.needsQuantProfile);
  if ((await sentToday(db, viewer.userId, now)) >= perDay) return no(PROPOSAL_MESSAGES.dailyLimit(perDay));
  return { myProposal: null, proposing: { canPropose: true, reason: null } };
}
