/** How long a process keeps reference data (firms, competitions) in memory, and browsers keep its answers. */
export const REFERENCE_TTL_MS = 5 * 60_000;

export const REFERENCE_ANSWER_HEADERS: Record<string, string> = {
  'Content-Type': 'application/json',
  'Cache-Control': `public, max-age=${REFERENCE_TTL_MS / 1000}`,
};

/**
 * Caches a read of reference data (firms, competitions) for a short time. Reference data changes only when the
 * server starts and syncs its seed, so a process can answer from memory instead of queueing on the database;
 * the time limit bounds staleness when another process re-seeds.
 */
export function cacheFor<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let cached: { value: Promise<T>; expiresAt: number } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || cached.expiresAt <= now) {
      const value = load();
      cached = { value, expiresAt: now + ttlMs };
      // A failed load must not be served from the cache.
      value.catch(() => {
        cached = undefined;
      });
    }
    return cached.value;
  };
}
