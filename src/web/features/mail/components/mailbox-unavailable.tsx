import { MailX } from 'lucide-react';
import { ApiError } from '../../../lib/api-client';

/**
 * The server's considered "no": 404 when the mailbox is switched off, 403 when the request did not come from this
 * machine (or came through a proxy). Retrying or polling cannot change either answer.
 */
export function isMailboxRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/** Why the mailbox cannot be read here; the server's message says how to change that. */
export function MailboxUnavailable({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-12 text-center">
      <MailX aria-hidden className="size-8 text-muted" />
      <h2 className="font-semibold">The development mailbox is not available</h2>
      <p className="text-sm text-muted">{message}</p>
    </div>
  );
}
