import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { FirmInvitation, OwnProject } from '../../../../shared/contracts/projects';
import { ROUTES } from '../../../../shared/routes';
import { LoadError } from '../../../components/layout/load-error';
import { Badge } from '../../../components/ui/badge';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatDayOf } from '../../../lib/format-date';
import { useProjectInvitations, useWithdrawInvitation } from '../api';

const talentProfilePath = (profileId: string) => ROUTES.talentProfile.replace(':id', encodeURIComponent(profileId));

function InvitedQuant({
  invitation,
  busy,
  onWithdraw,
}: {
  invitation: FirmInvitation;
  busy: boolean;
  onWithdraw: () => Promise<unknown>;
}) {
  return (
    <li className="flex flex-col gap-3 border-t border-border py-3 first:border-t-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <Link
          to={talentProfilePath(invitation.profileId)}
          className="font-medium wrap-anywhere text-primary underline-offset-4 hover:underline"
        >
          {invitation.name}
        </Link>
        {invitation.headline && <p className="text-sm wrap-anywhere text-muted">{invitation.headline}</p>}
        <p className="text-xs text-muted">{`Invited ${formatDayOf(invitation.invitedAt)}`}</p>
      </div>
      <div className="shrink-0">
        {invitation.proposed ? (
          <Badge variant="success">Sent a proposal</Badge>
        ) : (
          <ConfirmButton
            label="Withdraw"
            accessibleLabel={`Withdraw the invitation of ${invitation.name}`}
            question={`Withdraw ${invitation.name}’s invitation?`}
            confirmLabel="Withdraw invitation"
            busyLabel="Withdrawing…"
            busy={busy}
            variant="destructive"
            onConfirm={onWithdraw}
          />
        )}
      </div>
    </li>
  );
}

/**
 * The quants the company invited to this project (issue 17), for a verified company: who, when, whether they sent a
 * proposal, and Withdraw while they have not (a private project then no longer shows to them). Quants who have since
 * hidden their profile or blocked the company are not listed, as in the talent directory.
 */
export function InvitedPanel({ project }: { project: OwnProject }) {
  const headingId = useId();
  const query = useProjectInvitations(project.id);
  const withdraw = useWithdrawInvitation();
  const [error, setError] = useState<string | null>(null);

  const onWithdraw = (profileId: string) =>
    withdraw
      .mutateAsync({ projectId: project.id, profileId })
      .then(() => setError(null))
      .catch((failure: Error) => setError(failure.message));

  let body;
  if (query.isPending) body = <Spinner label="Loading invitations" />;
  else if (query.isError)
    body = <LoadError message="Could not load the invitations." onRetry={() => void query.refetch()} />;
  else if (query.data.invitations.length === 0)
    body = (
      <p className="text-sm text-muted">
        No one invited yet. Invite quants from the{' '}
        <Link to={ROUTES.viewTalent} className="text-primary underline underline-offset-4">
          talent directory
        </Link>{' '}
        or a{' '}
        <Link to={ROUTES.talentMatch} className="text-primary underline underline-offset-4">
          talent match
        </Link>
        : Invite to project is on each profile.
      </p>
    );
  else
    body = (
      <ul aria-labelledby={headingId}>
        {query.data.invitations.map((invitation) => (
          <InvitedQuant
            key={invitation.profileId}
            invitation={invitation}
            busy={withdraw.isPending && withdraw.variables?.profileId === invitation.profileId}
            onWithdraw={() => onWithdraw(invitation.profileId)}
          />
        ))}
      </ul>
    );

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-[var(--radius-card)] border border-border bg-surface p-5"
    >
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold">
          Invited
        </h2>
        <p className="text-sm text-muted">
          {project.visibility === 'private'
            ? 'This project is by invitation only: only these quants see it on LeapMarket.'
            : 'These quants were e-mailed a link to this project.'}
        </p>
      </div>
      <FormAlert tone="error">{error}</FormAlert>
      {body}
    </section>
  );
}
