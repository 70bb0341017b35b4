import { useQuery } from '@tanstack/react-query';
import { MESSAGE_POLL_MS } from '../../../shared/message-rules';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/session';

export const UNREAD_QUERY_KEY = ['messages', 'unread'] as const;

/**
 * Messages the signed-in user has not read, for the header's badge on every page: asked every MESSAGE_POLL_MS
 * while the tab is visible (decision 0019), never for a visitor. Kept apart from api.ts and free of zod, since
 * every page's first load carries the header.
 */
export function useUnreadCount(): number {
  const { user, mayPoll } = useAuth();
  const query = useQuery({
    queryKey: UNREAD_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/messages/unread', { signal }),
    // Asked when a poll is due, so none is sent while the session is being ended or after it (a 401 in the console).
    enabled: mayPoll,
    refetchInterval: MESSAGE_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: MESSAGE_POLL_MS,
  });
  return user ? (query.data?.unread ?? 0) : 0;
}

/** The accessible name of a link to /messages: "Messages, 3 unread" (the badge itself is only a number). */
export const messagesLinkLabel = (unread: number) => (unread > 0 ? `Messages, ${unread} unread` : 'Messages');
