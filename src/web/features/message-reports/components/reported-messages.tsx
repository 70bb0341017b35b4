import type { MessageReport } from '../../../../shared/contracts/messages';
import { formatMoment } from '../../../lib/format-date';
import { SIDE_LABELS } from './side-labels';

/**
 * The messages kept with a report, oldest first: who wrote each and when, and its text exactly as written (React
 * escapes it; line breaks kept, links left as text so an operator never follows one by accident).
 */
export function ReportedMessages({ messages, label }: { messages: MessageReport['messages']; label: string }) {
  return (
    <div className="text-sm">
      <h4 className="font-semibold">{messages.length === 1 ? '1 message' : `${messages.length} messages`}</h4>
      {messages.length === 0 ? (
        <p className="mt-1 text-muted">The conversation had no messages when it was reported.</p>
      ) : (
        <ol aria-label={label} className="mt-2 space-y-2">
          {messages.map((message, index) => (
            <li key={`${message.createdAt}-${index}`} className="rounded-lg border border-border p-3">
              <p className="text-muted">
                <span className="font-medium text-foreground">{message.authorName}</span> ({SIDE_LABELS[message.side]})
                · <time dateTime={message.createdAt}>{formatMoment(message.createdAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap wrap-anywhere">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
