import { RotateCcw, SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { INTERNSHIP_REGIONS, INTERNSHIP_ROLES } from '../../../../shared/internships';
import type { InternshipCard as Internship, InternshipLocation } from '../../../../shared/contracts/internships';
import { FilterSelect } from '../../../components/forms/filter-select';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { QueryView } from '../../../components/layout/query-view';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { SearchInput } from '../../../components/ui/search-input';
import { Label } from '../../../components/ui/label';
import { Pagination } from '../../../components/ui/pagination';
import { parsePage, useUrlFilters, useUrlSearchText } from '../../../lib/use-url-filters';
import { useInternships } from '../api';
import { ApplyDialog } from '../components/apply-dialog';
import { InternshipCard } from '../components/internship-card';
import { isOneOf } from '../../../lib/utils';

/** Spec §2 "Internship finder": filters and page live in the URL and are applied on the server. */
export function InternshipFinderPage() {
  // The position being applied to: kept here, not in its card, so the dialog stays open whatever the list does.
  const [applyingTo, setApplyingTo] = useState<Internship | null>(null);
  const { params, update } = useUrlFilters();
  const searchId = useId();
  const urlQuery = params.get('q') ?? '';
  const regionParam = params.get('region');
  const region = isOneOf(INTERNSHIP_REGIONS, regionParam) ? regionParam : undefined;
  const roleParam = params.get('role');
  const role = isOneOf(INTERNSHIP_ROLES, roleParam) ? roleParam : undefined;
  const location = params.get('location') || undefined;
  const page = parsePage(params.get('page'));
  const [searchText, setSearchText] = useUrlSearchText(urlQuery, update);

  const query = useInternships({
    q: urlQuery,
    region,
    location,
    role,
    page,
  });

  const choose = (name: string) => (value: string | undefined) => update({ [name]: value, page: undefined });
  const knownLocations = query.data?.locations;
  const locationOptions = locationsIn(knownLocations, region, location);
  // A Location outside the newly chosen Region would only empty the list: it goes with the change of Region.
  const chooseRegion = (next: string | undefined) => {
    const regionOfLocation = knownLocations?.find((l) => l.location === location)?.region;
    const fits = !next || !regionOfLocation || regionOfLocation === next;
    update({ region: next, location: fits ? location : undefined, page: undefined });
  };
  const reset = () => {
    setSearchText('');
    update({ q: undefined, region: undefined, location: undefined, role: undefined, page: undefined });
  };

  return (
    <PageContainer>
      <PageHeader
        eyebrow="For Quants"
        title="Quant Internship Finder"
        lead="Summer internships in research, trading and engineering at quant firms across North America, Europe and Asia."
      />

      <search className="mx-auto mt-10 grid max-w-6xl grid-cols-2 items-end gap-4 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]">
        <div className="col-span-2 space-y-2 lg:col-span-1">
          <Label htmlFor={searchId}>Search</Label>
          <SearchInput
            id={searchId}
            placeholder="Title, company or description"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
        </div>
        <FilterSelect
          label="Region"
          anyLabel="All Regions"
          value={region}
          options={INTERNSHIP_REGIONS}
          onChange={chooseRegion}
        />
        <FilterSelect
          label="Location"
          anyLabel="All Locations"
          value={location}
          options={locationOptions}
          onChange={choose('location')}
        />
        <FilterSelect
          label="Role"
          anyLabel="All Roles"
          value={role}
          options={INTERNSHIP_ROLES}
          onChange={choose('role')}
        />
        <Button type="button" variant="outline" onClick={reset}>
          <RotateCcw aria-hidden /> Reset
        </Button>
      </search>

      <section className="mx-auto mt-10 max-w-6xl" aria-labelledby="internship-results">
        <QueryView query={query} loadingLabel="Loading internships">
          {(data) => (
            <>
              <h2 id="internship-results" aria-live="polite" className="mb-6 text-xl font-semibold">
                {data.total} {data.total === 1 ? 'Opportunity' : 'Opportunities'} Found
              </h2>
              {data.internships.length === 0 ? (
                <Card>
                  <CardContent className="flex flex-col items-center gap-2 py-16 text-center">
                    <SearchX aria-hidden className="size-10 text-muted" />
                    <p className="text-lg font-semibold">No internships found</p>
                    <p className="text-muted">Try adjusting your filters or search term</p>
                  </CardContent>
                </Card>
              ) : (
                <ul aria-label="Internships" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {data.internships.map((internship) => (
                    <li key={internship.id}>
                      <InternshipCard internship={internship} onApply={() => setApplyingTo(internship)} />
                    </li>
                  ))}
                </ul>
              )}
              <div className="mt-8">
                <Pagination page={data.page} pageCount={data.pageCount} label="Internship pages" />
              </div>
            </>
          )}
        </QueryView>
      </section>
      {applyingTo && (
        <ApplyDialog
          key={applyingTo.id}
          internship={applyingTo}
          open
          onOpenChange={(open) => {
            if (!open) setApplyingTo(null);
          }}
        />
      )}

      <Card className="mx-auto mt-16 max-w-3xl">
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <h2 className="text-2xl font-semibold">Stand out to quant firms</h2>
          <p className="text-muted">
            Firms on QuantLeap look at your quant profile alongside your application. Complete yours in a few minutes.
          </p>
          <Link to="/quants/create-profile" className={buttonVariants({ size: 'lg' })}>
            Create Your Quant Profile
          </Link>
        </CardContent>
      </Card>
    </PageContainer>
  );
}

/**
 * The Location select's choices: the locations of the chosen Region (all without one). The current Location stays
 * listed even when it does not fit (a hand-edited link), so the select shows what the results are filtered by.
 */
function locationsIn(
  known: InternshipLocation[] | undefined,
  region: string | undefined,
  current: string | undefined,
): string[] {
  const names = [...new Set((known ?? []).filter((l) => !region || l.region === region).map((l) => l.location))];
  return current && !names.includes(current) ? [current, ...names] : names;
}
