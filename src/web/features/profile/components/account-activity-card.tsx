import { useState } from 'react';
import type { AccountEvent } from '../../../../shared/contracts/audit-log';
import { LoadError } from '../../../components/layout/load-error';
import { Card, CardContent } from '../../../components/ui/card';
import { PreviousNextPages } from '../../../components/ui/previous-next-pages';
import { Spinner } from '../../../components/ui/spinner';
import { useMyAccountEvents } from '../../audit-log/api';

const when = (iso: string) => new Date(iso).toLocaleString();

function EventLine({ event }: { event: AccountEvent }) {
  return (
    <li className="space-y-1 py-3">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">{event.label}</span>
        <time dateTime={event.at} className="text-xs text-muted">
          {when(event.at)}
        </time>
      </p>
      {event.device ? (
        <p className="text-sm text-muted">
          {event.device}
          {event.address ? ` · from ${event.address}` : ''}
        </p>
      ) : null}
      {event.byOperators ? <p className="text-sm text-muted">By QuantLeap&apos;s operators.</p> : null}
      {event.reason ? <p className="text-sm break-words whitespace-pre-line">Reason: {event.reason}</p> : null}
    </li>
  );
}

/**
 * Account activity (issue 43): the account's security events, newest first — sign-ins from new devices, password
 * and two-factor changes, ownership transfers, and operators' suspensions with their reason — so a person notices
 * what they did not do.
 */
export function AccountActivityCard() {
  const [page, setPage] = useState(1);
  const events = useMyAccountEvents(page);
  return (
    <Card>
      <CardContent className="space-y-3 p-6">
        <div className="space-y-1">
          <h2 className="text-base font-semibold">Account activity</h2>
          <p className="text-sm text-muted">
            Sign-ins from a new device and changes to your account&apos;s security, newest first. If you do not
            recognise one, change your password and turn on two-factor authentication.
          </p>
        </div>
        {events.isPending ? (
          <Spinner label="Loading your account activity" />
        ) : events.isError ? (
          <LoadError
            message={`Could not load your account activity. ${events.error.message}`}
            onRetry={() => void events.refetch()}
          />
        ) : events.data.events.length === 0 ? (
          <p className="text-sm text-muted">Nothing recorded yet.</p>
        ) : (
          <>
            <ul aria-label="Account activity, newest first" className="divide-y divide-border">
              {events.data.events.map((event) => (
                <EventLine key={event.id} event={event} />
              ))}
            </ul>
            <PreviousNextPages
              page={events.data.page}
              hasMore={events.data.hasMore}
              label="Account activity pages"
              onPage={(next) => setPage(next ? Number(next) : 1)}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
