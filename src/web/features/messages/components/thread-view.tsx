import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import type { Conversation } from '../../../../shared/contracts/messages';
import { useCompanyAccess } from '../../../lib/company-access';
import { openedFromList } from '../thread-focus';
import { useMarkReadWhenSeen } from '../use-mark-read-when-seen';
import { Composer } from './composer';
import { MessageLog } from './message-log';
import { StatusNotice } from './status-notice';
import { ThreadHeader } from './thread-header';

/** One conversation: who and what, the messages, and the composer, or why the caller cannot write now. */
export function ThreadView({ conversation }: { conversation: Conversation }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { company } = useCompanyAccess();
  // Opened from the list: focus moves to the conversation, as it moves to a new page's heading elsewhere (the
  // app's focus on navigation leaves it on the list's link, which a phone no longer shows).
  const fromList = openedFromList(useLocation().state);
  useEffect(() => {
    if (!fromList) return;
    headingRef.current?.setAttribute('tabindex', '-1');
    headingRef.current?.focus({ preventScroll: true });
  }, [fromList, conversation.id]);
  useMarkReadWhenSeen(conversation);
  // The firm's side is shown with its company: the quant sees it as the counterpart, a member as their own.
  const companyName = conversation.side === 'quant' ? conversation.counterpart.company : (company?.name ?? null);

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-[var(--radius-card)] border border-border bg-surface"
    >
      <ThreadHeader conversation={conversation} headingId={headingId} headingRef={headingRef} />
      <StatusNotice conversation={conversation} />
      <MessageLog conversation={conversation} companyName={companyName} />
      <div className="border-t border-border p-4">
        {conversation.canSend ? (
          <Composer conversationId={conversation.id} recipient={conversation.counterpart.name} />
        ) : (
          <p className="text-sm text-muted">{conversation.cannotSendReason}</p>
        )}
      </div>
    </article>
  );
}
