import { MessageSquare } from 'lucide-react';

/** The conversation pane on a wide screen before one is chosen (a phone shows only the list then). */
export function NoConversationPage() {
  return (
    <div className="flex h-full min-h-64 flex-col items-center justify-center gap-3 rounded-[var(--radius-card)] border border-dashed border-border p-8 text-center">
      <MessageSquare aria-hidden className="size-8 text-muted" />
      <p className="text-muted">Choose a conversation from the list to read it here.</p>
    </div>
  );
}
