import type { MarketProject } from '../../../../shared/contracts/projects';
import { PROJECT_CATEGORY_LABELS, PROJECT_TYPE_LABELS, VISIBILITY_LABELS } from '../../../../shared/projects';
import { formatDay, formatDayOf } from '../../../lib/format-date';

/**
 * The project's dates and kind, as a description list beside its terms (budget, duration, work type: ProjectTerms);
 * only what the firm filled in is shown.
 */
export function ProjectFacts({ project }: { project: MarketProject }) {
  const facts: [string, string][] = [];
  if (project.completionDate) facts.push(['Desired completion', formatDay(project.completionDate)]);
  if (project.projectType) facts.push(['Project type', PROJECT_TYPE_LABELS[project.projectType]]);
  if (project.category) facts.push(['Category', PROJECT_CATEGORY_LABELS[project.category]]);
  // Only the posting company and invited quants open a private project: tell them it is not public.
  if (project.visibility === 'private') facts.push(['Visibility', VISIBILITY_LABELS.private]);
  if (project.publishedAt) facts.push(['Posted', formatDayOf(project.publishedAt)]);
  if (project.status === 'published' && project.expiresAt) {
    // A listing past its end and not yet closed by the daily sweep is as good as closed.
    const ended = new Date(project.expiresAt).getTime() <= Date.now();
    facts.push([ended ? 'Listing ended' : 'Listing ends', formatDayOf(project.expiresAt)]);
  }
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-muted">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
