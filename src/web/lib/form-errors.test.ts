import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { failureToast, reportActionFailure, reportSubmitError } from './form-errors';
import { subscribeToToasts, type ToastMessage } from './toast-store';

type Values = { email: string; entries: { school: string }[] };

function recordToasts() {
  let shown: ToastMessage[] = [];
  const stop = subscribeToToasts((toasts) => (shown = toasts));
  return { latest: () => shown[0], stop };
}

describe('reportSubmitError: one path for a failed submit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts field messages on the form, nested paths included, and the rest on the spec toast', () => {
    const setError = vi.fn();
    const toasts = recordToasts();
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Please correct the highlighted fields.', {
      email: 'Please enter a valid email address.',
      'entries.1.school': 'School is required',
      visibility: 'Create your profile first.',
    });
    reportSubmitError<Values>(error, {
      form: { setError, fields: ['email', 'entries'], elsewhere: 'root.server' },
      toast: (answer) => ({ title: 'Error saving education', description: answer?.message, variant: 'destructive' }),
    });
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Please enter a valid email address.' }],
      ['entries.1.school', { type: 'server', message: 'School is required' }],
      ['root.server', { type: 'server', message: 'Create your profile first.' }],
    ]);
    expect(toasts.latest()).toMatchObject({
      title: 'Error saving education',
      description: 'Please correct the highlighted fields.',
      variant: 'destructive',
    });
    toasts.stop();
  });

  it("also shows the toast's description in the form where the form asks for it", () => {
    const setError = vi.fn();
    reportSubmitError<Values>(new ApiError(400, 'INVALID_TOKEN', 'Invalid token'), {
      form: { setError, fields: [], messageTo: 'root.server' },
      toast: (answer) => ({ title: 'Authentication Error', description: answer?.message, variant: 'destructive' }),
    });
    expect(setError.mock.calls).toEqual([['root.server', { type: 'server', message: 'Invalid token' }]]);
  });

  it("with no toast, shows the server's message in the form where the form asks for it, and toasts nothing", () => {
    const setError = vi.fn();
    const toasts = recordToasts();
    const before = toasts.latest();
    reportSubmitError<Values>(new ApiError(400, 'INVALID_PASSWORD', 'Invalid password'), {
      form: { setError, fields: [], messageTo: 'root.server' },
      toast: () => null,
    });
    expect(setError.mock.calls).toEqual([['root.server', { type: 'server', message: 'Invalid password' }]]);
    expect(toasts.latest()).toBe(before);
    toasts.stop();
  });

  it("reports a failed action on failureToast: the title, the server's reason or a general one, destructive", () => {
    const toasts = recordToasts();
    reportActionFailure('Could not close the position')(
      new ApiError(409, 'CONFLICT', 'Only an open position can be closed.'),
    );
    expect(toasts.latest()).toMatchObject({
      title: 'Could not close the position',
      description: 'Only an open position can be closed.',
      variant: 'destructive',
    });
    expect(failureToast('Could not save')(undefined)).toEqual({
      title: 'Could not save',
      description: 'Something went wrong. Please try again.',
      variant: 'destructive',
    });
    toasts.stop();
  });

  it('drops a message for a field the form does not show when it names no other place', () => {
    const setError = vi.fn();
    reportSubmitError<Values>(new ApiError(400, 'VALIDATION_FAILED', 'x', { unknown: 'y' }), {
      form: { setError, fields: ['email'] },
      toast: () => null,
    });
    expect(setError).not.toHaveBeenCalled();
  });

  it('hands the toast no answer when the failure was not one, and logs it as a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const toasts = recordToasts();
    const seen: unknown[] = [];
    reportSubmitError<Values>(new TypeError('boom'), {
      toast: (answer) => {
        seen.push(answer);
        return { title: 'Error', description: 'Failed to submit. Please try again.', variant: 'destructive' };
      },
    });
    expect(seen).toEqual([undefined]);
    expect(toasts.latest()?.description).toBe('Failed to submit. Please try again.');
    expect(warn).toHaveBeenCalledOnce();
    toasts.stop();
  });
});
