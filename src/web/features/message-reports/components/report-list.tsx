import { Inbox } from 'lucide-react';
import type * as React from 'react';
import type { MessageReportPage } from '../../../../shared/contracts/messages';
import { showingRange } from '../../../components/ui/pagination';
import { Card, CardContent } from '../../../components/ui/card';
import { ReportCard } from './report-card';

const openCount = (count: number) =>
  count === 0 ? 'No open reports' : count === 1 ? '1 open report' : `${count} open reports`;

/** One page of reports as the server orders them (open ones first), as cards that fit a phone. */
export function ReportList({
  reports: { reports, total, open, page, pageSize },
  headingRef,
  onResolved,
}: {
  reports: MessageReportPage;
  /** The count heading, which takes focus once a handled report's button is gone. */
  headingRef: React.Ref<HTMLHeadingElement>;
  onResolved: () => void;
}) {
  if (total === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-16 text-center">
          <Inbox aria-hidden className="size-10 text-muted" />
          <h2 className="text-lg font-semibold">No reported conversations</h2>
          <p className="text-muted">A conversation a quant or a firm reports appears here, with its messages.</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} aria-live="polite" className="mb-4 text-xl font-semibold outline-none">
        {openCount(open)}
      </h2>
      <p className="mb-4 text-sm text-muted">
        {showingRange((page - 1) * pageSize + 1, reports.length, total, ['report', 'reports'])}
      </p>
      <ul aria-label="Reported conversations" className="space-y-6">
        {reports.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} onResolved={onResolved} />
          </li>
        ))}
      </ul>
    </>
  );
}
