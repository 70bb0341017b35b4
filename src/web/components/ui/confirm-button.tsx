import { useEffect, useRef, useState } from 'react';
import { Button } from './button';

/**
 * A button for an action that cannot be undone: the first press asks, in place, for a second press on
 * "Confirm …" (focus moves there), and Cancel puts the button back.
 */
export function ConfirmButton({
  label,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  variant = 'outline',
  question,
  accessibleLabel,
}: {
  label: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => Promise<unknown>;
  variant?: 'outline' | 'destructive';
  /** Said beside the confirm button, e.g. "Remove Ada from the company?" */
  question?: string;
  /** The first button's name when its label alone is ambiguous in a list ("Close Quant Intern"). */
  accessibleLabel?: string;
}) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <Button size="sm" variant="outline" aria-label={accessibleLabel} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {question && <span className="text-sm">{question}</span>}
      <Button
        ref={confirmRef}
        size="sm"
        variant={variant}
        disabled={busy}
        onClick={() => void onConfirm().finally(() => setAsking(false))}
      >
        {busy ? busyLabel : confirmLabel}
      </Button>
      <Button size="sm" variant="ghost" disabled={busy} onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </div>
  );
}
