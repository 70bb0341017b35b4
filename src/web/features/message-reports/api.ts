import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportAction } from '../../../shared/messages';
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

/**
 * Acts on a report with a reason; resolves once the pages have been read again, so the card shows its outcome. Read
 * again on failure too: a 409 means another operator acted first, and the card should say how. The console's counts
 * are read again as well.
 */
export function useActOnMessageReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: ReportAction; reason: string }) =>
      api.post('/message-reports/{id}/action', { action, reason }, { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['operator-console'] }),
      ]),
  });
}
