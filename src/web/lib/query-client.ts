import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { SESSION_QUERY_KEY } from './session';

/** Spec §7: at most 3 retries. */
const MAX_RETRIES = 3;

/**
 * Only a failure that may pass on its own is retried: no answer at all (offline, a dropped connection) or a 5xx. A
 * 4xx is the server's final word about this request (bad input, not signed in, not found): asking again cannot
 * change it.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/** Spec §7: 1 s, then doubling, capped at 30 s. `attempt` counts from 0. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Our API's "nobody is signed in" (requireUser); better-auth's own 401s (a wrong password) are not it. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code === 'UNAUTHENTICATED';
}

/** Spec §7: stale after 10 s, refetch on focus; retries as above. */
export function createQueryClient(): QueryClient {
  // The one place that decides what a 401 does: the session is asked again. If it really ended, the sign-in guard
  // (features/auth/components/require-auth.tsx) sends the visitor to /login with the location kept; a stray 401
  // with the session still open changes nothing. The form that failed shows its own spec message meanwhile.
  const onError = (error: unknown) => {
    if (isSessionEnded(error)) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: 10_000, refetchOnWindowFocus: true, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
