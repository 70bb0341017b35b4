import type * as React from 'react';
import type { CompanyDetail, PersonDetail, Suspension } from '../../../../shared/contracts/operator-people';
import { QueryView } from '../../../components/layout/query-view';
import { OperatorPage } from '../../../components/operator-page';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { Label } from '../../../components/ui/label';
import { PreviousNextPages } from '../../../components/ui/previous-next-pages';
import { SearchInput } from '../../../components/ui/search-input';
import { reportActionFailure } from '../../../lib/form-errors';
import { parsePage, useUrlFilters, useUrlSearchText } from '../../../lib/use-url-filters';
import { useCompanyDetail, useOperatorSearch, usePersonDetail, useSuspension } from '../api';
import { SuspendDialog } from '../components/suspend-dialog';

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * People and companies (/admin/people): operators find an account or a company by e-mail or name, read its roles,
 * verification, suspension and recent activity, and suspend or restore it. The search, page and the open person or
 * company live in the address, so a link shows the same screen.
 */
export function OperatorPeoplePage() {
  const { params, update } = useUrlFilters();
  const q = params.get('q')?.trim() ?? '';
  const page = parsePage(params.get('page'));
  const [text, setText] = useUrlSearchText(q, update);
  const search = useOperatorSearch(q, page);
  const personId = params.get('person');
  const companyId = params.get('company');

  return (
    <OperatorPage
      title="People and companies"
      lead="Find an account or a company by e-mail or name; see its roles, verification and recent activity; suspend or restore it with a reason the person is told."
      error={search.error}
    >
      <form role="search" onSubmit={(e) => e.preventDefault()} className="space-y-2">
        <Label htmlFor="operator-people-search">E-mail or name</Label>
        <SearchInput
          id="operator-people-search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="ada@example.com, Ada Lovelace, Example Capital"
        />
      </form>
      {personId ? <PersonPanel id={personId} onClose={() => update({ person: undefined })} /> : null}
      {companyId ? <CompanyPanel id={companyId} onClose={() => update({ company: undefined })} /> : null}
      {q ? (
        <QueryView query={search} loadingLabel="Searching">
          {(found) => (
            <div className="space-y-8">
              <ResultList heading="People" empty="No person matches.">
                {found.people.map((p) => (
                  <ResultRow
                    key={p.id}
                    title={p.name}
                    detail={p.email}
                    suspended={p.suspended}
                    onOpen={() => update({ person: p.id, company: undefined })}
                  />
                ))}
              </ResultList>
              <ResultList heading="Companies" empty="No company matches.">
                {found.companies.map((c) => (
                  <ResultRow
                    key={c.id}
                    title={c.name}
                    detail={`/companies/${c.slug} · ${c.verification}`}
                    suspended={c.suspended}
                    onOpen={() => update({ company: c.id, person: undefined })}
                  />
                ))}
              </ResultList>
              <PreviousNextPages
                page={found.page}
                hasMore={found.hasMore}
                label="Result pages"
                onPage={(next) => update({ page: next })}
              />
            </div>
          )}
        </QueryView>
      ) : (
        <p className="text-sm text-muted">Type an e-mail or a name to search.</p>
      )}
    </OperatorPage>
  );
}

function ResultList({ heading, empty, children }: { heading: string; empty: string; children: React.ReactNode[] }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{heading}</h2>
      {children.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul aria-label={heading} className="divide-y divide-border rounded-lg border border-border">
          {children}
        </ul>
      )}
    </section>
  );
}

function ResultRow({
  title,
  detail,
  suspended,
  onOpen,
}: {
  title: string;
  detail: string;
  suspended: boolean;
  onOpen: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0">
        <p className="font-medium break-words">
          {title} {suspended ? <Badge variant="warning">Suspended</Badge> : null}
        </p>
        <p className="text-sm break-all text-muted">{detail}</p>
      </div>
      <Button size="sm" variant="outline" onClick={onOpen} aria-label={`Open ${title}`}>
        Open
      </Button>
    </li>
  );
}

function SuspensionLine({ suspension }: { suspension: Suspension }) {
  return suspension ? (
    <p className="rounded-md border border-warning/30 bg-warning/10 p-3 text-sm">
      <strong>Suspended</strong> since {when(suspension.at)}. Reason: {suspension.reason}
    </p>
  ) : (
    <p className="text-sm text-muted">Not suspended.</p>
  );
}

function Panel({ title, onClose, children }: { title: string; onClose: () => void; children: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="space-y-4 p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 className="text-xl font-semibold break-words">{title}</h2>
          <Button size="sm" variant="outline" onClick={onClose}>
            Close
          </Button>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PersonPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const query = usePersonDetail(id);
  const { suspend, restore } = useSuspension('people');
  return (
    <QueryView query={query} loadingLabel="Loading the person">
      {(person: PersonDetail) => (
        <Panel title={person.name} onClose={onClose}>
          <Facts
            rows={[
              ['E-mail', `${person.email}${person.emailVerified ? ' (verified)' : ' (not verified)'}`],
              [
                'Roles',
                [
                  person.isOperator ? 'Operator' : null,
                  person.hasQuantProfile ? 'Quant' : null,
                  person.company
                    ? `${person.company.role} of ${person.company.name} (${person.company.verification})`
                    : null,
                ]
                  .filter(Boolean)
                  .join(', ') || 'Account only',
              ],
              ['Joined', when(person.joinedAt)],
              ['Last seen', person.activity.lastSeenAt ? when(person.activity.lastSeenAt) : 'Never signed in'],
              ['Signed in on', `${person.activity.activeSessions} device(s)`],
              ['Applications', String(person.activity.applications)],
              ['Messages sent', String(person.activity.messagesSent)],
            ]}
          />
          <SuspensionLine suspension={person.suspension} />
          <div className="flex flex-wrap gap-2">
            {person.suspension ? (
              <ConfirmButton
                label="Restore"
                confirmLabel="Confirm restore"
                busyLabel="Restoring..."
                busy={restore.isPending}
                question={`Let ${person.name} sign in again?`}
                onConfirm={() => restore.mutateAsync(person.id).catch(reportActionFailure('Could not restore'))}
              />
            ) : (
              <SuspendDialog
                name={person.name}
                told="The person"
                busy={suspend.isPending}
                onSuspend={(reason) => suspend.mutateAsync({ id: person.id, reason })}
              />
            )}
          </div>
        </Panel>
      )}
    </QueryView>
  );
}

function CompanyPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useCompanyDetail(id);
  const { suspend, restore } = useSuspension('companies');
  return (
    <QueryView query={query} loadingLabel="Loading the company">
      {(company: CompanyDetail) => (
        <Panel title={company.name} onClose={onClose}>
          <Facts
            rows={[
              ['Page', `/companies/${company.slug}`],
              ['Website', company.website ?? 'None'],
              ['Verification', company.verification],
              ['Created', when(company.createdAt)],
              ['Positions', String(company.positions)],
              ['Projects', String(company.projects)],
              [
                'Members',
                company.members.length === 0
                  ? 'None'
                  : company.members.map((m) => `${m.name} <${m.email}> (${m.role})`).join(', '),
              ],
            ]}
          />
          <SuspensionLine suspension={company.suspension} />
          <div className="flex flex-wrap gap-2">
            {company.suspension ? (
              <ConfirmButton
                label="Restore"
                confirmLabel="Confirm restore"
                busyLabel="Restoring..."
                busy={restore.isPending}
                question={`List ${company.name} again?`}
                onConfirm={() => restore.mutateAsync(company.id).catch(reportActionFailure('Could not restore'))}
              />
            ) : (
              <SuspendDialog
                name={company.name}
                told="Every member"
                busy={suspend.isPending}
                onSuspend={(reason) => suspend.mutateAsync({ id: company.id, reason })}
              />
            )}
          </div>
        </Panel>
      )}
    </QueryView>
  );
}
