import { formatUsd, type CompensationSortColumn } from '../../../../shared/compensation';
import type { CompensationSort } from '../api';

/** An amount of an entry in dollars; a missing bonus or stock reads as a dash. */
export const money = (value: number | null) => (value === null ? '—' : formatUsd(value));

/** How an amount the filter leaves out of the total looks (struck through), in the table and the cards alike. */
export const EXCLUDED_AMOUNT = 'text-muted line-through decoration-muted/60';

export const SORT_LABELS: Record<CompensationSortColumn, string> = {
  total: 'total compensation',
  baseSalary: 'base salary',
  bonus: 'bonus',
  stockValue: 'stock',
  year: 'year',
};

/** "highest first" or "lowest first": the order's words. */
export const directionWords = (direction: CompensationSort['direction']) =>
  direction === 'asc' ? 'lowest first' : 'highest first';

/** What the rows are ordered by, in words (the default is total compensation, highest first). */
export function describeSort(sort: CompensationSort | null): string {
  if (!sort) return 'Sorted by total compensation, highest first';
  return `Sorted by ${SORT_LABELS[sort.column]}, ${directionWords(sort.direction)}`;
}

const COMPACT_UNITS = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/**
 * A short amount for chart labels, e.g. $150K or $1.5M. Written out by hand rather than with Intl's compact
 * notation, whose output differs between ICU versions (Node 20 writes "$100.0K" where Chromium writes "$100K"), so
 * the server's HTML and the browser's first render agree.
 */
export function compactUsd(value: number): string {
  const sign = value < 0 ? '-' : '';
  const amount = Math.abs(value);
  for (const { size, suffix } of COMPACT_UNITS) {
    const scaled = Math.round((amount / size) * 10) / 10;
    if (scaled >= 1) return `${sign}$${scaled}${suffix}`;
  }
  return `${sign}$${Math.round(amount)}`;
}
