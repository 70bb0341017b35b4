import { useDeferredValue, useId, useMemo } from 'react';
import { FIRM_CATEGORIES } from '../../../../shared/firms';
import { filterFirms } from '../../../../shared/firms-filter';
import { FilterSelect } from '../../../components/forms/filter-select';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { QueryView } from '../../../components/layout/query-view';
import { SearchInput } from '../../../components/ui/search-input';
import { Label } from '../../../components/ui/label';
import { useUrlFilters, useUrlSearchText } from '../../../lib/use-url-filters';
import { readFirmsFilter, useFirmsList, useVerifiedFirms } from '../api';
import { FirmsTable } from '../components/firms-table';

const countFirms = (count: number) => (count === 1 ? '1 firm' : `${count} firms`);

/**
 * Every firm that matches the search and category, on one page: the whole reference list comes with the page
 * (rendered at build time, or per request for an address with filters) and is filtered here, as you type.
 */
export function FirmsPage() {
  const { params, update: updateParams } = useUrlFilters();
  const searchId = useId();
  const { q: urlQuery, category } = readFirmsFilter(params);

  const [searchText, setSearchText] = useUrlSearchText(urlQuery, updateParams);
  // The box answers each keystroke at once; the list of up to 150 rows follows when the phone has time.
  const listedText = useDeferredValue(searchText);

  const query = useFirmsList();
  const verified = useVerifiedFirms();
  const allFirms = query.data?.firms;
  const shown = useMemo(
    () => (allFirms ? filterFirms(allFirms, { q: listedText, category }) : []),
    [allFirms, listedText, category],
  );
  // Screen readers hear the count once typing pauses (the URL's search), not after every keystroke.
  const announced = useMemo(
    () => (allFirms ? filterFirms(allFirms, { q: urlQuery, category }).length : 0),
    [allFirms, urlQuery, category],
  );

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
                {`${countFirms(announced)} found`}
              </p>
              <FirmsTable firms={shown} verified={verified} />
              <div className="mt-4 flex flex-col items-center justify-between gap-4 text-sm text-muted md:flex-row">
                <p>{countFirms(shown.length)}</p>
                <p>Last updated {data.lastUpdated}</p>
              </div>
            </>
          )}
        </QueryView>
      </div>
    </PageContainer>
  );
}
