import { Link } from 'react-router';
import { OPENED_FROM_LIST } from '../thread-focus';
import type { ConversationSummary } from '../../../../shared/contracts/messages';
import { conversationPath } from '../../../../shared/routes';
import { cn } from '../../../lib/utils';
import { counterpartDetail } from '../counterpart';
import { fullTime, relativeTime } from '../message-time';
import { StatusChip } from './status-chip';
import { UnreadPill } from './unread-pill';

/** One conversation in the list: who, about what, the last message, when, and how many are unread. */
export function ConversationListItem({
  conversation,
  selected,
  now,
}: {
  conversation: ConversationSummary;
  selected: boolean;
  now: Date;
}) {
  const { counterpart, lastMessage, unread } = conversation;
  const detail = counterpartDetail(counterpart);
  return (
    <li>
      <Link
        to={conversationPath(conversation.id)}
        state={OPENED_FROM_LIST}
        aria-current={selected ? 'page' : undefined}
        className={cn(
          'block rounded-lg border p-3 break-words transition-colors hover:bg-surface-raised focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          selected ? 'border-border bg-surface-raised' : 'border-transparent',
        )}
      >
        <span className="flex items-start justify-between gap-2">
          <span className={cn('min-w-0 [overflow-wrap:anywhere]', unread > 0 ? 'font-semibold' : 'font-medium')}>
            {counterpart.name}
          </span>
          <time dateTime={conversation.lastMessageAt} title={fullTime(conversation.lastMessageAt)}>
            <span className="text-xs whitespace-nowrap text-muted">
              {relativeTime(conversation.lastMessageAt, now)}
            </span>
          </time>
        </span>
        {detail && <span className="block text-xs text-muted [overflow-wrap:anywhere]">{detail}</span>}
        <span className="mt-1 block text-sm [overflow-wrap:anywhere]">{conversation.subject}</span>
        <span className="mt-0.5 line-clamp-2 text-sm text-muted [overflow-wrap:anywhere]">
          {lastMessage.fromMe && 'You: '}
          {lastMessage.preview}
        </span>
        {(unread > 0 || conversation.status !== 'open') && (
          <span className="mt-2 flex items-center gap-2">
            <StatusChip status={conversation.status} />
            <UnreadPill count={unread} />
            {unread > 0 && <span className="sr-only">{unread} unread</span>}
          </span>
        )}
      </Link>
    </li>
  );
}
