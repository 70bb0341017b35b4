import type * as React from 'react';
import { formatUsd, regionLabel } from '../../../../shared/compensation';
import type { CompensationReviewEntry } from '../../../../shared/contracts/compensation';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDay } from '../../../lib/format-date';
import { EntryActions } from './entry-actions';

const amount = (value: number | null) => (value === null ? 'None' : formatUsd(value));

/** One held or hidden entry: its amounts, why it is out, how its cell looks now, and what an operator can do. */
export function EntryCard({ entry, onDone }: { entry: CompensationReviewEntry; onDone: () => void }) {
  const label = `the ${formatUsd(entry.totalComp)} ${entry.level} ${entry.role} entry`;
  const cell = entry.cell;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle className="min-w-0 wrap-anywhere">
            {entry.role} · {entry.level} · {regionLabel(entry.region)}
          </CardTitle>
          <div className="flex gap-2">
            {entry.isDemo && <Badge variant="outline">Demo</Badge>}
            <Badge variant={entry.held ? 'warning' : 'outline'}>{entry.held ? 'Held' : 'Hidden'}</Badge>
          </div>
        </div>
        <p className="text-sm text-muted">
          Submitted <time dateTime={entry.submittedOn}>{formatDay(entry.submittedOn)}</time> · for {entry.year}
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          <Fact label="Total">
            <span className="font-semibold">{formatUsd(entry.totalComp)}</span>
          </Fact>
          <Fact label="Base">{formatUsd(entry.baseSalary)}</Fact>
          <Fact label="Bonus">{amount(entry.bonus)}</Fact>
          <Fact label="Stock">{amount(entry.stockValue)}</Fact>
        </dl>
        <div className="text-sm">
          <h3 className="font-semibold">{entry.held ? 'Why it is held' : 'Why it is hidden'}</h3>
          <p className="mt-1 wrap-anywhere">{entry.reason ?? 'No reason was recorded.'}</p>
        </div>
        <div className="text-sm">
          <h3 className="font-semibold">Its cell now</h3>
          {cell ? (
            <p className="mt-1">
              {cell.count === 1 ? '1 visible entry' : `${cell.count.toLocaleString('en-US')} visible entries`}; total
              compensation quartiles {formatUsd(cell.p25)}, {formatUsd(cell.p50)} (median), {formatUsd(cell.p75)}.
            </p>
          ) : (
            <p className="mt-1 text-muted">No visible entries for this role, level and region yet.</p>
          )}
        </div>
        <div className="text-sm">
          <h3 className="font-semibold">Notes</h3>
          {entry.notes ? (
            <p className="mt-1 whitespace-pre-wrap wrap-anywhere">{entry.notes}</p>
          ) : (
            <p className="mt-1 text-muted">No notes.</p>
          )}
        </div>
      </CardContent>
      <CardFooter className="block">
        <EntryActions entry={entry} label={label} onDone={onDone} />
      </CardFooter>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted">{label}</dt>
      <dd className="mt-0.5 wrap-anywhere">{children}</dd>
    </div>
  );
}
