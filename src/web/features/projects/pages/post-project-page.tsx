import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { OwnProject } from '../../../../shared/contracts/projects';
import { PROJECT_MESSAGES, type ProjectDraftInput } from '../../../../shared/projects';
import { editProjectPath, ROUTES } from '../../../../shared/routes';
import { LoadError } from '../../../components/layout/load-error';
import { PageContainer } from '../../../components/layout/page';
import { buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useCompanyAccess } from '../../../lib/company-access';
import { toast } from '../../../lib/toast-store';
import { useCreateProject, useOwnProject, usePublishProject, useUpdateProject } from '../api';
import { ProjectForm, type ProjectFormAction } from '../components/project-form';
import { listingEnds } from '../listing-dates';

/** Why an unverified company sees Save Draft but no Publish, and where its verification stands. */
function VerificationNeeded() {
  return (
    <p role="note" className="rounded-xl border border-warning/40 bg-warning/5 p-4 text-sm">
      {PROJECT_MESSAGES.notVerified}{' '}
      <Link to={ROUTES.companyDashboard} className="text-primary underline underline-offset-4">
        See where your verification stands
      </Link>
    </p>
  );
}

/** After publishing: the dashboard, with a toast saying where the project is now and until when. */
function usePublished() {
  const navigate = useNavigate();
  return (project: OwnProject) => {
    const ends = listingEnds(project);
    toast({
      title: 'Project published',
      description: `${project.title} is on LeapMarket.${ends ? ` ${ends}.` : ''}`,
    });
    void navigate(ROUTES.companyDashboard);
  };
}

function NewProject({ verified }: { verified: boolean }) {
  const navigate = useNavigate();
  const create = useCreateProject();
  const publish = usePublishProject();
  const published = usePublished();
  const saveDraft = async (input: ProjectDraftInput) => {
    const draft = await create.mutateAsync(input);
    toast({ title: 'Draft saved', description: 'Publish it when it is ready.' });
    // From now on the page edits this draft: a second Save Draft must not create another.
    void navigate(editProjectPath(draft.id), { replace: true });
  };
  const createAndPublish = async (input: ProjectDraftInput) => {
    const draft = await create.mutateAsync(input);
    try {
      published(await publish.mutateAsync(draft.id));
    } catch (error) {
      // The draft is saved: keep editing it, with the reason publishing was refused.
      void navigate(editProjectPath(draft.id), { replace: true });
      throw error;
    }
  };
  const actions: ProjectFormAction[] = [
    { label: 'Save Draft', busyLabel: 'Saving...', variant: 'outline', publishing: false, run: saveDraft },
  ];
  if (verified) actions.push({ label: 'Publish', busyLabel: 'Publishing...', publishing: true, run: createAndPublish });
  return <ProjectForm actions={actions} notice={verified ? undefined : <VerificationNeeded />} />;
}

function EditProject({ project, verified }: { project: OwnProject; verified: boolean }) {
  const navigate = useNavigate();
  const update = useUpdateProject();
  const publish = usePublishProject();
  const published = usePublished();
  const save = (input: ProjectDraftInput) => update.mutateAsync({ id: project.id, input });
  let actions: ProjectFormAction[];
  if (project.status === 'draft') {
    actions = [
      {
        label: 'Save Draft',
        busyLabel: 'Saving...',
        variant: 'outline',
        publishing: false,
        run: async (input) => {
          await save(input);
          toast({ title: 'Draft saved', description: 'Publish it when it is ready.' });
        },
      },
    ];
    if (verified) {
      actions.push({
        label: 'Publish',
        busyLabel: 'Publishing...',
        publishing: true,
        run: async (input) => {
          await save(input);
          published(await publish.mutateAsync(project.id));
        },
      });
    }
  } else {
    actions = [
      {
        label: 'Save changes',
        busyLabel: 'Saving...',
        // A listed project must stay publishable: the same checks as publishing.
        publishing: project.status !== 'closed',
        run: async (input) => {
          const saved = await save(input);
          toast({ title: 'Changes saved', description: `${saved.title || 'The project'} is up to date.` });
          void navigate(ROUTES.companyDashboard);
        },
      },
    ];
  }
  const notice = project.status === 'draft' && !verified ? <VerificationNeeded /> : undefined;
  return <ProjectForm project={project} actions={actions} notice={notice} />;
}

function EditProjectLoader({ id, verified }: { id: string; verified: boolean }) {
  const query = useOwnProject(id);
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the project" />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <div className="rounded-xl border border-dashed border-border p-10 text-center">
          <p className="font-medium">{PROJECT_MESSAGES.notFound}</p>
          <p className="mt-2 text-sm text-muted">It may have been deleted, or it belongs to another company.</p>
          <Link to={ROUTES.postProject} className={buttonVariants({ className: 'mt-6' })}>
            Post a new project
          </Link>
        </div>
      );
    }
    return <LoadError message="Could not load the project." onRetry={() => void query.refetch()} />;
  }
  // Keyed by project: a new draft's page (after Save Draft) starts from what was saved.
  return <EditProject key={query.data.id} project={query.data} verified={verified} />;
}

/**
 * /funds/post-project (a new project) and /funds/post-project/:id (editing one), inside the firm guard: any member
 * of the company posts; an unverified company saves drafts and is told why Publish waits for verification.
 */
export function PostProjectPage() {
  const { id } = useParams();
  const { company, verified } = useCompanyAccess();
  if (!company) return null;
  return (
    <PageContainer className="space-y-8">
      <div className="space-y-3">
        <Link
          to={ROUTES.companyDashboard}
          className="inline-flex items-center gap-1 text-sm text-muted underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> Company dashboard
        </Link>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{company.name}</p>
        <h1 className="text-3xl font-bold tracking-tight">{id ? 'Edit project' : 'Post a Quant Project'}</h1>
        <p className="max-w-2xl text-muted">
          Describe the work, its timeline and budget, and who you are looking for. Save a draft at any time; a published
          project is listed on LeapMarket, where quants propose for free.
        </p>
      </div>
      {id ? <EditProjectLoader key={id} id={id} verified={verified} /> : <NewProject verified={verified} />}
    </PageContainer>
  );
}
