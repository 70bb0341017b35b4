import { useRef } from 'react';
import { QueryView } from '../../../components/layout/query-view';
import { OperatorPage } from '../../../components/operator-page';
import { Pagination } from '../../../components/ui/pagination';
import { parsePage, useUrlFilters } from '../../../lib/use-url-filters';
import { useMessageReports } from '../api';
import { ReportList } from '../components/report-list';

/**
 * The operators' queue of reported conversations (/admin/reports): each report with its reason, the reporter's
 * words and the messages as they stood when it was last sent; open ones first, longest waiting first, until an
 * operator acts on them. Twenty a page, the page in the address, so no report is ever out of reach.
 */
export function MessageReportsPage() {
  const { params } = useUrlFilters();
  const page = parsePage(params.get('page'));
  const query = useMessageReports(page);
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <OperatorPage
      title="Reported conversations"
      lead="A quant or a firm reported these conversations. Read the reason and the messages as they were when reported, then dismiss, warn or suspend, with a reason the people concerned are told."
      error={query.error}
    >
      <QueryView query={query} loadingLabel="Loading reports">
        {(reports) => (
          <>
            <ReportList reports={reports} headingRef={headingRef} onResolved={() => headingRef.current?.focus()} />
            <Pagination
              page={reports.page}
              pageCount={Math.ceil(reports.total / reports.pageSize)}
              label="Report pages"
            />
          </>
        )}
      </QueryView>
    </OperatorPage>
  );
}
