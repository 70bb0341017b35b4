import { useEffect, useRef } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Conversation } from '../../../shared/contracts/messages';
import {
  MESSAGE_POLL_MS,
  type ConversationSide,
  type DeclineReason,
  type ReportReason,
} from '../../../shared/message-rules';
import type { CompensationLevel, CompensationRegion, CompensationRole } from '../../../shared/compensation';
import type { StartConversation } from '../../../shared/messages';
import { api, ApiError } from '../../lib/api-client';
import { mergeNewest, withOlder } from './thread-cache';
import { UNREAD_QUERY_KEY, useUnreadCount } from './use-unread-count';

export { UNREAD_QUERY_KEY, useUnreadCount } from './use-unread-count';

const keys = {
  inbox: ['messages', 'inbox'] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
  recipient: (query: string) => ['messages', 'recipient', query] as const,
  benchmark: (group: OfferGroup | null) =>
    ['messages', 'offer-benchmark', group?.role, group?.level, group?.region] as const,
};

/** The list changes with any message or status: read again after one. */
const refreshInbox = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: keys.inbox });

/**
 * The caller's conversations, most recent first, a page at a time ("Load more"). The list is read again when the
 * polled unread count changes, so a new conversation or reply shows without reloading.
 */
export function useInbox() {
  const queryClient = useQueryClient();
  const unread = useUnreadCount();
  const seenUnread = useRef(unread);
  useEffect(() => {
    if (seenUnread.current === unread) return;
    seenUnread.current = unread;
    void refreshInbox(queryClient);
  }, [unread, queryClient]);
  return useInfiniteQuery({
    queryKey: keys.inbox,
    queryFn: ({ pageParam, signal }) =>
      api.get('/messages/conversations', {
        query: new URLSearchParams(pageParam ? { cursor: pageParam } : {}),
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Puts an answer that carries the conversation (a send, a decline) in the cache, kept with what is shown. */
function storeConversation(queryClient: QueryClient, conversation: Conversation) {
  queryClient.setQueryData<Conversation>(keys.conversation(conversation.id), (previous) =>
    mergeNewest(previous, conversation),
  );
}

/**
 * One conversation with its newest messages, asked again every MESSAGE_POLL_MS while the tab is visible (decision
 * 0019: polling); older messages loaded with useLoadOlderMessages stay on screen across polls.
 */
export function useConversation(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: keys.conversation(id),
    queryFn: async ({ signal }) =>
      mergeNewest(
        queryClient.getQueryData<Conversation>(keys.conversation(id)),
        await api.get('/messages/conversations/{id}', { params: { id }, signal }),
      ),
    // A conversation that is gone for the caller (blocked by the quant, never theirs) is not asked for again.
    refetchInterval: (query) => (isNotFound(query.state.error) ? false : MESSAGE_POLL_MS),
    refetchIntervalInBackground: false,
    staleTime: MESSAGE_POLL_MS,
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** "Load older messages": the page before the oldest one shown, put in front of it. */
export function useLoadOlderMessages(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (before: string) =>
      api.get('/messages/conversations/{id}', { params: { id }, query: new URLSearchParams({ before }) }),
    onSuccess: (older) =>
      queryClient.setQueryData<Conversation>(keys.conversation(id), (current) =>
        current ? withOlder(current, older) : current,
      ),
  });
}

/** Runs a conversation action whose answer is the conversation, then stores it and refreshes the list. */
function useConversationAction<V>(run: (variables: V) => Promise<Conversation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (conversation) => {
      storeConversation(queryClient, conversation);
      await refreshInbox(queryClient);
    },
  });
}

export function useSendMessage(id: string) {
  return useConversationAction((body: string) =>
    api.post('/messages/conversations/{id}/messages', { body }, { params: { id } }),
  );
}

/** The quant says no, with an optional reason the firm sees. */
export function useDeclineConversation(id: string) {
  return useConversationAction((reason: DeclineReason | null) =>
    api.post('/messages/conversations/{id}/decline', { reason }, { params: { id } }),
  );
}

/** The quant blocks the company: added to their profile's block list. */
export function useBlockCompany(id: string) {
  return useConversationAction(() => api.action('/messages/conversations/{id}/block', { params: { id } }));
}

export function useReportConversation(id: string) {
  return useMutation({
    mutationFn: (report: { reason: ReportReason; details: string }) =>
      api.post('/messages/conversations/{id}/report', report, { params: { id } }),
  });
}

/** Marks the conversation read; the badge takes the unread count the server answers. */
export function useMarkRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.action('/messages/conversations/{id}/read', { params: { id } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(UNREAD_QUERY_KEY, answer);
      await refreshInbox(queryClient);
    },
  });
}

/** Who a Contact or Message button writes to, and whether a conversation can start (or which one exists). */
export function useRecipient(
  query: { as: ConversationSide; profileId: string } | { as: ConversationSide; applicationId: string },
) {
  const text = new URLSearchParams(query).toString();
  return useQuery({
    queryKey: keys.recipient(text),
    queryFn: ({ signal }) => api.get('/messages/recipient', { query: new URLSearchParams(text), signal }),
    // The daily count and an existing conversation can change in another tab: always asked afresh.
    staleTime: 0,
  });
}

export interface OfferGroup {
  role: CompensationRole;
  level: CompensationLevel;
  region: CompensationRegion;
}

/** QuantLeap's compensation data for the offer's group, per month and per hour (null until all three are chosen). */
export function useOfferBenchmark(group: OfferGroup | null) {
  return useQuery({
    queryKey: keys.benchmark(group),
    queryFn: ({ signal }) => api.get('/messages/offer-benchmark', { query: new URLSearchParams({ ...group }), signal }),
    enabled: group !== null,
    staleTime: 5 * 60_000,
  });
}

/** Starts a conversation; its answer is put in the cache, so opening it shows it at once. */
export function useStartConversation() {
  return useConversationAction((input: StartConversation) => api.post('/messages/conversations', input));
}
