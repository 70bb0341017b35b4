import type { QueryClient } from '@tanstack/react-query';
import { marketProjectQueryOptions, marketProjectsQueryOptions } from './api';
import { marketFilterFrom, marketQueryString } from './market-query';

/** LeapMarket's first view for the address (its search, filters, order and page): rendered into the page. */
export async function prefetchLeapMarketPage(queryClient: QueryClient, url: URL): Promise<void> {
  const search = marketQueryString(marketFilterFrom(url.searchParams)).toString();
  await queryClient.prefetchQuery(marketProjectsQueryOptions(search));
}

/** A project's page as a visitor without a session reads it (src/shared/routes.ts renders it only for them). */
export async function prefetchMarketProjectPage(queryClient: QueryClient, id: string): Promise<void> {
  await queryClient.prefetchQuery(marketProjectQueryOptions(id));
}
