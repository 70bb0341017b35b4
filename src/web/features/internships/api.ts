import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Academic, InternshipRegion, InternshipRole } from '../../../shared/internships';
import { api, ApiError } from '../../lib/api-client';
import { LIVE_QUERY } from '../../lib/live-query';

export interface InternshipsFilter {
  q: string;
  region: InternshipRegion | undefined;
  location: string | undefined;
  role: InternshipRole | undefined;
  page: number;
}

const keys = {
  internships: ['internships'] as const,
  applications: ['applications'] as const,
  interviews: ['my-interviews'] as const,
};

export function internshipsQueryOptions(filter: InternshipsFilter) {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.region) params.set('region', filter.region);
  if (filter.location) params.set('location', filter.location);
  if (filter.role) params.set('role', filter.role);
  if (filter.page > 1) params.set('page', String(filter.page));
  return queryOptions({
    queryKey: [...keys.internships, filter],
    queryFn: ({ signal }) => api.get('/internships', { query: params, signal }),
  });
}

/** One page of the finder for the filter; the previous page stays on screen while the next one loads. */
export function useInternships(filter: InternshipsFilter) {
  return useQuery({ ...internshipsQueryOptions(filter), placeholderData: keepPreviousData });
}

export const myApplicationsQueryOptions = queryOptions({
  queryKey: keys.applications,
  queryFn: ({ signal }) => api.get('/applications', { signal }),
});

/** The quant's applications, kept current while shown: a firm's stage change reaches the open page. */
export function useMyApplications() {
  return useQuery({ ...myApplicationsQueryOptions, ...LIVE_QUERY });
}

/**
 * After applying or withdrawing, the finder's cards (their "Applied" state), My applications and the interviews (a
 * withdrawn application's offer goes) refresh.
 */
function useApplicationMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.applications }),
        queryClient.invalidateQueries({ queryKey: keys.interviews }),
        queryClient.invalidateQueries({ queryKey: keys.internships }),
      ]);
    },
  });
}

export function useApply() {
  return useApplicationMutation(
    (application: { positionId: string; coverLetter: string; resume: File; academic: Academic }) => {
      const form = new FormData();
      form.set('positionId', application.positionId);
      form.set('coverLetter', application.coverLetter);
      form.set('resume', application.resume);
      form.set('university', application.academic.university);
      form.set('degreeLevel', application.academic.degreeLevel);
      form.set('gpa', application.academic.gpa === null ? '' : application.academic.gpa.toFixed(1));
      form.set('graduationYear', String(application.academic.graduationYear));
      return api.postForm('/applications', form);
    },
  );
}

export function useWithdraw() {
  return useApplicationMutation((applicationId: string) =>
    api.delete('/applications/{id}', { params: { id: applicationId } }),
  );
}

export const myInterviewsQueryOptions = queryOptions({
  queryKey: keys.interviews,
  queryFn: ({ signal }) => api.get('/applications/interviews', { signal }),
});

/** The interviews firms offered me: the time I booked, or the times still free to pick. */
export function useMyInterviews() {
  return useQuery({ ...myInterviewsQueryOptions, ...LIVE_QUERY });
}

/**
 * Books one of an interview's times (picking again moves the booking). My applications and interviews are read
 * again after it; a time someone just took (409) reads the interviews again, so the taken time leaves the list.
 */
export function useBookInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, slotId }: { applicationId: string; slotId: string }) =>
      api.post('/applications/{id}/interview', { slotId }, { params: { id: applicationId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.interviews }),
        queryClient.invalidateQueries({ queryKey: keys.applications }),
      ]),
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: keys.interviews })
        : undefined,
  });
}
