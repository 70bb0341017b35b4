import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { INVITATION_DAYS, invitationInputSchema } from '../../../../shared/company';
import type { CompanyInvitation } from '../../../../shared/contracts/company';
import { FormTextField } from '../../../components/forms/form-text-field';
import { Button } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { formatDayOf } from '../../../lib/format-date';
import { failureToast, reportActionFailure, reportSubmitError } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/schema-resolver';
import { toast } from '../../../lib/toast-store';
import { useInviteMember, useRevokeInvitation } from '../api';

interface Values {
  email: string;
}

/** The owner's invitations: invite a recruiter by e-mail, see the open links, withdraw one. */
export function InvitationsSection({ invitations }: { invitations: CompanyInvitation[] }) {
  return (
    <section aria-labelledby="invitations-title" className="space-y-4">
      <div>
        <h3 id="invitations-title" className="font-semibold">
          Invite a recruiter
        </h3>
        <p className="text-sm text-muted">
          We e-mail a one-time link, valid {INVITATION_DAYS} days. Only an account with that address can accept it. A
          colleague with a work e-mail at your website's domain also verifies the company.
        </p>
      </div>
      <InviteForm />
      {invitations.length > 0 && (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold">Open invitations</h4>
          <ul className="divide-y divide-border rounded-lg border border-border">
            {invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function InviteForm() {
  const id = useId();
  const invite = useInviteMember();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { email: '' }, resolver: schemaResolver<Values>(invitationInputSchema) });

  const submit = handleSubmit(async ({ email }) => {
    try {
      const { invitation } = await invite.mutateAsync(email);
      toast({ title: 'Invitation sent', description: `We e-mailed a link to ${invitation.email}.` });
      reset();
    } catch (error) {
      reportSubmitError<Values>(error, {
        form: { setError, fields: ['email'], messageTo: 'email' },
        toast: failureToast('Could not send the invitation'),
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex-1">
        <FormTextField
          id={`${id}-email`}
          label="Colleague's e-mail"
          type="email"
          autoComplete="off"
          placeholder="name@yourfirm.com"
          error={errors.email?.message}
          registration={register('email')}
        />
      </div>
      <Button type="submit" disabled={isSubmitting} className="sm:mt-7">
        {isSubmitting ? 'Sending...' : 'Send invitation'}
      </Button>
    </form>
  );
}

function InvitationRow({ invitation }: { invitation: CompanyInvitation }) {
  const revoke = useRevokeInvitation();
  async function onRevoke() {
    try {
      await revoke.mutateAsync(invitation.id);
      toast({ title: 'Invitation withdrawn', description: `The link sent to ${invitation.email} no longer works.` });
    } catch (error) {
      reportActionFailure('Could not withdraw the invitation')(error);
    }
  }
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-all">{invitation.email}</p>
        <p className="text-xs text-muted">
          Sent {formatDayOf(invitation.createdAt)}
          {invitation.invitedBy ? ` by ${invitation.invitedBy}` : ''} · expires {formatDayOf(invitation.expiresAt)}
        </p>
      </div>
      <ConfirmButton
        label="Withdraw"
        confirmLabel="Confirm withdraw"
        busyLabel="Withdrawing..."
        variant="destructive"
        busy={revoke.isPending}
        onConfirm={onRevoke}
      />
    </li>
  );
}
