import { useId } from 'react';
import { LoadError } from '../../../components/layout/load-error';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useInbox } from '../api';
import { ConversationListItem } from './conversation-list-item';
import { EmptyInbox } from './empty-inbox';

/**
 * The caller's conversations, most recent first, with "Load more" for older ones. Its heading is the page's h1
 * until a conversation is open; then the conversation's name is, and focus moves there.
 */
export function ConversationList({ selectedId }: { selectedId: string | undefined }) {
  const headingId = useId();
  const inbox = useInbox();
  const Heading = selectedId ? 'h2' : 'h1';
  const conversations = inbox.data?.pages.flatMap((page) => page.conversations) ?? [];
  const now = new Date();

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <Heading id={headingId} className="text-2xl font-bold tracking-tight">
        Messages
      </Heading>
      {inbox.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading conversations" />
        </div>
      ) : inbox.isError ? (
        <LoadError message={inbox.error.message} onRetry={() => void inbox.refetch()} />
      ) : conversations.length === 0 ? (
        <EmptyInbox />
      ) : (
        <>
          <ul aria-label="Conversations" className="space-y-1">
            {conversations.map((conversation) => (
              <ConversationListItem
                key={conversation.id}
                conversation={conversation}
                selected={conversation.id === selectedId}
                now={now}
              />
            ))}
          </ul>
          {inbox.hasNextPage && (
            <Button
              variant="outline"
              className="w-full"
              disabled={inbox.isFetchingNextPage}
              onClick={() => void inbox.fetchNextPage()}
            >
              {inbox.isFetchingNextPage ? 'Loading more…' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
