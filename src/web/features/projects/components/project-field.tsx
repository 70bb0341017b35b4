import type * as React from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

/** What a control needs to be named by its label and described by its hint or its error. */
export interface ControlAria {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * One field of the project form: its label, the control, and beneath it the error (while there is one) or a hint.
 * The control is given the ids that tie them together.
 */
export function ProjectField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error: string | undefined;
  hint?: React.ReactNode;
  className?: string;
  children: (aria: ControlAria) => React.ReactNode;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className ?? 'min-w-0 space-y-2'}>
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

/** A native select over labelled values, with an optional empty first choice ('' for none). */
export function ChoiceSelect<T extends string>({
  values,
  labels,
  placeholder,
  ...select
}: {
  values: readonly T[];
  labels: Record<T, string>;
  placeholder?: string;
} & React.ComponentProps<'select'>) {
  return (
    <NativeSelect {...select}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </NativeSelect>
  );
}

/** A group of radio buttons under a legend, each with its label (and an optional line under it). */
export function RadioChoices<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly { value: T; label: string; detail?: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span className="min-w-0">
                <span className="block text-sm font-medium">{option.label}</span>
                {option.detail && <span className="block text-xs text-muted">{option.detail}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
