import { PROPOSAL_STATUS_LABELS, type ProposalStatus } from '../../../../shared/projects';
import { Badge } from '../../../components/ui/badge';

const VARIANTS: Record<ProposalStatus, 'default' | 'success' | 'warning' | 'accent' | 'outline'> = {
  submitted: 'default',
  shortlisted: 'accent',
  accepted: 'success',
  declined: 'warning',
  withdrawn: 'outline',
};

/** Where a proposal stands, in words (Sent, Shortlisted, Accepted, Declined, Withdrawn) as well as colour. */
export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  return <Badge variant={VARIANTS[status]}>{PROPOSAL_STATUS_LABELS[status]}</Badge>;
}
