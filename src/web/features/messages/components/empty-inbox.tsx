import { MessagesSquare } from 'lucide-react';

/** The spec's empty state, and how conversations begin on each side. */
export function EmptyInbox() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-6 text-center">
      <MessagesSquare aria-hidden className="size-8 text-muted" />
      <p className="font-medium">No active conversations yet</p>
      <p className="text-sm text-muted">
        Firms start conversations by contacting quants from the talent directory or their applicants; quants can write
        to a firm about one of their applications.
      </p>
    </div>
  );
}
