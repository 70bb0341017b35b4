import { ArrowRight, Building2, Flag, History, Inbox, Scale, Users } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../shared/routes';
import { QueryView } from '../../../components/layout/query-view';
import { OperatorPage } from '../../../components/operator-page';
import { Card, CardContent } from '../../../components/ui/card';
import { useOperatorQueues } from '../api';

const waiting = (count: number, one: string, many: string) =>
  count === 0 ? `No ${many} waiting` : `${count} ${count === 1 ? one : many} waiting`;

/**
 * The operators' start page (/admin): each queue with how many items wait in it, linking to the queue. Counted by
 * the server afresh on every visit.
 */
export function OperatorConsolePage() {
  const query = useOperatorQueues();
  return (
    <OperatorPage
      title="Operator console"
      lead="What waits for QuantLeap's operators, queue by queue. Open a queue to act on it."
      error={query.error}
      links={false}
    >
      <QueryView query={query} loadingLabel="Counting the queues">
        {(queues) => (
          <ul aria-label="Queues" className="grid gap-4 sm:grid-cols-2">
            <Queue
              to={ROUTES.companyReviews}
              icon={<Building2 aria-hidden className="size-6 text-primary" />}
              title="Companies to verify"
              status={waiting(queues.companiesToVerify, 'company', 'companies')}
              description="Companies whose members' e-mail does not prove their website: approve or reject them."
            />
            <Queue
              to={ROUTES.messageReports}
              icon={<Flag aria-hidden className="size-6 text-primary" />}
              title="Reported conversations"
              status={waiting(queues.openReports, 'report', 'reports')}
              description="Conversations a quant or a firm reported, with their messages: read them and mark them handled."
            />
            <Queue
              to={ROUTES.compensationReview}
              icon={<Scale aria-hidden className="size-6 text-primary" />}
              title="Compensation entries held for review"
              status={waiting(queues.heldCompensation, 'entry', 'entries')}
              description="Entries far outside the usual range for their role, level and region, kept out of the statistics: approve or hide them."
            />
            <Queue
              to={ROUTES.operatorInbox}
              icon={<Inbox aria-hidden className="size-6 text-primary" />}
              title="Inbox"
              status={waiting(queues.unhandledInbox, 'message', 'messages')}
              description="Waitlist entries and contact messages from visitors, and the newsletter's subscribers: search, mark handled, export."
            />
          </ul>
        )}
      </QueryView>
      <ul aria-label="Sections" className="grid gap-4 sm:grid-cols-2">
        <Queue
          to={ROUTES.operatorPeople}
          icon={<Users aria-hidden className="size-6 text-primary" />}
          title="People and companies"
          description="Find an account or a company by e-mail or name; suspend or restore it with a reason."
        />
        <Queue
          to={ROUTES.auditLog}
          icon={<History aria-hidden className="size-6 text-primary" />}
          title="Audit log"
          description="Every operator action and every account security event: who, what, when and why."
        />
      </ul>
    </OperatorPage>
  );
}

function Queue({
  to,
  icon,
  title,
  status,
  description,
}: {
  to: string;
  icon: React.ReactNode;
  title: string;
  /** How many wait; a section that is not a queue has none. */
  status?: string;
  description: string;
}) {
  return (
    <li>
      <Card className="h-full">
        <CardContent className="flex h-full flex-col gap-3 p-6">
          {icon}
          <h2 className="text-lg font-semibold">
            <Link to={to} className="inline-flex items-center gap-1.5 underline-offset-4 hover:underline">
              {title} <ArrowRight aria-hidden className="size-4" />
            </Link>
          </h2>
          {status ? <p className="text-2xl font-bold">{status}</p> : null}
          <p className="text-sm text-muted">{description}</p>
        </CardContent>
      </Card>
    </li>
  );
}
