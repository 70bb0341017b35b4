import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FirmCategory, FirmsPage } from '../../../shared/firms';
import { apiGet } from '../../lib/api-client';

export interface FirmsFilter {
  q: string;
  category: FirmCategory | undefined;
  page: number;
}

export function firmsQueryOptions(filter: FirmsFilter) {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.category) params.set('category', filter.category);
  if (filter.page > 1) params.set('page', String(filter.page));
  const search = params.toString();
  return queryOptions({
    queryKey: ['firms', filter],
    queryFn: ({ signal }) => apiGet<FirmsPage>(`/firms${search ? `?${search}` : ''}`, signal),
    staleTime: 5 * 60_000,
  });
}

/** One page of the firms list for the filter; the previous page stays on screen while the next one loads. */
export function useFirms(filter: FirmsFilter) {
  return useQuery({ ...firmsQueryOptions(filter), placeholderData: keepPreviousData });
}
