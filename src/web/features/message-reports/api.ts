import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const REPORTS_KEY = ['message-reports'] as const;

export const messageReportsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...REPORTS_KEY, page],
    queryFn: ({ signal }) =>
      api.get('/message-reports', { query: new URLSearchParams(page > 1 ? { page: String(page) } : {}), signal }),
  });

/** One page of reported conversations, open ones first (operators; anyone else gets a 403). */
export function useMessageReports(page: number) {
  return useQuery(messageReportsQueryOptions(page));
}

/** Marks a report handled; resolves once the pages have been read again, so the page shows it moved. */
export function useResolveMessageReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.action('/message-reports/{id}/resolve', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}
