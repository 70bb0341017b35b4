import type { Message } from '../../../../shared/contracts/messages';
import { cn } from '../../../lib/utils';
import { fullTime, messageTime } from '../message-time';
import { MessageBody } from './message-body';

/**
 * One message: its author (with the company on the firm's side, whose members share the conversation), when,
 * and the text, newlines kept and long words wrapped. The caller's own are on the right.
 */
export function MessageBubble({
  message,
  companyName,
  receipt,
  now,
}: {
  message: Message;
  companyName: string | null;
  receipt: string | undefined;
  now: Date;
}) {
  const mine = message.fromMe;
  return (
    <li className={cn('flex max-w-[85%] flex-col gap-1', mine ? 'ml-auto items-end' : 'mr-auto items-start')}>
      <p className="text-xs text-muted [overflow-wrap:anywhere]">
        <span className="font-medium text-foreground">{message.authorName}</span>
        {message.side === 'company' && companyName && <> · {companyName}</>} ·{' '}
        <time dateTime={message.createdAt} title={fullTime(message.createdAt)}>
          {messageTime(message.createdAt, now)}
        </time>
      </p>
      <div
        className={cn(
          'max-w-full rounded-2xl px-4 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]',
          mine ? 'rounded-br-sm bg-primary/15' : 'rounded-bl-sm bg-surface-raised',
        )}
      >
        <MessageBody body={message.body} />
      </div>
      {receipt && <p className="text-xs text-muted">{receipt}</p>}
    </li>
  );
}
