import { Search } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/utils';
import { Input } from './input';

/** A search box with its magnifier icon; label it with a <Label htmlFor> like any input. */
export function SearchInput({ className, ...props }: Omit<React.ComponentProps<typeof Input>, 'type'>) {
  return (
    <div className="relative">
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      <Input type="search" maxLength={100} className={cn('ui-search-input', className)} {...props} />
    </div>
  );
}
