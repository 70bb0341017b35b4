import { Download, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../../components/layout/load-error';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { applicantsExportUrl, useBoardAnalytics, useUniversities } from '../api';

/** Spec §9: the board's sample list showed five universities; the API answers the top ten. */
const TOP_SHOWN = 5;

/**
 * The Positions tab's side column (spec §2): the analytics card and the top universities, counted from the
 * company's real applications, and the quick actions that work today. Members of an unverified company see no
 * applications, so neither counts nor the export are offered to them.
 */
export function BoardInsights({ verified, onCreate }: { verified: boolean; onCreate: () => void }) {
  return (
    <div className="space-y-6">
      {verified ? (
        <>
          <AnalyticsCard />
          <TopUniversitiesCard />
        </>
      ) : (
        <Card>
          <CardContent className="p-6 text-sm text-muted">
            Application analytics and the top universities among your applicants appear here once your company is
            verified.
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Quick actions</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          {verified && (
            <a
              href={applicantsExportUrl(new URLSearchParams())}
              download
              className={buttonVariants({ variant: 'outline', className: 'justify-start' })}
            >
              <Download aria-hidden /> Export Applicant Data
            </a>
          )}
          <Button variant="outline" className="justify-start" onClick={onCreate}>
            <Plus aria-hidden /> Post New Position
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function AnalyticsCard() {
  const analytics = useBoardAnalytics(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Application analytics</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={analytics}
          loading="Loading analytics"
          error="Error loading analytics. Please try again later."
        >
          {(data) => (
            <dl className="grid grid-cols-2 gap-3">
              <Stat label="Total applications" value={data.total} />
              <Stat label="New this week" value={data.newThisWeek} />
              <Stat label="Reviewed" value={data.reviewed} />
              <Stat label="Shortlisted" value={data.shortlisted} />
              {data.overdue > 0 && (
                <div className="col-span-2 rounded-lg border border-warning/40 bg-warning/5 p-3">
                  <dt className="text-sm text-warning">Waiting 14 days or more</dt>
                  <dd className="text-2xl font-semibold tabular-nums">{data.overdue}</dd>
                </div>
              )}
            </dl>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-surface-raised/60 p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value.toLocaleString('en-US')}</dd>
    </div>
  );
}

function TopUniversitiesCard() {
  const universities = useUniversities(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Top universities</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={universities}
          loading="Loading universities"
          error="Error loading university data. Please try again later."
        >
          {(data) =>
            data.length === 0 ? (
              <p className="text-sm text-muted">No university data available yet</p>
            ) : (
              <ol aria-label="Top universities" className="space-y-2 text-sm">
                {data.slice(0, TOP_SHOWN).map((row) => (
                  <li key={row.university} className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 wrap-anywhere">{row.university}</span>
                    <span className="shrink-0 text-muted tabular-nums">
                      {row.studentCount === 1 ? '1 applicant' : `${row.studentCount} applicants`}
                    </span>
                  </li>
                ))}
              </ol>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}

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
