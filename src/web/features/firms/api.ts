import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FIRM_CATEGORIES, type FirmCategory, type FirmsPage } from '../../../shared/firms';
import { apiGet } from '../../lib/api-client';
import { parsePage } from '../../lib/use-url-filters';
import { isOneOf } from '../../lib/utils';

export interface FirmsFilter {
  q: string;
  category: FirmCategory | undefined;
  page: number;
}

/** The filter a URL's parameters name; unknown categories and bad page numbers fall back to the defaults. */
export function readFirmsFilter(params: URLSearchParams): FirmsFilter {
  const category = params.get('category');
  return {
    q: params.get('q') ?? '',
    category: isOneOf(FIRM_CATEGORIES, category) ? category : undefined,
    page: parsePage(params.get('page')),
  };
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
