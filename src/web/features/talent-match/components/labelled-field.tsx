import type * as React from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';

/** The ARIA a field's control takes from its wrapper: invalid while there is a message, described by it or the hint. */
export interface ControlAria {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** A label, one control, and beneath it the field's error (or its hint), which describes the control. */
export function LabelledField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  className?: string;
  children: (aria: ControlAria) => React.ReactNode;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('min-w-0 space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {error ? (
        <FieldError id={`${id}-error`}>{error}</FieldError>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
