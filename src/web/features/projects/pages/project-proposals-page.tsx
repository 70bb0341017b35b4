import { ArrowLeft, Banknote } from 'lucide-react';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import type { OwnProject } from '../../../../shared/contracts/projects';
import {
  formatBudget,
  PROJECT_MESSAGES,
  PROPOSAL_STATUS_LABELS,
  PROPOSAL_STATUSES,
  type ProposalStatus,
} from '../../../../shared/projects';
import { ROUTES } from '../../../../shared/routes';
import { LoadError } from '../../../components/layout/load-error';
import { PageContainer } from '../../../components/layout/page';
import { buttonVariants } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useCompanyAccess } from '../../../lib/company-access';
import { parsePage, useUrlFilters } from '../../../lib/use-url-filters';
import { useOwnProject } from '../api';
import { InvitedPanel } from '../components/invited-panel';
import { ProjectStatusBadge } from '../components/project-status-badge';
import { ProposalList } from '../proposals/proposal-list';
import { parseStatusFilter, PROPOSALS_NOT_VERIFIED } from '../proposals/proposal-view';

function StatusFilter({
  value,
  onChange,
}: {
  value: ProposalStatus | undefined;
  onChange: (value: ProposalStatus | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="w-full space-y-2 sm:w-56">
      <Label htmlFor={id}>Status</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(e) => onChange(parseStatusFilter(e.target.value))}>
        <option value="">All statuses</option>
        {PROPOSAL_STATUSES.map((status) => (
          <option key={status} value={status}>
            {PROPOSAL_STATUS_LABELS[status]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function ProjectProposals({ project, verified }: { project: OwnProject; verified: boolean }) {
  const { params, update } = useUrlFilters();
  const status = parseStatusFilter(params.get('status'));
  const page = parsePage(params.get('page'));
  return (
    <div className="space-y-8">
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <ProjectStatusBadge status={project.status} />
        </div>
        <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{project.title || 'Untitled project'}</h1>
        <p className="flex items-center gap-2 text-muted">
          <Banknote aria-hidden className="size-4 shrink-0 text-success" />
          <span>
            Budget:{' '}
            <span className="font-medium text-foreground">
              {project.budget ? formatBudget(project.budget) : 'No budget yet'}
            </span>
          </span>
        </p>
      </header>
      {verified ? (
        <>
          <InvitedPanel project={project} />
          <section aria-labelledby="proposals-heading" className="space-y-4">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="proposals-heading" className="text-xl font-semibold">
                Proposals
              </h2>
              <StatusFilter value={status} onChange={(next) => update({ status: next, page: undefined })} />
            </div>
            <ProposalList project={project} status={status} page={page} />
          </section>
        </>
      ) : (
        <p role="note" className="rounded-xl border border-warning/40 bg-warning/5 p-4 text-sm">
          {PROPOSALS_NOT_VERIFIED}{' '}
          <Link to={ROUTES.companyDashboard} className="text-primary underline underline-offset-4">
            See where your verification stands
          </Link>
        </p>
      )}
    </div>
  );
}

function ProjectNotFound() {
  return (
    <div className="rounded-xl border border-dashed border-border p-10 text-center">
      <h1 className="text-xl font-semibold">{PROJECT_MESSAGES.notFound}</h1>
      <p className="mt-2 text-sm text-muted">It may have been deleted, or it belongs to another company.</p>
      <Link to={ROUTES.companyDashboard} className={buttonVariants({ className: 'mt-6' })}>
        Back to your projects
      </Link>
    </div>
  );
}

/**
 * /funds/projects/:id/proposals, inside the firm guard: members of a verified company read, shortlist, decline and
 * accept the project's proposals; an unverified company is told why it cannot yet. Another company's project or an unknown id is not found.
 */
export function ProjectProposalsPage() {
  const id = useParams().id ?? '';
  const { company, verified } = useCompanyAccess();
  const query = useOwnProject(id);
  if (!company) return null;
  let body;
  if (query.isPending) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the project" />
      </div>
    );
  } else if (query.isError) {
    body =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <ProjectNotFound />
      ) : (
        <>
          <h1 className="text-2xl font-semibold">Project proposals</h1>
          <LoadError message="Could not load the project." onRetry={() => void query.refetch()} />
        </>
      );
  } else {
    body = <ProjectProposals project={query.data} verified={verified} />;
  }
  return (
    <PageContainer className="max-w-4xl space-y-6">
      <Link
        to={ROUTES.companyDashboard}
        className="inline-flex items-center gap-1 text-sm text-muted underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Company dashboard
      </Link>
      {body}
    </PageContainer>
  );
}
