import { Lock, Mail } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { MyProjectInvitation } from '../../../../shared/contracts/projects';
import { formatBudget } from '../../../../shared/projects';
import { marketProjectPath } from '../../../../shared/routes';
import { Badge } from '../../../components/ui/badge';
import { formatDayOf } from '../../../lib/format-date';
import { useAuth } from '../../../lib/session';
import { useMyProjectInvitations } from '../api';

function InvitedProject({ invitation }: { invitation: MyProjectInvitation }) {
  const { project, company } = invitation;
  return (
    <li className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-border bg-surface p-4">
      <div className="flex flex-wrap gap-1.5">
        {project.visibility === 'private' && (
          <Badge variant="accent" className="gap-1">
            <Lock aria-hidden className="size-3" /> By invitation only
          </Badge>
        )}
        {project.nda && <Badge variant="warning">NDA</Badge>}
      </div>
      <h3 className="text-lg leading-tight font-semibold wrap-anywhere">
        <Link to={marketProjectPath(project.id)} className="hover:text-primary hover:underline">
          {project.title}
        </Link>
      </h3>
      <p className="font-medium wrap-anywhere text-primary">{company.name}</p>
      <p className="text-sm font-medium">
        <span className="sr-only">Budget: </span>
        {formatBudget(project.budget)}
      </p>
      <p className="text-xs text-muted">{`Invited ${formatDayOf(invitation.invitedAt)}`}</p>
    </li>
  );
}

/**
 * "Projects you are invited to" (issue 17), above LeapMarket's list, for a signed-in user with invitations to
 * projects they can open now, each linking to its page. Nothing shows for a visitor, while loading, or with none:
 * the server renders LeapMarket as a visitor sees it, and hydration starts from that same markup.
 */
export function InvitedProjects() {
  const { user } = useAuth();
  const headingId = useId();
  const query = useMyProjectInvitations(Boolean(user));
  const invitations = user ? (query.data?.invitations ?? []) : [];
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto mt-8 max-w-6xl md:mt-12">
      <h2 id={headingId} className="mb-2 flex items-center gap-2 text-2xl font-semibold">
        <Mail aria-hidden className="size-5 shrink-0 text-primary" /> Projects you are invited to
      </h2>
      <p className="mb-6 text-muted">Firms asked you to look at these. Open one to read it and send a proposal.</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {invitations.map((invitation) => (
          <InvitedProject key={invitation.project.id} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}
