import type { Counterpart } from '../../../shared/contracts/messages';

/** What follows the counterpart's name: the quant's headline (a company's name is already the name). */
export function counterpartDetail(counterpart: Counterpart): string | null {
  if (counterpart.company && counterpart.company !== counterpart.name) return counterpart.company;
  return counterpart.headline;
}
