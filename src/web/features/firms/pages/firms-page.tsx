import { useId } from 'react';
import { FIRM_CATEGORIES } from '../../../../shared/firms';
import { FilterSelect } from '../../../components/forms/filter-select';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { QueryView } from '../../../components/layout/query-view';
import { SearchInput } from '../../../components/ui/search-input';
import { Label } from '../../../components/ui/label';
import { Pagination } from '../../../components/ui/pagination';
import { useUrlFilters, useUrlSearchText } from '../../../lib/use-url-filters';
import { readFirmsFilter, useFirms } from '../api';
import { FirmsTable } from '../components/firms-table';

export function FirmsPage() {
  const { params, update: updateParams } = useUrlFilters();
  const searchId = useId();
  const { q: urlQuery, category, page } = readFirmsFilter(params);

  const [searchText, setSearchText] = useUrlSearchText(urlQuery, updateParams);

  const query = useFirms({ q: urlQuery, category, page });

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Resources"
        title="Quant Firms List"
        lead="Proprietary trading firms, hedge funds, market makers, asset managers and banks that hire quants."
      />

      <search className="mx-auto mt-10 flex max-w-4xl flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-2">
          <Label htmlFor={searchId}>Search firms</Label>
          <SearchInput
            id={searchId}
            placeholder="Search by name or description"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
        </div>
        <FilterSelect
          className="sm:w-56"
          label="Category"
          anyLabel="All Categories"
          value={category}
          options={query.data?.categories ?? FIRM_CATEGORIES}
          onChange={(value) => updateParams({ category: value, page: undefined })}
        />
      </search>

      <div className="mx-auto mt-8 max-w-6xl">
        <QueryView query={query} loadingLabel="Loading firms">
          {(data) => (
            <>
              <p aria-live="polite" className="sr-only">
                {data.total === 1 ? '1 firm found' : `${data.total} firms found`}
              </p>
              <FirmsTable firms={data.firms} />
              <div className="mt-4 flex flex-col items-center justify-between gap-4 text-sm text-muted md:flex-row">
                <p>{data.total === 1 ? '1 firm' : `${data.total} firms`}</p>
                <Pagination page={data.page} pageCount={data.pageCount} label="Firms pages" />
                <p>Last updated {data.lastUpdated}</p>
              </div>
            </>
          )}
        </QueryView>
      </div>
    </PageContainer>
  );
}
