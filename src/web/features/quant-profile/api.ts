import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BasicInfo, EducationEntry, ExperienceEntry, QuantProfileView } from '../../../shared/quant-profile';
import { api } from '../../lib/api-client';
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

export const visibilityQueryOptions = queryOptions({
  queryKey: [...QUANT_PROFILE_KEY, 'visibility'],
  queryFn: ({ signal }) => api.get('/quant-profile/visibility', { signal }),
});

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

function useSaveList<E>(save: (entries: E[]) => Promise<QuantProfileView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (view) => storeView(queryClient, view),
  });
}

export const useSaveEducation = () =>
  useSaveList((entries: EducationEntry[]) => api.put('/quant-profile/education', { entries }));
export const useSaveExperience = () =>
  useSaveList((entries: ExperienceEntry[]) => api.put('/quant-profile/experience', { entries }));
