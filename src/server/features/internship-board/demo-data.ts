import { eq } from 'drizzle-orm';
import type { InternshipRegion, InternshipRole } from '../../../shared/internships';
import type { Db } from '../../db/client';
import { companyProfiles, internshipPositions, user } from '../../db/schema';

/**
 * Demo data for the in-app application flow: a clearly named demo firm with a few open positions, so a newcomer can
 * apply with a PDF without first setting up a firm. Everything hangs off one demo user that cannot sign in (it has
 * no credentials), so removing that user removes the firm, its positions and any applications to them.
 */
export const DEMO_FIRM_EMAIL = 'demo-firm@demo.quantleap.invalid';
const DEMO_FIRM_NAME = 'Demo Quant Capital (demo data)';

const POSITIONS: {
  title: string;
  location: string;
  region: InternshipRegion;
  role: InternshipRole;
  description: string;
  requirements: string[];
}[] = [
  {
    title: 'Quantitative Research Intern (demo)',
    location: 'London, UK',
    region: 'Europe',
    role: 'Quantitative Researcher',
    description:
      'Demo listing: ten weeks researching short-horizon signals in European equities with a mentor from the research team.',
    requirements: ['Studying mathematics, statistics, physics or computer science', 'Python', 'Probability'],
  },
  {
    title: 'Quantitative Developer Intern (demo)',
    location: 'New York, NY',
    region: 'North America',
    role: 'Quantitative Developer',
    description:
      'Demo listing: build and test components of a backtesting engine in Python and C++ alongside researchers.',
    requirements: ['C++ or Python', 'Data structures and algorithms', 'Version control with Git'],
  },
  {
    title: 'Trading Intern (demo)',
    location: 'Singapore',
    region: 'Asia',
    role: 'Quantitative Trader',
    description: 'Demo listing: learn options market making through simulated trading games and desk rotations.',
    requirements: ['Quick mental arithmetic', 'Interest in markets', 'Clear communication under pressure'],
  },
];

/** Loads the demo firm and its positions (deadlines 60 days ahead); idempotent. Returns the positions added. */
export async function seedDemoPositions(db: Db, today = new Date()): Promise<number> {
  const deadline = new Date(today.getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    await tx
      .insert(user)
      .values({ id: 'demo-firm', name: DEMO_FIRM_NAME, email: DEMO_FIRM_EMAIL, emailVerified: true })
      .onConflictDoNothing();
    await tx
      .insert(companyProfiles)
      .values({ ownerUserId: 'demo-firm', name: DEMO_FIRM_NAME, description: 'Demo data: not a real firm.' })
      .onConflictDoNothing();
    const [company] = await tx
      .select({ id: companyProfiles.id })
      .from(companyProfiles)
      .where(eq(companyProfiles.ownerUserId, 'demo-firm'));
    const existing = await tx
      .select({ title: internshipPositions.title })
      .from(internshipPositions)
      .where(eq(internshipPositions.companyId, company!.id));
    const missing = POSITIONS.filter((p) => !existing.some((e) => e.title === p.title));
    if (missing.length > 0) {
      await tx
        .insert(internshipPositions)
        .values(missing.map((p) => ({ ...p, companyId: company!.id, company: DEMO_FIRM_NAME, deadline })));
    }
    return missing.length;
  });
}

/** Removes the demo firm and everything attached to it. Returns the positions removed. */
export async function removeDemoPositions(db: Db): Promise<number> {
  const positions = await db
    .select({ id: internshipPositions.id })
    .from(internshipPositions)
    .innerJoin(companyProfiles, eq(companyProfiles.id, internshipPositions.companyId))
    .where(eq(companyProfiles.ownerUserId, 'demo-firm'));
  await db.delete(user).where(eq(user.email, DEMO_FIRM_EMAIL));
  return positions.length;
}
