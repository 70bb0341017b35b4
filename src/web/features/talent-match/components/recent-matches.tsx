import { Pencil, RotateCw } from 'lucide-react';
import type { RecentMatch } from '../../../../shared/contracts/talent';
import { QueryView } from '../../../components/layout/query-view';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { formatMoment } from '../../../lib/format-date';
import { useRecentMatches } from '../api';
import { originOf } from '../match-form';

/** How many of a saved match's results the card names. */
const TOP_SHOWN = 3;

/**
 * Spec §2's 'recent matches' card, from the company's saved matches (anyone in the company may have run them): each
 * can be run again as it was, or loaded into the form to change first.
 */
export function RecentMatches({
  runningId,
  onRunAgain,
  onEdit,
}: {
  /** The saved match being run again, if any. */
  runningId: string | undefined;
  onRunAgain: (match: RecentMatch) => void;
  onEdit: (match: RecentMatch) => void;
}) {
  const recent = useRecentMatches();
  return (
    <Card>
      <CardHeader>
        {/* The page's sections are h2s under its h1 (CardTitle is an h3). */}
        <h2 className="text-lg leading-tight font-semibold">Recent matches</h2>
        <CardDescription>Your company's latest matches, with their best results as they stand now.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView query={recent} loadingLabel="Loading recent matches">
          {({ matches }) =>
            matches.length === 0 ? (
              <p className="text-sm text-muted">No matches yet. Each match you run is saved here to run again.</p>
            ) : (
              <ul aria-label="Recent matches" className="space-y-3">
                {matches.map((match) => (
                  <RecentMatchItem
                    key={match.id}
                    match={match}
                    running={runningId === match.id}
                    busy={runningId !== undefined}
                    onRunAgain={() => onRunAgain(match)}
                    onEdit={() => onEdit(match)}
                  />
                ))}
              </ul>
            )
          }
        </QueryView>
      </CardContent>
    </Card>
  );
}

function RecentMatchItem({
  match,
  running,
  busy,
  onRunAgain,
  onEdit,
}: {
  match: RecentMatch;
  running: boolean;
  busy: boolean;
  onRunAgain: () => void;
  onEdit: () => void;
}) {
  const top = match.top.slice(0, TOP_SHOWN);
  const origin = originOf(match.criteria);
  return (
    <li className="space-y-2 rounded-lg border border-border p-3 text-sm">
      <h3 className="font-medium wrap-anywhere">{match.title}</h3>
      <p className="text-xs text-muted">
        {origin && `${origin} · `}
        <time dateTime={match.createdAt}>{formatMoment(match.createdAt)}</time> by{' '}
        <span className="wrap-anywhere">{match.createdByName}</span>
      </p>
      {top.length === 0 ? (
        <p className="text-muted">No quant matched.</p>
      ) : (
        <ol aria-label={`Top results of ${match.title}`} className="space-y-0.5">
          {top.map((person) => (
            <li key={person.profileId} className="flex justify-between gap-3">
              <span className="min-w-0 wrap-anywhere">{person.fullName}</span>
              <span className="shrink-0 font-medium text-primary">{person.percent}%</span>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2 pt-1">
        {/* aria-disabled keeps the pressed button focused while it runs; the page ignores presses meanwhile. */}
        <Button type="button" size="sm" variant="outline" aria-disabled={busy} onClick={onRunAgain}>
          <RotateCw aria-hidden />
          {running ? 'Running...' : 'Run again'}
          <span className="sr-only"> for {match.title}</span>
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onEdit}>
          <Pencil aria-hidden />
          Edit criteria<span className="sr-only"> for {match.title}</span>
        </Button>
      </div>
    </li>
  );
}
