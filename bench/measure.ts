/**
 * Load generation for the benchmarks: `hammer` runs any async call (a bare SQL query) from N concurrent callers
 * back to back, as autocannon does with HTTP requests; `http` runs autocannon itself. Both answer the same Result.
 */
import autocannon from 'autocannon';

export interface Result {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface Load {
  connections: number;
  seconds: number;
}

function percentileOf(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

/** `connections` callers, each running `run` back to back for `seconds`. */
export async function hammer(run: () => Promise<unknown>, { connections, seconds }: Load): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          await run();
          latencies.push(performance.now() - started);
        } catch {
          errors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50: Math.round(percentileOf(latencies, 0.5) * 10) / 10,
    p99: Math.round(percentileOf(latencies, 0.99) * 10) / 10,
    errors,
  };
}

/** autocannon on `url` with `connections` for `seconds`; a non-2xx answer counts as an error. */
export async function http(
  url: string,
  { connections, seconds }: Load,
  headers: Record<string, string> = {},
): Promise<Result> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The middle value (the upper middle of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
