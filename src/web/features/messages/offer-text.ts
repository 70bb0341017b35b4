import type { OfferBenchmark, OfferCard } from '../../../shared/contracts/messages';
import { formatUsd, payPosition, type OfferPayPeriod, type ShownPay } from '../../../shared/pay';

const PER: Record<OfferPayPeriod, string> = { year: 'a year', month: 'a month', hour: 'an hour' };

/** "QuantLeap data for Quant Researcher, Junior, EMEA: median $9,000 a month (25th–75th: $7,500–$11,000), 14 entries". */
export function benchmarkLine(benchmark: OfferBenchmark): string {
  const { group, median, p25, p75, count, period } = benchmark;
  return `QuantLeap data for ${group}: median ${formatUsd(median)} ${PER[period]} (25th–75th: ${formatUsd(p25)}–${formatUsd(p75)}), ${count.toLocaleString('en-US')} entries`;
}

/** Where a pay range's midpoint sits in the benchmark of the same period: "in the upper half of QuantLeap data". */
export function payComparison(pay: ShownPay, benchmark: OfferBenchmark): string {
  return `${payPosition((pay.min + pay.max) / 2, benchmark)} of QuantLeap data`;
}

/** "Quant Researcher · Junior · EMEA". */
export const offerGroup = (offer: Pick<OfferCard, 'roleCategory' | 'level' | 'region'>) =>
  `${offer.roleCategory} · ${offer.level} · ${offer.region}`;

/** "London, UK", "Remote", or "Remote (Europe time zones)" when a remote role also names a place. */
export function offerPlace(offer: Pick<OfferCard, 'remote' | 'location'>): string {
  const location = offer.location.trim();
  if (!offer.remote) return location;
  return location ? `Remote (${location})` : 'Remote';
}
