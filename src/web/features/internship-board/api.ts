import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InternshipRegion, InternshipRole, PositionEdit, PositionInput } from '../../../shared/internships';
import { api } from '../../lib/api-client';

const keys = {
  positions: ['internship-board', 'positions'] as const,
  benchmark: ['internship-board', 'pay-benchmark'] as const,
  // The quant-facing finder lists open positions: a change here changes it.
  finder: ['internships'] as const,
};

export const positionsQueryOptions = queryOptions({
  queryKey: keys.positions,
  queryFn: ({ signal }) => api.get('/internship-board/positions', { signal }),
});

/** The company's positions, newest first. */
export function usePositions() {
  return useQuery(positionsQueryOptions);
}

/** After any change to a position, the board's list and the finder are read again. */
function usePositionMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.positions }),
        queryClient.invalidateQueries({ queryKey: keys.finder }),
      ]),
  });
}

export function useCreatePosition() {
  return usePositionMutation((input: PositionInput) => api.post('/internship-board/positions', input));
}

export function useUpdatePosition() {
  return usePositionMutation(({ id, input }: { id: string; input: PositionEdit }) =>
    api.put('/internship-board/positions/{id}', input, { params: { id } }),
  );
}

export function useDuplicatePosition() {
  return usePositionMutation((id: string) =>
    api.action('/internship-board/positions/{id}/duplicate', { params: { id } }),
  );
}

/** Publishes a draft, or reopens a closed position. */
export function usePublishPosition() {
  return usePositionMutation((id: string) =>
    api.action('/internship-board/positions/{id}/publish', { params: { id } }),
  );
}

export function useClosePosition() {
  return usePositionMutation((id: string) => api.action('/internship-board/positions/{id}/close', { params: { id } }));
}

/** Answers QuantLeap's "still hiring?" for an open position nobody changed for 30 days. */
export function useConfirmStillHiring() {
  return usePositionMutation((id: string) =>
    api.action('/internship-board/positions/{id}/still-hiring', { params: { id } }),
  );
}

/** Intern pay reported on QuantLeap for a region and role (null until both are chosen, or below 5 reports). */
export function usePayBenchmark(region: InternshipRegion | undefined, role: InternshipRole | undefined) {
  return useQuery({
    queryKey: [...keys.benchmark, region, role],
    queryFn: ({ signal }) =>
      api.get('/internship-board/pay-benchmark', {
        query: new URLSearchParams({ region: region ?? '', role: role ?? '' }),
        signal,
      }),
    enabled: Boolean(region && role),
    staleTime: 5 * 60_000,
  });
}
