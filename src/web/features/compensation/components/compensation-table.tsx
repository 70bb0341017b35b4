import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { COMPENSATION_SORT_COLUMNS, COMPENSATION_TEXT, formatUsd, regionLabel } from '../../../../shared/compensation';
import type { CompensationEntry } from '../../../../shared/contracts/compensation';
import { Badge } from '../../../components/ui/badge';
import { cn, isOneOf } from '../../../lib/utils';
import type { CompensationSort } from '../api';
import { CompensationCards } from './compensation-cards';
import { describeSort, EXCLUDED_AMOUNT, money } from './entry-format';

function columns(include: { includeStock: boolean; includeBonus: boolean }): ColumnDef<CompensationEntry>[] {
  const excluded = (on: boolean) => (on ? undefined : EXCLUDED_AMOUNT);
  return [
    { id: 'role', header: 'Role', accessorKey: 'role', enableSorting: false },
    { id: 'level', header: 'Level', accessorKey: 'level', enableSorting: false },
    {
      id: 'region',
      header: 'Region',
      accessorFn: (entry) => regionLabel(entry.region),
      enableSorting: false,
    },
    {
      id: 'baseSalary',
      header: 'Base Salary',
      accessorKey: 'baseSalary',
      cell: (c) => money(c.row.original.baseSalary),
    },
    {
      id: 'bonus',
      header: 'Bonus',
      accessorKey: 'bonus',
      cell: (c) => <span className={excluded(include.includeBonus)}>{money(c.row.original.bonus)}</span>,
    },
    {
      id: 'stockValue',
      header: 'Stock',
      accessorKey: 'stockValue',
      cell: (c) => <span className={excluded(include.includeStock)}>{money(c.row.original.stockValue)}</span>,
    },
    {
      id: 'total',
      header: 'Total Compensation',
      accessorKey: 'shownTotal',
      cell: (c) => <span className="font-semibold text-foreground">{formatUsd(c.row.original.shownTotal)}</span>,
    },
    { id: 'year', header: 'Year', accessorKey: 'year' },
    {
      id: 'notes',
      header: 'Notes',
      accessorKey: 'notes',
      enableSorting: false,
      // Rendered as text: React escapes it, so markup someone typed stays text.
      cell: (c) => (
        <span className="line-clamp-2 min-w-40 text-muted">
          {c.row.original.isDemo && (
            <Badge variant="outline" className="mr-1.5">
              Demo
            </Badge>
          )}
          {c.row.original.notes}
        </span>
      ),
    },
  ];
}

const NUMERIC = new Set(['baseSalary', 'bonus', 'stockValue', 'total', 'year']);

/**
 * The results table (spec §2, §4), or cards on narrow screens. Sorting happens on the server; the table only keeps the cycle
 * asc → desc → none (TanStack Table's own, with descending-first switched off for numbers).
 */
export function CompensationTable({
  entries,
  sort,
  onSortChange,
  include,
}: {
  entries: CompensationEntry[];
  sort: CompensationSort | null;
  onSortChange: (sort: CompensationSort | null) => void;
  include: { includeStock: boolean; includeBonus: boolean };
}) {
  const sorting: SortingState = sort ? [{ id: sort.column, desc: sort.direction === 'desc' }] : [];
  const table = useReactTable({
    data: entries,
    columns: columns(include),
    getCoreRowModel: getCoreRowModel(),
    getRowId: (entry) => entry.id,
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      onSortChange(
        first && isOneOf(COMPENSATION_SORT_COLUMNS, first.id)
          ? { column: first.id, direction: first.desc ? 'desc' : 'asc' }
          : null,
      );
    },
  });

  if (entries.length === 0) {
    // One message for every screen size, so it is not in the page twice.
    return (
      <p className="rounded-xl border border-border px-4 py-12 text-center text-muted">{COMPENSATION_TEXT.empty}</p>
    );
  }
  const caption = `Compensation entries. ${describeSort(sort)}.`;
  return (
    <>
      {/* Below lg the nine columns do not fit: cards instead. display:none keeps the hidden one out of the
          accessibility tree, so nothing is read twice. */}
      <CompensationCards
        className="lg:hidden"
        entries={entries}
        sort={sort}
        onSortChange={onSortChange}
        include={include}
        caption={caption}
      />
      <div className="hidden overflow-x-auto rounded-xl border border-border lg:block">
        <table className="w-full min-w-[56rem] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-raised text-xs tracking-wide text-muted uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const state = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  const Icon = state === 'asc' ? ArrowUp : state === 'desc' ? ArrowDown : ArrowUpDown;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={state === 'asc' ? 'ascending' : state === 'desc' ? 'descending' : undefined}
                      className={cn(
                        'px-4 py-3 font-semibold whitespace-nowrap',
                        NUMERIC.has(header.id) && 'text-right',
                      )}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 rounded uppercase hover:text-foreground"
                        >
                          {label}
                          <Icon aria-hidden className={cn('size-3.5', !state && 'opacity-50')} />
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-border">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="bg-surface hover:bg-surface-raised/60">
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cn(
                      'px-4 py-3 align-top',
                      cell.column.id === 'notes' ? 'whitespace-normal' : 'whitespace-nowrap',
                      NUMERIC.has(cell.column.id) && 'text-right tabular-nums',
                    )}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
