import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '../../../shared/profile';
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
