import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * Reference data: it changes only with a deploy or a reference-data sync, so it never goes stale in a visit. The
 * page hydrates from the list it was rendered with and does not fetch it again.
 */
export const competitionsQueryOptions = queryOptions({
  queryKey: ['competitions'],
  queryFn: ({ signal }) => api.get('/competitions', { signal }),
  staleTime: Infinity,
});

export function useCompetitions() {
  return useQuery(competitionsQueryOptions);
}
