import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const keys = { all: ['operator-people'] as const };

/** People and companies whose e-mail or name contain `q`, one page (operators). */
export function useOperatorSearch(q: string, page: number) {
  return useQuery({
    queryKey: [...keys.all, 'search', q, page],
    queryFn: ({ signal }) =>
      api.get('/operator-people/search', { query: new URLSearchParams({ q, page: String(page) }), signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function usePersonDetail(id: string | null) {
  return useQuery({
    queryKey: [...keys.all, 'person', id],
    queryFn: ({ signal }) => api.get('/operator-people/people/{id}', { params: { id: id! }, signal }),
    enabled: id !== null,
    // Another operator may have just suspended or restored them.
    staleTime: 0,
  });
}

export function useCompanyDetail(id: string | null) {
  return useQuery({
    queryKey: [...keys.all, 'company', id],
    queryFn: ({ signal }) => api.get('/operator-people/companies/{id}', { params: { id: id! }, signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Suspends (with a reason) or restores a person or a company; the search and the detail are read again. */
export function useSuspension(kind: 'people' | 'companies') {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: keys.all });
  const suspend = useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) => {
      if (kind === 'people') await api.post('/operator-people/people/{id}/suspension', { reason }, { params: { id } });
      else await api.post('/operator-people/companies/{id}/suspension', { reason }, { params: { id } });
    },
    onSuccess: done,
  });
  const restore = useMutation({
    mutationFn: async (id: string) => {
      if (kind === 'people') await api.delete('/operator-people/people/{id}/suspension', { params: { id } });
      else await api.delete('/operator-people/companies/{id}/suspension', { params: { id } });
    },
    onSuccess: done,
  });
  return { suspend, restore };
}
