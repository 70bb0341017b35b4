import { CheckCircle2, CircleDashed, XCircle, type LucideIcon } from 'lucide-react';
import type { RequirementLine } from '../../../../shared/contracts/talent';
import type { RequirementState } from '../../../../shared/talent-match';
import { cn } from '../../../lib/utils';

/** Each state by shape and word as well as colour, so it reads without colour vision. */
export const STATE_MARKERS: Record<RequirementState, { label: string; icon: LucideIcon; tone: string }> = {
  met: { label: 'Met', icon: CheckCircle2, tone: 'text-success' },
  partial: { label: 'Partly met', icon: CircleDashed, tone: 'text-warning' },
  missing: { label: 'Missing', icon: XCircle, tone: 'text-destructive' },
};

/** Why a quant scored what they did: one line per requirement of the criteria, with its state. */
export function RequirementLines({ lines, name }: { lines: RequirementLine[]; name: string }) {
  return (
    <ul aria-label={`Why ${name} matched`} className="space-y-1.5 text-sm">
      {lines.map((line) => {
        const marker = STATE_MARKERS[line.state];
        const Icon = marker.icon;
        return (
          <li key={line.requirement} className="flex items-start gap-2">
            <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', marker.tone)} />
            <span className="min-w-0 wrap-anywhere">
              <span className={cn('font-medium', marker.tone)}>{marker.label}:</span> {line.text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
