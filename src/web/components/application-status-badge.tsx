import type { ApplicationStatus } from '../../shared/applications';
import { Badge } from './ui/badge';

/** Spec §4: New is blue, Shortlisted green, any other status yellow. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const variant = status === 'New' ? 'default' : status === 'Shortlisted' ? 'success' : 'warning';
  return <Badge variant={variant}>{status}</Badge>;
}
