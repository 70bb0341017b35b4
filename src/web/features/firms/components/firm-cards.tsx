import type { Firm } from '../../../../shared/contracts/firms';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { FirmWebsiteLink } from './firm-website-link';
import { VerifiedMark } from './verified-mark';

/**
 * The firms as cards, for screens too narrow for the table's three columns: the description reads under the name
 * instead of off-screen, and the category chip wraps instead of being cut.
 */
export function FirmCards({
  firms,
  verified,
  className,
}: {
  firms: Firm[];
  verified: ReadonlyMap<string, string>;
  className?: string;
}) {
  return (
    <ul aria-label="Quant firms, filtered by your search" className={cn('space-y-3', className)}>
      {firms.map((firm) => (
        <li key={firm.name} className="rounded-xl border border-border bg-surface p-4">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
            <FirmWebsiteLink firm={firm} className="min-w-0 font-medium break-words" />
            <Badge variant="outline" data-testid="firm-category" className="max-w-full">
              {firm.category}
            </Badge>
          </div>
          <VerifiedMark slug={verified.get(firm.name)} className="mt-2" />
          <p data-testid="firm-description" className="mt-2 text-sm break-words text-muted">
            {firm.description}
          </p>
        </li>
      ))}
    </ul>
  );
}
