import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../shared/routes';
import { PageContainer, PageHeader } from '../../../components/layout/page';
import { QueryView } from '../../../components/layout/query-view';
import { OperatorsOnly } from '../../../components/operators-only';
import { Pagination } from '../../../components/ui/pagination';
import { ApiError } from '../../../lib/api-client';
import { parsePage, useUrlFilters } from '../../../lib/use-url-filters';
import { useMessageReports } from '../api';
import { ReportList } from '../components/report-list';

/**
 * The operators' queue of reported conversations (/admin/reports): each report with its reason, the reporter's
 * words and the messages as they stood when it was last sent; open ones first, longest waiting first, until marked
 * handled. Twenty a page, the page in the address, so no report is ever out of reach.
 */
export function MessageReportsPage() {
  const { params } = useUrlFilters();
  const page = parsePage(params.get('page'));
  const query = useMessageReports(page);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Not an operator: the API's reason, not a retry that cannot help.
  const forbidden = query.error instanceof ApiError && query.error.status === 403 ? query.error : null;

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        eyebrow="Operators"
        title="Reported conversations"
        lead="A quant or a firm reported these conversations. Read the reason and the messages as they were when reported, act on them, then mark the report handled."
      />
      <div className="mt-10 space-y-6">
        {forbidden ? (
          <OperatorsOnly message={forbidden.message} />
        ) : (
          <>
            <p className="text-sm">
              <Link
                to={ROUTES.operatorConsole}
                className="mr-6 inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
              >
                <ArrowLeft aria-hidden className="size-4" /> Operator console
              </Link>
              <Link
                to={ROUTES.companyReviews}
                className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
              >
                Company reviews <ArrowRight aria-hidden className="size-4" />
              </Link>
            </p>
            <QueryView query={query} loadingLabel="Loading reports">
              {(reports) => (
                <>
                  <ReportList
                    reports={reports}
                    headingRef={headingRef}
                    onResolved={() => headingRef.current?.focus()}
                  />
                  <Pagination
                    page={reports.page}
                    pageCount={Math.ceil(reports.total / reports.pageSize)}
                    label="Report pages"
                  />
                </>
              )}
            </QueryView>
          </>
        )}
      </div>
    </PageContainer>
  );
}
