import { CalendarClock, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useUpcomingInterviews } from '../api';
import { formatSlotRange, timeZoneName } from '../interview-slots';
import { QueryState } from './query-state';
import { AddToCalendar } from '../../../components/add-to-calendar';

/** How many times the card lists before "Show all". */
const FIRST_SHOWN = 6;

/**
 * The company's upcoming interview times, soonest first, in the reader's time zone: who booked each, or Free. An
 * interview whose time has passed leaves the list (the application moves to Interviewed by itself).
 */
export function UpcomingInterviewsCard() {
  const interviews = useUpcomingInterviews(true);
  const [showAll, setShowAll] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Upcoming interviews</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={interviews}
          loading="Loading interviews"
          error="Error loading interviews. Please try again later."
        >
          {(slots) =>
            slots.length === 0 ? (
              <p className="text-sm text-muted">No interviews scheduled</p>
            ) : (
              <div className="space-y-3">
                <p className="text-xs text-muted">Times in your time zone, {timeZoneName()}.</p>
                <ul aria-label="Upcoming interviews" className="space-y-2 text-sm">
                  {(showAll ? slots : slots.slice(0, FIRST_SHOWN)).map((slot) => (
                    <li key={slot.slotId} className="space-y-1 rounded-lg border border-border p-3">
                      <p className="flex items-start gap-2 font-medium">
                        <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
                        <time dateTime={slot.startsAt} className="min-w-0 wrap-anywhere">
                          {formatSlotRange(slot.startsAt, slot.endsAt)}
                        </time>
                      </p>
                      <p className="pl-6">
                        {slot.booked ? (
                          <span className="wrap-anywhere">
                            <span className="sr-only">Booked by </span>
                            {slot.booked.applicantName}
                          </span>
                        ) : (
                          <Badge variant="outline">Free</Badge>
                        )}
                      </p>
                      <p className="flex items-start gap-2 text-muted">
                        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
                        <span className="min-w-0 wrap-anywhere">{slot.location}</span>
                      </p>
                      {slot.booked && (
                        <AddToCalendar
                          icsUrl={`/api/internship-board/interviews/${slot.slotId}/calendar`}
                          title={`Interview with ${slot.booked.applicantName}`}
                          startsAt={slot.startsAt}
                          endsAt={slot.endsAt}
                          location={slot.location}
                          about={`the interview with ${slot.booked.applicantName}`}
                        />
                      )}
                    </li>
                  ))}
                </ul>
                {slots.length > FIRST_SHOWN && (
                  <Button variant="ghost" size="sm" onClick={() => setShowAll((all) => !all)}>
                    {showAll ? 'Show fewer' : `Show all ${slots.length} times`}
                  </Button>
                )}
              </div>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
