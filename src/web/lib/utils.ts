import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** Whether `value` is one of `values`: narrows a string from a URL or a widget to the list's own type. */
export function isOneOf<T extends string>(values: readonly T[], value: string | null | undefined): value is T {
  return (values as readonly string[]).includes(value ?? '');
}
