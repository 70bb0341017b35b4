import { and, count, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ProposalDeclineReason } from '../../../shared/projects';
import type { FirmProposal, OwnProposal } from '../../../shared/contracts/projects';
import type { Db } from '../../db/client';
import { projectProposals, projects } from '../../db/schema';
import { notBlockedBy, type Viewer } from '../../platform/talent-visibility';
import { conversationIdsBetween, pairKey } from '../messages/service';
import { toTalentCard } from '../talent/service';

/**
 * The one translation between a `project_proposals` row and the shapes the API speaks, and the condition that
 * decides which proposals a firm sees: those on its projects from quants who do not block it.
 */

export type ProposalRow = typeof projectProposals.$inferSelect;

/** The firm sees a proposal only while its quant does not block the company (by id, or anything at its domain). */
export const visibleToFirm = (company: Viewer): SQL => notBlockedBy(company, projectProposals.quantUserId);

/** Proposals the firm counts on a project: not withdrawn, from quants not blocking it. */
const counted = (company: Viewer): SQL => and(ne(projectProposals.status, 'withdrawn'), visibleToFirm(company))!;

/** Counted proposals per project id (every id present, 0 when none), in one statement. */
export async function proposalCounts(db: Db, company: Viewer, projectIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(projectIds.map((id) => [id, 0]));
  if (projectIds.length === 0) return counts;
  const rows = await db
    .select({ projectId: projectProposals.projectId, n: count() })
    .from(projectProposals)
    .where(and(inArray(projectProposals.projectId, projectIds), counted(company)))
    .groupBy(projectProposals.projectId);
  for (const row of rows) counts.set(row.projectId, row.n);
  return counts;
}

/** A proposal as its quant reads it; `budgetType` is its project's. */
export function ownProposalAnswer(
  row: ProposalRow,
  budgetType: OwnProposal['budgetType'],
  conversationId: string | null = null,
): OwnProposal {
  return {
    id: row.id,
    projectId: row.projectId,
    status: row.status,
    coverNote: row.coverNote,
    budgetType,
    price: { min: row.priceMin, max: row.priceMax },
    startDate: row.startDate,
    milestoneAmounts: row.milestoneAmounts ?? null,
    declineReason: (row.declineReason as ProposalDeclineReason | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    statusChangedAt: (row.decidedAt ?? row.createdAt).toISOString(),
    conversationId: row.status === 'accepted' ? conversationId : null,
  };
}

/**
 * The conversation each accepted proposal opened (messages' one per company and quant), by proposal id, for the
 * answers to link to it. `companyId` is each proposal's project's company.
 */
export async function acceptedConversations(
  db: Db,
  rows: readonly { proposal: ProposalRow; companyId: string }[],
): Promise<Map<string, string>> {
  const accepted = rows.filter((row) => row.proposal.status === 'accepted');
  const ids = await conversationIdsBetween(
    db,
    accepted.map((row) => ({ companyId: row.companyId, quantUserId: row.proposal.quantUserId })),
  );
  const byProposal = new Map<string, string>();
  for (const row of accepted) {
    const id = ids.get(pairKey({ companyId: row.companyId, quantUserId: row.proposal.quantUserId }));
    if (id) byProposal.set(row.proposal.id, id);
  }
  return byProposal;
}

/** The quant profile's talentCardColumns as a left join reads them (null when the quant deleted their profile). */
type CardRow = Parameters<typeof toTalentCard>[0];

/** A proposal as the project's company reads it: the proposal and its quant's profile summary, no e-mail. */
export function firmProposalAnswer(
  row: ProposalRow,
  budgetType: OwnProposal['budgetType'],
  profile: CardRow | null,
  conversationId: string | null = null,
): FirmProposal {
  const { projectId: _projectId, ...proposal } = ownProposalAnswer(row, budgetType, conversationId);
  const card = profile?.id ? toTalentCard(profile) : null;
  return {
    ...proposal,
    quant: {
      profileId: card?.id ?? null,
      name: card?.fullName ?? 'Unknown User',
      headline: card?.title ?? null,
      skills: card?.skills ?? [],
      experienceYears: card?.experienceYears ?? 0,
      location: card?.location ?? null,
      availability: card?.availability ?? null,
      hourlyRateMin: card?.hourlyRateMin ?? null,
      hourlyRateMax: card?.hourlyRateMax ?? null,
    },
  };
}

/** The project a proposal is for is taking proposals: published and its listing not ended. */
export const takingProposals = sql<boolean>`(${projects.status} = 'published' and ${projects.expiresAt} > now())`;
