import { Ban, Building2, TriangleAlert, X } from 'lucide-react';
import { useState } from 'react';
import type * as React from 'react';
import type { MessageReport } from '../../../../shared/contracts/messages';
import { REPORT_ACTION_REASON_MAX, reportActionSchema, type ReportAction } from '../../../../shared/messages';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast-store';
import { useActOnMessageReport } from '../api';

// The dialog's form checks only the reason; the action is fixed by the button that opened it.
const reasonSchema = reportActionSchema.pick({ reason: true });

interface Wording {
  label: string;
  icon: React.ReactNode;
  title: string;
  description: string;
  submitLabel: string;
  busyLabel: string;
  done: string;
  destructive?: boolean;
}

/** What each action says, naming who is told what, so an operator knows before confirming. */
function wordings(report: MessageReport): Record<ReportAction, Wording> {
  const companyReported = report.reporterSide === 'quant';
  const firmAuthor = report.messages.filter((m) => m.side === 'company').at(-1)?.authorName;
  const account = companyReported ? (firmAuthor ?? 'the firm member who wrote') : report.quantName;
  const warned = companyReported ? `the owners of ${report.companyName}` : report.quantName;
  const reporterTold = 'The reporter is told that action was taken, never which.';
  return {
    dismiss: {
      label: 'Dismiss',
      icon: <X aria-hidden />,
      title: 'Dismiss the report',
      description: `${report.reporterName} is told by e-mail that the report was reviewed and no action was taken, with your reason.`,
      submitLabel: 'Dismiss report',
      busyLabel: 'Dismissing...',
      done: 'Report dismissed',
    },
    warn: {
      label: 'Warn',
      icon: <TriangleAlert aria-hidden />,
      title: `Warn ${warned}`,
      description: `Your reason is e-mailed to ${warned} as a warning, without the reporter's name. ${reporterTold}`,
      submitLabel: 'Send warning',
      busyLabel: 'Warning...',
      done: 'Warning sent',
    },
    suspend_company: {
      label: 'Suspend company',
      icon: <Building2 aria-hidden />,
      title: `Suspend ${report.companyName}?`,
      description: `Its page, positions and projects are hidden and its members cannot act for it until restored. Every member receives your reason by e-mail. ${reporterTold}`,
      submitLabel: 'Suspend company',
      busyLabel: 'Suspending...',
      done: 'Company suspended',
      destructive: true,
    },
    suspend_account: {
      label: 'Suspend account',
      icon: <Ban aria-hidden />,
      title: `Suspend the account of ${account}?`,
      description: `They are signed out at once and cannot sign in until restored. They receive your reason by e-mail. ${reporterTold}`,
      submitLabel: 'Suspend account',
      busyLabel: 'Suspending...',
      done: 'Account suspended',
      destructive: true,
    },
  };
}

const ACTIONS: readonly ReportAction[] = ['dismiss', 'warn', 'suspend_company', 'suspend_account'];

/** The four things an operator can do with an open report, each with a reason the people concerned are told. */
export function ReportActions({
  report,
  between,
  onResolved,
}: {
  report: MessageReport;
  between: string;
  onResolved: () => void;
}) {
  const act = useActOnMessageReport();
  const [open, setOpen] = useState<ReportAction | null>(null);
  const words = wordings(report);
  return (
    <div role="group" aria-label="Act on the report" className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
      {ACTIONS.map((action) => {
        const w = words[action];
        return (
          <ReasonDialog
            key={action}
            title={w.title}
            description={w.description}
            submitLabel={w.submitLabel}
            busyLabel={w.busyLabel}
            failureTitle={`Could not ${w.label.toLowerCase()}`}
            destructive={w.destructive}
            open={open === action}
            onOpenChange={(next) => setOpen(next ? action : null)}
            busy={act.isPending}
            onSubmit={async (reason) => {
              await act.mutateAsync({ id: report.id, action, reason });
              toast({ title: w.done, description: `The report about ${between} is handled.` });
              onResolved();
            }}
            trigger={
              <Button className="w-full sm:w-auto" variant={w.destructive ? 'destructive' : 'outline'}>
                {w.icon} {w.label}
                <span className="sr-only"> (the report about {between})</span>
              </Button>
            }
            schema={reasonSchema}
            maxLength={REPORT_ACTION_REASON_MAX}
          />
        );
      })}
    </div>
  );
}
