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
