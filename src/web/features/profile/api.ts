import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '../../../shared/profile';
import type { EducationEntry, ExperienceEntry, QuantProfileView } from '../../../shared/quant-profile';
import { apiGet, apiPut, apiUpload } from '../../lib/api-client';

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => apiGet<Profile>('/profile', signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

export function uploadAvatar(file: File) {
  return apiUpload<{ avatarUrl: string }>('/profile/avatar', 'avatar', file);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => apiPut<Profile>('/profile', changes),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions.queryKey, profile),
  });
}

export const visibilityQueryOptions = queryOptions({
  queryKey: ['quant-profile', 'visibility'],
  queryFn: ({ signal }) =>
    apiGet<{ isVisible: boolean; hasQuantProfile: boolean }>('/quant-profile/visibility', signal),
});

export function useVisibility() {
  return useQuery(visibilityQueryOptions);
}

export function useSetVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isVisible: boolean) => apiPut<{ isVisible: boolean }>('/quant-profile/visibility', { isVisible }),
    onSuccess: ({ isVisible }) =>
      queryClient.setQueryData(visibilityQueryOptions.queryKey, { isVisible, hasQuantProfile: true }),
  });
}

export const quantProfileQueryOptions = queryOptions({
  queryKey: ['quant-profile'],
  queryFn: ({ signal }) => apiGet<QuantProfileView>('/quant-profile', signal),
});

export function useQuantProfile() {
  return useQuery(quantProfileQueryOptions);
}

function useSaveList<E>(part: 'education' | 'experience') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: E[]) => apiPut<QuantProfileView>(`/quant-profile/${part}`, { entries }),
    onSuccess: (view) => queryClient.setQueryData(quantProfileQueryOptions.queryKey, view),
  });
}

export const useSaveEducation = () => useSaveList<EducationEntry>('education');
export const useSaveExperience = () => useSaveList<ExperienceEntry>('experience');
