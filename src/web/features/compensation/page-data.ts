import type { QueryClient } from '@tanstack/react-query';
import { compensationEntriesQueryOptions, compensationStatisticsQueryOptions } from './api';
import { readCompensationView } from './url-state';

/** The statistics and the first page of entries of the view the address names (server rendering). */
export async function prefetchCompensationPage(queryClient: QueryClient, url: URL): Promise<void> {
  const { filter, sort } = readCompensationView(url.searchParams);
  await Promise.all([
    queryClient.prefetchQuery(compensationStatisticsQueryOptions(filter)),
    queryClient.prefetchQuery(compensationEntriesQueryOptions(filter, sort, null)),
  ]);
}
