import { CalendarCheck, Clock, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import type { MyInterview } from '../../../../shared/contracts/internships';
import { LoadError } from '../../../components/layout/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { cn } from '../../../lib/utils';
import { useBookInterview, useMyInterviews } from '../../internships/api';
import { formatTimeRange as formatInterviewTime, readerTimeZone } from '../../../lib/format-date';
import { AddToCalendar } from '../../../components/add-to-calendar';

const PICK_FIRST = 'Pick one of the times first.';
const BOOK_FAILED = 'Could not book the interview. Please try again.';

/** One offered interview: the booked time (which can be changed), or the free times to pick from. */
export function InterviewOffer({ interview }: { interview: MyInterview }) {
  const id = useId();
  const book = useBookInterview();
  const [changing, setChanging] = useState(false);
  const [picked, setPicked] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { booked, openSlots } = interview;
  const picking = !booked || changing;
  // A time taken by someone else leaves the list when it is read again: the pick goes with it.
  const pickedSlot = openSlots.find((slot) => slot.id === picked);

  async function confirm() {
    if (!pickedSlot) {
      setProblem(PICK_FIRST);
      return;
    }
    setProblem(null);
    try {
      await book.mutateAsync({ applicationId: interview.applicationId, slotId: pickedSlot.id });
      setChanging(false);
      setPicked('');
      toast({
        title: booked ? 'Interview moved' : 'Interview booked',
        description: `${interview.positionTitle} at ${interview.company}: ${formatInterviewTime(pickedSlot.startsAt, pickedSlot.endsAt)}. The invitation is in your e-mail.`,
      });
    } catch (error) {
      // A time someone just took (409) is read again by the hook; its message says to pick another.
      setProblem(error instanceof ApiError ? error.message : BOOK_FAILED);
    }
  }

  return (
    <li className="space-y-3 rounded-lg border border-border p-4">
      <div className="space-y-1">
        <h4 className="font-semibold wrap-anywhere">
          {interview.positionTitle} <span className="font-normal text-muted">· {interview.company}</span>
        </h4>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden className="size-4 shrink-0" /> {interview.durationMinutes} minutes
          </span>
          <span className="inline-flex min-w-0 items-start gap-1.5">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 wrap-anywhere">{interview.location}</span>
          </span>
        </p>
      </div>

      {booked && (
        <div className="space-y-3 rounded-md border border-success/40 bg-success/10 p-3">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-start gap-2 text-sm">
              <CalendarCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              <span>
                <span className="font-medium">Booked:</span>{' '}
                <time dateTime={booked.startsAt}>{formatInterviewTime(booked.startsAt, booked.endsAt)}</time>
              </span>
            </p>
            {!changing && openSlots.length > 0 && (
              <Button size="sm" variant="outline" onClick={() => setChanging(true)}>
                Change time<span className="sr-only"> for {interview.positionTitle}</span>
              </Button>
            )}
          </div>
          <AddToCalendar
            icsUrl={`/api/applications/${interview.applicationId}/interview/calendar`}
            title={`Interview: ${interview.positionTitle} at ${interview.company}`}
            startsAt={booked.startsAt}
            endsAt={booked.endsAt}
            location={interview.location}
            about={`${interview.positionTitle} at ${interview.company}`}
          />
        </div>
      )}

      {picking &&
        (openSlots.length === 0 ? (
          <p className="text-sm text-muted">No other time is free right now.</p>
        ) : (
          <fieldset className="min-w-0 space-y-3">
            <legend className="mb-2 text-sm font-medium">
              {booked ? 'Pick another time' : 'Pick a time'}
              <span className="sr-only">
                {' '}
                for {interview.positionTitle} at {interview.company}
              </span>
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {openSlots.map((slot) => {
                const inputId = `${id}-${slot.id}`;
                return (
                  <label
                    key={slot.id}
                    htmlFor={inputId}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm transition-colors hover:bg-surface-raised/60',
                      'focus-within:ring-2 focus-within:ring-primary/40',
                      picked === slot.id ? 'border-primary bg-primary/10' : 'border-border',
                    )}
                  >
                    <input
                      id={inputId}
                      type="radio"
                      name={`${id}-slot`}
                      value={slot.id}
                      checked={picked === slot.id}
                      onChange={() => {
                        setPicked(slot.id);
                        setProblem(null);
                      }}
                      className="size-4 shrink-0 accent-primary"
                    />
                    <time dateTime={slot.startsAt} className="min-w-0 wrap-anywhere">
                      {formatInterviewTime(slot.startsAt, slot.endsAt)}
                    </time>
                  </label>
                );
              })}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={book.isPending} onClick={() => void confirm()}>
                {book.isPending ? 'Booking...' : booked ? 'Move to this time' : 'Book this time'}
              </Button>
              {changing && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setChanging(false);
                    setPicked('');
                    setProblem(null);
                  }}
                >
                  Keep my time
                </Button>
              )}
            </div>
          </fieldset>
        ))}
      <FormAlert tone="error">{problem}</FormAlert>
    </li>
  );
}

/**
 * The interviews firms offered the quant (spec: batch interviews): each shows its booked time or the free times to
 * pick, first come, first served. Shown only when there is one; nothing while loading (most quants have none).
 */
export function MyInterviews({ className }: { className?: string }) {
  const { data, isPending, error, refetch } = useMyInterviews();
  // A failed poll keeps the list shown; only a list never loaded shows the error.
  const failed = data === undefined;
  if (isPending || (!failed && data.length === 0)) return null;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Interviews</CardTitle>
        <CardDescription>
          {failed
            ? 'Firms that invite you to interview are listed here.'
            : `Firms invited you to interview: pick a time, before someone else does. Times are in your time zone, ${readerTimeZone()}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {failed ? (
          <LoadError
            message={`Could not load your interviews. ${error?.message ?? ''}`}
            onRetry={() => void refetch()}
          />
        ) : (
          <ul aria-label="Interviews" className="space-y-4">
            {data.map((interview) => (
              <InterviewOffer key={`${interview.batchId}-${interview.applicationId}`} interview={interview} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
