import { Banknote, CalendarClock, Clock, Eye } from 'lucide-react';
import type { OwnProject } from '../../../../shared/contracts/projects';
import { formatBudget, formatDuration, VISIBILITY_LABELS } from '../../../../shared/projects';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { listingEnds } from '../listing-dates';
import { ProjectActions } from './project-actions';
import { ProjectStatusBadge } from './project-status-badge';

/** One of the company's projects on the dashboard: where it stands, its terms, and what can be done to it. */
export function ProjectCard({ project, verified }: { project: OwnProject; verified: boolean }) {
  const ends = listingEnds(project);
  const missing = Object.values(project.publishProblems);
  return (
    <Card>
      <CardContent className="space-y-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 className="min-w-0 text-lg font-semibold wrap-anywhere">{project.title || 'Untitled project'}</h3>
          <div className="flex flex-wrap gap-2">
            {project.featured && <Badge variant="accent">Featured</Badge>}
            {project.urgent && <Badge variant="warning">Urgent</Badge>}
            <ProjectStatusBadge status={project.status} />
          </div>
        </div>
        <ul className="grid gap-2 text-sm text-muted sm:grid-cols-2">
          <li className="flex items-center gap-2">
            <Banknote aria-hidden className="size-4 shrink-0" />
            {project.budget ? (
              <span className="font-medium text-foreground">{formatBudget(project.budget)}</span>
            ) : (
              'No budget yet'
            )}
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 shrink-0" />
            {project.duration ? formatDuration(project.duration) : 'No duration yet'}
          </li>
          {ends && (
            <li className="flex items-center gap-2">
              <CalendarClock aria-hidden className="size-4 shrink-0" /> {ends}
            </li>
          )}
          <li className="flex items-center gap-2">
            <Eye aria-hidden className="size-4 shrink-0" /> {VISIBILITY_LABELS[project.visibility]}
          </li>
        </ul>
        {project.status === 'draft' && missing.length > 0 && (
          <p className="text-sm text-warning">{missing.join('. ')}.</p>
        )}
        <ProjectActions project={project} verified={verified} />
      </CardContent>
    </Card>
  );
}
