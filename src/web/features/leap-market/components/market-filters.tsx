import { RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import {
  BUDGET_TYPE_LABELS,
  DURATION_FILTERS,
  LEAP_MARKET_SORT_LABELS,
  PROJECT_CATEGORY_LABELS,
  PROJECT_TYPE_LABELS,
  WORK_TYPE_LABELS,
  type DurationFilter,
} from '../../../../shared/projects';
import { Button } from '../../../components/ui/button';
import { FilterFold } from '../../../components/ui/filter-fold';
import { Label } from '../../../components/ui/label';
import { SearchInput } from '../../../components/ui/search-input';
import type { MarketFilter } from '../market-query';
import { ChoiceSelect } from './choice-select';

const DURATION_LABELS = Object.fromEntries(
  Object.entries(DURATION_FILTERS).map(([name, bucket]) => [name, bucket.label]),
) as Record<DurationFilter, string>;

/** The market's changes, as the address's parameter names (undefined removes one). */
export type MarketChanges = Partial<Record<keyof MarketFilter, string | undefined>>;

/**
 * LeapMarket's search box, filters and order. The box answers each keystroke and the list follows once typing
 * pauses (the page owns that text); every other change applies at once and goes back to page 1. On a phone the
 * order and filters fold away under the search box, so the projects start within the first screen.
 */
export function MarketFilters({
  filter,
  searchText,
  onSearchText,
  onChange,
  onClear,
}: {
  filter: MarketFilter;
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (changes: MarketChanges) => void;
  onClear: () => void;
}) {
  const searchId = useId();
  const [open, setOpen] = useState(false);
  const choose =
    (name: keyof MarketFilter) =>
    (value: string | undefined): void =>
      onChange({ [name]: value, page: undefined });
  return (
    <search aria-label="Search projects" className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={searchId}>Search projects</Label>
        <SearchInput
          id={searchId}
          placeholder="Title, skills or description"
          value={searchText}
          onChange={(e) => onSearchText(e.target.value)}
        />
      </div>
      <FilterFold open={open} onOpenChange={setOpen}>
        <div className="grid grid-cols-1 items-end gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <ChoiceSelect
            label="Sort by"
            value={filter.sort}
            labels={LEAP_MARKET_SORT_LABELS}
            // Featured first is the default order: the address leaves it out.
            onChange={(sort) => onChange({ sort: sort === 'featured' ? undefined : sort, page: undefined })}
          />
          <ChoiceSelect
            label="Project type"
            anyLabel="All project types"
            value={filter.type}
            labels={PROJECT_TYPE_LABELS}
            onChange={choose('type')}
          />
          <ChoiceSelect
            label="Category"
            anyLabel="All categories"
            value={filter.category}
            labels={PROJECT_CATEGORY_LABELS}
            onChange={choose('category')}
          />
          <ChoiceSelect
            label="Budget type"
            anyLabel="All budget types"
            value={filter.budgetType}
            labels={BUDGET_TYPE_LABELS}
            onChange={choose('budgetType')}
          />
          <ChoiceSelect
            label="Work type"
            anyLabel="All work types"
            value={filter.workType}
            labels={WORK_TYPE_LABELS}
            onChange={choose('workType')}
          />
          <ChoiceSelect
            label="Duration"
            anyLabel="Any duration"
            value={filter.duration}
            labels={DURATION_LABELS}
            onChange={choose('duration')}
          />
          <Button
            type="button"
            variant="outline"
            onClick={onClear}
            className="sm:col-span-2 lg:col-span-1 lg:col-start-4"
          >
            <RotateCcw aria-hidden /> Clear filters
          </Button>
        </div>
      </FilterFold>
    </search>
  );
}
