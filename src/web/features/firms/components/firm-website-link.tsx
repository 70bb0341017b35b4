import { ExternalLink } from 'lucide-react';
import type { Firm } from '../../../../shared/firms';
import { cn } from '../../../lib/utils';

/** The firm's name, linking to its own site in a new tab (said to screen-reader users too). */
export function FirmWebsiteLink({ firm, className }: { firm: Firm; className?: string }) {
  return (
    <a
      href={firm.url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-center gap-1.5 text-primary hover:underline', className)}
    >
      {firm.name}
      <ExternalLink aria-hidden className="size-3.5 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
