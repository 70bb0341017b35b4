import { BarChart3 } from 'lucide-react';
import type { InternshipRegion, InternshipRole } from '../../../../shared/internships';
import { formatPay, formatUsd, monthly, payPosition, type PayRange } from '../../../../shared/pay';
import { usePayBenchmark } from '../api';

/**
 * Where a pay range sits against what interns in the same region and role report on QuantLeap (monthly base
 * salary), so a firm can see whether its offer is competitive. Says plainly when there is too little data.
 */
export function PayBenchmarkNote({
  region,
  role,
  pay,
}: {
  region: InternshipRegion | undefined;
  role: InternshipRole | undefined;
  pay: PayRange | null;
}) {
  const query = usePayBenchmark(region, role);
  if (!region || !role) {
    return <Note>Choose the region and role to compare your pay with what interns report on QuantLeap.</Note>;
  }
  if (query.isPending) return <Note>Looking up what interns report…</Note>;
  if (query.isError) return <Note>The pay comparison could not be loaded.</Note>;
  const benchmark = query.data.benchmark;
  if (!benchmark) {
    return <Note>Too few intern reports for this region and role on QuantLeap yet to compare pay (5 are needed).</Note>;
  }
  const middle = formatPay({ period: 'month', min: benchmark.p25, max: benchmark.p75 });
  const midpoint = pay ? monthly((pay.min + pay.max) / 2, pay.period) : null;
  return (
    <Note>
      Interns in {benchmark.group} report {middle} (the middle half of {benchmark.count} reports; median{' '}
      {formatUsd(benchmark.median)}).
      {midpoint !== null && (
        <>
          {' '}
          Your range's midpoint is <strong>{payPosition(midpoint, benchmark)}</strong>
          {pay?.period === 'hour' ? ' (hourly pay over a full-time month)' : ''}.
        </>
      )}
    </Note>
  );
}

function Note({ children }: { children: React.ReactNode }) {
  return (
    <p className="flex gap-2 text-sm text-muted" aria-live="polite">
      <BarChart3 aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{children}</span>
    </p>
  );
}
