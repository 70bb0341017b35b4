import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '../../../shared/routes';
import { api } from '../../lib/api-client';

const keys = {
  page: (query: string) => ['talent', 'page', query] as const,
  profile: (id: string) => ['talent', 'profile', id] as const,
};

/** One page of the directory for the API query string built by talent-filters.ts (talentQuery). */
export function talentPageQueryOptions(query: URLSearchParams) {
  const text = query.toString();
  return queryOptions({
    queryKey: keys.page(text),
    queryFn: ({ signal }) => api.get('/talent', { query: new URLSearchParams(text), signal }),
    // The previous page stays on screen (dimmed) while the next filter or page loads.
    placeholderData: keepPreviousData,
  });
}

export function useTalentPage(query: URLSearchParams) {
  return useQuery(talentPageQueryOptions(query));
}

/** One quant's full profile; the server records the firm's view when it answers. */
export function talentProfileQueryOptions(id: string) {
  return queryOptions({
    queryKey: keys.profile(id),
    queryFn: ({ signal }) => api.get('/talent/{id}', { params: { id }, signal }),
  });
}

export function useTalentProfile(id: string) {
  return useQuery(talentProfileQueryOptions(id));
}

/** The page of the quant profile `id` (other firm screens, such as the talent match, link to it too). */
export function talentProfilePath(id: string): string {
  return ROUTES.talentProfile.replace(':id', encodeURIComponent(id));
}
