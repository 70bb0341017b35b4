import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { CompensationReviewEntry } from '../../../../shared/contracts/compensation';
import { Button } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { adminHideSchema } from '../../../../shared/compensation';
import { ReasonDialog } from '../../../components/reason-dialog';
import { reportActionFailure } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { useApproveEntry, useHideEntry, useUnhideEntry } from '../api';

/**
 * A held entry is approved (asked twice: it enters the public statistics) or hidden with a reason; a hidden one is
 * shown again with a reason. `onDone` tells the page once the entry has left the list, so focus can move off it.
 */
export function EntryActions({
  entry,
  label,
  onDone,
}: {
  entry: CompensationReviewEntry;
  /** Names the entry in buttons and toasts, e.g. "the $2,150,000 Senior Quant Researcher entry". */
  label: string;
  onDone: () => void;
}) {
  const approve = useApproveEntry();
  const hide = useHideEntry();
  const unhide = useUnhideEntry();
  const [hiding, setHiding] = useState(false);
  const [showing, setShowing] = useState(false);

  if (!entry.held) {
    return (
      <ReasonDialog
        schema={adminHideSchema}
        maxLength={500}
        title="Show this entry again"
        description="It returns to the public table and statistics. Say why, for the record."
        submitLabel="Show again"
        busyLabel="Showing..."
        failureTitle={`Could not show ${label} again`}
        open={showing}
        onOpenChange={setShowing}
        busy={unhide.isPending}
        onSubmit={async (reason) => {
          await unhide.mutateAsync({ id: entry.id, reason });
          toast({ title: 'Entry shown again', description: `${capitalise(label)} counts in the statistics again.` });
          onDone();
        }}
        trigger={
          <Button variant="outline" className="w-full sm:w-auto" disabled={unhide.isPending}>
            <Eye aria-hidden /> Show again<span className="sr-only"> {label}</span>
          </Button>
        }
      />
    );
  }

  const onApprove = async () => {
    try {
      await approve.mutateAsync(entry.id);
      toast({ title: 'Entry approved', description: `${capitalise(label)} now counts in the statistics.` });
      onDone();
    } catch (error) {
      reportActionFailure(`Could not approve ${label}`)(error);
    }
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
      <ReasonDialog
        schema={adminHideSchema}
        maxLength={500}
        title="Hide this entry"
        description="It stays out of the public table and statistics, and moves to the hidden entries with your reason."
        submitLabel="Hide entry"
        busyLabel="Hiding..."
        failureTitle={`Could not hide ${label}`}
        destructive
        open={hiding}
        onOpenChange={setHiding}
        busy={hide.isPending}
        onSubmit={async (reason) => {
          await hide.mutateAsync({ id: entry.id, reason });
          toast({ title: 'Entry hidden', description: `${capitalise(label)} stays out of the statistics.` });
          onDone();
        }}
        trigger={
          <Button variant="outline" className="w-full sm:w-auto" disabled={hide.isPending || approve.isPending}>
            <EyeOff aria-hidden /> Hide<span className="sr-only"> {label}</span>
          </Button>
        }
      />
      <ConfirmButton
        label="Approve"
        accessibleLabel={`Approve ${label}`}
        question="Count it in the public statistics?"
        confirmLabel="Yes, approve"
        busyLabel="Approving..."
        busy={approve.isPending}
        onConfirm={onApprove}
      />
    </div>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
