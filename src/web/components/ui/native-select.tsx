import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/utils';

/**
 * A styled native <select>: keyboard, screen readers, mobile pickers and form autofill work as browsers made them,
 * at no JavaScript cost (see docs/decisions/0003-native-select.md).
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select data-slot="select" className="ui-field ui-select" {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
