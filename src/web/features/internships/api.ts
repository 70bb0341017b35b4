import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InternshipRegion, InternshipRole, InternshipsPage, MyApplication } from '../../../shared/internships';
import { apiDelete, apiGet, apiPostForm } from '../../lib/api-client';

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
};

export function internshipsQueryOptions(filter: InternshipsFilter) {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.region) params.set('region', filter.region);
  if (filter.location) params.set('location', filter.location);
  if (filter.role) params.set('role', filter.role);
  if (filter.page > 1) params.set('page', String(filter.page));
  const search = params.toString();
  return queryOptions({
    queryKey: [...keys.internships, filter],
    queryFn: ({ signal }) => apiGet<InternshipsPage>(`/internships${search ? `?${search}` : ''}`, signal),
  });
}

/** One page of the finder for the filter; the previous page stays on screen while the next one loads. */
export function useInternships(filter: InternshipsFilter) {
  return useQuery({ ...internshipsQueryOptions(filter), placeholderData: keepPreviousData });
}

export const myApplicationsQueryOptions = queryOptions({
  queryKey: keys.applications,
  queryFn: ({ signal }) => apiGet<MyApplication[]>('/applications', signal),
});

export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions);
}

/** After applying or withdrawing, the finder's cards (their "Applied" state) and My applications refresh. */
function useApplicationMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.applications }),
        queryClient.invalidateQueries({ queryKey: keys.internships }),
      ]);
    },
  });
}

export function useApply() {
  return useApplicationMutation((application: { positionId: string; coverLetter: string; resume: File }) => {
    const form = new FormData();
    form.set('positionId', application.positionId);
    form.set('coverLetter', application.coverLetter);
    form.set('resume', application.resume);
    return apiPostForm<MyApplication>('/applications', form);
  });
}

export function useWithdraw() {
  return useApplicationMutation((applicationId: string) =>
    apiDelete(`/applications/${encodeURIComponent(applicationId)}`),
  );
}
