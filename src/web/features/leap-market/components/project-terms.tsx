import { Banknote, CalendarRange, MapPin } from 'lucide-react';
import type { MarketProjectCard } from '../../../../shared/contracts/projects';
import { BUDGET_TYPE_LABELS, formatBudget, formatDuration, WORK_TYPE_LABELS } from '../../../../shared/projects';
import { cn } from '../../../lib/utils';

/** A draft its own company previews may have no budget yet; every listed project has one. */
type Terms = Pick<MarketProjectCard, 'duration' | 'workType'> & { budget: MarketProjectCard['budget'] | null };

/**
 * What the work pays, how long it runs and where: the three lines a quant decides on. Pay is always shown (a
 * listing cannot be published without a budget), read out as "Budget: $12,000, fixed price".
 */
export function ProjectTerms({ project, size = 'sm' }: { project: Terms; size?: 'sm' | 'base' }) {
  return (
    <ul className={cn('space-y-1.5', size === 'sm' ? 'text-sm' : 'text-base')}>
      <li className="flex items-center gap-2 font-medium text-foreground">
        <Banknote aria-hidden className="size-4 shrink-0 text-success" />
        <span>
          <span className="sr-only">Budget: </span>
          {project.budget ? (
            <>
              {formatBudget(project.budget)}
              <span className="font-normal text-muted"> · {BUDGET_TYPE_LABELS[project.budget.type]}</span>
            </>
          ) : (
            'No budget yet'
          )}
        </span>
      </li>
      {project.duration && (
        <li className="flex items-center gap-2 text-muted">
          <CalendarRange aria-hidden className="size-4 shrink-0" />
          <span>
            <span className="sr-only">Duration: </span>
            {formatDuration(project.duration)}
          </span>
        </li>
      )}
      <li className="flex items-center gap-2 text-muted">
        <MapPin aria-hidden className="size-4 shrink-0" />
        <span>
          <span className="sr-only">Work type: </span>
          {WORK_TYPE_LABELS[project.workType]}
        </span>
      </li>
    </ul>
  );
}
