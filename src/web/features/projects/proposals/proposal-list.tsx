import { Inbox } from 'lucide-react';
import type { OwnProject } from '../../../../shared/contracts/projects';
import { PROPOSAL_STATUS_LABELS, type ProposalStatus } from '../../../../shared/projects';
import { QueryView } from '../../../components/layout/query-view';
import { Pagination, showingRange } from '../../../components/ui/pagination';
import { useProjectProposals } from '../api';
import { ProposalActions } from './proposal-actions';
import { ProposalCard } from './proposal-card';

function NoProposals({ status }: { status: ProposalStatus | undefined }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border p-10 text-center">
      <Inbox aria-hidden className="size-8 text-muted" />
      <p className="font-medium">
        {status ? `No proposals are ${PROPOSAL_STATUS_LABELS[status].toLowerCase()}` : 'No proposals yet'}
      </p>
      <p className="max-w-md text-sm text-muted">
        {status
          ? 'Choose All statuses to see every proposal.'
          : 'Quants propose for free while the project is on LeapMarket; their proposals appear here.'}
      </p>
    </div>
  );
}

/**
 * One server page of the project's proposals (newest first, 20 a page, of the status in the address), each as a
 * card with the firm's actions. Only a verified company reads them (a proposal shows a quant).
 */
export function ProposalList({
  project,
  status,
  page,
}: {
  project: OwnProject;
  status: ProposalStatus | undefined;
  page: number;
}) {
  const query = useProjectProposals(project.id, status, page);
  return (
    <QueryView query={query} loadingLabel="Loading proposals">
      {({ proposals, total, pageSize }) =>
        proposals.length === 0 ? (
          <NoProposals status={status} />
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-muted" aria-live="polite">
              {showingRange((page - 1) * pageSize + 1, proposals.length, total, ['proposal', 'proposals'])}
            </p>
            <ul aria-label="Proposals" className="space-y-4">
              {proposals.map((proposal) => (
                <li key={proposal.id}>
                  <ProposalCard
                    proposal={proposal}
                    milestones={project.milestones}
                    actions={
                      <ProposalActions projectId={project.id} projectStatus={project.status} proposal={proposal} />
                    }
                  />
                </li>
              ))}
            </ul>
            <Pagination page={page} pageCount={Math.ceil(total / pageSize)} label="Proposal pages" />
          </div>
        )
      }
    </QueryView>
  );
}
