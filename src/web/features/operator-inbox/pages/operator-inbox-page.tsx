import { Download } from 'lucide-react';
import {
  INBOX_STATUSES,
  SUBSCRIBER_STATUSES,
  type InboxStatus,
  type InboxSubmissionType,
  type SubscriberStatus,
} from '../../../../shared/audience';
import type { InboxSubmission, Subscriber } from '../../../../shared/contracts/audience';
import { WAITLIST_ROLES } from '../../../../shared/contact';
import { QueryView } from '../../../components/layout/query-view';
import { OperatorPage } from '../../../components/operator-page';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Pagination, showingRange } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { reportActionFailure } from '../../../lib/form-errors';
import { parsePage, useUrlFilters, useUrlSearchText } from '../../../lib/use-url-filters';
import { inboxExportUrl, subscribersExportUrl, useHandled, useInboxSubmissions, useSubscribers } from '../api';

const TABS = [
  { value: 'waitlist', label: 'Waitlist' },
  { value: 'general', label: 'Contact messages' },
  { value: 'newsletter', label: 'Newsletter subscribers' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const INBOX_STATUS_LABELS: Record<InboxStatus, string> = { open: 'Not handled', handled: 'Handled', all: 'All' };
const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  confirmed: 'Subscribed (confirmed)',
  pending: 'Waiting for confirmation',
  unsubscribed: 'Unsubscribed',
  all: 'All',
};
const ROLE_LABELS: Record<string, string> = Object.fromEntries(WAITLIST_ROLES.map((r) => [r.value, r.label]));

const when = (iso: string) => new Date(iso).toLocaleString();
const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/**
 * The operators' inbox (/admin/inbox): what visitors sent through the waitlist and contact forms, to search, mark
 * handled (and undo) and export, and the newsletter's addresses. Tab, search, status and page live in the address,
 * so a link or the back button shows the same list.
 */
export function OperatorInboxPage() {
  const { params, update } = useUrlFilters();
  const tabParam = params.get('tab');
  const tab: Tab = TABS.some((t) => t.value === tabParam) ? (tabParam as Tab) : 'waitlist';
  const q = params.get('q')?.trim() ?? '';
  const page = parsePage(params.get('page'));
  const [text, setText] = useUrlSearchText(q, update);
  const statusParam = params.get('status') ?? '';
  const submissionStatus: InboxStatus = (INBOX_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as InboxStatus)
    : 'open';
  const subscriberStatus: SubscriberStatus = (SUBSCRIBER_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as SubscriberStatus)
    : 'confirmed';
  // Only the open tab's list is read; its error (a 403 for a non-operator) replaces the page.
  const submissions = useInboxSubmissions(tab === 'newsletter' ? null : tab, q, submissionStatus, page);
  const subscribers = useSubscribers(tab === 'newsletter', q, subscriberStatus, page);
  const onStatus = (status: string) => update({ status, page: undefined });

  return (
    <OperatorPage
      title="Inbox"
      lead="Waitlist entries and contact messages from visitors, and the newsletter's subscribers: search them, mark them handled, export them."
      error={tab === 'newsletter' ? subscribers.error : submissions.error}
    >
      <form role="search" onSubmit={(e) => e.preventDefault()} className="space-y-2">
        <Label htmlFor="operator-inbox-search">Search</Label>
        <SearchInput
          id="operator-inbox-search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Name, e-mail, company or words of the message"
        />
      </form>
      <TabsRoot value={tab} onValueChange={(next) => update({ tab: next, status: undefined, page: undefined })}>
        <TabsList layout="fill" aria-label="Lists">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t.value} value={t.value} className="space-y-4">
            {t.value === 'newsletter' ? (
              <SubscriberList query={subscribers} q={q} status={subscriberStatus} onStatus={onStatus} />
            ) : (
              <SubmissionList query={submissions} type={t.value} q={q} status={submissionStatus} onStatus={onStatus} />
            )}
          </TabsContent>
        ))}
      </TabsRoot>
    </OperatorPage>
  );
}

function Toolbar<S extends string>({
  id,
  status,
  labels,
  onStatus,
  exportUrl,
}: {
  id: string;
  status: S;
  labels: Record<S, string>;
  onStatus: (status: S) => void;
  exportUrl: string;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-48 grow space-y-2 sm:grow-0">
        <Label htmlFor={id}>Show</Label>
        <NativeSelect id={id} value={status} onChange={(e) => onStatus(e.target.value as S)}>
          {(Object.keys(labels) as S[]).map((value) => (
            <option key={value} value={value}>
              {labels[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <a href={exportUrl} download className={buttonVariants({ variant: 'outline' })}>
        <Download aria-hidden /> Export CSV
      </a>
    </div>
  );
}

function SubmissionList({
  query,
  type,
  q,
  status,
  onStatus,
}: {
  query: ReturnType<typeof useInboxSubmissions>;
  type: InboxSubmissionType;
  q: string;
  status: InboxStatus;
  onStatus: (status: InboxStatus) => void;
}) {
  const noun = type === 'waitlist' ? (['entry', 'entries'] as const) : (['message', 'messages'] as const);
  return (
    <>
      <Toolbar
        id={`inbox-status-${type}`}
        status={status}
        labels={INBOX_STATUS_LABELS}
        onStatus={onStatus}
        exportUrl={inboxExportUrl(type, q, status)}
      />
      <QueryView query={query} loadingLabel="Loading the inbox">
        {(found) => (
          <div className="space-y-4">
            <p className="text-sm text-muted" aria-live="polite">
              {showingRange((found.page - 1) * found.pageSize + 1, found.items.length, found.total, noun)}
            </p>
            {found.items.length === 0 ? (
              <p className="text-sm text-muted">Nothing here{q ? ' matches the search' : ''}.</p>
            ) : (
              <ul aria-label={type === 'waitlist' ? 'Waitlist entries' : 'Contact messages'} className="space-y-3">
                {found.items.map((item) => (
                  <SubmissionRow key={item.id} item={item} />
                ))}
              </ul>
            )}
            <Pagination page={found.page} pageCount={pageCount(found.total, found.pageSize)} label="Inbox pages" />
          </div>
        )}
      </QueryView>
    </>
  );
}

function SubmissionRow({ item }: { item: InboxSubmission }) {
  const handled = useHandled();
  const who = item.name ?? item.email;
  const toggle = () =>
    handled
      .mutateAsync({ id: item.id, handled: item.handled === null })
      .catch(reportActionFailure('Could not change the item'));
  return (
    <li className="space-y-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">
            {who}{' '}
            {item.handled ? <Badge variant="success">Handled</Badge> : <Badge variant="warning">Not handled</Badge>}
          </p>
          <p className="text-sm break-all text-muted">
            <a href={`mailto:${item.email}`} className="text-primary underline-offset-4 hover:underline">
              {item.email}
            </a>
            {item.company ? ` · ${item.company}` : ''}
            {item.role ? ` · ${ROLE_LABELS[item.role] ?? item.role}` : ''}
            {item.newsletterSignup ? ' · wants the newsletter' : ''}
          </p>
          <p className="text-xs text-muted">Received {when(item.createdAt)}</p>
        </div>
        <Button
          size="sm"
          variant="outline"
          disabled={handled.isPending}
          onClick={() => void toggle()}
          aria-label={item.handled ? `Undo handled: ${who}` : `Mark handled: ${who}`}
        >
          {item.handled ? 'Undo handled' : 'Mark handled'}
        </Button>
      </div>
      {item.message ? <p className="text-sm break-words whitespace-pre-line">{item.message}</p> : null}
      {item.handled ? (
        <p className="text-xs text-muted">
          Handled {when(item.handled.at)}
          {item.handled.by ? ` by ${item.handled.by.name} (${item.handled.by.email})` : ' by a former operator'}
        </p>
      ) : null}
    </li>
  );
}

function SubscriberList({
  query,
  q,
  status,
  onStatus,
}: {
  query: ReturnType<typeof useSubscribers>;
  q: string;
  status: SubscriberStatus;
  onStatus: (status: SubscriberStatus) => void;
}) {
  return (
    <>
      <Toolbar
        id="subscriber-status"
        status={status}
        labels={SUBSCRIBER_STATUS_LABELS}
        onStatus={onStatus}
        exportUrl={subscribersExportUrl(q, status)}
      />
      <QueryView query={query} loadingLabel="Loading the subscribers">
        {(found) => (
          <div className="space-y-4">
            <p className="text-sm text-muted" aria-live="polite">
              {showingRange((found.page - 1) * found.pageSize + 1, found.items.length, found.total, [
                'address',
                'addresses',
              ])}
            </p>
            {found.items.length === 0 ? (
              <p className="text-sm text-muted">Nothing here{q ? ' matches the search' : ''}.</p>
            ) : (
              <ul aria-label="Newsletter addresses" className="divide-y divide-border rounded-lg border border-border">
                {found.items.map((s) => (
                  <SubscriberRow key={s.id} subscriber={s} />
                ))}
              </ul>
            )}
            <Pagination page={found.page} pageCount={pageCount(found.total, found.pageSize)} label="Subscriber pages" />
          </div>
        )}
      </QueryView>
    </>
  );
}

function SubscriberRow({ subscriber: s }: { subscriber: Subscriber }) {
  const badge = {
    confirmed: <Badge variant="success">Subscribed</Badge>,
    pending: <Badge variant="outline">Waiting for confirmation</Badge>,
    unsubscribed: <Badge variant="warning">Unsubscribed</Badge>,
  }[s.status];
  const since =
    s.status === 'confirmed'
      ? `Confirmed ${when(s.confirmedAt!)}`
      : s.status === 'unsubscribed'
        ? `Unsubscribed ${when(s.unsubscribedAt!)}`
        : `Signed up ${when(s.createdAt)}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-4">
      <p className="min-w-0 font-medium break-all">{s.email}</p>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        {badge} {since}
      </p>
    </li>
  );
}
