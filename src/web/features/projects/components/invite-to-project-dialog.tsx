import { Plus, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { OwnProject } from '../../../../shared/contracts/projects';
import { formatBudget, INVITATION_MESSAGES, VISIBILITY_LABELS } from '../../../../shared/projects';
import { ROUTES } from '../../../../shared/routes';
import { LoadError } from '../../../components/layout/load-error';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useInviteToProject, useOwnProjects } from '../api';
import { invitableProjects } from '../invitable-projects';

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

function NoOpenProject({ onClose }: { onClose: () => void }) {
  return (
    <div className="space-y-4">
      <p>{INVITATION_MESSAGES.noOpenProjects}</p>
      <p className="text-sm text-muted">
        Invitations go to projects published on LeapMarket: drafts, closed projects and ended listings cannot take them.
        Publish one, or reopen one from your company dashboard.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={ROUTES.postProject} onClick={onClose} className={buttonVariants()}>
          <Plus aria-hidden /> Post New Project
        </Link>
        <Button variant="ghost" type="button" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

function ProjectChoice({
  project,
  name,
  checked,
  onChoose,
}: {
  project: OwnProject;
  name: string;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChoose}
        className="mt-1 size-4 shrink-0 accent-primary"
      />
      <span className="min-w-0 space-y-0.5">
        <span className="block font-medium wrap-anywhere">{project.title}</span>
        <span className="block text-sm text-muted">
          {VISIBILITY_LABELS[project.visibility]} · {formatBudget(project.budget!)}
          {project.nda ? ' · NDA' : ''}
        </span>
      </span>
    </label>
  );
}

/** The company's open projects to choose from, sending, and what happened, said plainly. */
function InviteForm({ profileId, name, onClose }: { profileId: string; name: string; onClose: () => void }) {
  const id = useId();
  const projects = useOwnProjects();
  const invite = useInviteToProject();
  const [chosen, setChosen] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (projects.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading your projects" />
      </div>
    );
  }
  if (projects.isError) {
    return <LoadError message="Could not load your projects." onRetry={() => void projects.refetch()} />;
  }
  const open = invitableProjects(projects.data.projects);
  if (open.length === 0) return <NoOpenProject onClose={onClose} />;
  const selected = open.find((project) => project.id === chosen) ?? open[0]!;

  function send() {
    setOutcome(null);
    invite.mutate(
      { projectId: selected.id, profileId },
      {
        onSuccess: (answer) =>
          setOutcome({
            tone: 'success',
            text: answer.alreadyInvited
              ? INVITATION_MESSAGES.alreadyInvited(name, selected.title)
              : INVITATION_MESSAGES.invited(name, selected.title),
          }),
        onError: (error) => setOutcome({ tone: 'error', text: error.message }),
      },
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">Project</legend>
        {open.map((project) => (
          <ProjectChoice
            key={project.id}
            project={project}
            name={`${id}-project`}
            checked={project.id === selected.id}
            onChoose={() => {
              setChosen(project.id);
              setOutcome(null);
            }}
          />
        ))}
      </fieldset>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" type="button" onClick={onClose}>
          {outcome?.tone === 'success' ? 'Done' : 'Cancel'}
        </Button>
        <Button type="submit" disabled={invite.isPending}>
          <Send aria-hidden /> {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Invite a quant to one of the company's open projects (issue 17): each listed with its visibility and pay; the quant
 * is e-mailed the project's title, the company, its pay and a link, and a private project then shows to them.
 */
export function InviteToProjectDialog({
  open,
  onOpenChange,
  profileId,
  name,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profileId: string;
  name: string;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Invite ${name} to a project`}
      description="They are e-mailed the project’s title, your company, its pay and a link to it. A project by invitation only shows to them once invited."
    >
      <InviteForm profileId={profileId} name={name} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}
