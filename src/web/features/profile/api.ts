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

/** The e-mails a user can turn off on /profile, by the profile field that holds each choice. */
export type EmailPreference = 'applicationStatusEmails' | 'messageEmails';

/**
 * Turns one kind of e-mail on or off. Each card sends only its own field, so two cards saved at once never put
 * back the other's old value; the answer holds both, and the cached profile takes them.
 */
export function useSetEmailPreference(preference: EmailPreference) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => api.put('/profile/email-preferences', { [preference]: on }),
    onSuccess: (preferences) =>
      queryClient.setQueryData(profileQueryOptions.queryKey, (profile) =>
        profile ? { ...profile, ...preferences } : profile,
      ),
  });
}
