import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_POLL_MS } from '../../../shared/message-poll';
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
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: UNREAD_QUERY_KEY,
    // mayPoll is asked when the poll is due, since React Query's interval does not look at `enabled` when it fires:
    // while the session is being ended or renewed, or after it ended, no request goes out (it would meet a deleted
    // session, a 401) and the badge keeps what it showed. `enabled` stays a plain "signed in": were it mayPoll, a
    // query update during a renewal would stop the interval for good.
    queryFn: ({ signal }) =>
      mayPoll()
        ? api.get('/messages/unread', { signal })
        : Promise.resolve(queryClient.getQueryData<{ unread: number }>(UNREAD_QUERY_KEY) ?? { unread: 0 }),
    enabled: Boolean(user),
    refetchInterval: MESSAGE_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: MESSAGE_POLL_MS,
  });
  return user ? (query.data?.unread ?? 0) : 0;
}

/** The accessible name of a link to /messages: "Messages, 3 unread" (the badge itself is only a number). */
export const messagesLinkLabel = (unread: number) => (unread > 0 ? `Messages, ${unread} unread` : 'Messages');
