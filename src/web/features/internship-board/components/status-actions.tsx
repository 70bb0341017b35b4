import { useState } from 'react';
import { MAILED_STATUSES, type FirmStatus, type RejectionReason } from '../../../../shared/applications';
import type { ApplicationSummary } from '../../../../shared/contracts/applicant-tracking';
import { Button } from '../../../components/ui/button';
import { reportActionFailure } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { useChangeStatus, useUndoRejection } from '../api';
import { allowedMoves, checkStatusChange, formatTime, MOVE_LABELS } from '../applicant-view';
import { useUndoWindow } from '../use-undo-window';
import { RejectionForm } from './rejection-form';

type Application = Pick<ApplicationSummary, 'id' | 'status' | 'rejection'> & { applicant: { name: string } };

/**
 * What the firm can do with one application now: only the moves its status allows (a rejection asks for the
 * reason first), or, while the applicant has not been told, undo a rejection.
 */
export function StatusActions({ application }: { application: Application }) {
  const change = useChangeStatus();
  const undo = useUndoRejection();
  const [rejecting, setRejecting] = useState(false);
  const moves = allowedMoves(application.status);
  const name = application.applicant.name;

  async function move(status: FirmStatus, reason?: RejectionReason) {
    const checked = checkStatusChange(status, reason);
    if ('error' in checked) return;
    try {
      await change.mutateAsync({ id: application.id, change: checked.change });
      setRejecting(false);
      toast({
        title: status === 'Rejected' ? 'Application rejected' : `Moved to ${status}`,
        description:
          status === 'Rejected'
            ? `${name} is told in a few minutes, unless you undo it.`
            : MAILED_STATUSES.includes(status)
              ? `${name} is told by e-mail.`
              : name,
      });
    } catch (error) {
      reportActionFailure('Could not change the status')(error);
    }
  }

  return (
    <section aria-label="Status" className="space-y-3">
      {application.rejection && (
        <RejectionState id={application.id} name={name} rejection={application.rejection} undo={undo} />
      )}
      {application.status === 'Withdrawn' && (
        <p className="text-sm text-muted">The applicant withdrew this application.</p>
      )}
      {moves.length === 0 && !application.rejection && application.status !== 'Withdrawn' && (
        <p className="text-sm text-muted">
          This application is {application.status}: its status cannot change any more.
        </p>
      )}
      {moves.length > 0 && !rejecting && (
        <div className="flex flex-wrap gap-2">
          {moves.map((status) =>
            status === 'Rejected' ? (
              <Button key={status} size="sm" variant="outline" onClick={() => setRejecting(true)}>
                {MOVE_LABELS[status]}
              </Button>
            ) : (
              <Button key={status} size="sm" disabled={change.isPending} onClick={() => void move(status)}>
                {MOVE_LABELS[status]}
              </Button>
            ),
          )}
        </div>
      )}
      {rejecting && (
        <RejectionForm
          busy={change.isPending}
          onConfirm={(reason) => void move('Rejected', reason)}
          onCancel={() => setRejecting(false)}
        />
      )}
    </section>
  );
}

function RejectionState({
  id,
  name,
  rejection,
  undo,
}: {
  id: string;
  name: string;
  rejection: NonNullable<Application['rejection']>;
  undo: ReturnType<typeof useUndoRejection>;
}) {
  const undoable = useUndoWindow(rejection.undoUntil);

  async function onUndo() {
    try {
      await undo.mutateAsync(id);
      toast({ title: 'Rejection undone', description: `${name} was not told.` });
    } catch (error) {
      reportActionFailure('Could not undo the rejection')(error);
    }
  }

  return (
    <div className="space-y-2 rounded-lg border border-border bg-surface-raised/50 p-3 text-sm">
      <p>
        <span className="font-medium">Rejected:</span> {rejection.label}
      </p>
      {undoable && rejection.undoUntil ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-muted">The applicant is told by e-mail at {formatTime(rejection.undoUntil)}.</p>
          <Button size="sm" variant="outline" disabled={undo.isPending} onClick={() => void onUndo()}>
            {undo.isPending ? 'Undoing...' : 'Undo'}
            <span className="sr-only"> the rejection of {name}</span>
          </Button>
        </div>
      ) : (
        <p className="text-muted">The applicant has been told the reason.</p>
      )}
    </div>
  );
}
