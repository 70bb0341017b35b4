import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '../../../shared/profile';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { api, apiUpload } from '../../lib/api-client';

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => api.get('/profile', { signal }),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

export function uploadAvatar(file: File) {
  return apiUpload('/profile/avatar', 'avatar', file);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => api.put('/profile', changes),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      // The server keeps the account name (the header's greeting) and the quant profile's name and bio in step.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['quant-profile'] }),
      ]);
    },
  });
}

/** Turns the e-mails about the user's applications on or off. */
export function useSetApplicationEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationStatusEmails: boolean) =>
      api.put('/profile/email-preferences', { applicationStatusEmails }),
    onSuccess: (preferences) =>
      queryClient.setQueryData(profileQueryOptions.queryKey, (profile) =>
        profile ? { ...profile, ...preferences } : profile,
      ),
  });
}
