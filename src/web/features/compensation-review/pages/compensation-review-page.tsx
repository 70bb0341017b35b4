import { useRef } from 'react';
import type { CompensationReviewQueue } from '../../../../shared/compensation';
import { QueryView } from '../../../components/layout/query-view';
import { OperatorPage } from '../../../components/operator-page';
import { Pagination } from '../../../components/ui/pagination';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { parsePage, useUrlFilters } from '../../../lib/use-url-filters';
import { useCompensationReview } from '../api';
import { EntryList } from '../components/entry-list';

const TABS: { value: CompensationReviewQueue; label: string }[] = [
  { value: 'held', label: 'Held for review' },
  { value: 'hidden', label: 'Hidden' },
];

/**
 * The operators' compensation queue (/admin/compensation): entries far outside their cell wait here, oldest first,
 * out of the statistics until approved or hidden; the hidden tab lists hidden entries, newest first, to show again.
 * Tab and page live in the URL (?queue=hidden&page=2), so a reload keeps them.
 */
export function CompensationReviewPage() {
  const { params, update } = useUrlFilters();
  const queue: CompensationReviewQueue = params.get('queue') === 'hidden' ? 'hidden' : 'held';
  const page = parsePage(params.get('page'));
  const query = useCompensationReview(queue, page);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The decided entry's card, and the button that had focus, are gone once the queue is read again: focus moves
  // to the count above the cards (after the dialog's own focus return) instead of being lost to the page.
  const onDone = () => setTimeout(() => headingRef.current?.focus(), 0);

  return (
    <OperatorPage
      title="Compensation review"
      lead="Entries far outside the usual range for their role, level and region are held out of the statistics until you approve them. Compare each with its cell, then approve it or hide it with a reason."
      error={query.error}
    >
      <TabsRoot
        value={queue}
        onValueChange={(next) => update({ queue: next === 'hidden' ? next : undefined, page: undefined })}
      >
        <TabsList aria-label="Which entries" layout="fill">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="mt-6 space-y-6">
            <QueryView query={query} loadingLabel="Loading entries">
              {(data) => (
                <>
                  <EntryList queue={queue} data={data} headingRef={headingRef} onDone={onDone} />
                  <Pagination page={data.page} pageCount={Math.ceil(data.total / data.pageSize)} label="Entry pages" />
                </>
              )}
            </QueryView>
          </TabsContent>
        ))}
      </TabsRoot>
    </OperatorPage>
  );
}
