import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FIRM_CATEGORIES, type FirmCategory } from '../../../shared/firms';
import { api } from '../../lib/api-client';
import { isOneOf } from '../../lib/utils';

export interface FirmsFilter {
  q: string;
  category: FirmCategory | undefined;
}

/** The filter a URL's parameters name; an unknown category falls back to all. `?page=` of older links is ignored. */
export function readFirmsFilter(params: URLSearchParams): FirmsFilter {
  const category = params.get('category');
  return {
    q: params.get('q') ?? '',
    category: isOneOf(FIRM_CATEGORIES, category) ? category : undefined,
  };
}

/**
 * The whole reference list, which the page filters in the browser (no request per keystroke). It changes only
 * with a deploy or a reference-data sync, so it never goes stale in a visit: the page hydrates from the list it
 * was rendered with and does not fetch it again (docs/decisions/0008-reference-pages-with-their-data.md).
 */
export const firmsListQueryOptions = queryOptions({
  queryKey: ['firms', 'all'],
  queryFn: ({ signal }) => api.get('/firms/all', { signal }),
  staleTime: Infinity,
});

export function useFirmsList() {
  return useQuery(firmsListQueryOptions);
}

/**
 * Which firms are verified companies on QuantLeap (name → their company page's slug). Asked for after the page
 * shows: it changes with every verification, so it is not part of the prerendered list.
 */
export function useVerifiedFirms(): ReadonlyMap<string, string> {
  const query = useQuery({
    queryKey: ['firms', 'verified'],
    queryFn: ({ signal }) => api.get('/firms/verified', { signal }),
    staleTime: 5 * 60_000,
  });
  return useMemo(
    () => new Map((query.data?.firms ?? []).map((firm) => [firm.name, firm.companySlug] as const)),
    [query.data],
  );
}
