import { Tabs } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/utils';

/** The row of tab buttons (arrow keys move between them, as Radix provides). */
export function TabsList({ className, ...props }: React.ComponentProps<typeof Tabs.List>) {
  return <Tabs.List className={cn('inline-flex flex-wrap gap-1 rounded-lg bg-surface p-1', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof Tabs.Trigger>) {
  return (
    <Tabs.Trigger
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-foreground data-[state=active]:bg-surface-raised data-[state=active]:text-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof Tabs.Content>) {
  return <Tabs.Content className={cn('mt-4 outline-none', className)} {...props} />;
}

export const TabsRoot = Tabs.Root;
