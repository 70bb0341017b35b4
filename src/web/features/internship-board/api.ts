import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { BulkStatusChange, StatusChange } from '../../../shared/applications';
import type { InternshipRegion, InternshipRole, PositionEdit, PositionInput } from '../../../shared/internships';
import type { BulkEmailInput, InterviewBatchInput } from '../../../shared/interviews';
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

// Applicant tracking: the Internship Applications and University Programs tabs, the analytics card.

const applicantKeys = {
  all: ['internship-board', 'applications'] as const,
  list: (query: string) => ['internship-board', 'applications', 'list', query] as const,
  detail: (id: string) => ['internship-board', 'applications', 'detail', id] as const,
  shortlisted: ['internship-board', 'applications', 'shortlisted'] as const,
  analytics: ['internship-board', 'analytics'] as const,
  universities: ['internship-board', 'universities'] as const,
};

/**
 * One page of the applications for the filters (the query string built by applicant-filters.ts). Only a verified
 * company's members may read them: `enabled` is false for the others, who are told why instead of seeing a 403.
 */
export function useApplicants(query: URLSearchParams, enabled: boolean) {
  const text = query.toString();
  return useQuery({
    queryKey: applicantKeys.list(text),
    queryFn: ({ signal }) => api.get('/internship-board/applications', { query: new URLSearchParams(text), signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One application in full (cover letter, notes, history); null id for none. */
export function useApplication(id: string | null) {
  return useQuery({
    queryKey: applicantKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get('/internship-board/applications/{id}', { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

export function useBoardAnalytics(enabled: boolean) {
  return useQuery({
    queryKey: applicantKeys.analytics,
    queryFn: ({ signal }) => api.get('/internship-board/analytics', { signal }),
    enabled,
  });
}

/** The top 10 universities among the company's applicants (the Positions tab shows the first 5). */
export function useUniversities(enabled: boolean) {
  return useQuery({
    queryKey: applicantKeys.universities,
    queryFn: ({ signal }) => api.get('/internship-board/universities', { signal }),
    enabled,
  });
}

/** The CSV of every application matching the filters: a plain link, so the browser streams the download. */
export function applicantsExportUrl(query: URLSearchParams): string {
  const filters = new URLSearchParams(query);
  filters.delete('page');
  const text = filters.toString();
  return `/api/internship-board/applications/export${text ? `?${text}` : ''}`;
}

export function applicantResumeUrl(id: string): string {
  return `/api/internship-board/applications/${encodeURIComponent(id)}/resume`;
}

/**
 * After a move, a note or an undo, everything counted from the applications is read again: the lists, the open
 * detail, the analytics card and the university statistics.
 */
function useApplicantMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicantKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicantKeys.analytics }),
        queryClient.invalidateQueries({ queryKey: applicantKeys.universities }),
      ]),
  });
}

export function useChangeStatus() {
  return useApplicantMutation(({ id, change }: { id: string; change: StatusChange }) =>
    api.post('/internship-board/applications/{id}/status', change, { params: { id } }),
  );
}

/** Moves a selection at once: all of them, or none (the server names the one it refused). */
export function useBulkChangeStatus() {
  return useApplicantMutation((change: BulkStatusChange) => api.post('/internship-board/applications/status', change));
}

export function useUndoRejection() {
  return useApplicantMutation((id: string) =>
    api.action('/internship-board/applications/{id}/undo-rejection', { params: { id } }),
  );
}

export function useAddNote() {
  return useApplicantMutation(({ id, body }: { id: string; body: string }) =>
    api.post('/internship-board/applications/{id}/notes', { body }, { params: { id } }),
  );
}

// Quick actions: batch interviews and e-mails to applicants.

const interviewKeys = { upcoming: ['internship-board', 'interviews'] as const };

/**
 * Every shortlisted application, a page at a time (the board's page size): the applicants Schedule Batch Interviews
 * can invite. Read again after any move, since it sits under the applications' key.
 */
export function useShortlistedApplicants(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: applicantKeys.shortlisted,
    queryFn: ({ pageParam, signal }) =>
      api.get('/internship-board/applications', {
        query: new URLSearchParams({ status: 'Shortlisted', page: String(pageParam) }),
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
    enabled,
  });
}

/** The company's upcoming interview times, soonest first, each free or booked by an applicant. */
export function useUpcomingInterviews(enabled: boolean) {
  return useQuery({
    queryKey: interviewKeys.upcoming,
    queryFn: ({ signal }) => api.get('/internship-board/interviews', { signal }),
    enabled,
  });
}

/** Proposes times to shortlisted applicants (each is e-mailed); the upcoming interviews are read again. */
export function useProposeInterviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InterviewBatchInput) => api.post('/internship-board/interviews', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: interviewKeys.upcoming }),
        queryClient.invalidateQueries({ queryKey: applicantKeys.all }),
      ]),
  });
}

/** What an e-mail to applicants would send, and to how many: nothing is sent, so nothing is read again. */
export function usePreviewBulkEmail() {
  return useMutation({
    mutationFn: (input: BulkEmailInput) => api.post('/internship-board/applications/email/preview', input),
  });
}

export function useSendBulkEmail() {
  return useMutation({
    mutationFn: (input: BulkEmailInput) => api.post('/internship-board/applications/email', input),
  });
}
