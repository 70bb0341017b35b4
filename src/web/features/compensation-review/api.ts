import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompensationReviewQueue } from '../../../shared/compensation';
import { api } from '../../lib/api-client';

const REVIEW_KEY = ['compensation-review'] as const;

/** One page of held or hidden compensation entries (operators; anyone else gets a 403). */
export function useCompensationReview(queue: CompensationReviewQueue, page: number) {
  return useQuery({
    queryKey: [...REVIEW_KEY, queue, page],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ queue });
      if (page > 1) query.set('page', String(page));
      return api.get('/compensation/review', { query, signal });
    },
    // Another operator may have just decided: read afresh on every visit.
    staleTime: 0,
  });
}

/**
 * After a decision the queues, the console's counts and the public statistics change: each is read again, and the
 * mutation resolves once the queues have been, so the page shows the entry gone.
 */
function useReviewMutation<V>(send: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: ['operator-console'] });
      void queryClient.invalidateQueries({ queryKey: ['compensation'] });
      await queryClient.invalidateQueries({ queryKey: REVIEW_KEY });
    },
  });
}

export function useApproveEntry() {
  return useReviewMutation((id: string) => api.action('/compensation/entries/{id}/approve', { params: { id } }));
}

export function useHideEntry() {
  return useReviewMutation(({ id, reason }: { id: string; reason: string }) =>
    api.post('/compensation/entries/{id}/hide', { reason }, { params: { id } }),
  );
}

export function useUnhideEntry() {
  return useReviewMutation(({ id, reason }: { id: string; reason: string }) =>
    api.post('/compensation/entries/{id}/unhide', { reason }, { params: { id } }),
  );
}
