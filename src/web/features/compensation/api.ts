import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompensationFilter,
  CompensationSortColumn,
  CompensationSubmissionInput,
} from '../../../shared/compensation';
import { api } from '../../lib/api-client';

export interface CompensationSort {
  column: CompensationSortColumn;
  direction: 'asc' | 'desc';
}

/** Spec §7/§9: refetched every 60 s and on window focus, stale after 30 s. */
const FRESHNESS = { staleTime: 30_000, refetchInterval: 60_000, refetchOnWindowFocus: true } as const;

function filterParams(filter: CompensationFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.role) params.set('role', filter.role);
  if (filter.level) params.set('level', filter.level);
  if (filter.region) params.set('region', filter.region);
  if (!filter.includeStock) params.set('includeStock', 'false');
  if (!filter.includeBonus) params.set('includeBonus', 'false');
  return params;
}

export function compensationEntriesQueryOptions(
  filter: CompensationFilter,
  sort: CompensationSort | null,
  cursor: string | null,
) {
  const params = filterParams(filter);
  if (sort) {
    params.set('sort', sort.column);
    params.set('dir', sort.direction);
  }
  if (cursor) params.set('cursor', cursor);
  return queryOptions({
    queryKey: ['compensation', 'entries', filter, sort, cursor],
    queryFn: ({ signal }) => api.get('/compensation/entries', { query: params, signal }),
    ...FRESHNESS,
  });
}

export function compensationStatisticsQueryOptions(filter: CompensationFilter) {
  return queryOptions({
    queryKey: ['compensation', 'statistics', filter],
    queryFn: ({ signal }) => api.get('/compensation/statistics', { query: filterParams(filter), signal }),
    ...FRESHNESS,
  });
}

/** One page of entries; the previous page stays on screen while another loads. */
export function useCompensationEntries(
  filter: CompensationFilter,
  sort: CompensationSort | null,
  cursor: string | null,
) {
  return useQuery({ ...compensationEntriesQueryOptions(filter, sort, cursor), placeholderData: keepPreviousData });
}

export function useCompensationStatistics(filter: CompensationFilter) {
  return useQuery({ ...compensationStatisticsQueryOptions(filter), placeholderData: keepPreviousData });
}

export function submitCompensation(input: CompensationSubmissionInput) {
  return api.post('/compensation/entries', input);
}

/** After a submission every compensation query (entries and statistics) is refetched (spec §7). */
export function useSubmitCompensation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitCompensation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['compensation'] }),
  });
}
