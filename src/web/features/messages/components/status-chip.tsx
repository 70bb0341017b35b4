import type { ConversationStatus } from '../../../../shared/message-rules';
import { Badge } from '../../../components/ui/badge';

/** Declined or Blocked beside a conversation; an open one has no chip. */
export function StatusChip({ status }: { status: ConversationStatus }) {
  if (status === 'declined') return <Badge variant="warning">Declined</Badge>;
  if (status === 'blocked') return <Badge variant="outline">Blocked</Badge>;
  return null;
}
