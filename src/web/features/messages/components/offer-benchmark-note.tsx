import { BarChart3 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { OfferPayPeriod, ShownPay } from '../../../../shared/pay';
import { useOfferBenchmark, type OfferGroup } from '../api';
import { benchmarkLine, payComparison } from '../offer-text';

/**
 * Beside the pay: what QuantLeap's compensation data says about the offer's group in the chosen period, and where
 * the range's midpoint sits in it. The quant sees the same line on the offer card.
 */
export function OfferBenchmarkNote({
  group,
  period,
  pay,
}: {
  group: OfferGroup | null;
  period: OfferPayPeriod;
  /** The range once it is valid; until then only the data is shown. */
  pay: ShownPay | null;
}) {
  const query = useOfferBenchmark(group);
  if (!group) return <Note>Choose the kind of role, level and region to compare your pay with QuantLeap data.</Note>;
  if (query.isPending) return <Note>Looking up QuantLeap data…</Note>;
  if (query.isError) return <Note>The comparison with QuantLeap data could not be loaded.</Note>;
  const benchmark = query.data[period];
  if (!benchmark)
    return <Note>Too few QuantLeap entries for this role, level and region to compare (5 are needed).</Note>;
  return (
    <Note>
      {benchmarkLine(benchmark)}.
      {pay && (
        <>
          {' '}
          Your range’s midpoint is <strong>{payComparison(pay, benchmark)}</strong>.
        </>
      )}
    </Note>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-2 text-sm text-muted" aria-live="polite">
      <BarChart3 aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{children}</span>
    </p>
  );
}
