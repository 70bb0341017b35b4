import { PROJECT_STATUS_LABELS, type ProjectStatus } from '../../../../shared/projects';
import { Badge } from '../../../components/ui/badge';

const VARIANTS: Record<ProjectStatus, 'success' | 'warning' | 'accent' | 'outline'> = {
  published: 'success',
  in_progress: 'accent',
  draft: 'warning',
  closed: 'outline',
};

/** Where a project stands, in words: Published green, In progress accent, Draft yellow, Closed muted. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return <Badge variant={VARIANTS[status]}>{PROJECT_STATUS_LABELS[status]}</Badge>;
}
