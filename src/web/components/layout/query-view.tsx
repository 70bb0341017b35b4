import type { UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';
import { Spinner } from '../ui/spinner';
import { LoadError } from './load-error';

/**
 * The three states of a server list: a spinner on first load, an error a person can retry, then the data. While
 * a new page or filter loads, the previous result stays on screen, dimmed and marked busy.
 */
export function QueryView<T>({
  query,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (query.isError) return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  return (
    <div
      aria-busy={query.isPlaceholderData}
      className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
    >
      {children(query.data)}
    </div>
  );
}
