import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnProject } from '../../../shared/contracts/projects';
import type { ProjectDraftInput, ProposalDeclineReason, ProposalStatus } from '../../../shared/projects';
import { api } from '../../lib/api-client';
import { COMPANY_DASHBOARD_QUERY_KEY } from '../../lib/company-access';
import { lazyPart } from '../../lib/lazy-part';

const keys = {
  own: ['projects', 'own'] as const,
  one: (id: string) => ['projects', 'own', id] as const,
  // LeapMarket lists published projects: any change here may change it.
  market: ['leap-market'] as const,
  proposals: (id: string) => ['projects', 'proposals', id] as const,
  invitations: (id: string) => ['projects', 'invitations', id] as const,
};

export const ownProjectsQueryOptions = queryOptions({
  queryKey: keys.own,
  queryFn: ({ signal }) => api.get('/projects', { signal }),
});

/** The company's projects, newest first, and how many are published and open (the Active Projects card). */
export function useOwnProjects() {
  return useQuery(ownProjectsQueryOptions);
}

/** One of the company's projects, for the edit page; a foreign or unknown id answers 404. */
export function useOwnProject(id: string) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: ({ signal }) => api.get('/projects/{id}', { params: { id }, signal }),
    // A 404 will not turn into a project by asking again.
    retry: false,
  });
}

const isProject = (value: unknown): value is OwnProject =>
  typeof value === 'object' && value !== null && 'id' in value && 'status' in value;

/** After any change to a project, the company's list, the edited project and LeapMarket are read again. */
function useProjectMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result: R) => {
      // A project answered (saved, published, copied) is the edit page's data at once: no spinner after Save Draft.
      if (isProject(result)) queryClient.setQueryData(keys.one(result.id), result);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.own }),
        queryClient.invalidateQueries({ queryKey: keys.market }),
        queryClient.invalidateQueries({ queryKey: COMPANY_DASHBOARD_QUERY_KEY }),
      ]);
    },
  });
}

export function useCreateProject() {
  return useProjectMutation((input: ProjectDraftInput) => api.post('/projects', input));
}

export function useUpdateProject() {
  return useProjectMutation(({ id, input }: { id: string; input: ProjectDraftInput }) =>
    api.put('/projects/{id}', input, { params: { id } }),
  );
}

export function usePublishProject() {
  return useProjectMutation((id: string) => api.action('/projects/{id}/publish', { params: { id } }));
}

export function useDuplicateProject() {
  return useProjectMutation((id: string) => api.action('/projects/{id}/duplicate', { params: { id } }));
}

export function useCloseProject() {
  return useProjectMutation((id: string) => api.action('/projects/{id}/close', { params: { id } }));
}

export function useReopenProject() {
  return useProjectMutation((id: string) => api.action('/projects/{id}/reopen', { params: { id } }));
}

export function useRenewProject() {
  return useProjectMutation((id: string) => api.action('/projects/{id}/renew', { params: { id } }));
}

export function useDeleteProject() {
  return useProjectMutation((id: string) => api.delete('/projects/{id}', { params: { id } }));
}

/** One server page of a project's proposals, newest first, of one status or all; the previous page stays shown. */
export function useProjectProposals(id: string, status: ProposalStatus | undefined, page: number) {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  return useQuery({
    queryKey: [...keys.proposals(id), query.toString()],
    queryFn: ({ signal }) => api.get('/projects/{id}/proposals', { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
    // A foreign project's 404 will not turn into proposals by asking again.
    retry: false,
  });
}

/**
 * After the firm acts on a proposal: the project's proposals (every filter and page), the company's projects
 * (accepting makes one In progress; counts) and LeapMarket (an accepted project leaves it) are read again.
 */
function useProposalMutation<V extends { projectId: string }, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the dialog that acted closes first, before the refreshed list takes its button away.
    onSuccess: (_result: R, variables: V) => {
      void queryClient.invalidateQueries({ queryKey: keys.proposals(variables.projectId) });
      void queryClient.invalidateQueries({ queryKey: keys.own });
      void queryClient.invalidateQueries({ queryKey: keys.market });
      void queryClient.invalidateQueries({ queryKey: COMPANY_DASHBOARD_QUERY_KEY });
    },
  });
}

interface ProposalRef {
  projectId: string;
  proposalId: string;
}

export function useShortlistProposal() {
  return useProposalMutation(({ projectId, proposalId }: ProposalRef) =>
    api.action('/projects/{id}/proposals/{proposalId}/shortlist', { params: { id: projectId, proposalId } }),
  );
}

export function useDeclineProposal() {
  return useProposalMutation(({ projectId, proposalId, reason }: ProposalRef & { reason: ProposalDeclineReason }) => {
    return api.post(
      '/projects/{id}/proposals/{proposalId}/decline',
      { reason },
      { params: { id: projectId, proposalId } },
    );
  });
}

export function useAcceptProposal() {
  return useProposalMutation(({ projectId, proposalId }: ProposalRef) =>
    api.action('/projects/{id}/proposals/{proposalId}/accept', { params: { id: projectId, proposalId } }),
  );
}

/** The quants the company invited to its project `id` and may still see (verified companies; 403 otherwise). */
export function useProjectInvitations(id: string) {
  return useQuery({
    queryKey: keys.invitations(id),
    queryFn: ({ signal }) => api.get('/projects/{id}/invitations', { params: { id }, signal }),
    retry: false,
  });
}

/** Invites a quant (by quant profile id) to one of the company's open projects; its Invited list is read again. */
export function useInviteToProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, profileId }: { projectId: string; profileId: string }) =>
      api.post('/projects/{id}/invitations', { profileId }, { params: { id: projectId } }),
    onSuccess: (_answer, { projectId }) => queryClient.invalidateQueries({ queryKey: keys.invitations(projectId) }),
  });
}

/** Withdraws an invitation (refused once the quant proposed); the project's Invited list is read again. */
export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, profileId }: { projectId: string; profileId: string }) =>
      api.delete('/projects/{id}/invitations/{profileId}', { params: { id: projectId, profileId } }),
    onSuccess: (_answer, { projectId }) => queryClient.invalidateQueries({ queryKey: keys.invitations(projectId) }),
  });
}

/**
 * "Invite to project" for the talent directory's profile page and talent match's result cards: a light button
 * whose dialog (the company's open projects, sending, the outcome) is its own chunk, fetched when the button is
 * first hovered, focused or pressed, so the talent pages' first load does not carry it.
 */
export { InviteToProjectButton } from './components/invite-to-project-button';

/**
 * The company dashboard's share of this feature, loaded on demand (this file is the feature's one public entry):
 * the Projects tab. The stat cards are counted by the company dashboard's own endpoint.
 */
export const projectsTabPart = lazyPart(() => import('./components/projects-tab').then((module) => module.ProjectsTab));
