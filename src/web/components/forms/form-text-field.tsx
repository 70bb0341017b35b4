import type * as React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../ui/field-error';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

/** One text input of a form, described by data: which value it edits and how it is labelled and filled in. */
export interface TextFieldSpec<Name extends string> {
  name: Name;
  label: string;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
}

/**
 * A labelled input registered with react-hook-form. Its error message sits beneath it and describes it while
 * there is one; a required field shows an asterisk that screen readers skip (they hear aria-required).
 */
export function FormTextField({
  id,
  label,
  error,
  required,
  registration,
  ...input
}: {
  id: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  registration: UseFormRegisterReturn;
} & Omit<React.ComponentProps<typeof Input>, 'id' | 'required'>) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label}
        {required && <span aria-hidden> *</span>}
      </Label>
      <Input
        id={id}
        aria-required={required || undefined}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        {...input}
        {...registration}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
