import type { FirmsQuery } from './firms';
import type { Firm } from './contracts/firms';

/** Live search of the firms list: case-insensitive text over name and description, exact category. */
export function filterFirms<T extends Firm>(firms: readonly T[], query: Pick<FirmsQuery, 'q' | 'category'>): T[] {
  const needle = query.q?.trim().toLowerCase() ?? '';
  return firms.filter(
    (firm) =>
      (!query.category || firm.category === query.category) &&
      (!needle || firm.name.toLowerCase().includes(needle) || firm.description.toLowerCase().includes(needle)),
  );
}
