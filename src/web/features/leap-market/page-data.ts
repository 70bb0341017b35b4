import type { QueryClient } from '@tanstack/react-query';
import { marketProjectsQueryOptions } from './api';
import { marketFilterFrom, marketQueryString } from './market-query';

/** LeapMarket's first view for the address (its search, filters, order and page): rendered into the page. */
export async function prefetchLeapMarketPage(queryClient: QueryClient, url: URL): Promise<void> {
  const search = marketQueryString(marketFilterFrom(url.searchParams)).toString();
  await queryClient.prefetchQuery(marketProjectsQueryOptions(search));
}
