import {
  COMPENSATION_SORT_COLUMNS,
  compensationFilterSchema,
  type CompensationFilter,
} from '../../../shared/compensation';
import { useUrlFilters } from '../../lib/use-url-filters';
import type { CompensationSort } from './api';
import { isOneOf } from '../../lib/utils';

/** The view a URL's parameters name; a hand-edited bad value falls back to "any" (the server's schema decides). */
export function readCompensationView(params: URLSearchParams): {
  filter: CompensationFilter;
  sort: CompensationSort | null;
} {
  const read = (name: string) => params.get(name) ?? undefined;
  const parsed = compensationFilterSchema.safeParse({
    role: read('role'),
    level: read('level'),
    region: read('region'),
    includeStock: read('includeStock'),
    includeBonus: read('includeBonus'),
  });
  const filter: CompensationFilter = parsed.success ? parsed.data : { includeStock: true, includeBonus: true };
  const column = params.get('sort');
  const sort: CompensationSort | null = isOneOf(COMPENSATION_SORT_COLUMNS, column)
    ? { column, direction: params.get('dir') === 'desc' ? 'desc' : 'asc' }
    : null;
  return { filter, sort };
}

/** Filter and sort live in the URL, so a link or the back button restores exactly this view. */
export function useCompensationUrlState() {
  const { params, update } = useUrlFilters();
  const { filter, sort } = readCompensationView(params);

  return {
    filter,
    sort,
    setFilter: (changes: Partial<CompensationFilter>) =>
      update(
        Object.fromEntries(
          Object.entries(changes).map(([name, value]) => [
            name,
            typeof value === 'boolean' ? (value ? undefined : 'false') : value,
          ]),
        ),
      ),
    setSort: (next: CompensationSort | null) => update({ sort: next?.column, dir: next ? next.direction : undefined }),
  };
}
