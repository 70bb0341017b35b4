import { reportSubmitError } from '../../../lib/form-errors';

/** A failed company action (remove, hand over, withdraw, leave, delete): its reason as a destructive toast. */
export function reportFailure(title: string) {
  return (error: unknown) =>
    reportSubmitError(error, {
      toast: (answer) => ({
        title,
        description: answer?.message ?? 'Something went wrong. Please try again.',
        variant: 'destructive',
      }),
    });
}
