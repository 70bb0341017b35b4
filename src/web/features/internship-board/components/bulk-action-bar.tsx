import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import type { FirmStatus, RejectionReason } from '../../../../shared/applications';
import type { ApplicationSummary } from '../../../../shared/contracts/applicant-tracking';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { reportActionFailure } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { useBulkChangeStatus } from '../api';
import { checkStatusChange, commonMoves } from '../applicant-view';
import { InterviewDialog } from './interview-dialog';
import { RejectionForm } from './rejection-form';

const applications = (n: number) => (n === 1 ? '1 application' : `${n} applications`);

/**
 * Moves the selected applications to one status at once, all of them or none. Only the moves every selected
 * application may make are offered; rejecting asks for the reason in a dialog first. A shortlisted selection can be
 * invited to interview.
 */
export function BulkActionBar({
  selected,
  onClear,
}: {
  selected: readonly (Pick<ApplicationSummary, 'id' | 'status'> & {
    applicant: { name: string };
    position: { title: string };
  })[];
  onClear: () => void;
}) {
  const id = useId();
  const bulk = useBulkChangeStatus();
  const moves = commonMoves(selected.map((application) => application.status));
  const [chosen, setChosen] = useState<FirmStatus | ''>('');
  const [rejecting, setRejecting] = useState(false);
  const [inviting, setInviting] = useState(false);
  const target = chosen && moves.includes(chosen) ? chosen : '';
  const notShortlisted = selected.filter((application) => application.status !== 'Shortlisted').length;

  async function move(status: FirmStatus, reason?: RejectionReason) {
    const checked = checkStatusChange(status, reason);
    if ('error' in checked) return;
    try {
      const { changed } = await bulk.mutateAsync({ ...checked.change, ids: selected.map((a) => a.id) });
      setRejecting(false);
      setChosen('');
      onClear();
      toast({
        title:
          status === 'Rejected' ? `${applications(changed)} rejected` : `${applications(changed)} moved to ${status}`,
        description:
          status === 'Rejected'
            ? 'The applicants are told in a few minutes; until then each rejection can be undone.'
            : undefined,
      });
    } catch (error) {
      reportActionFailure('Could not move the applications')(error);
    }
  }

  return (
    <div
      role="region"
      aria-label="Selected applications"
      className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <p aria-live="polite" className="text-sm font-medium sm:mr-auto sm:self-center">
        {selected.length} selected
      </p>
      {moves.length === 0 ? (
        <p className="text-sm text-muted">The selected applications have no next status in common.</p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-2">
            <Label htmlFor={`${id}-status`}>Move selected to</Label>
            <NativeSelect
              id={`${id}-status`}
              className="w-44"
              value={target}
              onChange={(event) => setChosen(event.target.value as FirmStatus | '')}
            >
              <option value="">Choose a status</option>
              {moves.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            disabled={!target || bulk.isPending}
            onClick={() => {
              if (target === 'Rejected') setRejecting(true);
              else if (target) void move(target);
            }}
          >
            {bulk.isPending ? 'Moving...' : 'Move'}
          </Button>
        </div>
      )}
      <Button
        variant="outline"
        disabled={notShortlisted > 0}
        aria-describedby={notShortlisted > 0 ? `${id}-invite-hint` : undefined}
        onClick={() => setInviting(true)}
      >
        <CalendarPlus aria-hidden /> Invite to interview
      </Button>
      <Button variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
      {notShortlisted > 0 && (
        <p id={`${id}-invite-hint`} className="text-sm text-muted sm:order-last sm:basis-full">
          {inviteHint(notShortlisted, selected.length)}
        </p>
      )}
      <InterviewDialog
        open={inviting}
        onOpenChange={setInviting}
        invitees={selected.map((application) => ({
          id: application.id,
          name: application.applicant.name,
          positionTitle: application.position.title,
        }))}
        onSent={onClear}
      />
      <Dialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={`Reject ${applications(selected.length)}`}
        description="Every selected applicant is told the same reason."
      >
        <RejectionForm
          busy={bulk.isPending}
          confirmLabel={`Reject ${applications(selected.length)}`}
          onConfirm={(reason) => void move('Rejected', reason)}
          onCancel={() => setRejecting(false)}
        />
      </Dialog>
    </div>
  );
}

/** Why the selection cannot be invited: only shortlisted applications can. */
export function inviteHint(notShortlisted: number, selectedCount: number): string {
  if (selectedCount === 1) return 'Only shortlisted applications can be invited to interview.';
  return notShortlisted === selectedCount
    ? 'Only shortlisted applications can be invited to interview: none of the selected is.'
    : `Only shortlisted applications can be invited to interview: ${notShortlisted} of the ${selectedCount} selected ${notShortlisted === 1 ? 'is' : 'are'} not.`;
}
