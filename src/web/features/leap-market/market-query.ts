import {
  BUDGET_TYPES,
  DURATION_FILTERS,
  LEAP_MARKET_SORTS,
  PROJECT_CATEGORIES,
  PROJECT_TYPES,
  WORK_TYPES,
  type BudgetType,
  type DurationFilter,
  type LeapMarketSort,
  type ProjectCategory,
  type ProjectType,
  type WorkType,
} from '../../../shared/projects';
import { parsePage } from '../../lib/use-url-filters';
import { isOneOf } from '../../lib/utils';

/**
 * What LeapMarket shows, read from the page's address (?q=&type=&category=&budgetType=&workType=&duration=&sort=
 * &page=), so links, reload and back/forward restore it. The names are the API's query names: the address is sent
 * on as it is read. A value the API would refuse (a hand-edited link) is dropped here rather than shown as an error.
 */
export interface MarketFilter {
  q: string;
  type: ProjectType | undefined;
  category: ProjectCategory | undefined;
  budgetType: BudgetType | undefined;
  workType: WorkType | undefined;
  duration: DurationFilter | undefined;
  sort: LeapMarketSort;
  page: number;
}

/** The filters a visitor can clear (search text included); sort and page are not filters. */
export const FILTER_NAMES = ['q', 'type', 'category', 'budgetType', 'workType', 'duration'] as const;

const DURATIONS = Object.keys(DURATION_FILTERS) as DurationFilter[];
/** The API's default order: featured projects first, then the newest. */
export const DEFAULT_SORT: LeapMarketSort = 'featured';

const choice = <T extends string>(values: readonly T[], value: string | null) =>
  isOneOf(values, value) ? value : undefined;

export function marketFilterFrom(params: URLSearchParams): MarketFilter {
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    type: choice(PROJECT_TYPES, params.get('type')),
    category: choice(PROJECT_CATEGORIES, params.get('category')),
    budgetType: choice(BUDGET_TYPES, params.get('budgetType')),
    workType: choice(WORK_TYPES, params.get('workType')),
    duration: choice(DURATIONS, params.get('duration')),
    sort: choice(LEAP_MARKET_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    page: parsePage(params.get('page')),
  };
}

/** The API query for a filter: only what differs from the defaults, so equal filters make equal requests. */
export function marketQueryString(filter: MarketFilter): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filter[name];
    if (value) query.set(name, value);
  }
  if (filter.sort !== DEFAULT_SORT) query.set('sort', filter.sort);
  if (filter.page > 1) query.set('page', String(filter.page));
  return query;
}

export function hasActiveFilters(filter: MarketFilter): boolean {
  return FILTER_NAMES.some((name) => Boolean(filter[name]));
}

/** "23 projects", "1 project", "1,000+ projects" when the API stopped counting. */
export function projectCount(total: number, capped: boolean): string {
  const amount = `${total.toLocaleString('en-US')}${capped ? '+' : ''}`;
  return `${amount} ${total === 1 && !capped ? 'project' : 'projects'}`;
}

/** Pages of `pageSize` needed for `total` matches. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
