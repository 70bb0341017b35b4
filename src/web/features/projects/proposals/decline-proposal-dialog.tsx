import { XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import {
  PROPOSAL_DECLINE_REASON_LABELS,
  PROPOSAL_DECLINE_REASONS,
  PROPOSAL_MESSAGES,
  type ProposalDeclineReason,
} from '../../../../shared/projects';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { FormAlert } from '../../../components/ui/form-alert';

/**
 * Decline a proposal with a reason from the short list: the quant reads the reason's sentence, never free text.
 * Nothing is sent until a reason is chosen.
 */
export function DeclineProposalDialog({
  quantName,
  busy,
  error,
  onDecline,
  onOpenChange,
}: {
  quantName: string;
  busy: boolean;
  error: string | undefined;
  onDecline: (reason: ProposalDeclineReason) => Promise<boolean>;
  onOpenChange?: (open: boolean) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ProposalDeclineReason | null>(null);
  const [missing, setMissing] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason(null);
      setMissing(false);
    }
    onOpenChange?.(next);
  };

  async function submit() {
    if (!reason) {
      setMissing(true);
      return;
    }
    if (await onDecline(reason)) change(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={`Decline ${quantName}’s proposal?`}
      description={`${quantName} sees that you declined, with the reason you choose.`}
      trigger={
        <Button size="sm" variant="outline">
          <XCircle aria-hidden /> Decline<span className="sr-only"> the proposal from {quantName}</span>
        </Button>
      }
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset aria-describedby={missing ? `${id}-error` : undefined} aria-invalid={missing}>
          <legend className="mb-2 text-sm font-medium">Reason</legend>
          <div className="space-y-2">
            {PROPOSAL_DECLINE_REASONS.map((key) => (
              <label key={key} className="flex cursor-pointer items-start gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={key}
                  checked={reason === key}
                  onChange={() => {
                    setReason(key);
                    setMissing(false);
                  }}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                <span>{PROPOSAL_DECLINE_REASON_LABELS[key]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <FieldError id={`${id}-error`}>{missing ? PROPOSAL_MESSAGES.declineReason : null}</FieldError>
        <FormAlert tone="error">{error}</FormAlert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => change(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? 'Declining…' : 'Decline proposal'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
