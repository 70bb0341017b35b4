import type { UseQueryResult } from '@tanstack/react-query';
import { LoaderCircle, SearchX, Users } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { TalentPage } from '../../../../shared/contracts/talent';
import { TALENT_MESSAGES, TALENT_SORT_LABELS, type TalentSort } from '../../../../shared/talent';
import { LoadError } from '../../../components/layout/load-error';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Pagination, showingRange } from '../../../components/ui/pagination';
import { ApiError } from '../../../lib/api-client';
import { TalentCard } from './talent-card';

/**
 * The directory's list: its count and sort, then spec §8's loading, error and empty states, or one page of cards
 * with the pages below. A refusal of the filters (400) is shown beside the fields it names; here only what no field
 * shows (a bad sort or page) is listed, with a way back to every profile.
 */
export function TalentResults({
  query,
  sort,
  sorts,
  onSort,
  filtered,
  fieldNames,
  onClear,
}: {
  query: UseQueryResult<TalentPage>;
  sort: TalentSort;
  sorts: readonly TalentSort[];
  onSort: (sort: TalentSort) => void;
  /** Whether any filter narrows the list: an empty answer then means none match. */
  filtered: boolean;
  /** The fields the sidebar shows a server message beside. */
  fieldNames: readonly string[];
  onClear: () => void;
}) {
  const sortId = useId();
  const { search } = useLocation();
  const data = query.data;
  const refused = query.error instanceof ApiError && query.error.status === 400 ? query.error : null;

  return (
    <section aria-labelledby={`${sortId}-heading`} className="min-w-0 space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <div>
          <h2 id={`${sortId}-heading`} aria-live="polite" className="text-xl font-semibold">
            {data ? profileCount(data) : 'Profiles'}
          </h2>
          {data && data.profiles.length > 0 && (
            <p className="mt-1 text-sm text-muted tabular-nums">
              {data.totalCapped
                ? `Showing ${((data.page - 1) * data.pageSize + 1).toLocaleString('en-US')}–${((data.page - 1) * data.pageSize + data.profiles.length).toLocaleString('en-US')} of ${profileCount(data)}`
                : showingRange((data.page - 1) * data.pageSize + 1, data.profiles.length, data.total, [
                    'profile',
                    'profiles',
                  ])}
            </p>
          )}
          {data?.totalCapped && sort === 'relevance' && (
            // The API ranks only the newest matches by relevance (decision 0017): the firm should know what it sees.
            <p className="mt-1 max-w-prose text-sm text-muted">{TALENT_MESSAGES.relevanceCapped}</p>
          )}
        </div>
        <div className="space-y-2">
          <Label htmlFor={sortId}>Sort by</Label>
          <NativeSelect
            id={sortId}
            className="w-full sm:w-52"
            value={sort}
            onChange={(event) => onSort(event.target.value as TalentSort)}
          >
            {sorts.map((option) => (
              <option key={option} value={option}>
                {TALENT_SORT_LABELS[option]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {query.isPending ? (
        <p role="status" className="flex items-center justify-center gap-3 py-16 text-muted">
          <LoaderCircle aria-hidden className="size-6 animate-spin text-primary" />
          {TALENT_MESSAGES.loading}
        </p>
      ) : refused ? (
        <Refused error={refused} fieldNames={fieldNames} onClear={onClear} />
      ) : query.isError ? (
        <LoadError
          message={
            query.error instanceof ApiError && query.error.status === 403
              ? query.error.message
              : TALENT_MESSAGES.loadError
          }
          onRetry={() => void query.refetch()}
        />
      ) : query.data.profiles.length === 0 ? (
        filtered ? (
          <Empty icon={<SearchX aria-hidden className="size-8 text-muted" />} message={TALENT_MESSAGES.noResults}>
            <Button variant="outline" onClick={onClear}>
              Clear filters
            </Button>
          </Empty>
        ) : (
          <Empty icon={<Users aria-hidden className="size-8 text-muted" />} message={TALENT_MESSAGES.empty} />
        )
      ) : (
        <div
          aria-busy={query.isPlaceholderData}
          className={query.isPlaceholderData ? 'space-y-8 opacity-60 transition-opacity' : 'space-y-8'}
        >
          <ul aria-label="Talent profiles" className="grid gap-6 xl:grid-cols-2">
            {query.data.profiles.map((profile) => (
              <li key={profile.id}>
                <TalentCard profile={profile} directorySearch={search} />
              </li>
            ))}
          </ul>
          <Pagination page={query.data.page} pageCount={query.data.pageCount} label="Talent directory pages" />
        </div>
      )}
    </section>
  );
}

/** "1 profile", "240 profiles", or "1,000+ profiles" when the server stopped counting. */
export function profileCount(page: Pick<TalentPage, 'total' | 'totalCapped'>): string {
  if (page.totalCapped) return `${page.total.toLocaleString('en-US')}+ profiles`;
  return `${page.total.toLocaleString('en-US')} ${page.total === 1 ? 'profile' : 'profiles'}`;
}

function Empty({ icon, message, children }: { icon: ReactNode; message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border p-10 text-center">
      {icon}
      <p className="font-medium">{message}</p>
      {children}
    </div>
  );
}

/** Filters the server refused (a hand-edited link): the reasons no field of the sidebar shows, and Clear filters. */
function Refused({
  error,
  fieldNames,
  onClear,
}: {
  error: ApiError;
  fieldNames: readonly string[];
  onClear: () => void;
}) {
  const elsewhere = Object.entries(error.fields)
    .filter(([path]) => !fieldNames.includes(path.split('.')[0] ?? ''))
    .map(([, message]) => message);
  const named = Object.keys(error.fields).length > 0;
  const reasons = [...new Set(named ? elsewhere : [error.message])];
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-8 text-center">
      <p className="font-medium">These filters could not be applied.</p>
      {reasons.length > 0 ? (
        <ul role="alert" className="space-y-1 text-sm">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">Correct the filters marked in the sidebar, or clear them.</p>
      )}
      <Button variant="outline" size="sm" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}
