import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction, type AuditActorKind } from '../../../../shared/audit';
import type { AuditEntry } from '../../../../shared/contracts/audit-log';
import { QueryView } from '../../../components/layout/query-view';
import { OperatorPage } from '../../../components/operator-page';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { PreviousNextPages } from '../../../components/ui/previous-next-pages';
import { SearchInput } from '../../../components/ui/search-input';
import { parsePage, useUrlFilters, useUrlSearchText } from '../../../lib/use-url-filters';
import { useAuditLog } from '../api';

const when = (iso: string) => new Date(iso).toLocaleString();
const isAction = (value: string | null): value is AuditAction =>
  value !== null && (AUDIT_ACTIONS as readonly string[]).includes(value);
const isActor = (value: string | null): value is AuditActorKind => value === 'operator' || value === 'account';

/**
 * The audit log (/admin/audit): every operator action and every account security event, newest first, narrowed by
 * event, by who acted and by a name or e-mail. The filters live in the address, so a link shows the same list.
 */
export function AuditLogPage() {
  const { params, update } = useUrlFilters();
  const q = params.get('q')?.trim() ?? '';
  const action = params.get('action');
  const actor = params.get('actor');
  const [text, setText] = useUrlSearchText(q, update);
  const query = useAuditLog({
    action: isAction(action) ? action : undefined,
    actor: isActor(actor) ? actor : undefined,
    q,
    page: parsePage(params.get('page')),
  });

  return (
    <OperatorPage
      title="Audit log"
      lead="What operators did and what happened to accounts' security: who, what, when and why, newest first."
      error={query.error}
    >
      <form role="search" onSubmit={(e) => e.preventDefault()} className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-2">
          <Label htmlFor="audit-search">Name, e-mail or company</Label>
          <SearchInput
            id="audit-search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="ada@example.com"
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="audit-action">Event</Label>
          <NativeSelect
            id="audit-action"
            value={isAction(action) ? action : ''}
            onChange={(e) => update({ action: e.target.value || undefined, page: undefined })}
          >
            <option value="">Every event</option>
            {AUDIT_ACTIONS.map((key) => (
              <option key={key} value={key}>
                {AUDIT_ACTION_LABELS[key]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor="audit-actor">Done by</Label>
          <NativeSelect
            id="audit-actor"
            value={isActor(actor) ? actor : ''}
            onChange={(e) => update({ actor: e.target.value || undefined, page: undefined })}
          >
            <option value="">Anyone</option>
            <option value="operator">Operators</option>
            <option value="account">Account holders</option>
          </NativeSelect>
        </div>
      </form>
      <QueryView query={query} loadingLabel="Loading the audit log">
        {(log) => (
          <div className="space-y-4">
            {log.events.length === 0 ? (
              <p className="text-sm text-muted">No event matches.</p>
            ) : (
              <ol className="space-y-3" aria-label="Events, newest first">
                {log.events.map((event) => (
                  <AuditRow key={event.id} event={event} />
                ))}
              </ol>
            )}
            <PreviousNextPages
              page={log.page}
              hasMore={log.hasMore}
              label="Audit log pages"
              onPage={(next) => update({ page: next })}
            />
          </div>
        )}
      </QueryView>
    </OperatorPage>
  );
}

function AuditRow({ event }: { event: AuditEntry }) {
  const by = event.actor ? `${event.actor.name} (${event.actor.email})` : 'A deleted account';
  const about = [
    event.subjectPerson ? `${event.subjectPerson.name} (${event.subjectPerson.email})` : null,
    event.subjectCompany?.name ?? null,
    event.objectId ? `item ${event.objectId}` : null,
  ].filter(Boolean);
  return (
    <li>
      <Card>
        <CardContent className="space-y-2 pt-6 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{event.label}</span>
            <Badge variant={event.actorKind === 'operator' ? 'accent' : 'outline'}>
              {event.actorKind === 'operator' ? 'Operator' : 'Account'}
            </Badge>
          </div>
          <p className="text-muted">
            <time dateTime={event.at}>{when(event.at)}</time> · by {by}
          </p>
          {about.length > 0 ? <p className="break-words">About: {about.join(' · ')}</p> : null}
          {event.device ? (
            <p>
              {event.device}
              {event.address ? ` · from ${event.address}` : ''}
            </p>
          ) : null}
          {event.reason ? <p className="break-words whitespace-pre-line">Reason: {event.reason}</p> : null}
        </CardContent>
      </Card>
    </li>
  );
}
