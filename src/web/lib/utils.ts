import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's lookup tables, which its first call does: about 15 ms of a desktop's time, 60 ms of a
 * mid-range phone's. The app's start calls it in a step of its own so the first render does not carry it.
 */
export function prepareClassNames(): void {
  twMerge('p-0', 'p-px');
}

/** Whether `value` is one of `values`: narrows a string from a URL or a widget to the list's own type. */
/** A non-null object whose fields can be read one by one (to narrow an answer that has no contract). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function isOneOf<T extends string>(values: readonly T[], value: string | null | undefined): value is T {
  return (values as readonly string[]).includes(value ?? '');
}
