import { Banknote, CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FirmProposal, OwnProject } from '../../../../shared/contracts/projects';
import { formatProposalPrice, PROPOSAL_DECLINE_REASON_LABELS } from '../../../../shared/projects';
import { Card, CardContent } from '../../../components/ui/card';
import { formatDay } from '../../../lib/format-date';
import { ProposalStatusBadge } from './proposal-status-badge';
import { statusChangedText } from './proposal-view';
import { ProposerSummary } from './proposer-summary';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The proposed amount for each of the project's milestones, named by the milestone's title. */
function MilestoneAmounts({ amounts, milestones }: { amounts: number[]; milestones: OwnProject['milestones'] }) {
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium">Per milestone</p>
      <ol className="space-y-1 text-sm">
        {amounts.map((amount, index) => (
          <li key={index} className="flex flex-wrap justify-between gap-x-4">
            <span className="min-w-0 wrap-anywhere text-muted">
              {index + 1}. {milestones[index]?.title ?? `Milestone ${index + 1}`}
            </span>
            <span className="font-medium tabular-nums">{USD.format(amount)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * One proposal as the firm reads it: who sent it, their cover note, the price and earliest start (and per-milestone
 * amounts when given), where it stands and since when, and what the firm may do with it (`actions`). A card at every
 * width, so a phone shows all of it.
 */
export function ProposalCard({
  proposal,
  milestones,
  actions,
}: {
  proposal: FirmProposal;
  milestones: OwnProject['milestones'];
  actions?: ReactNode;
}) {
  const headingId = `proposal-${proposal.id}`;
  return (
    <Card>
      <CardContent className="space-y-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <ProposerSummary quant={proposal.quant} headingId={headingId} />
          <div className="space-y-1 sm:text-right">
            <ProposalStatusBadge status={proposal.status} />
            <p className="text-xs text-muted">{statusChangedText(proposal)}</p>
          </div>
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">Proposed price</dt>
            <dd className="flex items-center gap-2 font-medium">
              <Banknote aria-hidden className="size-4 shrink-0 text-success" />
              {formatProposalPrice(proposal.budgetType, proposal.price)}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Earliest start</dt>
            <dd className="flex items-center gap-2 font-medium">
              <CalendarDays aria-hidden className="size-4 shrink-0" />
              {formatDay(proposal.startDate)}
            </dd>
          </div>
        </dl>
        {proposal.milestoneAmounts && proposal.milestoneAmounts.length > 0 && (
          <MilestoneAmounts amounts={proposal.milestoneAmounts} milestones={milestones} />
        )}
        <div className="space-y-1">
          <p className="text-sm font-medium">Cover note</p>
          <p className="text-sm whitespace-pre-line wrap-anywhere">{proposal.coverNote}</p>
        </div>
        {proposal.status === 'declined' && proposal.declineReason && (
          <p className="text-sm text-muted">
            Declined: {PROPOSAL_DECLINE_REASON_LABELS[proposal.declineReason]} (the quant sees this reason)
          </p>
        )}
        {actions}
      </CardContent>
    </Card>
  );
}
