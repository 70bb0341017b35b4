import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MatchCriteriaInput } from '../../../shared/talent-match';
import { api } from '../../lib/api-client';

const keys = {
  recent: ['talent-match', 'recent'] as const,
  sources: ['talent-match', 'sources'] as const,
};

export const recentMatchesQueryOptions = queryOptions({
  queryKey: keys.recent,
  queryFn: ({ signal }) => api.get('/talent-match/recent', { signal }),
});

/** The company's saved matches, newest first, each with its top results as they stand now. */
export function useRecentMatches() {
  return useQuery(recentMatchesQueryOptions);
}

export const matchSourcesQueryOptions = queryOptions({
  queryKey: keys.sources,
  queryFn: ({ signal }) => api.get('/talent-match/sources', { signal }),
});

/** 'Match from Project': the company's own positions and projects, each with the criteria it fills in. */
export function useMatchSources() {
  return useQuery(matchSourcesQueryOptions);
}

/** A match to run, and what started it: the form, or the id of the recent match run again. */
export interface MatchRequest {
  criteria: MatchCriteriaInput;
  from: 'form' | { recentId: string };
}

/** Ranks the visible quants against the criteria; the server saves the run, so the recent matches are read again. */
export function useRunMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ criteria }: MatchRequest) => api.post('/talent-match', criteria),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.recent }),
  });
}
