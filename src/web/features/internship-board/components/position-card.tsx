import { Banknote, CalendarClock, MapPin, Users } from 'lucide-react';
import type { PostedPosition } from '../../../../shared/contracts/internship-board';
import { formatPay } from '../../../../shared/pay';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { formatDay, formatDayOf } from '../../../lib/format-date';
import { reportActionFailure } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { useClosePosition, useConfirmStillHiring, useDuplicatePosition, usePublishPosition } from '../api';

/** Spec §4: Open green, every other status yellow (a draft says it is one). */
function StatusBadge({ status }: { status: PostedPosition['status'] }) {
  return <Badge variant={status === 'Open' ? 'success' : 'warning'}>{status}</Badge>;
}

/** One of the company's positions on the board, with what can be done to it in its status. */
export function PositionCard({
  position,
  canPublish,
  onEdit,
  onViewApplicants,
}: {
  position: PostedPosition;
  /** The company is verified: drafts can be published and closed positions reopened (and applications read). */
  canPublish: boolean;
  onEdit: () => void;
  /** Shows this position's applications (spec §4: View Applicants). */
  onViewApplicants?: () => void;
}) {
  const publish = usePublishPosition();
  const close = useClosePosition();
  const duplicate = useDuplicatePosition();
  const confirm = useConfirmStillHiring();

  async function onConfirm() {
    try {
      await confirm.mutateAsync(position.id);
      toast({
        title: 'Thanks: the position stays open',
        description: 'We will ask again if it stays untouched for 30 days.',
      });
    } catch (error) {
      reportActionFailure('Could not confirm the position')(error);
    }
  }

  async function onPublish() {
    try {
      await publish.mutateAsync(position.id);
      toast({
        title: position.status === 'Closed' ? 'Position reopened' : 'Position published',
        description: `${position.title} is in the internship finder now.`,
      });
    } catch (error) {
      reportActionFailure('Could not publish the position')(error);
    }
  }

  async function onClose() {
    try {
      await close.mutateAsync(position.id);
      toast({ title: 'Position closed', description: 'It left the finder; its applications stay here.' });
    } catch (error) {
      reportActionFailure('Could not close the position')(error);
    }
  }

  async function onDuplicate() {
    try {
      await duplicate.mutateAsync(position.id);
      toast({ title: 'Position duplicated', description: `A draft copy of ${position.title} is at the top.` });
    } catch (error) {
      reportActionFailure('Could not duplicate the position')(error);
    }
  }

  const applications = position.applicationCount;
  return (
    <Card>
      <CardContent className="space-y-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h3 className="text-lg font-semibold wrap-anywhere">{position.title}</h3>
            {position.department && <p className="text-sm text-muted">{position.department}</p>}
          </div>
          <StatusBadge status={position.status} />
        </div>
        {position.hiringCheck && (
          <div
            role="note"
            className="flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning/5 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <p>
              Still hiring? Nobody has changed this position for 30 days. Without an answer it closes on{' '}
              <strong>{formatDayOf(position.hiringCheck.closesAt)}</strong>, so candidates do not apply in vain.
            </p>
            <Button size="sm" disabled={confirm.isPending} onClick={() => void onConfirm()}>
              {confirm.isPending ? 'Confirming...' : 'Still hiring'}
              <span className="sr-only"> for {position.title}</span>
            </Button>
          </div>
        )}
        <ul className="grid gap-2 text-sm text-muted sm:grid-cols-2">
          <li className="flex items-center gap-2">
            <MapPin aria-hidden className="size-4 shrink-0" /> {position.location} · {position.region} · {position.role}
          </li>
          <li className="flex items-center gap-2">
            <CalendarClock aria-hidden className="size-4 shrink-0" />
            {position.deadline ? `Apply by ${formatDay(position.deadline)}` : 'No deadline'}
          </li>
          <li className="flex items-center gap-2">
            <Banknote aria-hidden className="size-4 shrink-0" />
            {position.pay ? (
              <span className="font-medium text-foreground">{formatPay(position.pay)}</span>
            ) : (
              <span className="text-warning">No pay yet: add it to publish</span>
            )}
          </li>
          <li className="flex items-center gap-2">
            <Users aria-hidden className="size-4 shrink-0" />
            {applications === 1 ? '1 application' : `${applications} applications`}
          </li>
        </ul>
        <div className="flex flex-wrap gap-2">
          {canPublish && applications > 0 && onViewApplicants && (
            <Button size="sm" onClick={onViewApplicants}>
              View Applicants<span className="sr-only"> for {position.title}</span>
            </Button>
          )}
          {position.status !== 'Open' && canPublish && (
            <Button size="sm" disabled={publish.isPending} onClick={() => void onPublish()}>
              {publish.isPending ? 'Publishing...' : position.status === 'Closed' ? 'Reopen' : 'Publish'}
              <span className="sr-only"> {position.title}</span>
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={onEdit}>
            Edit<span className="sr-only"> {position.title}</span>
          </Button>
          <Button size="sm" variant="outline" disabled={duplicate.isPending} onClick={() => void onDuplicate()}>
            {duplicate.isPending ? 'Duplicating...' : 'Duplicate'}
            <span className="sr-only"> {position.title}</span>
          </Button>
          {position.status === 'Open' && (
            <ConfirmButton
              label="Close"
              accessibleLabel={`Close ${position.title}`}
              confirmLabel="Confirm close"
              busyLabel="Closing..."
              variant="destructive"
              question={`Close ${position.title}? It leaves the finder; applications stay.`}
              busy={close.isPending}
              onConfirm={onClose}
            />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
