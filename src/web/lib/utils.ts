import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, leaving out the false ones. Nothing is merged: a shared component's own styles sit in a lower
 * CSS layer (components/ui/ui.css), so the utilities a page passes win without tailwind-merge (decision 0037).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/** Whether `value` is one of `values`: narrows a string from a URL or a widget to the list's own type. */
/** A non-null object whose fields can be read one by one (to narrow an answer that has no contract). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function isOneOf<T extends string>(values: readonly T[], value: string | null | undefined): value is T {
  return (values as readonly string[]).includes(value ?? '');
}
