import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxStatus, InboxSubmissionType, SubscriberStatus } from '../../../shared/audience';
import { api } from '../../lib/api-client';

const keys = { all: ['operator-inbox'] as const };

const queryOf = (values: Record<string, string>) =>
  new URLSearchParams(Object.entries(values).filter(([, v]) => v !== ''));

/** One page of waitlist entries or contact messages (operators); nothing is read while `type` is null. */
export function useInboxSubmissions(type: InboxSubmissionType | null, q: string, status: InboxStatus, page: number) {
  return useQuery({
    queryKey: [...keys.all, 'submissions', type, q, status, page],
    queryFn: ({ signal }) =>
      api.get('/operator-inbox/submissions', {
        query: queryOf({ type: type ?? 'waitlist', q, status, page: String(page) }),
        signal,
      }),
    enabled: type !== null,
    placeholderData: keepPreviousData,
    // Another operator may have just handled an item.
    staleTime: 0,
  });
}

/** One page of newsletter addresses (operators), read while `enabled`. */
export function useSubscribers(enabled: boolean, q: string, status: SubscriberStatus, page: number) {
  return useQuery({
    enabled,
    queryKey: [...keys.all, 'subscribers', q, status, page],
    queryFn: ({ signal }) =>
      api.get('/operator-inbox/subscribers', { query: queryOf({ q, status, page: String(page) }), signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The CSV download of the current filter: a plain link, so the browser saves the streamed file itself. */
export function inboxExportUrl(type: InboxSubmissionType, q: string, status: InboxStatus): string {
  return `/api/operator-inbox/submissions/export?${queryOf({ type, q, status }).toString()}`;
}

export function subscribersExportUrl(q: string, status: SubscriberStatus): string {
  return `/api/operator-inbox/subscribers/export?${queryOf({ q, status }).toString()}`;
}

/** Marks an item handled, or undoes it; the lists and the console's counts are read again. */
export function useHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      handled
        ? api.action('/operator-inbox/submissions/{id}/handled', { params: { id } })
        : api.delete('/operator-inbox/submissions/{id}/handled', { params: { id } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all }),
        queryClient.invalidateQueries({ queryKey: ['operator-console'] }),
      ]);
    },
  });
}
