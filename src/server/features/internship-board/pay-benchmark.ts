import type { CompensationRegion, CompensationRole } from '../../../shared/compensation';
import type { PayBenchmark } from '../../../shared/contracts/internship-board';
import type { InternshipRegion, InternshipRole } from '../../../shared/internships';
import type { Db } from '../../db/client';
import { getBaseSalaryQuartiles } from '../compensation/service';

/** The compensation data's region for a position's (the finder's regions are coarser names of the same places). */
const REGION: Record<InternshipRegion, CompensationRegion> = {
  'North America': 'North America',
  Europe: 'EMEA',
  Asia: 'APAC',
};

/** The compensation data's role for a position's; a software engineer has no group of its own there. */
const ROLE: Record<InternshipRole, CompensationRole | null> = {
  'Quantitative Researcher': 'Quant Researcher',
  'Quantitative Trader': 'Quant Trader',
  'Quantitative Developer': 'Quant Developer',
  'Data Scientist': 'Data Scientist',
  'Software Engineer': null,
};

/**
 * What interns in this region and role report as base salary on QuantLeap, per month (the reports are yearly), for
 * a firm to see where the pay it offers sits; null when the group is too small to say anything.
 */
export async function getPayBenchmark(
  db: Db,
  position: { region: InternshipRegion; role: InternshipRole },
): Promise<PayBenchmark> {
  const role = ROLE[position.role];
  const region = REGION[position.region];
  if (!role) return { benchmark: null };
  const quartiles = await getBaseSalaryQuartiles(db, { role, level: 'Intern', region });
  if (!quartiles) return { benchmark: null };
  const perMonth = (yearly: number) => Math.round(yearly / 12);
  return {
    benchmark: {
      count: quartiles.count,
      p25: perMonth(quartiles.p25),
      median: perMonth(quartiles.median),
      p75: perMonth(quartiles.p75),
      group: `${role}, ${region}`,
    },
  };
}
