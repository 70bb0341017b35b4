import { useMutation, useQuery } from '@tanstack/react-query';
import type { EmailTestInput } from '../../../shared/email-test';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/session';

/** The answer is read as success and message (spec §7); anything else is an unknown result for the page. */
export function sendTestEmail(input: EmailTestInput) {
  return api.post('/email-test', input);
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}

/** Whether this visitor may use the tool; the answer depends on who is signed in, so the key names the user. */
export function useEmailTestStatus() {
  const { user, loading } = useAuth();
  return useQuery({
    queryKey: ['email-test-status', user?.id ?? null],
    queryFn: ({ signal }) => api.get('/email-test/status', { signal }),
    enabled: !loading,
  });
}
