import { useState } from 'react';
import { effectiveSort } from '../../../../shared/talent';
import { PageContainer } from '../../../components/layout/page';
import { FilterFold } from '../../../components/ui/filter-fold';
import { ApiError } from '../../../lib/api-client';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useTalentPage } from '../api';
import { TalentFiltersPanel } from '../components/talent-filters-panel';
import { TalentHero } from '../components/talent-hero';
import { TalentResults } from '../components/talent-results';
import {
  appliedDraft,
  byField,
  clearedFilters,
  hasActiveFilters,
  readTalentFilters,
  shownSort,
  sortOptions,
  talentQuery,
} from '../talent-filters';

/** The fields the sidebar shows the server's messages beside. */
const SIDEBAR_FIELDS = ['q', 'skills', 'experience', 'rateMin', 'rateMax', 'education', 'availability'];

/**
 * /funds/view-talent (spec §2), for members of verified companies (the firm guard): the visible quants, searched,
 * filtered, sorted and paged by the server. Every filter and the page live in the URL.
 */
export function TalentDirectoryPage() {
  const { params, update } = useUrlFilters();
  const filters = readTalentFilters(params);
  const talent = useTalentPage(talentQuery(filters));
  const [panelOpen, setPanelOpen] = useState(false);

  const refused = talent.error instanceof ApiError && talent.error.status === 400 ? talent.error : null;
  const fieldErrors = refused ? byField(refused.fields) : {};
  const sidebarHasErrors = SIDEBAR_FIELDS.some((field) => fieldErrors[field]);
  // On a phone the filters are folded away; the server's message beside a field must not be.
  const showPanel = panelOpen || sidebarHasErrors;
  const active = hasActiveFilters(filters);
  const clear = () => update(clearedFilters());

  return (
    <PageContainer className="space-y-8">
      <TalentHero q={filters.q} onSearch={(q) => update({ q: q || undefined, page: undefined })} />

      <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside aria-label="Filters" className="min-w-0">
          <FilterFold
            open={showPanel}
            onOpenChange={setPanelOpen}
            className="rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-6"
          >
            <TalentFiltersPanel
              filters={filters}
              errors={fieldErrors}
              canClear={active}
              onClear={clear}
              onApply={(draft) => {
                update(appliedDraft(draft));
                setPanelOpen(false);
              }}
            />
          </FilterFold>
        </aside>

        <TalentResults
          query={talent}
          sort={shownSort(filters)}
          sorts={sortOptions(filters.q)}
          onSort={(sort) =>
            update({
              sort: sort === effectiveSort({ q: filters.q || undefined, sort: undefined }) ? undefined : sort,
              page: undefined,
            })
          }
          filtered={active}
          fieldNames={SIDEBAR_FIELDS}
          onClear={clear}
        />
      </div>
    </PageContainer>
  );
}
