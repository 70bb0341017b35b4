import { and, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  MAILED_STATUSES,
  NEXT_STATUSES,
  PIPELINE_MESSAGES,
  REJECTION_REASONS,
  REJECTION_UNDO_MINUTES,
  type ApplicationStatus,
  type StatusChange,
} from '../../../shared/applications';
import type { ApplicationNote } from '../../../shared/contracts/applicant-tracking';
import { ROUTES } from '../../../shared/routes';
import type { Db } from '../../db/client';
import {
  applicationEvents,
  applicationNotes,
  internshipPositions,
  profiles,
  user,
  userApplications,
} from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { CompanyAccess } from '../../platform/company-access';
import { unsubscribeLink } from '../../platform/mail/mail-links';
import type { MailDeps } from '../../platform/route-deps';

export type { MailDeps };
import { applicationStatusMail } from '../../platform/mail/templates';

/** Who is acting: the session's user, by id and the name the history shows. */
export interface Actor {
  id: string;
  name: string;
}

const notFound = () => new AppError('NOT_FOUND', PIPELINE_MESSAGES.notFound);

/**
 * Moves applications `ids` of the caller's company to `change.status`: all of them or none. An id of another
 * company's application is not found (no existence leak); a move the pipeline does not allow is a conflict naming
 * it. A rejection waits REJECTION_UNDO_MINUTES before the applicant is told (the sweep below mails it); the other
 * mailed statuses are told at once.
 */
export async function changeStatuses(
  db: Db,
  mail: MailDeps,
  company: CompanyAccess,
  actor: Actor,
  ids: string[],
  change: StatusChange,
  now = new Date(),
): Promise<number> {
  const unique = [...new Set(ids)];
  const moved = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: userApplications.id, status: userApplications.status })
      .from(userApplications)
      .where(and(inArray(userApplications.id, unique), eq(userApplications.companyId, company.id)))
      .for('update');
    if (rows.length !== unique.length) throw notFound();
    for (const row of rows) {
      if (!NEXT_STATUSES[row.status].includes(change.status)) {
        const message = PIPELINE_MESSAGES.jump(row.status, change.status);
        throw new AppError('CONFLICT', message, { status: message });
      }
    }
    const rejected = change.status === 'Rejected';
    await tx
      .update(userApplications)
      .set({
        status: change.status,
        statusChangedAt: now,
        firstResponseAt: sql`coalesce(${userApplications.firstResponseAt}, ${now.toISOString()}::timestamptz)`,
        rejectionReason: rejected ? change.reason : null,
        rejectionMailDueAt: rejected ? new Date(now.getTime() + REJECTION_UNDO_MINUTES * 60_000) : null,
      })
      .where(inArray(userApplications.id, unique));
    await tx.insert(applicationEvents).values(
      rows.map((row) => ({
        applicationId: row.id,
        fromStatus: row.status,
        toStatus: change.status,
        reason: rejected ? change.reason : null,
        actorUserId: actor.id,
        actorName: actor.name,
        createdAt: now,
      })),
    );
    return rows.map((row) => row.id);
  });
  if (MAILED_STATUSES.includes(change.status) && change.status !== 'Rejected') {
    await tellApplicants(db, mail, moved);
  }
  return moved.length;
}

/**
 * Takes back a rejection the applicant has not been told yet: the application returns to the status it had, and
 * no e-mail goes out. Once the sweep told the applicant, it is too late (409).
 */
export async function undoRejection(
  db: Db,
  companyId: string,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: userApplications.status, due: userApplications.rejectionMailDueAt })
      .from(userApplications)
      .where(and(eq(userApplications.id, id), eq(userApplications.companyId, companyId)))
      .for('update');
    if (!row) throw notFound();
    if (row.status !== 'Rejected' || !row.due || row.due <= now)
      throw new AppError('CONFLICT', PIPELINE_MESSAGES.notUndoable);
    const [rejection] = await tx
      .select({ fromStatus: applicationEvents.fromStatus })
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.toStatus, 'Rejected')))
      .orderBy(desc(applicationEvents.createdAt))
      .limit(1);
    const previous: ApplicationStatus = rejection?.fromStatus ?? 'New';
    await tx
      .update(userApplications)
      .set({
        status: previous,
        statusChangedAt: now,
        rejectionReason: null,
        rejectionMailDueAt: null,
        // Undoing the firm's only answer restarts the response clock: the applicant never heard anything.
        ...(previous === 'New' ? { firstResponseAt: null } : {}),
      })
      .where(and(eq(userApplications.id, id), gt(userApplications.rejectionMailDueAt, now)));
    await tx.insert(applicationEvents).values({
      applicationId: id,
      fromStatus: 'Rejected',
      toStatus: previous,
      actorUserId: actor.id,
      actorName: actor.name,
      createdAt: now,
    });
  });
}

/** Adds a private note by `actor` to one of the company's applications. */
export async function addNote(
  db: Db,
  companyId: string,
  actor: Actor,
  id: string,
  body: string,
): Promise<ApplicationNote> {
  const [owned] = await db
    .select({ id: userApplications.id })
    .from(userApplications)
    .where(and(eq(userApplications.id, id), eq(userApplications.companyId, companyId)));
  if (!owned) throw notFound();
  const [note] = await db
    .insert(applicationNotes)
    .values({ applicationId: id, authorUserId: actor.id, authorName: actor.name, body })
    .returning();
  return { id: note!.id, body: note!.body, authorName: note!.authorName, createdAt: note!.createdAt.toISOString() };
}

/**
 * Tells applicants of rejections whose undo window has passed. Each is claimed with one UPDATE … RETURNING, so
 * several processes may sweep at once and each applicant is told once.
 */
export async function sendDueRejectionMails(db: Db, mail: MailDeps, now = new Date()): Promise<number> {
  const due = await db
    .update(userApplications)
    .set({ rejectionMailDueAt: null })
    .where(
      and(
        isNotNull(userApplications.rejectionMailDueAt),
        lte(userApplications.rejectionMailDueAt, now),
        eq(userApplications.status, 'Rejected'),
      ),
    )
    .returning({ id: userApplications.id });
  await tellApplicants(
    db,
    mail,
    due.map((row) => row.id),
  );
  return due.length;
}

/** Mails each application's applicant its current status, unless they turned these e-mails off on /profile. */
/**
 * Who to write to about applications `ids` and what about: the applicant's address (never shown to a firm), the
 * application's status and rejection reason, the position, and whether they turned status e-mails off.
 */
export function applicantContacts(db: Db, ids: string[]) {
  return db
    .select({
      userId: userApplications.userId,
      email: user.email,
      status: userApplications.status,
      reason: userApplications.rejectionReason,
      positionTitle: internshipPositions.title,
      companyName: internshipPositions.company,
      wantsMail: profiles.applicationStatusEmails,
    })
    .from(userApplications)
    .innerJoin(user, eq(user.id, userApplications.userId))
    .innerJoin(internshipPositions, eq(internshipPositions.id, userApplications.opportunityId))
    .leftJoin(profiles, eq(profiles.id, userApplications.userId))
    .where(inArray(userApplications.id, ids));
}

export async function tellApplicants(db: Db, mail: MailDeps, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  for (const row of await applicantContacts(db, ids)) {
    if (row.wantsMail === false || !MAILED_STATUSES.includes(row.status)) continue;
    const unsubscribe = unsubscribeLink(mail, 'applications', row.userId);
    await mail.mailer.send({
      to: row.email,
      headers: unsubscribe.headers,
      ...applicationStatusMail({
        companyName: row.companyName,
        positionTitle: row.positionTitle,
        status: row.status as 'Shortlisted' | 'Interviewed' | 'Offered' | 'Rejected',
        told: row.reason ? REJECTION_REASONS[row.reason].told : undefined,
        dashboardUrl: `${mail.publicUrl}${ROUTES.dashboard}`,
        settingsUrl: `${mail.publicUrl}${ROUTES.profile}`,
        unsubscribeUrl: unsubscribe.url,
      }),
    });
  }
}
