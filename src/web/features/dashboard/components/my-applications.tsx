import { FileText, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MyApplication } from '../../../../shared/contracts/internships';
import { newConversationPath } from '../../../../shared/routes';
import { LoadError } from '../../../components/layout/load-error';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast-store';
import { useMyApplications, useWithdraw } from '../../internships/api';
import { ApplicationStatusBadge } from '../../../components/application-status-badge';
import { formatDay } from '../../../lib/format-date';

function ApplicationRow({ application }: { application: MyApplication }) {
  const withdraw = useWithdraw();
  const [confirming, setConfirming] = useState(false);
  const { position } = application;

  async function confirmWithdraw() {
    try {
      await withdraw.mutateAsync(application.id);
      toast({ title: 'Application withdrawn', description: `${position.title} at ${position.company}` });
    } catch (error) {
      setConfirming(false);
      toast({
        title: 'Withdrawal failed',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <li className="flex flex-col gap-3 border-b border-border py-4 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">
          {position.title} <span className="text-muted">· {position.company}</span>
        </p>
        <p className="text-sm text-muted">
          Applied {formatDay(application.createdAt.slice(0, 10))} · {position.location}
          {application.statusChangedAt.slice(0, 10) !== application.createdAt.slice(0, 10) &&
            ` · ${application.status} ${formatDay(application.statusChangedAt.slice(0, 10))}`}
        </p>
        {application.rejection && (
          <p className="mt-1 text-sm text-muted">
            <span className="font-medium text-foreground">The firm&rsquo;s reason:</span> {application.rejection}
          </p>
        )}
        {application.hasResume && (
          <a
            href={`/api/applications/${application.id}/resume`}
            className="mt-1 inline-flex items-center gap-1 text-sm text-primary hover:underline"
          >
            <FileText aria-hidden className="size-4" /> {application.resumeName}
          </a>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <ApplicationStatusBadge status={application.status} />
        <Link
          to={newConversationPath({ applicationId: application.id, as: 'quant' })}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Send aria-hidden /> Message the firm<span className="sr-only"> about {position.title}</span>
        </Link>
        {application.status === 'Withdrawn' ? null : confirming ? (
          <span className="flex items-center gap-2">
            <Button
              size="sm"
              variant="destructive"
              disabled={withdraw.isPending}
              onClick={() => void confirmWithdraw()}
            >
              {withdraw.isPending ? 'Withdrawing...' : 'Confirm withdraw'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </span>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            Withdraw <span className="sr-only">application to {position.title}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The quant's own applications and where each stands (every status change shows here at once; a rejection with
 * the firm's reason once its undo window has passed), each withdrawable until withdrawn. Every application is to a
 * company's position on QuantLeap, so each offers a conversation with that firm about it.
 */
export function MyApplications() {
  const { data, isPending, error, refetch } = useMyApplications();
  return (
    <Card>
      <CardHeader>
        <CardTitle>My applications</CardTitle>
        <CardDescription>Internships you applied to on QuantLeap, and where each one stands.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Spinner label="Loading your applications" />
        ) : data === undefined ? (
          <LoadError message={error?.message ?? ''} onRetry={() => void refetch()} />
        ) : data.length === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-muted">You have not applied to any internship yet.</p>
            <Link to="/quants/internship-finder" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Find internships
            </Link>
          </div>
        ) : (
          <ul aria-label="My applications">
            {data.map((application) => (
              <ApplicationRow key={application.id} application={application} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
