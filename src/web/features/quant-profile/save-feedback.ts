import type { WizardStep } from '../../../shared/quant-profile';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';

/** How each step names what it saves in the spec's toasts (§8). */
const SAVED_PART: Record<WizardStep, string> = {
  basic: 'information',
  education: 'education',
  skills: 'skills',
  experience: 'experience',
};

/** The spec's failure toasts: sign-in needed, else the server's message or the step's fallback. */
export function toastSaveError(step: WizardStep, error: unknown): void {
  if (error instanceof ApiError && error.status === 401) {
    toast({
      title: 'Authentication required',
      description: 'Please sign in to save your profile',
      variant: 'destructive',
    });
    return;
  }
  const part = SAVED_PART[step];
  toast({
    title: `Error saving ${part}`,
    description: (error instanceof ApiError && error.message) || `There was an error saving your ${part}`,
    variant: 'destructive',
  });
}

/** The server's per-field messages, or none when the failure was not about a field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}
