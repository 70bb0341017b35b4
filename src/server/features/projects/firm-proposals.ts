import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  formatProposalPrice,
  PROPOSAL_MESSAGES,
  PROPOSALS_PAGE_SIZE,
  type ProjectProposalsQuery,
  type ProposalDeclineReason,
  type ProposalStatus,
} from '../../../shared/projects';
import type { FirmProposal, FirmProposals } from '../../../shared/contracts/projects';
import type { Db } from '../../db/client';
import { projectProposals, projects, quantProfiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { preparedPerDb } from '../../platform/prepared';
import { qualified } from '../../platform/qualified-sql';
import type { CompanyAccess } from '../../platform/company-access';
import { talentCardColumns } from '../talent/service';
import { openAcceptedProposalConversation } from '../messages/service';
import { ownProjectRow, projectNotFound, type ProjectRow } from './project-rows';
import { acceptedConversations, firmProposalAnswer, visibleToFirm, type ProposalRow } from './proposals-rows';

/**
 * The firm's side of proposals (issue 17): a project's proposals with each quant's profile summary, and the
 * shortlist, decline and accept actions. The project must be the caller's company's (else 404); the company comes
 * from company-access.ts. A quant who blocks the company is invisible here: their proposals are neither listed nor
 * acted on (404, as if they did not exist). Proposing shares the quant's profile summary with the project's firm
 * even when the profile is hidden from the directory; never their e-mail.
 */

const proposalNotFound = () => new AppError('NOT_FOUND', PROPOSAL_MESSAGES.notFound);

const viewerOf = (company: CompanyAccess) => ({ id: company.id, domain: company.domain });

/** The project's proposals the firm may see, with their quants' profiles (left out when deleted since). */
function proposalsWithProfiles(db: Db, company: CompanyAccess, projectId: string, where?: SQL) {
  return db
    .select({ proposal: projectProposals, profile: talentCardColumns })
    .from(projectProposals)
    .leftJoin(quantProfiles, eq(quantProfiles.userId, projectProposals.quantUserId))
    .where(and(eq(projectProposals.projectId, projectId), visibleToFirm(viewerOf(company)), where));
}

/** A page's placeholders: the caller's company (its domain counts for blocks), the project, the filter, the offset. */
const PAGE = {
  companyId: sql.placeholder('companyId'),
  domain: sql.placeholder('domain'),
  projectId: sql.placeholder('projectId'),
  status: sql.placeholder('status'),
  offset: sql.placeholder('offset'),
};
const pageFirm = { id: PAGE.companyId, domain: PAGE.domain };
/** One statement for "all statuses" and each status: a null status matches every proposal. */
const ofPageStatus = sql`(${PAGE.status}::text is null or ${projectProposals.status} = ${PAGE.status}::text)`;

/**
 * The project, if it is the caller's company's, with how many of its proposals the page's filter matches (the count
 * `qualified`: its `projects.id` must stay the outer row's).
 */
const ownProjectWithTotal = preparedPerDb((db) =>
  db
    .select({
      // All the page needs of the project: its budget type, for each proposal's price.
      budgetType: projects.budgetType,
      total: qualified(
        sql<number>`(select count(*)::int from ${projectProposals} where ${projectProposals.projectId} = ${projects.id} and ${visibleToFirm(pageFirm)} and ${ofPageStatus})`,
      ),
    })
    .from(projects)
    .where(and(eq(projects.id, PAGE.projectId), eq(projects.companyId, PAGE.companyId)))
    .prepare('firm_proposals_project'),
);

/** The page's proposals, newest first, with their quants' profiles; read beside the project, kept only if it is own. */
const proposalsPage = preparedPerDb((db) =>
  db
    .select({ proposal: projectProposals, profile: talentCardColumns })
    .from(projectProposals)
    .leftJoin(quantProfiles, eq(quantProfiles.userId, projectProposals.quantUserId))
    .where(and(eq(projectProposals.projectId, PAGE.projectId), visibleToFirm(pageFirm), ofPageStatus))
    .orderBy(desc(projectProposals.createdAt), desc(projectProposals.id))
    .limit(PROPOSALS_PAGE_SIZE)
    .offset(PAGE.offset)
    .prepare('firm_proposals_page'),
);

/**
 * One page of a project's proposals, newest first, optionally of one status: two prepared statements at once (the
 * firm's proposals page is one of issue 17's speed goals; bench/projects.ts). The page's rows are read before the
 * project is known to be the caller's and dropped when it is not: a 404 either way, nothing of them answered.
 */
export async function listProjectProposals(
  db: Db,
  company: CompanyAccess,
  projectId: string,
  query: ProjectProposalsQuery,
): Promise<FirmProposals> {
  const values = {
    companyId: company.id,
    domain: company.domain,
    projectId,
    status: query.status ?? null,
    offset: (query.page - 1) * PROPOSALS_PAGE_SIZE,
  };
  const [[own], rows] = await Promise.all([ownProjectWithTotal(db).execute(values), proposalsPage(db).execute(values)]);
  if (!own) throw projectNotFound();
  const { budgetType, total } = own;
  const conversations = await acceptedConversations(
    db,
    rows.map((row) => ({ proposal: row.proposal, companyId: company.id })),
  );
  return {
    proposals: rows.map((row) =>
      firmProposalAnswer(row.proposal, budgetType!, row.profile, conversations.get(row.proposal.id)),
    ),
    total,
    page: query.page,
    pageSize: PROPOSALS_PAGE_SIZE,
  };
}

async function answerFor(db: Db, company: CompanyAccess, project: ProjectRow, proposalId: string) {
  const [row] = await proposalsWithProfiles(db, company, project.id, eq(projectProposals.id, proposalId));
  if (!row) throw proposalNotFound();
  const conversations = await acceptedConversations(db, [{ proposal: row.proposal, companyId: company.id }]);
  return firmProposalAnswer(row.proposal, project.budgetType!, row.profile, conversations.get(row.proposal.id));
}

type Decide = (
  proposal: ProposalRow,
  project: ProjectRow,
  tx: Db,
) => Promise<Partial<typeof projectProposals.$inferInsert>>;

/**
 * Locks the project and the proposal (the firm's own, from a quant not blocking it; 404 otherwise), lets `decide`
 * check them and name the changes, and writes them with the time the status changed, in one transaction.
 */
async function act(
  db: Db,
  company: CompanyAccess,
  projectId: string,
  proposalId: string,
  decide: Decide,
): Promise<FirmProposal> {
  const project = await db.transaction(async (tx) => {
    const locked = await ownProjectRow(tx, company.id, projectId, true);
    const [proposal] = await tx
      .select()
      .from(projectProposals)
      .where(
        and(
          eq(projectProposals.id, proposalId),
          eq(projectProposals.projectId, locked.id),
          visibleToFirm(viewerOf(company)),
        ),
      )
      .for('update');
    if (!proposal) throw proposalNotFound();
    const changes = await decide(proposal, locked, tx);
    await tx
      .update(projectProposals)
      .set({ ...changes, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(projectProposals.id, proposal.id));
    return locked;
  });
  return answerFor(db, company, project, proposalId);
}

const decidable: readonly ProposalStatus[] = ['submitted', 'shortlisted'];

/** Shortlists a proposal that was sent (the quant sees it shortlisted; they can no longer edit it). */
export function shortlistProposal(db: Db, company: CompanyAccess, projectId: string, proposalId: string) {
  return act(db, company, projectId, proposalId, async (proposal) => {
    if (proposal.status !== 'submitted') throw new AppError('CONFLICT', PROPOSAL_MESSAGES.notShortlistable);
    return { status: 'shortlisted' };
  });
}

/** Declines a sent or shortlisted proposal with a reason the quant sees. */
export function declineProposal(
  db: Db,
  company: CompanyAccess,
  projectId: string,
  proposalId: string,
  reason: ProposalDeclineReason,
) {
  return act(db, company, projectId, proposalId, async (proposal) => {
    if (!decidable.includes(proposal.status)) throw new AppError('CONFLICT', PROPOSAL_MESSAGES.notDecidable);
    return { status: 'declined', declineReason: reason };
  });
}

/** The firm's first message on acceptance: pay is stated wherever a firm asks a quant for time. */
export function acceptanceMessage(companyName: string, project: ProjectRow, proposal: ProposalRow): string {
  const price = formatProposalPrice(project.budgetType!, { min: proposal.priceMin, max: proposal.priceMax });
  return (
    `${companyName} accepted your proposal for “${project.title}” at ${price}, ` +
    `starting from ${proposal.startDate}. Let’s agree on the next steps here.`
  );
}

/**
 * Accepts a sent or shortlisted proposal on a published project whose listing has not ended: the proposal is accepted, the project goes
 * `in_progress` (it leaves LeapMarket's list), and the conversation with the quant opens (or the existing one gets
 * the message) with the firm's first message stating the accepted price. Other proposals are NOT declined
 * automatically: the firm declines them itself, with a reason each quant sees.
 */
export function acceptProposal(db: Db, company: CompanyAccess, userId: string, projectId: string, proposalId: string) {
  return act(db, company, projectId, proposalId, async (proposal, project, tx) => {
    if (!decidable.includes(proposal.status)) throw new AppError('CONFLICT', PROPOSAL_MESSAGES.notDecidable);
    // A listing whose period ended is closed, even in the hour before the expiry sweep records it.
    const listed = project.status === 'published' && project.expiresAt !== null && project.expiresAt > new Date();
    if (!listed) throw new AppError('CONFLICT', PROPOSAL_MESSAGES.projectNotOpen);
    await tx
      .update(projects)
      .set({ status: 'in_progress', updatedAt: sql`now()` })
      .where(eq(projects.id, project.id));
    await openAcceptedProposalConversation(tx, {
      companyId: company.id,
      quantUserId: proposal.quantUserId,
      authorUserId: userId,
      subject: project.title,
      body: acceptanceMessage(company.name, project, proposal),
    });
    return { status: 'accepted' };
  });
}
