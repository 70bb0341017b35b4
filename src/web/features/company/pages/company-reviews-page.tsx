import { useEffect, useRef, useState } from 'react';
import { QueryView } from '../../../components/layout/query-view';
import { OperatorPage } from '../../../components/operator-page';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useCompanyReviews, type ReviewState } from '../api';
import { ReviewList } from '../components/reviews/review-list';

const TABS: { value: ReviewState; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'rejected', label: 'Rejected' },
];

/**
 * The operators' queue (/admin/companies): companies their members' e-mail does not verify, oldest first, with the
 * evidence to approve or reject them. The tab lives in the URL (?state=rejected), so a reload keeps it.
 */
export function CompanyReviewsPage() {
  const { params, update } = useUrlFilters();
  const state: ReviewState = params.get('state') === 'rejected' ? 'rejected' : 'pending';
  const query = useCompanyReviews(state);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [decided, setDecided] = useState<string | null>(null);
  const focusedAfter = useRef<string | null>(null);
  // A decided company leaves the list, and with it the focused button (or the dialog it opened): once the list is
  // read again without it, focus goes to the count above the cards instead of being lost to the page.
  useEffect(() => {
    if (!decided || focusedAfter.current === decided) return;
    if (!query.data || query.data.companies.some((company) => company.id === decided)) return;
    focusedAfter.current = decided;
    headingRef.current?.focus();
  }, [decided, query.data]);

  return (
    <OperatorPage
      title="Company reviews"
      lead="Companies whose members' e-mail does not prove their website's domain wait here. Weigh the evidence, then approve the company or reject it with a reason its owner will read."
      error={query.error}
    >
      <TabsRoot value={state} onValueChange={(next) => update({ state: next === 'rejected' ? next : undefined })}>
        <TabsList aria-label="Which companies" layout="fill">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="mt-6">
            <QueryView query={query} loadingLabel="Loading companies">
              {(data) => (
                <ReviewList state={state} reviews={data.companies} headingRef={headingRef} onDecided={setDecided} />
              )}
            </QueryView>
          </TabsContent>
        ))}
      </TabsRoot>
    </OperatorPage>
  );
}
