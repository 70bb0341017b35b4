/** A uniform generator on [0, 1). */
export type Uniform = () => number;

/**
 * mulberry32: a small, fast 32-bit generator; the same seed always gives the same stream. For demo data, the
 * benchmark's generated rows and Monte Carlo checks, where Math.random would make every run different.
 */
export function mulberry32(seed: number): Uniform {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `items`, each as likely. */
export const oneOf = <T>(random: Uniform, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Each of `items` with probability `p`, in order. */
export const someOf = <T>(random: Uniform, items: readonly T[], p: number): T[] => items.filter(() => random() < p);
