/**
 * BENCH_QUICK=1: every benchmark runs the same code on less data and for shorter measurements, so it finishes in
 * a few minutes (bench/README.md, "Quick mode"). Its figures are for working on the code, not for the goals.
 */
export const QUICK = process.env.BENCH_QUICK === '1';

/** The number `name` in the environment when it is set (it always wins), else the quick or the full default. */
export function setting(name: string, full: number, quick: number): number {
  return Number(process.env[name] ?? (QUICK ? quick : full));
}

/**
 * In a quick run, a line saying so and at what scale: printed first, and again above the summary of a long output,
 * so that a summary copied on its own still says where its figures came from. Nothing in a full run.
 */
export function announceQuick(scale: string): void {
  if (QUICK) console.log(`quick mode (BENCH_QUICK=1): ${scale} — figures for working, not for closing notes`);
}
