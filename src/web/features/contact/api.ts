import { useMutation } from '@tanstack/react-query';
import type { ContactSubmission } from '../../../shared/contact';
import { api } from '../../lib/api-client';

export function submitContact(input: ContactSubmission) {
  return api.post('/contact', input);
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
