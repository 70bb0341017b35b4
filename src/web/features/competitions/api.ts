import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Competition } from '../../../shared/competitions';
import { apiGet } from '../../lib/api-client';

export const competitionsQueryOptions = queryOptions({
  queryKey: ['competitions'],
  queryFn: ({ signal }) => apiGet<{ competitions: Competition[] }>('/competitions', signal),
  staleTime: 5 * 60_000,
});

export function useCompetitions() {
  return useQuery(competitionsQueryOptions);
}
