import { DECLINE_REASON_LABELS } from '../../../../shared/message-rules';
import type { Conversation } from '../../../../shared/contracts/messages';

/** What a decline means for each side: the firm reads the quant's reason; the quant is told how to reopen. */
export function StatusNotice({ conversation }: { conversation: Conversation }) {
  if (conversation.status !== 'declined') return null;
  const reason = conversation.declineReason ? DECLINE_REASON_LABELS[conversation.declineReason] : null;
  const text =
    conversation.side === 'company'
      ? `Declined — ${reason ? `reason: ${reason}` : 'no reason given'}`
      : `You declined this conversation${reason ? ` (reason: ${reason})` : ''}. Writing to them opens it again.`;
  return <p className="border-b border-warning/30 bg-warning/10 px-4 py-2 text-sm">{text}</p>;
}
