import { ArrowLeft } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import type { Conversation } from '../../../../shared/contracts/messages';
import { companyPath, ROUTES } from '../../../../shared/routes';
import { counterpartDetail } from '../counterpart';
import { StatusChip } from './status-chip';
import { ThreadActions } from './thread-actions';

/** Who the conversation is with and about what, its status, the actions; on a phone, the way back to the list. */
export function ThreadHeader({
  conversation,
  headingId,
  headingRef,
}: {
  conversation: Conversation;
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { counterpart } = conversation;
  const detail = counterpartDetail(counterpart);
  return (
    <header className="space-y-3 border-b border-border p-4">
      <Link
        to={ROUTES.messages}
        className="inline-flex items-center gap-2 text-sm text-primary underline-offset-4 hover:underline md:hidden"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to messages
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1 [overflow-wrap:anywhere]">
          <h1 ref={headingRef} id={headingId} className="text-xl font-semibold tracking-tight">
            {counterpart.companySlug ? (
              <Link to={companyPath(counterpart.companySlug)} className="hover:underline">
                {counterpart.name}
              </Link>
            ) : (
              counterpart.name
            )}
          </h1>
          {detail && <p className="text-sm text-muted">{detail}</p>}
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span>{conversation.subject}</span>
            <StatusChip status={conversation.status} />
          </p>
        </div>
        <ThreadActions conversation={conversation} />
      </div>
    </header>
  );
}
