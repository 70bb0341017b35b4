import type { Conversation } from '../../../../shared/contracts/messages';
import { BlockDialog } from './block-dialog';
import { DeclineDialog } from './decline-dialog';
import { ReportDialog } from './report-dialog';

/** The quant's say over a conversation (decline, block the company) and, for either side, a report. */
export function ThreadActions({ conversation }: { conversation: Conversation }) {
  const company = conversation.counterpart.company ?? conversation.counterpart.name;
  const isQuant = conversation.side === 'quant';
  return (
    <div className="flex flex-wrap gap-2">
      {isQuant && conversation.status === 'open' && (
        <DeclineDialog conversationId={conversation.id} company={company} />
      )}
      {isQuant && conversation.status !== 'blocked' && (
        <BlockDialog conversationId={conversation.id} company={company} />
      )}
      <ReportDialog conversationId={conversation.id} />
    </div>
  );
}
