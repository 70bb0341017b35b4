import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REJECTION_REASON_KEYS, REJECTION_REASONS, type RejectionReason } from '../../../../shared/applications';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { checkStatusChange, REJECTION_NOTICE } from '../applicant-view';

/**
 * The reason for a rejection, chosen from the short list (the applicant reads its respectful sentence, never free
 * text), with what happens next: the e-mail goes out after the undo window. Nothing is sent until a reason is chosen.
 */
export function RejectionForm({
  busy,
  confirmLabel = 'Confirm rejection',
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  confirmLabel?: string;
  onConfirm: (reason: RejectionReason) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState<RejectionReason | null>(null);
  const [error, setError] = useState<string | null>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  // The form replaces the button that opened it: focus goes to its first choice, not back to the page.
  useEffect(() => {
    firstRef.current?.focus();
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkStatusChange('Rejected', reason ?? undefined);
    if ('error' in checked) setError(checked.error);
    else if (reason) onConfirm(reason);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3 rounded-lg border border-border p-4">
      <fieldset aria-describedby={`${id}-notice${error ? ` ${id}-error` : ''}`} aria-invalid={!!error}>
        <legend className="mb-2 text-sm font-medium">Reason for the rejection</legend>
        <div className="space-y-2">
          {REJECTION_REASON_KEYS.map((key, index) => (
            <label key={key} className="flex cursor-pointer items-start gap-2 text-sm">
              <input
                ref={index === 0 ? firstRef : undefined}
                type="radio"
                name={`${id}-reason`}
                value={key}
                checked={reason === key}
                onChange={() => {
                  setReason(key);
                  setError(null);
                }}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <span>{REJECTION_REASONS[key].label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p id={`${id}-notice`} className="text-sm text-muted">
        {REJECTION_NOTICE}
        {reason && <> They will read: “{REJECTION_REASONS[reason].told}”</>}
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="destructive" disabled={busy}>
          {busy ? 'Rejecting...' : confirmLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
