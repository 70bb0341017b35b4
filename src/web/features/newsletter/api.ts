import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** Confirms a newsletter address with the token of its confirmation mail. */
export function useConfirmNewsletter() {
  return useMutation({ mutationFn: (token: string) => api.post('/newsletter/confirm', { token }) });
}

/** Turns off what an unsubscribe link names; the signed token is the proof, no session needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => api.action('/unsubscribe', { query: new URLSearchParams({ token }) }),
  });
}
