import type * as React from 'react';
import { cn } from '../../lib/utils';

/** The message under a form field; pair its id with the field's aria-describedby. */
export function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p role="alert" className={cn('ui-field-error', className)} {...props}>
      {children}
    </p>
  );
}
