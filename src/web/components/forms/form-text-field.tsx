import type * as React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../ui/field-error';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { NativeSelect } from '../ui/native-select';
import { Textarea } from '../ui/textarea';

/** One text input of a form, described by data: which value it edits and how it is labelled and filled in. */
export interface TextFieldSpec<Name extends string> {
  name: Name;
  label: string;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
}

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  registration: UseFormRegisterReturn;
}

/**
 * The label, the control and its error message beneath it, which describes the control while there is one. A
 * required field shows an asterisk that screen readers skip (they hear aria-required).
 */
function RegisteredField({
  id,
  label,
  error,
  required,
  registration,
  control,
}: FieldProps & { control: (props: React.AriaAttributes & { id: string }) => React.ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label}
        {required && <span aria-hidden> *</span>}
      </Label>
      {control({
        id,
        'aria-required': required || undefined,
        'aria-invalid': !!error,
        'aria-describedby': error ? errorId : undefined,
        ...registration,
      })}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A labelled input registered with react-hook-form, with its error message. */
export function FormTextField({
  id,
  label,
  error,
  required,
  registration,
  ...input
}: FieldProps & Omit<React.ComponentProps<typeof Input>, 'id' | 'required'>) {
  return (
    <RegisteredField
      {...{ id, label, error, required, registration }}
      control={(field) => <Input {...input} {...field} />}
    />
  );
}

/** A labelled textarea registered with react-hook-form, with its error message. */
export function FormTextArea({
  id,
  label,
  error,
  required,
  registration,
  ...textarea
}: FieldProps & Omit<React.ComponentProps<typeof Textarea>, 'id' | 'required'>) {
  return (
    <RegisteredField
      {...{ id, label, error, required, registration }}
      control={(field) => <Textarea {...textarea} {...field} />}
    />
  );
}

/** A labelled native select registered with react-hook-form, with its error message; `placeholder` is an empty first choice. */
export function FormSelect({
  id,
  label,
  error,
  required,
  registration,
  options,
  placeholder,
}: FieldProps & { options: readonly string[]; placeholder?: string }) {
  return (
    <RegisteredField
      {...{ id, label, error, required, registration }}
      control={(field) => (
        <NativeSelect {...field}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
}
