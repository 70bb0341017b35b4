import { useState } from 'react';
import { Link } from 'react-router';
import type { MyProposals } from '../../../../shared/contracts/projects';
import {
  formatProposalPrice,
  MY_PROPOSALS_PAGE_SIZE,
  PROPOSAL_DECLINE_REASON_LABELS,
  PROPOSAL_STATUS_LABELS,
} from '../../../../shared/projects';
import { conversationPath, marketProjectPath, ROUTES } from '../../../../shared/routes';
import { LoadError } from '../../../components/layout/load-error';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { showingRange } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { formatDayOf } from '../../../lib/format-date';
import { useMyProposals } from '../api';
import { ProposalStatusBadge } from './proposal-status-badge';

type MyProposal = MyProposals['proposals'][number];

function ProposalRow({ proposal }: { proposal: MyProposal }) {
  return (
    <li className="flex flex-col gap-2 border-b border-border py-4 last:border-b-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-words">
          <Link to={marketProjectPath(proposal.project.id)} className="text-primary underline-offset-4 hover:underline">
            {proposal.project.title}
          </Link>{' '}
          <span className="text-muted">· {proposal.company.name}</span>
        </p>
        <p className="text-sm text-muted">
          {formatProposalPrice(proposal.budgetType, proposal.price)} · {PROPOSAL_STATUS_LABELS[proposal.status]}{' '}
          {formatDayOf(proposal.statusChangedAt)}
        </p>
        {proposal.status === 'declined' && proposal.declineReason && (
          <p className="text-sm">
            <span className="font-medium">The firm&rsquo;s reason:</span>{' '}
            {PROPOSAL_DECLINE_REASON_LABELS[proposal.declineReason]}
          </p>
        )}
        {proposal.status === 'accepted' && (
          <Link
            to={proposal.conversationId ? conversationPath(proposal.conversationId) : ROUTES.messages}
            className="text-sm font-medium text-primary underline underline-offset-4"
          >
            Open the conversation<span className="sr-only"> about {proposal.project.title}</span>
          </Link>
        )}
      </div>
      <div className="shrink-0">
        <ProposalStatusBadge status={proposal.status} />
      </div>
    </li>
  );
}

/**
 * The quant's proposals on LeapMarket (the quant dashboard), newest first, 20 to a page: each project links to its
 * page, with the company, where the proposal stands and since when, and the firm's reason when it declined.
 */
export function MyProposalsCard({ className }: { className?: string }) {
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch, isPlaceholderData } = useMyProposals(page);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / MY_PROPOSALS_PAGE_SIZE)) : 1;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Your proposals</CardTitle>
        <CardDescription>Proposals you sent for LeapMarket projects, and where each one stands.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Spinner label="Loading your proposals" />
        ) : data === undefined ? (
          <LoadError message={error?.message ?? ''} onRetry={() => void refetch()} />
        ) : data.total === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-muted">You have not sent a proposal yet. Proposing is free.</p>
            <Link to={ROUTES.leapMarket} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Find a project on LeapMarket
            </Link>
          </div>
        ) : (
          <div className={isPlaceholderData ? 'opacity-60' : undefined}>
            <ul aria-label="Your proposals">
              {data.proposals.map((proposal) => (
                <ProposalRow key={proposal.id} proposal={proposal} />
              ))}
            </ul>
            {pageCount > 1 && (
              <nav aria-label="Pages of your proposals" className="flex flex-wrap items-center gap-2 pt-3 text-sm">
                <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <span className="text-muted" aria-live="polite">
                  {showingRange((data.page - 1) * data.pageSize + 1, data.proposals.length, data.total, [
                    'proposal',
                    'proposals',
                  ])}
                </span>
                <Button size="sm" variant="outline" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
                  Next
                </Button>
              </nav>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
