import { QueryClient } from '@tanstack/react-query';

/** Spec §7: stale after 10 s, refetch on focus, 3 retries, delay 1 s then doubling, capped at 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: true,
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
    },
  });
}
