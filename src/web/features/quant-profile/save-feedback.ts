import type { WizardStep } from '../../../shared/quant-profile';
import { ApiError } from '../../lib/api-client';
import { reportSubmitError, type ToastContent } from '../../lib/form-errors';

/** How each step names what it saves in the spec's toasts (§8). */
const SAVED_PART: Record<WizardStep, string> = {
  basic: 'information',
  education: 'education',
  skills: 'skills',
  experience: 'experience',
};

/** The spec's failure toasts (§8): sign-in needed, else the server's message or the step's fallback. */
export function saveErrorToast(step: WizardStep): (answer: ApiError | undefined) => ToastContent {
  const part = SAVED_PART[step];
  return (answer) =>
    answer?.status === 401
      ? { title: 'Authentication required', description: 'Please sign in to save your profile', variant: 'destructive' }
      : {
          title: `Error saving ${part}`,
          description: answer?.message || `There was an error saving your ${part}`,
          variant: 'destructive',
        };
}

/** A failed save of `step` that has no form fields to mark: the spec's toast only. */
export function toastSaveError(step: WizardStep, error: unknown): void {
  reportSubmitError(error, { toast: saveErrorToast(step) });
}

/** The server's per-field messages, or none when the failure was not about a field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}
