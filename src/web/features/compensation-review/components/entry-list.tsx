import { Inbox } from 'lucide-react';
import type * as React from 'react';
import type { CompensationReviewQueue } from '../../../../shared/compensation';
import type { CompensationReviewPage } from '../../../../shared/contracts/compensation';
import { Card, CardContent } from '../../../components/ui/card';
import { showingRange } from '../../../components/ui/pagination';
import { EntryCard } from './entry-card';

const heading = (queue: CompensationReviewQueue, total: number) => {
  if (queue === 'held') return total === 1 ? '1 entry held for review' : `${total} entries held for review`;
  return total === 1 ? '1 hidden entry' : `${total} hidden entries`;
};

/** One page of a queue as cards that fit a phone, or what an empty queue means. */
export function EntryList({
  queue,
  data: { entries, total, page, pageSize },
  headingRef,
  onDone,
}: {
  queue: CompensationReviewQueue;
  data: CompensationReviewPage;
  /** The count heading, which takes focus once a decided entry's buttons are gone. */
  headingRef: React.Ref<HTMLHeadingElement>;
  onDone: () => void;
}) {
  if (total === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-16 text-center">
          <Inbox aria-hidden className="size-10 text-muted" />
          <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
            {queue === 'held' ? 'No entries held for review' : 'No hidden entries'}
          </h2>
          <p className="text-muted">
            {queue === 'held'
              ? 'An entry far outside the usual range for its role, level and region waits here before it counts.'
              : 'Entries an operator hid appear here, with the reason, so they can be shown again.'}
          </p>
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} aria-live="polite" className="mb-2 text-xl font-semibold outline-none">
        {heading(queue, total)}
      </h2>
      <p className="mb-4 text-sm text-muted">
        {showingRange((page - 1) * pageSize + 1, entries.length, total, ['entry', 'entries'])}
      </p>
      <ul aria-label={queue === 'held' ? 'Held entries' : 'Hidden entries'} className="space-y-6">
        {entries.map((entry) => (
          <li key={entry.id}>
            <EntryCard entry={entry} onDone={onDone} />
          </li>
        ))}
      </ul>
    </>
  );
}
