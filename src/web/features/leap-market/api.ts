import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { lazyPart } from '../../lib/lazy-part';

/**
 * LeapMarket's calls to /api/leap-market, and the list as a part other pages load on demand. This module is what
 * the teaser page imports, so it stays light: the list's code (and the shared project rules with their zod) come
 * only with the part.
 */

/** Every LeapMarket query starts with 'leap-market': the firm's project changes invalidate them all at once. */
const keys = {
  list: (query: string) => ['leap-market', 'list', query] as const,
  project: (id: string) => ['leap-market', 'project', id] as const,
};

/**
 * One page of LeapMarket for the API query (market-query.ts builds it from the address); the previous page stays
 * on screen, dimmed, while the next one loads.
 */
export function useMarketProjects(query: URLSearchParams, enabled = true) {
  const search = query.toString();
  return useQuery({
    queryKey: keys.list(search),
    queryFn: ({ signal }) => api.get('/leap-market', { query: new URLSearchParams(search), signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A project's page: 404 for a project the caller may not see (a draft, a stranger's private project). */
export function useMarketProject(id: string) {
  return useQuery({
    queryKey: keys.project(id),
    queryFn: ({ signal }) => api.get('/leap-market/{id}', { params: { id }, signal }),
  });
}

/** Accepting an NDA notice answers the project in full: the page shows it at once, without asking again. */
export function useAcceptNda(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.action('/leap-market/{id}/nda', { params: { id } }),
    onSuccess: (project) => queryClient.setQueryData(keys.project(id), project),
  });
}

/**
 * The market under the teaser (/leap-market): its own chunk, fetched once the page has hydrated, so the prerendered
 * teaser paints and hydrates without it.
 */
export const leapMarketListPart = lazyPart(() =>
  import('./components/leap-market-list').then((module) => module.LeapMarketList),
);
