import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { OwnProposal } from '../../../../shared/contracts/projects';
import {
  formatBudget,
  formatProposalPrice,
  PROPOSAL_DECLINE_REASON_LABELS,
  PROPOSAL_STATUS_LABELS,
} from '../../../../shared/projects';
import { conversationPath, ROUTES } from '../../../../shared/routes';
import { Button, buttonVariants } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { formatDay, formatDayOf } from '../../../lib/format-date';
import { ProposalStatusBadge } from './proposal-status-badge';

/** What each status means for the quant, under the badge. */
const STATUS_NOTES: Record<OwnProposal['status'], string> = {
  submitted: 'The firm has your proposal. You can edit it until the firm acts on it.',
  shortlisted: 'The firm shortlisted your proposal.',
  declined: 'The firm declined your proposal.',
  accepted: 'The firm accepted your proposal: the project is yours, and the firm wrote to you in Messages.',
  withdrawn: 'You withdrew this proposal; a withdrawn proposal cannot be sent again.',
};

/**
 * The quant's own proposal on the project's page: where it stands (with the firm's reason when declined, and the
 * conversation once accepted), what it offers, and Edit (while sent) and Withdraw (until accepted or declined).
 */
export function ProposalStatusCard({
  proposal,
  onEdit,
  onWithdraw,
  withdrawing,
  withdrawError,
}: {
  proposal: OwnProposal;
  onEdit: () => void;
  onWithdraw: () => Promise<unknown>;
  withdrawing: boolean;
  withdrawError: string | undefined;
}) {
  const { status } = proposal;
  const withdrawable = status === 'submitted' || status === 'shortlisted';
  return (
    <section aria-labelledby="my-proposal" className="space-y-4 rounded-[var(--radius-card)] border border-border p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-proposal" className="text-lg font-semibold">
          Your proposal
        </h2>
        <ProposalStatusBadge status={status} />
      </div>
      <p className="text-sm">
        {STATUS_NOTES[status]}{' '}
        <span className="text-muted">
          {PROPOSAL_STATUS_LABELS[status]} {formatDayOf(proposal.statusChangedAt)}.
        </span>
      </p>
      {status === 'declined' && proposal.declineReason && (
        <p className="text-sm">
          <span className="font-medium">The firm&rsquo;s reason:</span>{' '}
          {PROPOSAL_DECLINE_REASON_LABELS[proposal.declineReason]}
        </p>
      )}
      {status === 'accepted' && (
        <Link
          to={proposal.conversationId ? conversationPath(proposal.conversationId) : ROUTES.messages}
          className={buttonVariants({ size: 'sm' })}
        >
          <MessageSquare aria-hidden /> Open the conversation
        </Link>
      )}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{status === 'accepted' ? 'Accepted price' : 'Your price'}</dt>
        <dd className="font-medium tabular-nums">{formatProposalPrice(proposal.budgetType, proposal.price)}</dd>
        <dt className="text-muted">Earliest start</dt>
        <dd>{formatDay(proposal.startDate)}</dd>
        {proposal.milestoneAmounts && (
          <>
            <dt className="text-muted">Milestone amounts</dt>
            <dd className="tabular-nums">
              {proposal.milestoneAmounts.map((a) => formatBudget({ type: 'fixed', min: a, max: a })).join(' · ')}
            </dd>
          </>
        )}
        <dt className="text-muted">Cover note</dt>
        <dd className="break-words whitespace-pre-line">{proposal.coverNote}</dd>
      </dl>
      {(status === 'submitted' || withdrawable) && (
        <div className="flex flex-wrap gap-2">
          {status === 'submitted' && (
            <Button type="button" size="sm" variant="outline" onClick={onEdit}>
              Edit proposal
            </Button>
          )}
          {withdrawable && (
            <ConfirmButton
              label="Withdraw proposal"
              confirmLabel="Confirm withdrawal"
              busyLabel="Withdrawing…"
              question="Withdraw it? You cannot send another proposal for this project."
              variant="destructive"
              busy={withdrawing}
              onConfirm={onWithdraw}
            />
          )}
        </div>
      )}
      <FormAlert tone="error">{withdrawError}</FormAlert>
    </section>
  );
}
