import { eq } from 'drizzle-orm';
import type { InternshipRegion, InternshipRole } from '../../../shared/internships';
import { payColumns, type PayRange } from '../../../shared/pay';
import type { Db } from '../../db/client';
import { companyProfiles, internshipPositions } from '../../db/schema';

/**
 * Demo positions for the in-app application flow, posted by the demo company (features/company/demo-data.ts), so a
 * newcomer can apply with a PDF at once. Removing the demo company removes them and any applications to them.
 */
const POSITIONS: {
  title: string;
  location: string;
  region: InternshipRegion;
  role: InternshipRole;
  description: string;
  requirements: string[];
  /** Pay in USD: every open position says what it pays. */
  pay: PayRange;
}[] = [
  {
    title: 'Quantitative Research Intern (demo)',
    location: 'London, UK',
    region: 'Europe',
    role: 'Quantitative Researcher',
    description:
      'Demo listing: ten weeks researching short-horizon signals in European equities with a mentor from the research team.',
    requirements: ['Studying mathematics, statistics, physics or computer science', 'Python', 'Probability'],
    pay: { period: 'month', min: 8500, max: 10500 },
  },
  {
    title: 'Quantitative Developer Intern (demo)',
    location: 'New York, NY',
    region: 'North America',
    role: 'Quantitative Developer',
    description:
      'Demo listing: build and test components of a backtesting engine in Python and C++ alongside researchers.',
    requirements: ['C++ or Python', 'Data structures and algorithms', 'Version control with Git'],
    pay: { period: 'hour', min: 55, max: 70 },
  },
  {
    title: 'Trading Intern (demo)',
    location: 'Singapore',
    region: 'Asia',
    role: 'Quantitative Trader',
    description: 'Demo listing: learn options market making through simulated trading games and desk rotations.',
    requirements: ['Quick mental arithmetic', 'Interest in markets', 'Clear communication under pressure'],
    pay: { period: 'month', min: 7000, max: 9000 },
  },
];

/** Adds the demo positions (deadlines 60 days ahead) to the demo company `companyId`; idempotent. Returns the number added. */
export async function seedDemoPositions(db: Db, companyId: string, today = new Date()): Promise<number> {
  const deadline = new Date(today.getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
  const [company] = await db
    .select({ name: companyProfiles.name })
    .from(companyProfiles)
    .where(eq(companyProfiles.id, companyId));
  const existing = await db
    .select({ title: internshipPositions.title })
    .from(internshipPositions)
    .where(eq(internshipPositions.companyId, companyId));
  const missing = POSITIONS.filter((p) => !existing.some((e) => e.title === p.title));
  if (missing.length > 0) {
    await db
      .insert(internshipPositions)
      .values(
        missing.map(({ pay, ...p }) => ({ ...p, ...payColumns(pay), companyId, company: company!.name, deadline })),
      );
  }
  return missing.length;
}
