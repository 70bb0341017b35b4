import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Firm, FirmCategory } from '../../../shared/firms';
import { apiGet } from '../../lib/api-client';

export interface FirmsResponse {
  firms: Firm[];
  total: number;
  categories: FirmCategory[];
  lastUpdated: string;
}

/** The whole list (about 150 rows) once; search and category filter then apply live in the browser. */
export const firmsQueryOptions = queryOptions({
  queryKey: ['firms'],
  queryFn: ({ signal }) => apiGet<FirmsResponse>('/firms', signal),
  staleTime: 5 * 60_000,
});

export function useFirms() {
  return useQuery(firmsQueryOptions);
}
