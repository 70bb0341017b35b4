import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { MESSAGE_MESSAGES } from '../../../../shared/message-rules';
import { ROUTES } from '../../../../shared/routes';
import { LoadError } from '../../../components/layout/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { isNotFound, useConversation } from '../api';
import { ThreadView } from '../components/thread-view';

function BackLink() {
  return (
    <Link
      to={ROUTES.messages}
      className="inline-flex items-center gap-2 text-sm text-primary underline-offset-4 hover:underline md:hidden"
    >
      <ArrowLeft aria-hidden className="size-4" /> Back to messages
    </Link>
  );
}

/**
 * /messages/:id: one conversation (keyed by id, so each starts with its own scroll and read state), read again every MESSAGE_POLL_MS while the tab is visible. Anyone but its two
 * parties gets the same "not found" as for an id that does not exist.
 */
export function ConversationPage() {
  const { id = '' } = useParams();
  const conversation = useConversation(id);

  const notFound = isNotFound(conversation.error);
  // A failed poll keeps the conversation on screen; only "not found" (the quant blocked the firm) replaces it.
  if (conversation.data && !notFound) return <ThreadView key={id} conversation={conversation.data} />;
  if (conversation.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading conversation" />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <BackLink />
      <h1 className="text-xl font-semibold">{notFound ? MESSAGE_MESSAGES.notFound : 'Conversation'}</h1>
      {notFound ? (
        <p className="text-muted">It may no longer be available to you, or the address is wrong.</p>
      ) : (
        <LoadError message={conversation.error?.message ?? ''} onRetry={() => void conversation.refetch()} />
      )}
    </div>
  );
}
