import type * as React from 'react';
import type { MessageReport } from '../../../../shared/contracts/messages';
import { REPORT_OUTCOME_LABELS, REPORT_REASON_LABELS } from '../../../../shared/message-rules';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatMoment } from '../../../lib/format-date';
import { ReportedMessages } from './reported-messages';
import { ReportActions } from './report-actions';
import { SIDE_LABELS } from './side-labels';

/** One report: why, by whom, between whom, the reporter's details and the messages; open until an operator acts. */
export function ReportCard({ report, onResolved }: { report: MessageReport; onResolved: () => void }) {
  const open = report.resolvedAt === null;
  const between = `${report.quantName} and ${report.companyName}`;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle className="min-w-0 wrap-anywhere">{REPORT_REASON_LABELS[report.reason]}</CardTitle>
          <Badge variant={open ? 'warning' : 'outline'}>{open ? 'Open' : 'Handled'}</Badge>
        </div>
        <p className="text-sm text-muted">
          Reported <time dateTime={report.createdAt}>{formatMoment(report.createdAt)}</time>
          {report.timesReported > 1 && (
            <>
              {' '}
              · by the same person {report.timesReported} times, last{' '}
              <time dateTime={report.lastReportedAt}>{formatMoment(report.lastReportedAt)}</time>
            </>
          )}
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
          <Fact label="Reported by">
            {report.reporterName} <span className="text-muted">({SIDE_LABELS[report.reporterSide]})</span>
          </Fact>
          <Fact label="Quant">{report.quantName}</Fact>
          <Fact label="Company">{report.companyName}</Fact>
        </dl>
        <div className="text-sm">
          <h4 className="font-semibold">Details</h4>
          {report.details ? (
            <p className="mt-1 whitespace-pre-wrap wrap-anywhere">{report.details}</p>
          ) : (
            <p className="mt-1 text-muted">The reporter gave no details.</p>
          )}
        </div>
        <ReportedMessages messages={report.messages} label={`Messages between ${between}`} />
      </CardContent>
      <CardFooter className="block">
        {report.resolvedAt === null ? (
          <ReportActions report={report} between={between} onResolved={onResolved} />
        ) : (
          <div className="space-y-1 text-sm">
            <p>
              <span className="font-semibold">{REPORT_OUTCOME_LABELS[report.outcome?.action ?? 'resolved']}</span>{' '}
              <span className="text-muted">
                {report.outcome?.operatorName ? `by ${report.outcome.operatorName} ` : ''}
                <time dateTime={report.resolvedAt}>{formatMoment(report.resolvedAt)}</time>
              </span>
            </p>
            {report.outcome?.reason ? (
              <p className="whitespace-pre-wrap wrap-anywhere">
                <span className="text-muted">Reason: </span>
                {report.outcome.reason}
              </p>
            ) : null}
          </div>
        )}
      </CardFooter>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted">{label}</dt>
      <dd className="mt-0.5 wrap-anywhere">{children}</dd>
    </div>
  );
}
