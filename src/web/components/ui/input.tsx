import type * as React from 'react';
import { cn } from '../../lib/utils';

export const fieldClasses =
  'w-full rounded-lg border border-border bg-background px-3 text-sm text-foreground placeholder:text-muted/80 transition-colors focus-visible:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/30';

export function Input({ className, ...props }: React.ComponentProps<'input'>) {
  return <input data-slot="input" className={cn(fieldClasses, 'h-10', className)} {...props} />;
}
