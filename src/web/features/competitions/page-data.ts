import type { QueryClient } from '@tanstack/react-query';
import { competitionsQueryOptions } from './api';

/** The competitions list, rendered into the page at build time (reference data). */
export async function prefetchCompetitionsPage(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery(competitionsQueryOptions);
}
