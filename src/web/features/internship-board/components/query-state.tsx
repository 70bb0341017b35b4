import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../../components/layout/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';

/** A small query's spinner, error with retry (the server's reason on a 403), then its data. */
export function QueryState<T>({
  query,
  loading,
  error,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  error: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label={loading} />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 403) {
      return <p className="text-sm text-muted">{query.error.message}</p>;
    }
    return <LoadError message={error} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
