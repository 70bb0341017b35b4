import { useEffect, useRef, useState } from 'react';
import { QueryView } from '../../../components/layout/query-view';
import { OperatorPage } from '../../../components/operator-page';
import { Pagination } from '../../../components/ui/pagination';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { parsePage, useUrlFilters } from '../../../lib/use-url-filters';
import { useCompanyReviews, type ReviewState } from '../api';
import { ReviewList } from '../components/reviews/review-list';

const TABS: { value: ReviewState; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'rejected', label: 'Rejected' },
];

/**
 * The operators' queue (/admin/companies): companies their members' e-mail does not verify, oldest first, with the
 * evidence to approve or reject them, a page at a time. Tab and page live in the URL (?state=rejected&page=2), so a
 * reload keeps them.
 */
export function CompanyReviewsPage() {
  const { params, update } = useUrlFilters();
  const state: ReviewState = params.get('state') === 'rejected' ? 'rejected' : 'pending';
  const query = useCompanyReviews(state, parsePage(params.get('page')));
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
      <TabsRoot
        value={state}
        onValueChange={(next) => update({ state: next === 'rejected' ? next : undefined, page: undefined })}
      >
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
                <div className="space-y-6">
                  <ReviewList
                    state={state}
                    reviews={data.companies}
                    total={data.total}
                    headingRef={headingRef}
                    onDecided={setDecided}
                  />
                  <Pagination
                    page={data.page}
                    pageCount={Math.ceil(data.total / data.pageSize)}
                    label="Company review pages"
                  />
                </div>
              )}
            </QueryView>
          </TabsContent>
        ))}
      </TabsRoot>
    </OperatorPage>
  );
}
