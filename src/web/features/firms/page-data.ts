import type { QueryClient } from '@tanstack/react-query';
import { firmsQueryOptions, readFirmsFilter } from './api';

/** The firms the address's filters select, rendered into the page (reference data). */
export async function prefetchFirmsPage(queryClient: QueryClient, url: URL): Promise<void> {
  await queryClient.prefetchQuery(firmsQueryOptions(readFirmsFilter(url.searchParams)));
}
