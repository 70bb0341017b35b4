import { useId } from 'react';
import type * as React from 'react';
import { Input } from './input';
import { Label } from './label';

/** A labelled, required text input: the label is tied to the input, so it is the field's accessible name. */
export function TextField({ label, ...props }: { label: string } & React.ComponentProps<typeof Input>) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} required {...props} />
    </div>
  );
}
