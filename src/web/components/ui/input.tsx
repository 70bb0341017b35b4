import type * as React from 'react';
import { cn } from '../../lib/utils';

export function Input({ className, ...props }: React.ComponentProps<'input'>) {
  return <input data-slot="input" className={cn('ui-field ui-input', className)} {...props} />;
}
