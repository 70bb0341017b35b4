import {
  degreeLevelOf,
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  type AcademicForm,
} from '../../../../shared/internships';
import type { QuantProfileView } from '../../../../shared/contracts/quant-profile';

/**
 * The studies a quant's profile already lists, to prefill the apply dialog: the latest school, its degree's level
 * (spec §2's derivation) and its end year when it is one the form takes.
 */
export function studiesFrom(profile: Pick<QuantProfileView, 'education'> | undefined): Partial<AcademicForm> {
  const latest = [...(profile?.education ?? [])]
    .filter((entry) => entry.school.trim())
    .sort((a, b) => Number(b.toYear || b.fromYear || 0) - Number(a.toYear || a.fromYear || 0))[0];
  if (!latest) return {};
  const year = Number(latest.toYear);
  return {
    university: latest.school,
    degreeLevel: degreeLevelOf(latest.degree),
    graduationYear: year >= GRADUATION_YEAR_MIN && year <= GRADUATION_YEAR_MAX ? latest.toYear : '',
  };
}
