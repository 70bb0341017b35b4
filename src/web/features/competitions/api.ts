import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Competition } from '../../../shared/competitions';
import { apiGet } from '../../lib/api-client';

/**
 * Reference data: it changes only with a deploy or a reference-data sync, so it never goes stale in a visit. The
 * page hydrates from the list it was rendered with and does not fetch it again.
 */
export const competitionsQueryOptions = queryOptions({
  queryKey: ['competitions'],
  queryFn: ({ signal }) => apiGet<{ competitions: Competition[] }>('/competitions', signal),
  staleTime: Infinity,
});

export function useCompetitions() {
  return useQuery(competitionsQueryOptions);
}
