import type { QueryClient } from '@tanstack/react-query';
import { publicCompanyQueryOptions } from './api';

/** A company's public page (/companies/:slug) with its profile, positions and responses: rendered into the page. */
export async function prefetchPublicCompanyPage(queryClient: QueryClient, slug: string): Promise<void> {
  await queryClient.prefetchQuery(publicCompanyQueryOptions(slug));
}
