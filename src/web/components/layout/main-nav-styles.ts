import { cn } from '../../lib/utils';

/** The main navigation's look, shared by its links (main-nav.tsx) and its menus, which load later (main-nav-menu.tsx). */
export const MAIN_NAV_PROPS = { 'aria-label': 'Main', className: 'hidden md:block' } as const;

export const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground',
    isActive ? 'text-foreground' : 'text-muted',
  );

export const menuTriggerClass =
  'group flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-foreground data-[state=open]:text-foreground';
