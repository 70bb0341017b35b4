import { and, desc, eq, type SQL } from 'drizzle-orm';
import { APPLICATION_MESSAGES, type MyApplication } from '../../../shared/internships';
import type { Db } from '../../db/client';
import { internshipPositions, userApplications } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { newUserFileKey, type Storage } from '../../platform/storage/storage';
import { reencodeResume } from './resume';
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
  return position;
}

async function hasApplied(db: Db, userId: string, positionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userApplications.id })
    .from(userApplications)
    .where(and(eq(userApplications.userId, userId), eq(userApplications.opportunityId, positionId)));
  return !!row;
}

/**
 * Applies `userId` (always the session's user) to an on-platform position with status New. Everything is checked
 * before anything is written; the unique (user, position) key settles a race between two submissions, and the
 * loser's stored file is removed again.
 */
export async function apply(
  db: Db,
  storage: Storage,
  userId: string,
  application: NewApplication,
): Promise<MyApplication> {
  await openPlatformPosition(db, application.positionId);
  if (await hasApplied(db, userId, application.positionId)) {
    throw conflict(APPLICATION_MESSAGES.alreadyApplied, 'positionId');
  }
  const pdf = await reencodeResume(application.resume.bytes);
  const key = newUserFileKey('resumes', userId, 'pdf');
  await storage.put(key, pdf, 'application/pdf');
  const [row] = await db
    .insert(userApplications)
    .values({
      userId,
      opportunityId: application.positionId,
      coverLetter: application.coverLetter,
      resumeKey: key,
      resumeName: application.resume.name,
      university: application.academic.university,
      degreeLevel: application.academic.degreeLevel,
      gpaTenths: application.academic.gpa === null ? null : Math.round(application.academic.gpa * 10),
      graduationYear: application.academic.graduationYear,
    })
    .onConflictDoNothing()
    .returning({ id: userApplications.id });
  if (!row) {
    await storage.delete(key);
    throw conflict(APPLICATION_MESSAGES.alreadyApplied, 'positionId');
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
    .select({ application: userApplications, position: internshipPositions })
    .from(userApplications)
    .innerJoin(internshipPositions, eq(internshipPositions.id, userApplications.opportunityId))
    .where(where)
    .orderBy(desc(userApplications.createdAt), desc(userApplications.id));
  return rows.map(({ application: a, position: p }) => ({
    id: a.id,
    status: a.status,
    createdAt: a.createdAt.toISOString(),
    coverLetter: a.coverLetter,
    resumeName: a.resumeName,
    position: { id: p.id, title: p.title, company: p.company, location: p.location, deadline: p.deadline },
  }));
}

/** Withdraws one of the caller's own applications and deletes its résumé. Someone else's id is simply not found. */
export async function withdraw(db: Db, storage: Storage, userId: string, applicationId: string): Promise<void> {
  const [removed] = await db
    .delete(userApplications)
    .where(and(eq(userApplications.id, applicationId), eq(userApplications.userId, userId)))
    .returning({ resumeKey: userApplications.resumeKey });
  if (!removed) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.applicationNotFound);
  await storage.delete(removed.resumeKey);
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
  const bytes = row ? await storage.get(row.key) : null;
  if (!row || !bytes) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.applicationNotFound);
  return { name: row.name, bytes };
}
