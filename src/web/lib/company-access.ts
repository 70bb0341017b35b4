import { useQuery } from '@tanstack/react-query';
import type { MyCompany } from '../../shared/contracts/company';
import { api } from './api-client';
import { useAuth } from './session';

export const COMPANY_QUERY_KEY = ['company'] as const;
/**
 * The company dashboard's figures (its stat cards and Talent Pipeline). A firm-side change made on the dashboard
 * itself (closing a project on its Projects tab) invalidates this key so the cards agree at once.
 */
export const COMPANY_DASHBOARD_QUERY_KEY = [...COMPANY_QUERY_KEY, 'dashboard'] as const;

export interface CompanyAccessState {
  /** True until the session and (for a signed-in user) their company are known. */
  loading: boolean;
  signedIn: boolean;
  /** The company the user acts for, with their role and its verification; null when they belong to none. */
  company: MyCompany | null;
  isOwner: boolean;
  verified: boolean;
  /** The company could not be loaded (network, server): the guard offers a retry rather than the welcome. */
  error: Error | null;
  refetch(): void;
}

/**
 * The web app's one answer to "who does this user act for, in which role, is that company verified" (the
 * server decides the same in platform/company-access.ts; every firm screen and the header read it from here).
 */
export function useCompanyAccess(): CompanyAccessState {
  const { user, loading: sessionLoading } = useAuth();
  const query = useQuery({
    queryKey: [...COMPANY_QUERY_KEY, user?.id ?? null],
    queryFn: ({ signal }) => api.get('/company', { signal }),
    enabled: Boolean(user),
    staleTime: 60_000,
  });
  const company = query.data?.company ?? null;
  return {
    loading: sessionLoading || (Boolean(user) && query.isPending),
    signedIn: Boolean(user),
    company,
    isOwner: company?.role === 'owner',
    verified: company?.verification.state === 'verified',
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
