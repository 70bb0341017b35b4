import { BarChart3 } from 'lucide-react';
import { useId } from 'react';
import type { OfferCard as Offer } from '../../../../shared/contracts/messages';
import { formatPay } from '../../../../shared/pay';
import { benchmarkLine, offerGroup, offerPlace } from '../offer-text';

/**
 * A firm's first message starts with the role it approaches the quant about (an approach, not an offer), so the
 * quant can judge it before reading the pitch.
 */
export function OfferCard({ offer }: { offer: Offer }) {
  const headingId = useId();
  const rows: [string, string][] = [
    ['Role', offerGroup(offer)],
    ['Location', offerPlace(offer)],
    ['Pay', formatPay(offer.pay)],
    ['Next step', offer.nextStep],
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-primary/30 bg-primary/5 p-4 [overflow-wrap:anywhere]"
    >
      <div>
        <p aria-hidden className="text-xs font-semibold tracking-wide text-primary uppercase">
          Approach
        </p>
        <h2 id={headingId} className="text-lg font-semibold">
          <span className="sr-only">Approach: </span>
          {offer.roleTitle}
        </h2>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="mb-1 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      {offer.benchmark && (
        <p className="flex gap-2 text-xs text-muted">
          <BarChart3 aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{benchmarkLine(offer.benchmark)}.</span>
        </p>
      )}
    </section>
  );
}
