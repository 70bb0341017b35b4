import { Link } from 'react-router';
import type { ProfileView } from '../../../../shared/contracts/quant-profile';
import { LoadError } from '../../../components/layout/load-error';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatDayOf } from '../../../lib/format-date';
import { useProfileViews } from '../../quant-profile/api';

export const NO_VIEWS_MESSAGE = 'No firm has opened your profile yet.';

const viewCount = (n: number) => `${n} ${n === 1 ? 'view' : 'views'}`;

/** The companies that opened the profile, newest first, each linking to its public page. */
export function ProfileViewList({ views }: { views: ProfileView[] }) {
  if (views.length === 0) return <p className="text-sm text-muted">{NO_VIEWS_MESSAGE}</p>;
  return (
    <ul aria-label="Firms that viewed your profile" className="divide-y divide-border">
      {views.map((view) => (
        <li key={view.companySlug} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
          <Link
            to={`/companies/${view.companySlug}`}
            className="min-w-0 font-medium break-words text-primary underline-offset-4 hover:underline"
          >
            {view.companyName}
          </Link>
          <span className="text-xs text-muted">
            last viewed <time dateTime={view.lastViewedAt}>{formatDayOf(view.lastViewedAt)}</time> ·{' '}
            {viewCount(view.viewCount)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Who viewed my profile" (issue 14): the verified companies that opened the full profile (a card in a list is not
 * a view), and when.
 */
export function ProfileViewsCard() {
  const views = useProfileViews();
  return (
    <Card>
      <CardContent className="space-y-3 p-6">
        <div className="space-y-1">
          <h2 className="text-base font-semibold">Who viewed my profile</h2>
          <p className="text-sm text-muted">Firms that opened your full profile, newest first.</p>
        </div>
        {views.isPending ? (
          <Spinner label="Loading who viewed your profile" />
        ) : views.isError ? (
          <LoadError
            message={`Could not load who viewed your profile. ${views.error.message}`}
            onRetry={() => void views.refetch()}
          />
        ) : (
          <ProfileViewList views={views.data} />
        )}
      </CardContent>
    </Card>
  );
}
