import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BlockCandidate, BlocksAnswer } from '../../../shared/contracts/quant-profile';
import type { DegreeLevel } from '../../../shared/internships';
import type { BasicInfo, EducationEntry, ExperienceEntry } from '../../../shared/quant-profile';
import type { QuantProfileView } from '../../../shared/contracts/quant-profile';
import { BLOCK_SEARCH_MIN } from '../../../shared/firm-blocks';
import { api } from '../../lib/api-client';
import { quantVisibilityQueryOptions } from '../../lib/dashboards';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { profileQueryOptions } from '../profile/api';

/** The quant profile's query family: the wizard, the profile page and the dashboard all read from it. */
const QUANT_PROFILE_KEY = ['quant-profile'] as const;

export const quantProfileQueryOptions = queryOptions({
  queryKey: QUANT_PROFILE_KEY,
  queryFn: ({ signal }) => api.get('/quant-profile', { signal }),
});

export function useQuantProfile() {
  return useQuery(quantProfileQueryOptions);
}

/** Shared with the header, which offers a firm member with a quant profile both dashboards (lib/dashboards.ts). */
export const visibilityQueryOptions = quantVisibilityQueryOptions;

export function useVisibility() {
  return useQuery(visibilityQueryOptions);
}

/** Keeps the saved view, and has every other query of the family (visibility, dashboard) refetch it. */
function storeView(queryClient: QueryClient, view: QuantProfileView) {
  queryClient.setQueryData(quantProfileQueryOptions.queryKey, view);
  return queryClient.invalidateQueries({ queryKey: QUANT_PROFILE_KEY, predicate: (q) => q.queryKey.length > 1 });
}

export function useSetVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isVisible: boolean) => api.put('/quant-profile/visibility', { isVisible }),
    onSuccess: (state) => {
      queryClient.setQueryData(visibilityQueryOptions.queryKey, state);
      // The first switch-on may have created the profile: the full view and the family's other queries refetch.
      return queryClient.invalidateQueries({
        queryKey: QUANT_PROFILE_KEY,
        predicate: (q) => q.queryKey[1] !== 'visibility',
      });
    },
  });
}

/** The wizard's basic step; it also writes the name, bio and links of the person's profile. */
export function useSaveBasicInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (info: BasicInfo) => api.put('/quant-profile/basic', info),
    onSuccess: async (view) => {
      await storeView(queryClient, view);
      // The server also saved the name on the person's profile and the account (the header's greeting).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
  });
}

export function useSaveSkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skills: string[]) => api.put('/quant-profile/skills', { skills }),
    onSuccess: (view) => storeView(queryClient, view),
  });
}

function useSaveList<I>(save: (input: I) => Promise<QuantProfileView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (view) => storeView(queryClient, view),
  });
}

/** The education entries, and the degree shown to firms when given (left out keeps the saved choice). */
export const useSaveEducation = () =>
  useSaveList((input: { entries: EducationEntry[]; degreeOverride?: DegreeLevel | null }) =>
    api.put('/quant-profile/education', input),
  );
export const useSaveExperience = () =>
  useSaveList((entries: ExperienceEntry[]) => api.put('/quant-profile/experience', { entries }));

// Hiding from firms and who viewed the profile (issue 14). Both live under the family's key, so a save that changes
// what they show (the experience's current job, the suggestions' source) has them refetch.
const BLOCKS_KEY = [...QUANT_PROFILE_KEY, 'blocks'] as const;

export const blocksQueryOptions = queryOptions({
  queryKey: BLOCKS_KEY,
  queryFn: ({ signal }) => api.get('/quant-profile/blocks', { signal }),
});

export function useBlocks() {
  return useQuery(blocksQueryOptions);
}

/** Firms whose name contains `q`; asks nothing until `q` has BLOCK_SEARCH_MIN letters. */
export function useBlockCandidates(q: string) {
  return useQuery({
    queryKey: [...QUANT_PROFILE_KEY, 'block-candidates', q],
    queryFn: ({ signal }) => api.get('/quant-profile/block-candidates', { signal, query: new URLSearchParams({ q }) }),
    enabled: q.length >= BLOCK_SEARCH_MIN,
    // A new search keeps the last answer on screen until its own arrives, so the list does not flicker.
    placeholderData: (previous) => previous,
    select: (answer) => answer.candidates,
  });
}

/** The blocks answer of a change is the new list: it replaces the cached one, and searches are asked again. */
function useBlocksChange<I>(change: (input: I) => Promise<BlocksAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      queryClient.setQueryData(blocksQueryOptions.queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: [...QUANT_PROFILE_KEY, 'block-candidates'] });
    },
  });
}

export const useAddBlock = () =>
  useBlocksChange((target: Pick<BlockCandidate, 'kind' | 'id'>) => api.post('/quant-profile/blocks', target));

export const useRemoveBlock = () =>
  useBlocksChange((id: string) => api.delete('/quant-profile/blocks/{id}', { params: { id } }));

export const profileViewsQueryOptions = queryOptions({
  queryKey: [...QUANT_PROFILE_KEY, 'views'],
  queryFn: ({ signal }) => api.get('/quant-profile/views', { signal }),
  select: (answer) => answer.views,
});

export function useProfileViews() {
  return useQuery(profileViewsQueryOptions);
}
