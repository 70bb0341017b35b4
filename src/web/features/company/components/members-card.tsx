import { useNavigate } from 'react-router';
import type { CompanyMember, MyCompany } from '../../../../shared/contracts/company';
import { ROUTES } from '../../../../shared/routes';
import { QueryView } from '../../../components/layout/query-view';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { formatDayOf } from '../../../lib/format-date';
import { useAuth } from '../../../lib/session';
import { reportActionFailure } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { useLeaveCompany, useMembers, useRemoveMember, useTransferOwnership } from '../api';
import { InvitationsSection } from './invitations-section';

/** Who acts for the company. The owner removes recruiters and hands ownership over; a recruiter may leave. */
export function MembersCard({ company }: { company: MyCompany }) {
  const members = useMembers();
  const isOwner = company.role === 'owner';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Members</CardTitle>
        <CardDescription>
          The owner manages members and the company; recruiters work with talent, positions, applications and messages.
          Each account belongs to one company.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView query={members} loadingLabel="Loading members">
          {({ members: list, invitations }) => (
            <div className="space-y-8">
              <ul className="divide-y divide-border rounded-lg border border-border">
                {list.map((member) => (
                  <MemberRow key={member.userId} member={member} viewerIsOwner={isOwner} />
                ))}
              </ul>
              {isOwner ? <InvitationsSection invitations={invitations} /> : <LeaveSection company={company} />}
            </div>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}

function MemberRow({ member, viewerIsOwner }: { member: CompanyMember; viewerIsOwner: boolean }) {
  const { user } = useAuth();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const isMe = member.userId === user?.id;
  const canManage = viewerIsOwner && !isMe && member.role === 'recruiter';

  async function onRemove() {
    try {
      await remove.mutateAsync(member.userId);
      toast({ title: 'Member removed', description: `${member.name} no longer acts for your company.` });
    } catch (error) {
      reportActionFailure('Could not remove the member')(error);
    }
  }

  async function onTransfer() {
    try {
      await transfer.mutateAsync(member.userId);
      toast({ title: 'Ownership handed over', description: `${member.name} is now the owner; you are a recruiter.` });
    } catch (error) {
      reportActionFailure('Could not hand ownership over')(error);
    }
  }

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{member.name}</span>
          {isMe && <span className="text-sm text-muted">(you)</span>}
          <Badge variant={member.role === 'owner' ? 'default' : 'outline'}>
            {member.role === 'owner' ? 'Owner' : 'Recruiter'}
          </Badge>
        </p>
        <p className="text-sm break-all text-muted">{member.email}</p>
        <p className="text-xs text-muted">Joined {formatDayOf(member.joinedAt)}</p>
      </div>
      {canManage && (
        <div className="flex flex-wrap gap-2">
          <ConfirmButton
            label="Make owner"
            confirmLabel="Confirm hand-over"
            busyLabel="Handing over..."
            question={`Make ${member.name} the owner? You become a recruiter.`}
            busy={transfer.isPending}
            onConfirm={onTransfer}
          />
          <ConfirmButton
            label="Remove"
            confirmLabel="Confirm remove"
            busyLabel="Removing..."
            variant="destructive"
            question={`Remove ${member.name}?`}
            busy={remove.isPending}
            onConfirm={onRemove}
          />
        </div>
      )}
    </li>
  );
}

function LeaveSection({ company }: { company: MyCompany }) {
  const leave = useLeaveCompany();
  const navigate = useNavigate();
  async function onLeave() {
    try {
      await leave.mutateAsync();
      toast({ title: 'You left the company', description: `You no longer act for ${company.name}.` });
      navigate(ROUTES.dashboard);
    } catch (error) {
      reportActionFailure('Could not leave the company')(error);
    }
  }
  return (
    <section aria-labelledby="leave-company" className="space-y-2">
      <h3 id="leave-company" className="font-semibold">
        Leave {company.name}
      </h3>
      <p className="text-sm text-muted">
        You lose access to its talent, positions and conversations at once. The owner can invite you again.
      </p>
      <ConfirmButton
        label="Leave company"
        confirmLabel="Confirm leave"
        busyLabel="Leaving..."
        variant="destructive"
        busy={leave.isPending}
        onConfirm={onLeave}
      />
    </section>
  );
}
