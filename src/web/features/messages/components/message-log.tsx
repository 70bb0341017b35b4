import { useRef } from 'react';
import type { Conversation } from '../../../../shared/contracts/messages';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { useLoadOlderMessages } from '../api';
import { readReceipt } from '../thread-cache';
import { useThreadScroll } from '../use-thread-scroll';
import { MessageBubble } from './message-bubble';
import { OfferCard } from './offer-card';

/**
 * The messages, oldest first, in a box that scrolls on its own (and by keyboard), newest at the end; the offer card
 * above the first message; older pages on demand. New messages are announced as they arrive (role log).
 */
export function MessageLog({ conversation, companyName }: { conversation: Conversation; companyName: string | null }) {
  const box = useRef<HTMLDivElement>(null);
  const onScroll = useThreadScroll(box, conversation.messages);
  const older = useLoadOlderMessages(conversation.id);
  const receipt = readReceipt(conversation);
  const now = new Date();
  const { olderCursor } = conversation;

  return (
    <div
      ref={box}
      onScroll={onScroll}
      role="log"
      aria-label={`Messages with ${conversation.counterpart.name}`}
      tabIndex={0}
      className="max-h-[60dvh] min-h-40 space-y-4 overflow-y-auto p-4 [overflow-anchor:none]"
    >
      {olderCursor && (
        <div className="flex flex-col items-center gap-2">
          <Button variant="outline" size="sm" disabled={older.isPending} onClick={() => older.mutate(olderCursor)}>
            {older.isPending ? 'Loading older messages…' : 'Load older messages'}
          </Button>
          <FieldError>{older.error?.message}</FieldError>
        </div>
      )}
      {!olderCursor && conversation.offer && <OfferCard offer={conversation.offer} />}
      <ol className="space-y-4">
        {conversation.messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            companyName={companyName}
            receipt={receipt?.messageId === message.id ? receipt.label : undefined}
            now={now}
          />
        ))}
      </ol>
    </div>
  );
}
