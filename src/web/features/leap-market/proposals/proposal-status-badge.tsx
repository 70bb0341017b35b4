import type { ProposalStatus } from '../../../../shared/projects';
import { PROPOSAL_STATUS_LABELS } from '../../../../shared/projects';
import { Badge } from '../../../components/ui/badge';

const VARIANTS = {
  submitted: 'default',
  shortlisted: 'accent',
  declined: 'warning',
  accepted: 'success',
  withdrawn: 'outline',
} as const satisfies Record<ProposalStatus, string>;

/** A proposal's status as the quant reads it: Sent, Shortlisted, Declined, Accepted, Withdrawn. */
export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  return <Badge variant={VARIANTS[status]}>{PROPOSAL_STATUS_LABELS[status]}</Badge>;
}
