import type { CompetitionCategory } from './competitions';
import type { Competition } from './contracts/competitions';

/** A competition matches when any selected category applies; no selection shows all (spec §2, §4). */
export function filterCompetitions<T extends Pick<Competition, 'categories'>>(
  competitions: readonly T[],
  selected: ReadonlySet<CompetitionCategory>,
): T[] {
  if (selected.size === 0) return [...competitions];
  return competitions.filter((c) => c.categories.some((category) => selected.has(category)));
}
