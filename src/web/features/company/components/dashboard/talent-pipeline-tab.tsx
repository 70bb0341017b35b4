import { CalendarClock, Users } from 'lucide-react';
import { Link } from 'react-router';
import { PIPELINE_KIND_LABELS, pipelineStep } from '../../../../../shared/company-dashboard';
import type { InterviewAhead, PipelinePerson } from '../../../../../shared/contracts/company-dashboard';
import { ROUTES } from '../../../../../shared/routes';
import { LoadError } from '../../../../components/layout/load-error';
import { QueryView } from '../../../../components/layout/query-view';
import { Badge } from '../../../../components/ui/badge';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { formatTimeRange } from '../../../../lib/format-date';
import { useInterviewsAhead, useTalentPipeline } from '../../api';
import { pipelinePersonLink } from './pipeline-person-link';
import { waitingFor } from './waiting-for';

/**
 * The dashboard's Talent Pipeline tab (issue 17): the people behind the card's count, longest-waiting first, each
 * with where they stand and what the firm owes them next, and the interviews booked ahead. Cards, not a table, so
 * a phone reads them without sideways scrolling.
 */
export function TalentPipelineTab() {
  return (
    <div className="space-y-6">
      <InterviewsAhead />
      <WaitingOnYou />
    </div>
  );
}

function InterviewsAhead() {
  const query = useInterviewsAhead();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-tight font-semibold">
          <CalendarClock aria-hidden className="size-5 text-primary" /> Interviews ahead
        </h2>
        <CardDescription>Interviews applicants booked from the times you proposed, soonest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView query={query} loadingLabel="Loading interviews">
          {({ interviews }) =>
            interviews.length === 0 ? (
              <p className="text-sm text-muted">
                No interviews booked. Propose times to shortlisted applicants from the{' '}
                <Link to={ROUTES.internshipBoard} className="text-primary underline underline-offset-4">
                  Internship Board
                </Link>
                .
              </p>
            ) : (
              <ul className="divide-y divide-border">
                {interviews.map((interview) => (
                  <InterviewRow key={interview.slotId} interview={interview} />
                ))}
              </ul>
            )
          }
        </QueryView>
      </CardContent>
    </Card>
  );
}

function InterviewRow({ interview }: { interview: InterviewAhead }) {
  const board = `${ROUTES.internshipBoard}?${new URLSearchParams({ tab: 'applications', positionId: interview.positionId })}`;
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <span className="min-w-0 [overflow-wrap:anywhere]">
        <span className="block font-medium">{interview.applicantName}</span>
        <Link to={board} className="text-sm text-muted underline-offset-4 hover:underline">
          {interview.positionTitle}
        </Link>
      </span>
      <span className="text-sm sm:text-right">
        <time dateTime={interview.startsAt} className="block">
          {formatTimeRange(interview.startsAt, interview.endsAt)}
        </time>
        <span className="block text-muted [overflow-wrap:anywhere]">{interview.location}</span>
      </span>
    </li>
  );
}

function WaitingOnYou() {
  const pipeline = useTalentPipeline();
  const people = pipeline.data?.pages.flatMap((page) => page.people) ?? [];
  const now = new Date();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-tight font-semibold">
          <Users aria-hidden className="size-5 text-primary" /> Waiting on you
        </h2>
        <CardDescription>
          Applicants, quants who proposed for your projects and quants who wrote to you: who has waited longest comes
          first, with what you owe them next.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {pipeline.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading your talent pipeline" />
          </div>
        ) : pipeline.isError ? (
          <LoadError message={pipeline.error.message} onRetry={() => void pipeline.refetch()} />
        ) : people.length === 0 ? (
          <p className="text-sm text-muted">
            Nobody is waiting on you. New applications, proposals and messages will appear here.
          </p>
        ) : (
          <>
            <ul aria-label="People waiting on you" className="space-y-3">
              {people.map((person) => (
                <PersonRow key={`${person.kind}:${person.id}`} person={person} now={now} />
              ))}
            </ul>
            {pipeline.hasNextPage && (
              <Button
                variant="outline"
                className="w-full"
                disabled={pipeline.isFetchingNextPage}
                onClick={() => void pipeline.fetchNextPage()}
              >
                {pipeline.isFetchingNextPage ? 'Loading more…' : 'Show more'}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function PersonRow({ person, now }: { person: PipelinePerson; now: Date }) {
  const step = pipelineStep(person.kind, person.stage);
  return (
    <li className="rounded-lg border border-border p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1 [overflow-wrap:anywhere]">
          <p className="font-medium">{person.person}</p>
          <p className="text-sm text-muted">
            {PIPELINE_KIND_LABELS[person.kind]}: {person.about}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            {step && <Badge>{step.stage}</Badge>}
            <span className="text-muted">
              waiting <time dateTime={person.since}>{waitingFor(person.since, now)}</time>
            </span>
          </p>
        </div>
        <Link
          to={pipelinePersonLink(person)}
          className={buttonVariants({ size: 'sm', variant: 'outline', className: 'shrink-0' })}
        >
          {step?.next ?? 'Open'}
          <span className="sr-only">: {person.person}</span>
        </Link>
      </div>
    </li>
  );
}
