import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProposalInput } from '../../../shared/projects';
import { api } from '../../lib/api-client';
import { LIVE_QUERY } from '../../lib/live-query';
import { lazyPart } from '../../lib/lazy-part';

/** LeapMarket's calls to /api/leap-market and /api/my-proposals, and the part the quant dashboard shows. */

/**
 * The quant dashboard's "Your proposals" card (features/dashboard shows it): its own chunk, so the dashboard's
 * first load carries neither its code nor the project rules it uses.
 */
export const myProposalsCardPart = lazyPart(() =>
  import('./proposals/my-proposals-card').then((module) => module.MyProposalsCard),
);

/** Every LeapMarket query starts with 'leap-market': the firm's project changes invalidate them all at once. */
const keys = {
  list: (query: string) => ['leap-market', 'list', query] as const,
  project: (id: string) => ['leap-market', 'project', id] as const,
  myProposals: (page: number) => ['my-proposals', page] as const,
  myInvitations: ['my-project-invitations'] as const,
};

/**
 * One page of LeapMarket for the API query (market-query.ts builds it from the address); the previous page stays
 * on screen, dimmed, while the next one loads.
 */
export function useMarketProjects(query: URLSearchParams, enabled = true) {
  return useQuery({ ...marketProjectsQueryOptions(query.toString()), placeholderData: keepPreviousData, enabled });
}

/** The query of one LeapMarket page for the API query string `search`: the hook's, and the server render's. */
export const marketProjectsQueryOptions = (search: string) => ({
  queryKey: keys.list(search),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.get('/leap-market', { query: new URLSearchParams(search), signal }),
});

/** A project's page: 404 for a project the caller may not see (a draft, a stranger's private project). */
/** One project's page, as the caller may read it: the hook's, and the server render's (for visitors signed out). */
export const marketProjectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keys.project(id),
    queryFn: ({ signal }) => api.get('/leap-market/{id}', { params: { id }, signal }),
  });

export function useMarketProject(id: string) {
  return useQuery(marketProjectQueryOptions(id));
}

/** Accepting an NDA notice answers the project in full: the page shows it at once, without asking again. */
export function useAcceptNda(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.action('/leap-market/{id}/nda', { params: { id } }),
    onSuccess: (project) => queryClient.setQueryData(keys.project(id), project),
  });
}

/**
 * Sending, editing and withdrawing the caller's proposal: each refreshes the project's page (its status card and
 * whether they may propose) and the dashboard's list of proposals.
 */
function useProposalMutation<T>(id: string, send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.project(id) }),
        queryClient.invalidateQueries({ queryKey: ['my-proposals'] }),
      ]);
    },
  });
}

export const useSubmitProposal = (id: string) =>
  useProposalMutation(id, (input: ProposalInput) => api.post('/leap-market/{id}/proposal', input, { params: { id } }));

export const useUpdateProposal = (id: string) =>
  useProposalMutation(id, (input: ProposalInput) => api.put('/leap-market/{id}/proposal', input, { params: { id } }));

export const useWithdrawProposal = (id: string) =>
  useProposalMutation(id, () => api.delete('/leap-market/{id}/proposal', { params: { id } }));

/** One page (20) of the caller's proposals, newest first. */
export function useMyProposals(page: number) {
  return useQuery({
    queryKey: keys.myProposals(page),
    queryFn: ({ signal }) => api.get('/my-proposals', { query: new URLSearchParams({ page: String(page) }), signal }),
    placeholderData: keepPreviousData,
    // A firm's decision (shortlisted, declined, accepted) reaches the open page.
    ...LIVE_QUERY,
  });
}

/**
 * The projects the signed-in user was invited to and can open now (at most 20, newest first): asked only for a
 * signed-in user, so a visitor's LeapMarket makes no call for it.
 */
export function useMyProjectInvitations(enabled: boolean) {
  return useQuery({
    queryKey: keys.myInvitations,
    queryFn: ({ signal }) => api.get('/my-project-invitations', { signal }),
    enabled,
  });
}
