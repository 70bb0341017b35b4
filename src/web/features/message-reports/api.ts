import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const messageReportsQueryOptions = queryOptions({
  queryKey: ['message-reports'],
  queryFn: ({ signal }) => api.get('/message-reports', { signal }),
});

/** Reported conversations, open ones first (operators; anyone else gets a 403). */
export function useMessageReports() {
  return useQuery(messageReportsQueryOptions);
}

/** Marks a report handled; resolves once the list has been read again, so the page shows it moved. */
export function useResolveMessageReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.action('/message-reports/{id}/resolve', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageReportsQueryOptions.queryKey }),
  });
}
