import { Download, Inbox, Mail, Plus, SearchX } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { APPLICANT_SORT_LABELS, APPLICANT_SORTS } from '../../../../shared/applications';
import type { ApplicationSummary } from '../../../../shared/contracts/applicant-tracking';
import { LoadError } from '../../../components/layout/load-error';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Pagination, showingRange } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { applicantsExportUrl, useApplicants, usePositions } from '../api';
import { applicantsQuery, clearedFilters, hasActiveFilters, readApplicantFilters } from '../applicant-filters';
import { ApplicantFiltersCard } from './applicant-filters-card';
import { ApplicationCard } from './application-card';
import { audienceFromFilters } from '../email-audience';
import { ApplicationDetailDialog } from './application-detail-dialog';
import { BulkActionBar } from './bulk-action-bar';
import { EmailApplicantsDialog } from './email-applicants-dialog';
import { VerificationRequired } from './verification-required';

/**
 * Internship Applications (spec §2): the filter card, Sort and Post New Position, and one page of the company's
 * applications, each opened in a dialog; a selection can be moved at once. Filters, sort and page live in the URL
 * and are applied by the server.
 */
export function ApplicationsTab({ verified, onCreate }: { verified: boolean; onCreate: () => void }) {
  const { params, update } = useUrlFilters();
  const filters = readApplicantFilters(params);
  const query = applicantsQuery(filters);
  const queryText = query.toString();
  const applicants = useApplicants(query, verified);
  const positions = usePositions();
  const sortId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  const [opened, setOpened] = useState<ApplicationSummary | null>(null);
  const [emailing, setEmailing] = useState(false);
  // The selection belongs to one page of one filter: another list starts with nothing selected.
  const [selection, setSelection] = useState<{ list: string; ids: ReadonlySet<string> }>({
    list: queryText,
    ids: new Set(),
  });
  const selectedIds = selection.list === queryText ? selection.ids : new Set<string>();
  const clear = () => update(clearedFilters());

  const rows = useMemo(() => applicants.data?.applications ?? [], [applicants.data]);
  // The open application as the list now has it (after a move it is read again), else as it was opened.
  const openApplication = openId ? (rows.find((row) => row.id === openId) ?? opened) : null;
  const selected = rows.filter((row) => selectedIds.has(row.id));
  const select = (ids: Iterable<string>) => setSelection({ list: queryText, ids: new Set(ids) });

  const forbidden = applicants.error instanceof ApiError && applicants.error.status === 403 ? applicants.error : null;
  const refused = applicants.error instanceof ApiError && applicants.error.status === 400 ? applicants.error : null;
  const active = hasActiveFilters(filters);

  if (!verified || forbidden) {
    return <VerificationRequired what="Applications" message={forbidden?.message} />;
  }

  return (
    <div className="space-y-6">
      <ApplicantFiltersCard filters={filters} positions={positions.data ?? []} update={update} onClear={clear} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <h2 aria-live="polite" className="text-xl font-semibold">
          {applicants.data
            ? `${applicants.data.total} ${applicants.data.total === 1 ? 'application' : 'applications'}`
            : 'Applications'}
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-2">
            <Label htmlFor={sortId}>Sort</Label>
            <NativeSelect
              id={sortId}
              className="w-56"
              value={filters.sort}
              onChange={(event) =>
                update({ sort: event.target.value === 'newest' ? undefined : event.target.value, page: undefined })
              }
            >
              {APPLICANT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {APPLICANT_SORT_LABELS[sort]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <a href={applicantsExportUrl(query)} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden /> Export CSV
          </a>
          <Button variant="outline" disabled={!applicants.data?.total} onClick={() => setEmailing(true)}>
            <Mail aria-hidden /> Email these applicants
          </Button>
          <Button onClick={onCreate}>
            <Plus aria-hidden /> Post New Position
          </Button>
        </div>
      </div>

      {applicants.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading applications" />
        </div>
      ) : refused ? (
        <RefusedFilters error={refused} onClear={clear} />
      ) : applicants.isError ? (
        <LoadError
          message="Error loading applications. Please try again later."
          onRetry={() => void applicants.refetch()}
        />
      ) : applicants.data.applications.length === 0 ? (
        active ? (
          <EmptyState
            icon={<SearchX aria-hidden className="size-8 text-muted" />}
            title="No applications match these filters"
          >
            <p className="max-w-md text-sm text-muted">Loosen a filter, or clear them all to see every application.</p>
            <Button variant="outline" onClick={clear}>
              Clear filters
            </Button>
          </EmptyState>
        ) : (
          <EmptyState icon={<Inbox aria-hidden className="size-8 text-muted" />} title="No applications received yet">
            <p className="max-w-md text-sm text-muted">
              Applications to your open positions appear here as quants send them from the internship finder.
            </p>
          </EmptyState>
        )
      ) : (
        <div
          aria-busy={applicants.isPlaceholderData}
          className={applicants.isPlaceholderData ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'}
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <SelectAll
              count={rows.length}
              selectedCount={selected.length}
              onChange={(all) => select(all ? rows.map((row) => row.id) : [])}
            />
            <p className="text-sm text-muted tabular-nums">
              {showingRange(
                (applicants.data.page - 1) * applicants.data.pageSize + 1,
                rows.length,
                applicants.data.total,
                ['application', 'applications'],
              )}
            </p>
          </div>
          {selected.length > 0 && <BulkActionBar selected={selected} onClear={() => select([])} />}
          <ul aria-label="Applications" className="space-y-4">
            {rows.map((application) => (
              <li key={application.id}>
                <ApplicationCard
                  application={application}
                  now={new Date()}
                  selected={selectedIds.has(application.id)}
                  onSelectedChange={(on) => {
                    const next = new Set(selectedIds);
                    if (on) next.add(application.id);
                    else next.delete(application.id);
                    select(next);
                  }}
                  onOpen={() => {
                    setOpenId(application.id);
                    setOpened(application);
                  }}
                />
              </li>
            ))}
          </ul>
          <Pagination page={applicants.data.page} pageCount={applicants.data.pageCount} label="Application pages" />
        </div>
      )}
      <EmailApplicantsDialog open={emailing} onOpenChange={setEmailing} audience={audienceFromFilters(filters)} />
      <ApplicationDetailDialog
        application={openApplication}
        onClose={() => {
          setOpenId(null);
          setOpened(null);
        }}
      />
    </div>
  );
}

/** "Select all on this page", which shows a partial selection as mixed. */
function SelectAll({
  count,
  selectedCount,
  onChange,
}: {
  count: number;
  selectedCount: number;
  onChange: (all: boolean) => void;
}) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const some = selectedCount > 0 && selectedCount < count;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        ref={ref}
        id={id}
        checked={count > 0 && selectedCount === count}
        onChange={(event) => onChange(event.target.checked)}
      />
      <Label htmlFor={id}>Select all on this page</Label>
    </div>
  );
}

function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border p-10 text-center">
      {icon}
      <p className="font-medium">{title}</p>
      {children}
    </div>
  );
}

/** A filter the server refused (a hand-edited link): its reasons, and a way back to every application. */
function RefusedFilters({ error, onClear }: { error: ApiError; onClear: () => void }) {
  const reasons = [...new Set([error.message, ...Object.values(error.fields)])];
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-8 text-center"
    >
      <ul className="space-y-1 text-sm">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <Button variant="outline" size="sm" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}
