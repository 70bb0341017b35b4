import { SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { MatchRun } from '../../../../shared/contracts/talent';
import { MatchResultCard } from './match-result-card';

export const NO_MATCH_MESSAGE = 'No visible quant matched these criteria.';

/** "12 quants", "1 quant", "1,000+ quants" when the server stopped counting. */
const quants = (n: number, capped = false) =>
  `${n.toLocaleString('en-US')}${capped ? '+' : ''} ${n === 1 && !capped ? 'quant' : 'quants'}`;

/** What the heading and summary say about a run. */
export function summaryOf(run: MatchRun): string {
  if (run.results.length === 0) return NO_MATCH_MESSAGE;
  if (run.total > run.results.length) {
    return `${quants(run.total, run.totalCapped)} met part of the criteria; the best ${run.results.length} are shown, best first.`;
  }
  return `${quants(run.total)} met part of the criteria, best first.`;
}

/**
 * Spec §4's match tool, after idle: 'matching' while the request runs (the last results stay, dimmed), then the
 * results. A new run moves focus to its heading, so keyboard and screen reader users land on what they asked for.
 */
export function MatchResults({ run, matching }: { run: MatchRun | undefined; matching: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (run) heading.current?.focus();
  }, [run]);

  // Before the first run there is nothing to show; the form's button says 'Matching...' meanwhile.
  if (!run) return null;
  return (
    <section aria-labelledby="match-results" aria-busy={matching} className="space-y-4">
      <div className={matching ? 'opacity-60 transition-opacity' : undefined}>
        <h2 id="match-results" ref={heading} tabIndex={-1} className="text-xl font-semibold wrap-anywhere outline-none">
          Matches for {run.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{summaryOf(run)}</p>
      </div>
      {run.results.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-border p-8 text-center">
          <SearchX aria-hidden className="size-8 text-muted" />
          <p className="text-sm text-muted">
            Try loosening the criteria: tick Expand search globally, drop a required skill, lower the years of
            experience or choose any availability.
          </p>
        </div>
      ) : (
        <ol aria-label="Matching quants" className={matching ? 'space-y-4 opacity-60' : 'space-y-4'}>
          {run.results.map((result) => (
            <li key={result.profile.id}>
              <MatchResultCard result={result} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
