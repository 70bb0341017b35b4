import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { toast, type ToastMessage } from './toast-store';

export type ToastContent = Omit<ToastMessage, 'id'>;

/** Where react-hook-form can hold an error: a field's path, or `root.<name>` for one above the fields. */
export type FormErrorPath<V extends FieldValues> = Parameters<UseFormSetError<V>>[0];

export interface SubmitErrorOptions<V extends FieldValues> {
  /**
   * The form the failed submit came from. A server message for one of its `fields` lands under that field (a nested
   * path such as `entries.1.school` under that entry's input); a message for a field the form does not show goes to
   * `elsewhere` (e.g. `root.server`), or is left to the toast.
   */
  form?: {
    setError: UseFormSetError<V>;
    fields: readonly string[];
    elsewhere?: FormErrorPath<V>;
    /**
     * Where the form also shows the toast's description (a form that says what went wrong above its button); with
     * no toast, the server's message itself.
     */
    messageTo?: FormErrorPath<V>;
  };
  /**
   * The spec's toast for this form's failure, given the API's answer (undefined when the failure was not an answer:
   * a bug, an aborted request); null for no toast.
   */
  toast: (error: ApiError | undefined) => ToastContent | null;
}

/**
 * The one path for a failed submit: the server's field messages onto the form with `setError`, the rest onto the
 * toast the spec names for that form. A 401 is also seen by the query client, which checks the session (lib/
 * query-client.ts); the toast here says what the form could not do.
 */
export function reportSubmitError<V extends FieldValues>(error: unknown, options: SubmitErrorOptions<V>): void {
  const answer = error instanceof ApiError ? error : undefined;
  if (!answer) console.warn('submit failed', error);
  if (answer && options.form) {
    const { setError, fields, elsewhere } = options.form;
    for (const [path, message] of Object.entries(answer.fields)) {
      const shown = fields.includes(path.split('.')[0] ?? '');
      // The server's keys are the shared schema's paths, which are the form's own field names.
      const name: FormErrorPath<V> | undefined = shown ? (path as FieldPath<V>) : elsewhere;
      if (name) setError(name, { type: 'server', message });
    }
  }
  const content = options.toast(answer);
  if (content) toast(content);
  // A form without a toast for this failure shows the server's message itself.
  const message = content ? content.description : (answer?.message ?? SUBMIT_FAILED);
  if (options.form?.messageTo && message) {
    options.form.setError(options.form.messageTo, { type: 'server', message });
  }
}

const SUBMIT_FAILED = 'Something went wrong. Please try again.';

/** The usual toast for a refused form or action: its title, the server's reason (or a general one), destructive. */
export function failureToast(title: string): (answer: ApiError | undefined) => ToastContent {
  return (answer) => ({ title, description: answer?.message ?? SUBMIT_FAILED, variant: 'destructive' });
}

/** A failed action without a form of its own (remove, close, duplicate…): its reason on failureToast(title). */
export function reportActionFailure(title: string): (error: unknown) => void {
  return (error) => reportSubmitError(error, { toast: failureToast(title) });
}
