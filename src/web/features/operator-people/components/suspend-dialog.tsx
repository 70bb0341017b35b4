import { useState } from 'react';
import { SUSPENSION_REASON_MAX, suspensionInputSchema } from '../../../../shared/operator-people';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Button } from '../../../components/ui/button';

/**
 * Suspending needs a reason the person (or the company's members) will read by e-mail and when refused; the shared
 * schema holds the rule, so the form and the API refuse alike.
 */
export function SuspendDialog({
  name,
  told,
  busy,
  onSuspend,
}: {
  name: string;
  /** Who reads the reason, e.g. "The person" or "Every member". */
  told: string;
  busy: boolean;
  onSuspend: (reason: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <ReasonDialog
      title={`Suspend ${name}`}
      description={`${told} receives your reason by e-mail and sees it when refused. You can restore it later.`}
      submitLabel="Suspend"
      busyLabel="Suspending..."
      failureTitle={`Could not suspend ${name}`}
      destructive
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      onSubmit={async (reason) => {
        await onSuspend(reason);
      }}
      trigger={
        <Button size="sm" variant="destructive">
          Suspend
        </Button>
      }
      schema={suspensionInputSchema}
      maxLength={SUSPENSION_REASON_MAX}
    />
  );
}
