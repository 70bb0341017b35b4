import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditActorKind } from '../../../shared/audit';
import { api } from '../../lib/api-client';

const keys = { all: ['audit-log'] as const };

export interface AuditFilter {
  action: AuditAction | undefined;
  actor: AuditActorKind | undefined;
  q: string;
  page: number;
}

/** One page of the audit log, newest first (operators). */
export function useAuditLog(filter: AuditFilter) {
  const query = new URLSearchParams({ page: String(filter.page) });
  if (filter.action) query.set('action', filter.action);
  if (filter.actor) query.set('actor', filter.actor);
  if (filter.q) query.set('q', filter.q);
  return useQuery({
    queryKey: [...keys.all, 'operators', filter],
    queryFn: ({ signal }) => api.get('/audit-log', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The signed-in account's own security events, newest first. */
export function useMyAccountEvents(page: number) {
  return useQuery({
    queryKey: [...keys.all, 'mine', page],
    queryFn: ({ signal }) => api.get('/audit-log/mine', { query: new URLSearchParams({ page: String(page) }), signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
