import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '../../shared/routes';
import { api } from './api-client';
import { useCompanyAccess } from './company-access';

/**
 * Whether the signed-in user has a quant profile (and whether it is visible). The quant-profile feature reads and
 * refreshes the same query; it lives here because the header needs it too.
 */
export const quantVisibilityQueryOptions = queryOptions({
  queryKey: ['quant-profile', 'visibility'],
  queryFn: ({ signal }) => api.get('/quant-profile/visibility', { signal }),
});

export interface DashboardLink {
  to: string;
  /** The header's label: plain 'Dashboard' while the user has one side only. */
  label: string;
  side: 'company' | 'quant';
}

const QUANT_DASHBOARD: DashboardLink = { to: ROUTES.dashboard, label: 'Dashboard', side: 'quant' };

/**
 * The dashboards the header offers the signed-in user: a firm member lands on the company dashboard, a quant on
 * the quant dashboard, and a member who also has a quant profile gets both, each named for its side. Until the
 * company is known it is the quant dashboard, as the header shows before the app runs.
 */
export function useDashboardLinks(): DashboardLink[] {
  const { company, loading } = useCompanyAccess();
  const quant = useQuery({ ...quantVisibilityQueryOptions, enabled: Boolean(company), staleTime: 60_000 });
  if (loading || !company) return [QUANT_DASHBOARD];
  if (!quant.data?.hasQuantProfile) return [{ to: ROUTES.companyDashboard, label: 'Dashboard', side: 'company' }];
  return [
    { to: ROUTES.companyDashboard, label: 'Company Dashboard', side: 'company' },
    { to: ROUTES.dashboard, label: 'Quant Dashboard', side: 'quant' },
  ];
}
