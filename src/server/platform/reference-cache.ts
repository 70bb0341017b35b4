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
