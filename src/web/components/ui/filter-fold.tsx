import { SlidersHorizontal } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Button } from './button';

/**
 * Filters that fold away below the lg breakpoint behind a Show filters / Hide filters button and always show from
 * lg up, so on a phone the results come first. The caller owns `open`: it may keep the panel open (a field in it
 * showing the server's message must not be hidden).
 */
export function FilterFold({
  open,
  onOpenChange,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The panel's own look (border, padding); it is hidden or shown by this component. */
  className?: string;
  children: ReactNode;
}) {
  const panelId = useId();
  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="w-full lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        <SlidersHorizontal aria-hidden /> {open ? 'Hide filters' : 'Show filters'}
      </Button>
      <div id={panelId} className={cn('mt-4 lg:mt-0', className, open ? 'block' : 'hidden lg:block')}>
        {children}
      </div>
    </>
  );
}
