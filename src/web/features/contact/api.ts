import { useMutation } from '@tanstack/react-query';
import type { ContactSubmission } from '../../../shared/contact';
import { apiPost } from '../../lib/api-client';

export function submitContact(input: ContactSubmission) {
  return apiPost<{ ok: true; message: string }>('/contact', input);
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
