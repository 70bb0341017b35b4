import { Tabs } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/utils';

/**
 * How the row behaves on a narrow screen. `inline`: as wide as its tabs, wrapping where it must. `fill`: on a phone
 * the row takes the full width and wraps into rows whose tabs stretch to fill them, so no tab is cut, hidden off to
 * the side or left dangling half-wrapped; from sm up it is inline again.
 */
const LAYOUTS = {
  inline: 'inline-flex flex-wrap',
  fill: 'flex w-full flex-wrap *:grow sm:inline-flex sm:w-auto sm:*:grow-0',
} as const;

/** The row of tab buttons (arrow keys move between them, as Radix provides). */
export function TabsList({
  className,
  layout = 'inline',
  ...props
}: React.ComponentProps<typeof Tabs.List> & { layout?: keyof typeof LAYOUTS }) {
  return <Tabs.List className={cn(LAYOUTS[layout], 'gap-1 rounded-lg bg-surface p-1', className)} {...props} />;
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
