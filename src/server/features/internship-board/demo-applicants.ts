import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { ApplicationStatus, RejectionReason } from '../../../shared/applications';
import type { DegreeLevel } from '../../../shared/internships';
import type { Db } from '../../db/client';
import {
  applicationEvents,
  applicationNotes,
  internshipPositions,
  profiles,
  user,
  userApplications,
} from '../../db/schema';
import { newUserFileKey, type Storage } from '../../platform/storage/storage';

const DAY_MS = 86_400_000;

/** Makes a verified account that can sign in (the auth feature's own hasher), returning its id. */
type CreateAccount = (input: { name: string; email: string; password: string }) => Promise<string>;

export const DEMO_APPLICANT_PASSWORD = 'DemoQuant2026!';

/**
 * Demo applicants to the demo company's positions, so the Internship Applications tab, its filters, the pipeline,
 * the analytics and the University Programs tab show real rows on a fresh install. Their accounts are at the
 * reserved .invalid domain (no mail reaches anyone) and sign in with DEMO_APPLICANT_PASSWORD.
 */
const APPLICANTS: {
  name: string;
  email: string;
  university: string;
  degreeLevel: DegreeLevel;
  gpaTenths: number | null;
  graduationYear: number;
  skills: string[];
  position: number;
  daysAgo: number;
  status: ApplicationStatus;
  reason?: RejectionReason;
  note?: string;
}[] = [
  {
    name: 'Maya Chen (demo)',
    email: 'maya.chen@demo-quants.quantleap.invalid',
    university: 'Imperial College London, London',
    degreeLevel: "Master's",
    gpaTenths: 39,
    graduationYear: 2027,
    skills: ['Python', 'Statistics', 'Time series'],
    position: 1,
    daysAgo: 9,
    status: 'Shortlisted',
    note: 'Demo note: strong time-series project; ask about the volatility forecasting thesis.',
  },
  {
    name: 'Lucas Moreau (demo)',
    email: 'lucas.moreau@demo-quants.quantleap.invalid',
    university: 'École Polytechnique, Palaiseau',
    degreeLevel: 'Ph.D.',
    gpaTenths: 38,
    graduationYear: 2026,
    skills: ['C++', 'Stochastic calculus', 'Python'],
    position: 1,
    daysAgo: 16,
    status: 'New',
  },
  {
    name: 'Priya Natarajan (demo)',
    email: 'priya.natarajan@demo-quants.quantleap.invalid',
    university: 'Imperial College London',
    degreeLevel: "Bachelor's",
    gpaTenths: 36,
    graduationYear: 2028,
    skills: ['Python', 'Machine learning'],
    position: 0,
    daysAgo: 4,
    status: 'Reviewed',
  },
  {
    name: 'Daniel Okafor (demo)',
    email: 'daniel.okafor@demo-quants.quantleap.invalid',
    university: 'Carnegie Mellon University, Pittsburgh',
    degreeLevel: "Master's",
    gpaTenths: 34,
    graduationYear: 2027,
    skills: ['C++', 'Linux', 'Networking'],
    position: 0,
    daysAgo: 2,
    status: 'New',
  },
  {
    name: 'Sofia Rossi (demo)',
    email: 'sofia.rossi@demo-quants.quantleap.invalid',
    university: 'ETH Zurich, Zurich',
    degreeLevel: "Master's",
    gpaTenths: null,
    graduationYear: 2027,
    skills: ['Probability', 'Game theory'],
    position: 2,
    daysAgo: 12,
    status: 'Rejected',
    reason: 'stronger-match',
  },
  {
    name: 'Kenji Watanabe (demo)',
    email: 'kenji.watanabe@demo-quants.quantleap.invalid',
    university: 'National University of Singapore',
    degreeLevel: "Bachelor's",
    gpaTenths: 37,
    graduationYear: 2026,
    skills: ['Mental math', 'Python', 'Options'],
    position: 2,
    daysAgo: 6,
    status: 'Interviewed',
  },
];

const COVER_LETTER =
  'Demo cover letter: I have followed your research for a while and would love to spend the summer working on real problems with your team. My coursework and projects are listed on my résumé.';

async function demoResume(name: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage();
  const ascii = name.replace(/[^\x20-\x7e]/g, '-');
  page.drawText(`${ascii} - demo resume`, { x: 50, y: 720, size: 18, font });
  page.drawText('Demo data: not a real person.', { x: 50, y: 690, size: 12, font });
  return doc.save();
}

/** The steps an application took to reach `status`, as the firm would have moved it. */
function stepsTo(status: ApplicationStatus): ApplicationStatus[] {
  const path: Partial<Record<ApplicationStatus, ApplicationStatus[]>> = {
    Reviewed: ['Reviewed'],
    Shortlisted: ['Shortlisted'],
    Interviewed: ['Shortlisted', 'Interviewed'],
    Offered: ['Shortlisted', 'Interviewed', 'Offered'],
    Rejected: ['Rejected'],
  };
  return path[status] ?? [];
}

/**
 * Adds the demo applicants and their applications to the demo company `companyId`'s positions (made first by
 * seedDemoPositions); idempotent. `actor` is who moved them along (the demo owner). Returns how many were added.
 */
export async function seedDemoApplicants(
  db: Db,
  storage: Storage,
  companyId: string,
  createAccount: CreateAccount,
  actor: { id: string; name: string },
  now = new Date(),
): Promise<number> {
  // By title: the demo developer, research and trading positions, in that order.
  const positions = await db
    .select({ id: internshipPositions.id })
    .from(internshipPositions)
    .where(eq(internshipPositions.companyId, companyId))
    .orderBy(internshipPositions.title);
  if (positions.length === 0) return 0;
  let added = 0;
  for (const person of APPLICANTS) {
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, person.email));
    const userId =
      existing?.id ??
      (await createAccount({ name: person.name, email: person.email, password: DEMO_APPLICANT_PASSWORD }));
    await db
      .insert(profiles)
      .values({ id: userId, fullName: person.name, skills: person.skills })
      .onConflictDoNothing();
    const positionId = positions[person.position % positions.length]!.id;
    const [already] = await db
      .select({ id: userApplications.id })
      .from(userApplications)
      .where(and(eq(userApplications.userId, userId), eq(userApplications.opportunityId, positionId)));
    if (already) continue;
    const resumeKey = newUserFileKey('resumes', userId, 'pdf');
    await storage.put(resumeKey, await demoResume(person.name), 'application/pdf');
    const createdAt = new Date(now.getTime() - person.daysAgo * DAY_MS);
    const answeredAt = new Date(createdAt.getTime() + 2 * DAY_MS);
    const steps = stepsTo(person.status);
    const [application] = await db
      .insert(userApplications)
      .values({
        userId,
        opportunityId: positionId,
        companyId,
        status: person.status,
        coverLetter: COVER_LETTER,
        resumeKey,
        resumeName: `${person.name.replace(/ \(demo\)$/, '').replace(/\s+/g, '-')}-CV.pdf`,
        university: person.university,
        degreeLevel: person.degreeLevel,
        gpaTenths: person.gpaTenths,
        graduationYear: person.graduationYear,
        createdAt,
        statusChangedAt: steps.length > 0 ? answeredAt : createdAt,
        firstResponseAt: steps.length > 0 ? answeredAt : null,
        rejectionReason: person.reason ?? null,
      })
      .returning({ id: userApplications.id });
    let from: ApplicationStatus = 'New';
    for (const to of steps) {
      await db.insert(applicationEvents).values({
        applicationId: application!.id,
        fromStatus: from,
        toStatus: to,
        reason: to === 'Rejected' ? (person.reason ?? null) : null,
        actorUserId: actor.id,
        actorName: actor.name,
        createdAt: answeredAt,
      });
      from = to;
    }
    if (person.note) {
      await db.insert(applicationNotes).values({
        applicationId: application!.id,
        authorUserId: actor.id,
        authorName: actor.name,
        body: person.note,
        createdAt: answeredAt,
      });
    }
    added += 1;
  }
  return added;
}

/** Removes the demo applicants' accounts (their applications go with them) and their stored résumés. */
export async function removeDemoApplicants(db: Db, storage: Storage): Promise<number> {
  const emails = APPLICANTS.map((a) => a.email);
  const accounts = await db.select({ id: user.id }).from(user).where(inArray(user.email, emails));
  if (accounts.length === 0) return 0;
  const ids = accounts.map((a) => a.id);
  const files = await db
    .select({ key: userApplications.resumeKey })
    .from(userApplications)
    .where(and(inArray(userApplications.userId, ids), isNotNull(userApplications.resumeKey)));
  await db.delete(user).where(inArray(user.id, ids));
  await Promise.all(files.map((f) => storage.delete(f.key!)));
  return accounts.length;
}
