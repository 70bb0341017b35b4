import { COMPENSATION_TEXT, MIN_GROUP_SIZE, PERCENTILES, formatUsd } from '../../../../shared/compensation';
import type { CompensationStatistics, Percentiles } from '../../../../shared/contracts/compensation';

function PercentileRow({ label, values, note }: { label: string; values: Percentiles | null; note: string }) {
  return (
    <tr>
      <th scope="row" className="py-2 pr-4 text-left font-medium">
        {label}
      </th>
      {values ? (
        PERCENTILES.map((p) => (
          <td key={p} className="px-2 py-2 text-right tabular-nums">
            {formatUsd(values[`p${p}`])}
          </td>
        ))
      ) : (
        <td colSpan={PERCENTILES.length} className="px-2 py-2 text-right text-muted">
          {note}
        </td>
      )}
    </tr>
  );
}

const METRICS = [
  { label: 'Total', key: 'total' },
  { label: 'Base', key: 'base' },
  { label: 'Bonus', key: 'bonus' },
] as const;

/** Why a metric has no percentiles: bonuses left out by the filter, or too few entries. */
const missingNote = (key: (typeof METRICS)[number]['key'], includeBonus: boolean) =>
  key === 'bonus' && !includeBonus ? 'Excluded by the filter' : COMPENSATION_TEXT.notEnoughData;

/**
 * On a phone five money columns do not fit: each metric's percentiles wrap as label/value pairs instead of a
 * table that would clip the 90th percentile.
 */
function StackedPercentiles({
  statistics,
  includeBonus,
}: {
  statistics: CompensationStatistics;
  includeBonus: boolean;
}) {
  return (
    <div className="mt-3 space-y-4 sm:hidden">
      {METRICS.map(({ label, key }) => {
        const values = statistics[key];
        return (
          <section key={key} aria-label={`${label} percentiles`} className="border-t border-border pt-3">
            <h3 className="text-sm font-medium">{label}</h3>
            {values ? (
              <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm">
                {PERCENTILES.map((p) => (
                  <div key={p} className="flex gap-1.5">
                    <dt className="text-muted">{p}th</dt>
                    <dd className="tabular-nums">{formatUsd(values[`p${p}`])}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mt-1 text-sm text-muted">{missingNote(key, includeBonus)}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** Count and percentiles for the current filter; nothing but the count for a group under 5 entries. */
export function StatisticsPanel({
  statistics,
  includeBonus,
}: {
  statistics: CompensationStatistics;
  includeBonus: boolean;
}) {
  return (
    <section
      aria-labelledby="compensation-statistics"
      className="rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="compensation-statistics" className="text-lg font-semibold">
          Statistics for this filter
        </h2>
        <p className="text-sm text-muted" data-testid="entry-count">
          {statistics.count === 1 ? '1 entry' : `${statistics.count.toLocaleString('en-US')} entries`}
        </p>
      </div>
      {statistics.enoughData ? (
        <>
          <StackedPercentiles statistics={statistics} includeBonus={includeBonus} />
          <div className="mt-3 hidden sm:block">
            <table className="w-full text-sm">
              <caption className="sr-only">Percentiles of compensation for the current filter</caption>
              <thead className="text-xs text-muted uppercase">
                <tr>
                  <td />
                  {PERCENTILES.map((p) => (
                    <th key={p} scope="col" className="px-2 py-1 text-right font-semibold">
                      {p}th
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {METRICS.map(({ label, key }) => (
                  <PercentileRow
                    key={key}
                    label={label}
                    values={statistics[key]}
                    note={missingNote(key, includeBonus)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p className="mt-3 text-sm text-muted">
          {COMPENSATION_TEXT.notEnoughData}: statistics appear once at least {MIN_GROUP_SIZE} entries match, so that no
          one can be singled out by a narrow filter.
        </p>
      )}
    </section>
  );
}
