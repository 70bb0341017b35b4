import { ExternalLink, Inbox, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { OwnProject } from '../../../../shared/contracts/projects';
import { EXPIRY_NOTICE_DAYS } from '../../../../shared/projects';
import { editProjectPath, marketProjectPath, projectProposalsPath } from '../../../../shared/routes';
import { Button, buttonVariants } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { reportActionFailure } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { useCloseProject, useDuplicateProject, usePublishProject, useRenewProject, useReopenProject } from '../api';
import { listingEnds } from '../listing-dates';
import { DeleteDraftButton } from './delete-draft-button';

/** Runs a project action, then says what happened, or why it was refused. */
function useAction<R>(run: (id: string) => Promise<R>, failure: string, done: (result: R) => void) {
  return async (id: string) => {
    try {
      done(await run(id));
    } catch (error) {
      reportActionFailure(failure)(error);
    }
  };
}

/**
 * What can be done to a project in its status: read its proposals (with their count) once published; Edit always; Publish a complete draft, Delete a draft; Close a
 * listed project; Reopen a closed one; Renew once in the listing's last days; Duplicate any; View on LeapMarket
 * while it is there. Publishing, reopening and renewing need a verified company.
 */
export function ProjectActions({ project, verified }: { project: OwnProject; verified: boolean }) {
  const publish = usePublishProject();
  const duplicate = useDuplicateProject();
  const close = useCloseProject();
  const reopen = useReopenProject();
  const renew = useRenewProject();
  const name = project.title || 'Untitled project';
  const listed = project.status === 'published' || project.status === 'in_progress';
  const complete = Object.keys(project.publishProblems).length === 0;

  const onPublish = useAction(publish.mutateAsync, 'Could not publish the project', (p) =>
    toast({ title: 'Project published', description: `${name} is on LeapMarket. ${listingEnds(p) ?? ''}` }),
  );
  const onReopen = useAction(reopen.mutateAsync, 'Could not reopen the project', (p) =>
    toast({ title: 'Project reopened', description: `${name} is on LeapMarket again. ${listingEnds(p) ?? ''}` }),
  );
  const onRenew = useAction(renew.mutateAsync, 'Could not renew the listing', (p) =>
    toast({ title: 'Listing renewed', description: `${listingEnds(p) ?? 'The listing runs longer'}.` }),
  );
  const onDuplicate = useAction(duplicate.mutateAsync, 'Could not duplicate the project', () =>
    toast({ title: 'Project duplicated', description: `A draft copy of ${name} is with your drafts.` }),
  );
  const onClose = useAction(close.mutateAsync, 'Could not close the project', () =>
    toast({ title: 'Project closed', description: `${name} left LeapMarket. You can reopen it.` }),
  );

  const renewHintId = `renew-hint-${project.id}`;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {project.status !== 'draft' && (
          <Link to={projectProposalsPath(project.id)} className={buttonVariants({ size: 'sm' })}>
            <Inbox aria-hidden /> Proposals ({project.proposalCount ?? 0})<span className="sr-only"> for {name}</span>
          </Link>
        )}
        <Link to={editProjectPath(project.id)} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
          <Pencil aria-hidden /> Edit<span className="sr-only"> {name}</span>
        </Link>
        {project.status === 'draft' && verified && complete && (
          <Button size="sm" disabled={publish.isPending} onClick={() => void onPublish(project.id)}>
            {publish.isPending ? 'Publishing...' : 'Publish'}
            <span className="sr-only"> {name}</span>
          </Button>
        )}
        {project.status === 'closed' && verified && (
          <Button size="sm" disabled={reopen.isPending} onClick={() => void onReopen(project.id)}>
            {reopen.isPending ? 'Reopening...' : 'Reopen'}
            <span className="sr-only"> {name}</span>
          </Button>
        )}
        {project.canRenew && verified && (
          <Button
            size="sm"
            aria-describedby={renewHintId}
            disabled={renew.isPending}
            onClick={() => void onRenew(project.id)}
          >
            {renew.isPending ? 'Renewing...' : 'Renew'}
            <span className="sr-only"> {name}</span>
          </Button>
        )}
        <Button size="sm" variant="outline" disabled={duplicate.isPending} onClick={() => void onDuplicate(project.id)}>
          {duplicate.isPending ? 'Duplicating...' : 'Duplicate'}
          <span className="sr-only"> {name}</span>
        </Button>
        {listed && (
          <Link to={marketProjectPath(project.id)} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
            <ExternalLink aria-hidden /> View on LeapMarket<span className="sr-only"> for {name}</span>
          </Link>
        )}
        {listed && (
          <ConfirmButton
            label="Close"
            accessibleLabel={`Close ${name}`}
            confirmLabel="Confirm close"
            busyLabel="Closing..."
            variant="destructive"
            question={`Close ${name}? It leaves LeapMarket.`}
            busy={close.isPending}
            onConfirm={() => onClose(project.id)}
          />
        )}
        {project.status === 'draft' && <DeleteDraftButton id={project.id} title={name} />}
      </div>
      {project.canRenew && verified && (
        <p id={renewHintId} className="text-xs text-muted">
          A listing can be renewed once, in its last {EXPIRY_NOTICE_DAYS} days, for another listing period.
        </p>
      )}
    </div>
  );
}
