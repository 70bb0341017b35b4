import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, isSessionEnded, retryDelay, shouldRetry } from './query-client';
import { SESSION_QUERY_KEY } from './session';

const answer = (status: number, code = 'X') => new ApiError(status, code, 'message');

describe('query retries (spec §7)', () => {
  it('retries a network failure and a 5xx, three times at most', () => {
    for (const error of [answer(0, 'NETWORK'), answer(500), answer(502), answer(503)]) {
      expect([0, 1, 2].map((count) => shouldRetry(count, error))).toEqual([true, true, true]);
      expect(shouldRetry(3, error)).toBe(false);
    }
  });

  it('never retries a 4xx: the answer is final at once', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 429]) expect(shouldRetry(0, answer(status))).toBe(false);
  });

  it('does not retry an error that is not an answer from the API (a bug in the page)', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });

  it('waits 1 s, then doubles, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('a 401 (the one place that handles it)', () => {
  it('is a session that ended only when our API says UNAUTHENTICATED', () => {
    expect(isSessionEnded(answer(401, 'UNAUTHENTICATED'))).toBe(true);
    expect(isSessionEnded(answer(401, 'INVALID_EMAIL_OR_PASSWORD'))).toBe(false);
    expect(isSessionEnded(answer(403, 'UNAUTHENTICATED'))).toBe(false);
  });

  it('makes the app ask for the session again after a failed query or mutation', async () => {
    const client = createQueryClient();
    client.setQueryData(SESSION_QUERY_KEY, 'signed in');

    await expect(
      client.fetchQuery({
        queryKey: ['profile'],
        queryFn: () => Promise.reject(answer(401, 'UNAUTHENTICATED')),
        retry: false,
      }),
    ).rejects.toThrow();
    expect(client.getQueryState(SESSION_QUERY_KEY)?.isInvalidated).toBe(true);

    client.setQueryData(SESSION_QUERY_KEY, 'signed in');
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(answer(401, 'UNAUTHENTICATED')) })
        .execute(undefined),
    ).rejects.toThrow();
    expect(client.getQueryState(SESSION_QUERY_KEY)?.isInvalidated).toBe(true);

    client.setQueryData(SESSION_QUERY_KEY, 'signed in');
    await expect(
      client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(answer(400)), retry: false }),
    ).rejects.toThrow();
    expect(client.getQueryState(SESSION_QUERY_KEY)?.isInvalidated).toBe(false);
  });
});
