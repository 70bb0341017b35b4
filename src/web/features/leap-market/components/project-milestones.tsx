import type { MarketProject } from '../../../../shared/contracts/projects';
import { formatBudget } from '../../../../shared/projects';

/** The milestones the firm planned, in order, with what each pays when the firm set amounts. */
export function ProjectMilestones({ milestones }: { milestones: MarketProject['milestones'] }) {
  if (milestones.length === 0) return null;
  return (
    <section aria-labelledby="project-milestones" className="space-y-3">
      <h2 id="project-milestones" className="text-lg font-semibold">
        Milestones
      </h2>
      <ol className="space-y-3">
        {milestones.map((milestone, index) => (
          <li key={index} className="rounded-lg border border-border p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-medium break-words">{`${index + 1}. ${milestone.title}`}</p>
              {milestone.amount !== null && (
                <p className="font-medium text-success tabular-nums">
                  {formatBudget({ type: 'fixed', min: milestone.amount, max: milestone.amount })}
                </p>
              )}
            </div>
            {milestone.description && (
              <p className="mt-1 text-sm break-words whitespace-pre-line text-muted">{milestone.description}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
