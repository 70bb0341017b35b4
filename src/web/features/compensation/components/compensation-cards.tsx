import { useId } from 'react';
import { COMPENSATION_SORT_COLUMNS, formatUsd, regionLabel } from '../../../../shared/compensation';
import type { CompensationEntry } from '../../../../shared/contracts/compensation';
import { Badge } from '../../../components/ui/badge';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn, isOneOf } from '../../../lib/utils';
import type { CompensationSort } from '../api';
import { directionWords, EXCLUDED_AMOUNT, money, SORT_LABELS } from './entry-format';

const capitalise = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** The server's default order (total, highest first) is the empty choice, so "no sort" and it read the same. */
const DEFAULT_CHOICE = '';
const isDefault = (sort: CompensationSort) => sort.column === 'total' && sort.direction === 'desc';

function choiceOf(sort: CompensationSort | null): string {
  return sort && !isDefault(sort) ? `${sort.column}:${sort.direction}` : DEFAULT_CHOICE;
}

function sortOf(choice: string): CompensationSort | null {
  const [column, direction] = choice.split(':');
  if (!isOneOf(COMPENSATION_SORT_COLUMNS, column) || (direction !== 'asc' && direction !== 'desc')) return null;
  return { column, direction };
}

/** On a phone the column headers are gone, so the sort is a picker above the cards. */
function SortPicker({
  sort,
  onSortChange,
}: {
  sort: CompensationSort | null;
  onSortChange: (sort: CompensationSort | null) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Sort entries</Label>
      <NativeSelect id={id} value={choiceOf(sort)} onChange={(event) => onSortChange(sortOf(event.target.value))}>
        {COMPENSATION_SORT_COLUMNS.flatMap((column) =>
          (['desc', 'asc'] as const).map((direction) => {
            const value = isDefault({ column, direction }) ? DEFAULT_CHOICE : `${column}:${direction}`;
            return (
              <option key={`${column}:${direction}`} value={value}>
                {capitalise(SORT_LABELS[column])}, {directionWords(direction)}
              </option>
            );
          }),
        )}
      </NativeSelect>
    </div>
  );
}

function Amount({ label, value, excluded }: { label: string; value: number | null; excluded?: boolean }) {
  return (
    <div>
      <dt className="text-xs tracking-wide text-muted uppercase">{label}</dt>
      <dd className={cn('tabular-nums', excluded && EXCLUDED_AMOUNT)}>{money(value)}</dd>
    </div>
  );
}

function EntryCard({
  entry,
  include,
}: {
  entry: CompensationEntry;
  include: { includeStock: boolean; includeBonus: boolean };
}) {
  return (
    <li className="rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="font-semibold break-words">{entry.role}</p>
          <p className="text-sm text-muted">
            {entry.level} · {regionLabel(entry.region)}
          </p>
        </div>
        {entry.isDemo && <Badge variant="outline">Demo</Badge>}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className="col-span-2">
          <dt className="text-xs tracking-wide text-muted uppercase">Total Compensation</dt>
          <dd className="text-lg font-semibold text-foreground tabular-nums">{formatUsd(entry.shownTotal)}</dd>
        </div>
        <Amount label="Base Salary" value={entry.baseSalary} />
        <Amount label="Bonus" value={entry.bonus} excluded={!include.includeBonus} />
        <Amount label="Stock" value={entry.stockValue} excluded={!include.includeStock} />
        <div>
          <dt className="text-xs tracking-wide text-muted uppercase">Year</dt>
          <dd className="tabular-nums">{entry.year}</dd>
        </div>
      </dl>
      {/* Rendered as text: React escapes it, so markup someone typed stays text. */}
      {entry.notes && <p className="mt-3 text-sm break-words text-muted">{entry.notes}</p>}
    </li>
  );
}

/**
 * The entries as cards, for screens too narrow for the table's nine columns (project rule: tables become cards
 * where columns do not fit). Money comes first in each card, and sorting is a picker instead of column headers.
 */
export function CompensationCards({
  entries,
  sort,
  onSortChange,
  include,
  caption,
  className,
}: {
  entries: CompensationEntry[];
  sort: CompensationSort | null;
  onSortChange: (sort: CompensationSort | null) => void;
  include: { includeStock: boolean; includeBonus: boolean };
  caption: string;
  className?: string;
}) {
  return (
    <div className={cn('space-y-4', className)}>
      <SortPicker sort={sort} onSortChange={onSortChange} />
      <ul aria-label={caption} className="space-y-3">
        {entries.map((entry) => (
          <EntryCard key={entry.id} entry={entry} include={include} />
        ))}
      </ul>
    </div>
  );
}
