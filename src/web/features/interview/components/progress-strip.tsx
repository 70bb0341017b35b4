import { CATEGORY_LABELS, INTERVIEW_CATEGORIES } from '../../../../shared/interview';
import { LoadError } from '../../../components/layout/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useProgress } from '../api';

/** Solved and attempted questions per category, from the user's own attempts. */
export function ProgressStrip() {
  const { data, isError, error, refetch } = useProgress();

  return (
    <section aria-labelledby="progress-heading" className="mx-auto mt-10 max-w-5xl">
      <h2 id="progress-heading" className="text-sm font-semibold">
        Your progress
      </h2>
      {data ? (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {INTERVIEW_CATEGORIES.map((category) => {
            const progress = data.find((p) => p.category === category);
            const solved = progress?.solved ?? 0;
            const attempted = progress?.attempted ?? 0;
            const total = progress?.total ?? 0;
            const percent = total > 0 ? Math.round((solved / total) * 100) : 0;
            return (
              <li key={category} className="rounded-lg border border-border bg-surface p-3">
                <p className="text-sm font-medium">{CATEGORY_LABELS[category]}</p>
                <p className="mt-1 text-xs text-muted">
                  <span className="font-semibold text-success">
                    {solved}/{total} solved
                  </span>
                  {' · '}
                  {attempted} attempted
                </p>
                <div aria-hidden className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-raised">
                  <div className="h-full rounded-full bg-success" style={{ width: `${percent}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      ) : isError ? (
        <div className="mt-3">
          <LoadError message={error.message} onRetry={() => void refetch()} />
        </div>
      ) : (
        <div className="mt-3 flex justify-center py-4">
          <Spinner label="Loading your progress" />
        </div>
      )}
    </section>
  );
}
