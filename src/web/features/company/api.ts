import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CompanyInput } from '../../../shared/company';
import type { MyCompany } from '../../../shared/contracts/company';
import { api, apiUpload } from '../../lib/api-client';
import { COMPANY_DASHBOARD_QUERY_KEY, COMPANY_QUERY_KEY } from '../../lib/company-access';

const keys = {
  members: [...COMPANY_QUERY_KEY, 'members'] as const,
  reviews: ['company-reviews'] as const,
  publicPage: ['public-company'] as const,
  dashboard: COMPANY_DASHBOARD_QUERY_KEY,
};

export const membersQueryOptions = queryOptions({
  queryKey: keys.members,
  queryFn: ({ signal }) => api.get('/company/members', { signal }),
});

/** The company's members, and for the owner its open invitations. */
export function useMembers() {
  return useQuery(membersQueryOptions);
}

/**
 * A change to the caller's company: afterwards everything under the company key (the company itself, with its
 * role and verification, and its members) is read again, so every screen and the header agree at once.
 */
function useCompanyMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_QUERY_KEY }),
  });
}

export function useCreateCompany() {
  return useCompanyMutation((input: CompanyInput) => api.post('/company', input));
}

export function useUpdateCompany() {
  return useCompanyMutation((input: CompanyInput) => api.put('/company', input));
}

export function useUploadLogo() {
  return useCompanyMutation((file: File) => apiUpload('/company/logo', 'logo', file));
}

export function useDeleteCompany() {
  return useCompanyMutation(() => api.delete('/company'));
}

export function useInviteMember() {
  return useCompanyMutation((email: string) => api.post('/company/invitations', { email }));
}

export function useRevokeInvitation() {
  return useCompanyMutation((id: string) => api.delete('/company/invitations/{id}', { params: { id } }));
}

export function useRemoveMember() {
  return useCompanyMutation((userId: string) => api.delete('/company/members/{userId}', { params: { userId } }));
}

export function useTransferOwnership() {
  return useCompanyMutation((userId: string) => api.post('/company/owner', { userId }));
}

export function useLeaveCompany() {
  return useCompanyMutation(() => api.action('/company/leave'));
}

/** What an invitation link is for; the token is posted, never put in an address a server logs. */
export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: ['company-invitation', token],
    queryFn: () => api.post('/company-invitations/preview', { token: token ?? '' }),
    enabled: token !== null,
    staleTime: Infinity,
  });
}

export function useAcceptInvitation() {
  return useCompanyMutation((token: string): Promise<{ company: MyCompany }> =>
    api.post('/company-invitations/accept', { token }),
  );
}

export function publicCompanyQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...keys.publicPage, slug],
    queryFn: ({ signal }) => api.get('/companies/{slug}', { params: { slug }, signal }),
  });
}

export function usePublicCompany(slug: string) {
  return useQuery(publicCompanyQueryOptions(slug));
}

export type ReviewState = 'pending' | 'rejected';

export function reviewsQueryOptions(state: ReviewState, page: number) {
  return queryOptions({
    queryKey: [...keys.reviews, state, page],
    queryFn: ({ signal }) =>
      api.get('/company-reviews', { query: new URLSearchParams({ state, page: String(page) }), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyReviews(state: ReviewState, page: number) {
  return useQuery(reviewsQueryOptions(state, page));
}

export type ReviewDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: ReviewDecision & { id: string }) =>
      api.post('/company-reviews/{id}', decision, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.reviews }),
  });
}

/** The company dashboard's stat cards: Active Projects, Talent Pipeline, Pending Interviews, as the server counts. */
export function useDashboardSummary() {
  return useQuery({
    queryKey: [...keys.dashboard, 'summary'],
    queryFn: ({ signal }) => api.get('/company-dashboard', { signal }),
    // Counted afresh on every visit: a proposal accepted or a message answered a moment ago elsewhere shows.
    staleTime: 0,
  });
}

/** The people waiting on the company, longest-waiting first, a page at a time ("Show more"). */
export function useTalentPipeline() {
  return useInfiniteQuery({
    queryKey: [...keys.dashboard, 'pipeline'],
    queryFn: ({ pageParam, signal }) =>
      api.get('/company-dashboard/pipeline', {
        query: new URLSearchParams(pageParam ? { cursor: pageParam } : {}),
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** The soonest interviews booked with applicants that have not started yet. */
export function useInterviewsAhead() {
  return useQuery({
    queryKey: [...keys.dashboard, 'interviews'],
    queryFn: ({ signal }) => api.get('/company-dashboard/interviews', { signal }),
    staleTime: 0,
  });
}
