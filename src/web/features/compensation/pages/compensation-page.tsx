import { useState } from 'react';
import { COMPENSATION_PAGE_SIZE, COMPENSATION_TEXT, type CompensationFilter } from '../../../../shared/compensation';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { CursorPagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/layout/load-error';
import { useCompensationEntries, useCompensationStatistics, type CompensationSort } from '../api';
import { CompensationCharts } from '../components/compensation-charts';
import { CompensationTable } from '../components/compensation-table';
import { describeSort } from '../components/entry-format';
import { FilterPanel } from '../components/filter-panel';
import { StatisticsPanel } from '../components/statistics-panel';
import { SubmitDataButton } from '../components/submit-data-button';
import { useCompensationUrlState } from '../url-state';

/** Cursors of the pages before the current one; a new filter or sort starts again at the first page. */
function usePageCursors(viewKey: string) {
  const [state, setState] = useState<{ key: string; cursors: string[] }>({ key: viewKey, cursors: [] });
  const cursors = state.key === viewKey ? state.cursors : [];
  return {
    cursor: cursors.at(-1) ?? null,
    pageNumber: cursors.length + 1,
    next: (cursor: string) => setState({ key: viewKey, cursors: [...cursors, cursor] }),
    previous: () => setState({ key: viewKey, cursors: cursors.slice(0, -1) }),
  };
}

export function CompensationPage() {
  const { filter, sort, setFilter, setSort } = useCompensationUrlState();
  const paging = usePageCursors(JSON.stringify([filter, sort]));
  const entries = useCompensationEntries(filter, sort, paging.cursor);
  const statistics = useCompensationStatistics(filter);

  const onFilterChange = (changes: Partial<CompensationFilter>) => setFilter(changes);
  const onSortChange = (next: CompensationSort | null) => setSort(next);

  return (
    <PageContainer>
      <PageHeader eyebrow="Resources" title={COMPENSATION_TEXT.title} lead={COMPENSATION_TEXT.tagline}>
        <div className="mt-6 flex justify-center">
          <SubmitDataButton />
        </div>
      </PageHeader>

      <div className="mx-auto mt-10 max-w-7xl space-y-6">
        <FilterPanel filter={filter} onChange={onFilterChange} />

        {statistics.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading statistics" />
          </div>
        ) : statistics.isError ? (
          <LoadError
            message={COMPENSATION_TEXT.loadError(statistics.error.message)}
            onRetry={() => void statistics.refetch()}
          />
        ) : (
          <div
            aria-busy={statistics.isPlaceholderData}
            className={statistics.isPlaceholderData ? 'space-y-6 opacity-60 transition-opacity' : 'space-y-6'}
          >
            <StatisticsPanel statistics={statistics.data} includeBonus={filter.includeBonus} />
            <CompensationCharts statistics={statistics.data} />
          </div>
        )}

        <section aria-labelledby="compensation-entries" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="compensation-entries" className="text-lg font-semibold">
              Entries
            </h2>
            <p className="text-sm text-muted" aria-live="polite">
              {describeSort(sort)}
            </p>
          </div>
          {entries.isPending ? (
            <div className="flex justify-center py-16">
              <Spinner label="Loading compensation data" />
            </div>
          ) : entries.isError ? (
            <LoadError
              message={COMPENSATION_TEXT.loadError(entries.error.message)}
              onRetry={() => void entries.refetch()}
            />
          ) : (
            <div
              aria-busy={entries.isPlaceholderData}
              className={entries.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            >
              <CompensationTable
                entries={entries.data.entries}
                sort={sort}
                onSortChange={onSortChange}
                include={filter}
              />
              {(paging.pageNumber > 1 || entries.data.nextCursor) && (
                <CursorPagination
                  className="mt-4"
                  label="Entries pages"
                  page={paging.pageNumber}
                  pageSize={COMPENSATION_PAGE_SIZE}
                  shown={entries.data.entries.length}
                  total={entries.data.total}
                  hasNext={!!entries.data.nextCursor}
                  onPrevious={paging.previous}
                  onNext={() => entries.data.nextCursor && paging.next(entries.data.nextCursor)}
                />
              )}
            </div>
          )}
        </section>
      </div>
    </PageContainer>
  );
}
