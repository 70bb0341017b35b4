import { Link } from 'react-router';
import { CATEGORY_LABELS } from '../../../../shared/interview';
import { LoadError } from '../../../components/layout/load-error';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useProgress } from '../../interview/api';

/** Interview practice: solved and attempted questions per category (issue 4). */
export function PracticeProgress() {
  const { data, isPending, isError, error, refetch } = useProgress();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Interview practice</CardTitle>
        <CardDescription>Questions solved and attempted in each category.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isPending ? (
          <Spinner label="Loading your practice progress" />
        ) : isError ? (
          <LoadError message={error.message} onRetry={() => void refetch()} />
        ) : (
          <ul className="space-y-3">
            {data.map((p) => (
              <li key={p.category}>
                {/* On a phone the counts drop under the name instead of running into it. */}
                <div className="mb-1 flex flex-wrap justify-between gap-x-3 gap-y-0.5 text-sm">
                  <span className="font-medium">{CATEGORY_LABELS[p.category]}</span>
                  <span className="text-muted">
                    {p.solved} solved · {p.attempted} attempted · {p.total} questions
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={`${CATEGORY_LABELS[p.category]}: ${p.solved} of ${p.total} solved`}
                  aria-valuemin={0}
                  aria-valuemax={p.total}
                  aria-valuenow={p.solved}
                  className="h-2 overflow-hidden rounded-full bg-surface-raised"
                >
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ width: `${p.total ? (100 * p.solved) / p.total : 0}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
        <Link to="/quants/interview-simulator" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Practise interview questions
        </Link>
      </CardContent>
    </Card>
  );
}
