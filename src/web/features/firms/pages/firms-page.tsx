import { ExternalLink, Search } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { FIRM_CATEGORIES, type FirmCategory } from '../../../../shared/firms';
import { filterFirms } from '../../../../shared/firms-filter';
import { LoadError } from '../../../components/layout/load-error';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { Badge } from '../../../components/ui/badge';
import { useFirms } from '../api';

const ALL = 'all';

function isCategory(value: string | null): value is FirmCategory {
  return (FIRM_CATEGORIES as readonly string[]).includes(value ?? '');
}

export function FirmsPage() {
  const { data, isPending, isError, error, refetch } = useFirms();
  const [params, setParams] = useSearchParams();
  const searchId = useId();
  const categoryId = useId();
  const q = params.get('q') ?? '';
  const categoryParam = params.get('category');
  const category = isCategory(categoryParam) ? categoryParam : undefined;

  // Filters live in the URL so a shared link or the back button restores them.
  function setFilter(name: 'q' | 'category', value: string) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value && value !== ALL) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  const firms = data ? filterFirms(data.firms, { q, category }) : [];

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Resources"
        title="Quant Firms List"
        lead="Proprietary trading firms, hedge funds, market makers, asset managers and banks that hire quants."
      />

      <div className="mx-auto mt-10 flex max-w-4xl flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-2">
          <Label htmlFor={searchId}>Search firms</Label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
            <Input
              id={searchId}
              type="search"
              placeholder="Search by name or description"
              className="pl-9"
              value={q}
              maxLength={100}
              onChange={(e) => setFilter('q', e.target.value)}
            />
          </div>
        </div>
        <div className="space-y-2 sm:w-56">
          <Label htmlFor={categoryId}>Category</Label>
          <NativeSelect id={categoryId} value={category ?? ALL} onChange={(e) => setFilter('category', e.target.value)}>
            <option value={ALL}>All Categories</option>
            {(data?.categories ?? FIRM_CATEGORIES).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <div className="mx-auto mt-8 max-w-6xl">
        {isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading firms" />
          </div>
        ) : isError ? (
          <LoadError message={error.message} onRetry={() => void refetch()} />
        ) : (
          <>
            <p aria-live="polite" className="sr-only">
              {firms.length} firms shown
            </p>
            <div className="overflow-x-auto rounded-xl border border-border">
              <table className="w-full min-w-[40rem] text-left text-sm">
                <caption className="sr-only">Quant firms, filtered by your search</caption>
                <thead className="bg-surface-raised text-xs tracking-wide text-muted uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">Firm</th>
                    <th scope="col" className="px-4 py-3 font-semibold">Category</th>
                    <th scope="col" className="px-4 py-3 font-semibold">Description</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {firms.length === 0 ? (
                    <tr>
                      <td colSpan={3} className="px-4 py-12 text-center text-muted">
                        No firms found matching your search.
                      </td>
                    </tr>
                  ) : (
                    firms.map((firm) => (
                      <tr key={firm.name} className="bg-surface hover:bg-surface-raised/60">
                        <td className="px-4 py-3 align-top font-medium whitespace-nowrap">
                          <a
                            href={firm.url}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="inline-flex items-center gap-1.5 text-primary hover:underline"
                          >
                            {firm.name}
                            <ExternalLink aria-hidden className="size-3.5" />
                            <span className="sr-only">(opens in a new tab)</span>
                          </a>
                        </td>
                        <td className="px-4 py-3 align-top whitespace-nowrap">
                          <Badge variant="outline">{firm.category}</Badge>
                        </td>
                        <td className="px-4 py-3 align-top text-muted">{firm.description}</td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
            <div className="mt-4 flex flex-col justify-between gap-1 text-sm text-muted sm:flex-row">
              <p>
                Showing {firms.length} of {data.total} firms
              </p>
              <p>Last updated {data.lastUpdated}</p>
            </div>
          </>
        )}
      </div>
    </PageContainer>
  );
}
