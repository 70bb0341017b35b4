import type { QueryClient } from '@tanstack/react-query';
import { firmsListQueryOptions } from './api';

/**
 * The whole firms list, rendered into the page (reference data). The address's filters need no data of their own:
 * the page filters this list, on the server as in the browser.
 */
export async function prefetchFirmsPage(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery(firmsListQueryOptions);
}
