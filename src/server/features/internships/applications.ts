import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import { REJECTION_REASONS } from '../../../shared/applications';
import { APPLICATION_MESSAGES } from '../../../shared/internships';
import type { MyApplication } from '../../../shared/contracts/internships';
import type { Db } from '../../db/client';
import { applicationEvents, internshipPositions, userApplications } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findCompanyAccess } from '../../platform/company-access';
import { newUserFileKey, type Storage } from '../../platform/storage/storage';
import { reencodeResume } from './resume';
import { shownStatus } from './shown-status';
import { isListed, isOpen } from './service';
import type { Academic } from '../../../shared/internships';

export interface NewApplication {
  positionId: string;
  coverLetter: string;
  resume: { name: string; bytes: Uint8Array };
  academic: Academic;
}

const conflict = (message: string, field: string) => new AppError('CONFLICT', message, { [field]: message });

/** A position the caller may apply to in the app: posted on the platform by a verified company, published, deadline not passed. */
async function openPlatformPosition(db: Db, positionId: string) {
  const [position] = await db
    .select({
      id: internshipPositions.id,
      companyId: internshipPositions.companyId,
      status: internshipPositions.status,
      isOpen,
      isListed,
    })
    .from(internshipPositions)
    .where(eq(internshipPositions.id, positionId));
  if (!position || position.status === 'Draft' || !position.isListed)
    throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
  if (!position.companyId) throw conflict(APPLICATION_MESSAGES.external, 'positionId');
  // Closed by its firm, or its deadline passed.
  if (position.status !== 'Open' || !position.isOpen) throw conflict(APPLICATION_MESSAGES.closed, 'positionId');
  return { id: position.id, companyId: position.companyId };
}

/** The caller's earlier application to the position, if any. */
async function earlierApplication(db: Db, userId: string, positionId: string) {
  const [row] = await db
    .select({ id: userApplications.id, status: userApplications.status })
    .from(userApplications)
    .where(and(eq(userApplications.userId, userId), eq(userApplications.opportunityId, positionId)));
  return row;
}

/**
 * Applies `userId` (always the session's user) to an on-platform position with status New. Everything is checked
 * before anything is written; the unique (user, position) key settles a race between two submissions, and the
 * loser's stored file is removed again. An application the caller withdrew is sent again in place (its history
 * stays with it), so withdrawing is never a dead end.
 */
export async function apply(
  db: Db,
  storage: Storage,
  applicant: { id: string; name: string },
  application: NewApplication,
): Promise<MyApplication> {
  const position = await openPlatformPosition(db, application.positionId);
  // A member would see their own application on the firm's side: a recruiter reviewing themself.
  const ownCompany = await findCompanyAccess(db, applicant.id);
  if (ownCompany?.id === position.companyId) throw conflict(APPLICATION_MESSAGES.ownCompany, 'positionId');
  const earlier = await earlierApplication(db, applicant.id, application.positionId);
  if (earlier && earlier.status !== 'Withdrawn') throw conflict(APPLICATION_MESSAGES.alreadyApplied, 'positionId');
  const pdf = await reencodeResume(application.resume.bytes);
  const key = newUserFileKey('resumes', applicant.id, 'pdf');
  await storage.put(key, pdf, 'application/pdf');
  const now = new Date();
  const fields = {
    status: 'New' as const,
    coverLetter: application.coverLetter,
    resumeKey: key,
    resumeName: application.resume.name,
    university: application.academic.university,
    degreeLevel: application.academic.degreeLevel,
    gpaTenths: application.academic.gpa === null ? null : Math.round(application.academic.gpa * 10),
    graduationYear: application.academic.graduationYear,
    statusChangedAt: now,
  };
  const [row] = earlier
    ? await db
        .update(userApplications)
        .set({ ...fields, createdAt: now, firstResponseAt: null, rejectionReason: null, rejectionMailDueAt: null })
        .where(and(eq(userApplications.id, earlier.id), eq(userApplications.status, 'Withdrawn')))
        .returning({ id: userApplications.id })
    : await db
        .insert(userApplications)
        .values({ ...fields, userId: applicant.id, opportunityId: position.id, companyId: position.companyId })
        .onConflictDoNothing()
        .returning({ id: userApplications.id });
  if (!row) {
    await storage.delete(key);
    throw conflict(APPLICATION_MESSAGES.alreadyApplied, 'positionId');
  }
  if (earlier) {
    await db.insert(applicationEvents).values({
      applicationId: row.id,
      fromStatus: 'Withdrawn',
      toStatus: 'New',
      actorUserId: applicant.id,
      actorName: applicant.name,
    });
  }
  const [created] = await applicationsWhere(db, eq(userApplications.id, row.id));
  return created!;
}

/** The caller's applications, newest first, with the position each is for. */
export function myApplications(db: Db, userId: string): Promise<MyApplication[]> {
  return applicationsWhere(db, eq(userApplications.userId, userId));
}

async function applicationsWhere(db: Db, where: SQL): Promise<MyApplication[]> {
  const rows = await db
    .select({ application: userApplications, position: internshipPositions, shownStatus })
    .from(userApplications)
    .innerJoin(internshipPositions, eq(internshipPositions.id, userApplications.opportunityId))
    .where(where)
    .orderBy(desc(userApplications.createdAt), desc(userApplications.id));
  return rows.map(({ application: a, position: p, shownStatus }) => {
    const pending = a.rejectionMailDueAt !== null;
    return {
      id: a.id,
      status: shownStatus,
      createdAt: a.createdAt.toISOString(),
      statusChangedAt: a.statusChangedAt.toISOString(),
      rejection:
        a.status === 'Rejected' && !pending && a.rejectionReason ? REJECTION_REASONS[a.rejectionReason].told : null,
      coverLetter: a.coverLetter,
      resumeName: a.resumeName,
      hasResume: a.resumeKey !== null,
      position: { id: p.id, title: p.title, company: p.company, location: p.location, deadline: p.deadline },
    };
  });
}

/**
 * Withdraws one of the caller's own applications: it stays with the firm as Withdrawn (so its pipeline is honest),
 * its résumé file is deleted, and a rejection still waiting to be told is dropped. Someone else's id is not found.
 */
export async function withdraw(
  db: Db,
  storage: Storage,
  applicant: { id: string; name: string },
  applicationId: string,
): Promise<void> {
  const [before] = await db
    .select({ status: userApplications.status, resumeKey: userApplications.resumeKey })
    .from(userApplications)
    .where(and(eq(userApplications.id, applicationId), eq(userApplications.userId, applicant.id)));
  if (!before || before.status === 'Withdrawn')
    throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.applicationNotFound);
  const [moved] = await db
    .update(userApplications)
    .set({ status: 'Withdrawn', resumeKey: null, statusChangedAt: new Date(), rejectionMailDueAt: null })
    .where(
      and(
        eq(userApplications.id, applicationId),
        eq(userApplications.userId, applicant.id),
        ne(userApplications.status, 'Withdrawn'),
      ),
    )
    .returning({ id: userApplications.id });
  if (!moved) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.applicationNotFound);
  await db.insert(applicationEvents).values({
    applicationId,
    fromStatus: before.status,
    toStatus: 'Withdrawn',
    actorUserId: applicant.id,
    actorName: applicant.name,
  });
  if (before.resumeKey) await storage.delete(before.resumeKey);
}

/** The caller's own résumé for one application, for download. */
export async function myResume(
  db: Db,
  storage: Storage,
  userId: string,
  applicationId: string,
): Promise<{ name: string; bytes: Uint8Array }> {
  const [row] = await db
    .select({ key: userApplications.resumeKey, name: userApplications.resumeName })
    .from(userApplications)
    .where(and(eq(userApplications.id, applicationId), eq(userApplications.userId, userId)));
  const bytes = row?.key ? await storage.get(row.key) : null;
  if (!row || !bytes) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.applicationNotFound);
  return { name: row.name, bytes };
}
