import { and, asc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INTERVIEW_LIMITS, INTERVIEW_MESSAGES, type interviewBatchSchema } from '../../../shared/interviews';
import { ROUTES } from '../../../shared/routes';
import type { z } from 'zod';
import type { CompanyInterviewSlot, InterviewBatchAnswer } from '../../../shared/contracts/applicant-tracking';
import type { MyInterview } from '../../../shared/contracts/internships';
import type { Db } from '../../db/client';
import {
  applicationEvents,
  companyProfiles,
  interviewBatches,
  interviewInvites,
  interviewSlots,
  internshipPositions,
  profiles,
  user,
  userApplications,
} from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { CompanyAccess } from '../../platform/company-access';
import { calendarFile } from '../../platform/mail/ics';
import { interviewBookedMail, interviewInvitationMail } from '../../platform/mail/templates';
import { applicantName } from './applicants';
import { applicantContacts, tellApplicants, type Actor, type MailDeps } from './pipeline';

type BatchInput = z.output<typeof interviewBatchSchema>;

const DAY_MS = 86_400_000;
const WHEN = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});
const when = (date: Date) => WHEN.format(date);

function refuse(field: string, message: string): never {
  throw new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/** The proposed times as intervals, checked: in the future, within reach, and not overlapping one another. */
function intervals(input: BatchInput, now: Date) {
  const slots = [...new Set(input.slots)]
    .map((iso) => {
      const start = new Date(iso);
      return { start, end: new Date(start.getTime() + input.durationMinutes * 60_000) };
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const slot of slots) {
    if (slot.start <= now) refuse('slots', INTERVIEW_MESSAGES.slotPast);
    if (slot.start.getTime() > now.getTime() + INTERVIEW_LIMITS.maxDaysAhead * DAY_MS)
      refuse('slots', INTERVIEW_MESSAGES.slotFar);
  }
  for (let i = 1; i < slots.length; i++) {
    if (slots[i]!.start < slots[i - 1]!.end)
      refuse('slots', INTERVIEW_MESSAGES.overlap(when(slots[i - 1]!.start), when(slots[i]!.start), 'UTC'));
  }
  // A duplicated time is one slot, not two: sent twice it would overlap itself.
  if (slots.length !== input.slots.length) {
    const twice = input.slots.find((s, i) => input.slots.indexOf(s) !== i)!;
    refuse('slots', INTERVIEW_MESSAGES.overlap(when(new Date(twice)), when(new Date(twice)), 'UTC'));
  }
  return slots;
}

/**
 * Proposes interview times to shortlisted applications of the caller's company and e-mails each applicant. All
 * checks run before anything is written; the company row is locked while its existing slots are compared, so two
 * members cannot book the company's interviewers twice at once.
 */
export async function proposeInterviews(
  db: Db,
  mail: MailDeps,
  company: CompanyAccess,
  actor: Actor,
  input: BatchInput,
  now = new Date(),
): Promise<InterviewBatchAnswer> {
  const slots = intervals(input, now);
  const ids = [...new Set(input.applicationIds)];
  const answer = await db.transaction(async (tx) => {
    await tx
      .select({ id: companyProfiles.id })
      .from(companyProfiles)
      .where(eq(companyProfiles.id, company.id))
      .for('update');
    const applications = await tx
      .select({ id: userApplications.id, status: userApplications.status, name: applicantName })
      .from(userApplications)
      .innerJoin(user, eq(user.id, userApplications.userId))
      .leftJoin(profiles, eq(profiles.id, userApplications.userId))
      .where(and(inArray(userApplications.id, ids), eq(userApplications.companyId, company.id)));
    if (applications.length !== ids.length) throw new AppError('NOT_FOUND', INTERVIEW_MESSAGES.notFound);
    for (const a of applications) {
      if (a.status !== 'Shortlisted') {
        const message = INTERVIEW_MESSAGES.notShortlisted(a.name, a.status);
        throw new AppError('CONFLICT', message, { applicationIds: message });
      }
    }
    const first = slots[0]!.start;
    const last = slots[slots.length - 1]!.end;
    const existing = await tx
      .select({ startsAt: interviewSlots.startsAt, endsAt: interviewSlots.endsAt })
      .from(interviewSlots)
      .where(
        and(
          eq(interviewSlots.companyId, company.id),
          lt(interviewSlots.startsAt, last),
          gt(interviewSlots.endsAt, first),
        ),
      );
    for (const slot of slots) {
      if (existing.some((e) => e.startsAt < slot.end && e.endsAt > slot.start))
        refuse('slots', INTERVIEW_MESSAGES.overlapExisting(when(slot.start)));
    }
    const [batch] = await tx
      .insert(interviewBatches)
      .values({
        companyId: company.id,
        createdByUserId: actor.id,
        creatorName: actor.name,
        durationMinutes: input.durationMinutes,
        location: input.location,
      })
      .returning({ id: interviewBatches.id });
    const created = await tx
      .insert(interviewSlots)
      .values(slots.map((s) => ({ batchId: batch!.id, companyId: company.id, startsAt: s.start, endsAt: s.end })))
      .returning({ id: interviewSlots.id, startsAt: interviewSlots.startsAt, endsAt: interviewSlots.endsAt });
    await tx.insert(interviewInvites).values(ids.map((applicationId) => ({ batchId: batch!.id, applicationId })));
    return {
      id: batch!.id,
      invited: ids.length,
      slots: created
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
        .map((s) => ({ id: s.id, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })),
    };
  });

  for (const r of await applicantContacts(db, ids)) {
    await mail.mailer.send({
      to: r.email,
      ...interviewInvitationMail({
        companyName: r.companyName,
        positionTitle: r.positionTitle,
        times: slots.map((s) => when(s.start)),
        durationMinutes: input.durationMinutes,
        location: input.location,
        dashboardUrl: `${mail.publicUrl}${ROUTES.dashboard}`,
      }),
    });
  }
  return answer;
}

/** The interviews offered to `userId`'s applications (always the session's user) that still matter. */
export async function myInterviews(db: Db, userId: string, now = new Date()): Promise<MyInterview[]> {
  const invites = await db
    .select({
      batchId: interviewBatches.id,
      applicationId: userApplications.id,
      positionTitle: internshipPositions.title,
      company: internshipPositions.company,
      durationMinutes: interviewBatches.durationMinutes,
      location: interviewBatches.location,
      status: userApplications.status,
    })
    .from(interviewInvites)
    .innerJoin(interviewBatches, eq(interviewBatches.id, interviewInvites.batchId))
    .innerJoin(userApplications, eq(userApplications.id, interviewInvites.applicationId))
    .innerJoin(internshipPositions, eq(internshipPositions.id, userApplications.opportunityId))
    .where(eq(userApplications.userId, userId))
    .orderBy(asc(interviewBatches.createdAt));
  if (invites.length === 0) return [];
  const slots = await db
    .select()
    .from(interviewSlots)
    .where(
      and(
        inArray(
          interviewSlots.batchId,
          invites.map((i) => i.batchId),
        ),
        or(
          isNull(interviewSlots.applicationId),
          inArray(
            interviewSlots.applicationId,
            invites.map((i) => i.applicationId),
          ),
        ),
      ),
    )
    .orderBy(asc(interviewSlots.startsAt));
  const answer: MyInterview[] = [];
  for (const invite of invites) {
    const mine = slots.find((s) => s.batchId === invite.batchId && s.applicationId === invite.applicationId);
    // Booked interviews stay until they are over; unbooked offers only while the application can be interviewed.
    if (!mine && invite.status !== 'Shortlisted') continue;
    if (mine && mine.endsAt <= now) continue;
    const open = slots.filter((s) => s.batchId === invite.batchId && s.applicationId === null && s.startsAt > now);
    if (!mine && open.length === 0) continue;
    answer.push({
      batchId: invite.batchId,
      applicationId: invite.applicationId,
      positionTitle: invite.positionTitle,
      company: invite.company,
      durationMinutes: invite.durationMinutes,
      location: invite.location,
      booked: mine
        ? { slotId: mine.id, startsAt: mine.startsAt.toISOString(), endsAt: mine.endsAt.toISOString() }
        : null,
      openSlots: open.map((s) => ({ id: s.id, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })),
    });
  }
  return answer;
}

/**
 * Books slot `slotId` for application `applicationId` of `userId` (the session's user): first come, first served,
 * since the UPDATE only takes a free slot; a slot already held in the same batch is released in the same
 * transaction (changing one's pick). Both the applicant and the firm member who proposed the times get an .ics.
 */
export async function bookInterviewSlot(
  db: Db,
  mail: MailDeps,
  userId: string,
  applicationId: string,
  slotId: string,
  now = new Date(),
): Promise<MyInterview> {
  const booked = await db.transaction(async (tx) => {
    const [slot] = await tx
      .select({
        id: interviewSlots.id,
        batchId: interviewSlots.batchId,
        startsAt: interviewSlots.startsAt,
        status: userApplications.status,
      })
      .from(interviewSlots)
      .innerJoin(interviewInvites, eq(interviewInvites.batchId, interviewSlots.batchId))
      .innerJoin(userApplications, eq(userApplications.id, interviewInvites.applicationId))
      .where(
        and(
          eq(interviewSlots.id, slotId),
          eq(interviewInvites.applicationId, applicationId),
          eq(userApplications.userId, userId),
        ),
      );
    if (!slot) throw new AppError('NOT_FOUND', INTERVIEW_MESSAGES.slotNotFound);
    if (slot.status !== 'Shortlisted') throw new AppError('CONFLICT', INTERVIEW_MESSAGES.cannotBook);
    if (slot.startsAt <= now) throw new AppError('CONFLICT', INTERVIEW_MESSAGES.slotPassed);
    await tx
      .update(interviewSlots)
      .set({ applicationId: null, bookedAt: null })
      .where(and(eq(interviewSlots.batchId, slot.batchId), eq(interviewSlots.applicationId, applicationId)));
    const [taken] = await tx
      .update(interviewSlots)
      .set({ applicationId, bookedAt: now })
      .where(and(eq(interviewSlots.id, slotId), isNull(interviewSlots.applicationId)))
      .returning();
    if (!taken) throw new AppError('CONFLICT', INTERVIEW_MESSAGES.slotTaken);
    return taken;
  });
  await sendBookingMails(db, mail, booked.id);
  const [interview] = (await myInterviews(db, userId, now)).filter(
    (i) => i.applicationId === applicationId && i.batchId === booked.batchId,
  );
  return interview!;
}

/** A booked interview's facts, for its mails and its calendar file; `where` picks the slot and who may read it. */
async function bookedInterview(db: Db, where: SQL | undefined) {
  const creator = alias(user, 'creator');
  const [row] = await db
    .select({
      slotId: interviewSlots.id,
      startsAt: interviewSlots.startsAt,
      endsAt: interviewSlots.endsAt,
      location: interviewBatches.location,
      creatorName: interviewBatches.creatorName,
      creatorEmail: creator.email,
      applicationId: userApplications.id,
      applicantEmail: user.email,
      applicantName: user.name,
      title: internshipPositions.title,
      companyId: interviewSlots.companyId,
      companyName: internshipPositions.company,
    })
    .from(interviewSlots)
    .innerJoin(interviewBatches, eq(interviewBatches.id, interviewSlots.batchId))
    .innerJoin(userApplications, eq(userApplications.id, interviewSlots.applicationId))
    .innerJoin(user, eq(user.id, userApplications.userId))
    .innerJoin(internshipPositions, eq(internshipPositions.id, userApplications.opportunityId))
    .leftJoin(creator, eq(creator.id, interviewBatches.createdByUserId))
    .where(where);
  return row;
}

/**
 * The interview as a calendar file, naming its organizer (the firm member who proposed the times, and the
 * company) and its attendee (the applicant). Neither carries an e-mail address: firms never see a quant's.
 */
function interviewCalendar(row: NonNullable<Awaited<ReturnType<typeof bookedInterview>>>): string {
  return calendarFile({
    uid: `${row.slotId}@quantleap`,
    start: row.startsAt,
    end: row.endsAt,
    summary: `Interview: ${row.title} at ${row.companyName}`,
    description: `${row.applicantName} interviews for ${row.title} at ${row.companyName} (booked on QuantLeap).`,
    location: row.location,
    organizer: {
      name: `${row.creatorName}, ${row.companyName}`,
      uri: `urn:quantleap:company:${row.companyId}`,
    },
    attendee: { name: row.applicantName, uri: `urn:quantleap:application:${row.applicationId}` },
  });
}

/** The .ics of the interview the user booked for their application; 404 when nothing is booked. */
export async function myInterviewCalendar(db: Db, userId: string, applicationId: string): Promise<string> {
  const row = await bookedInterview(
    db,
    and(eq(userApplications.id, applicationId), eq(userApplications.userId, userId)),
  );
  if (!row) throw new AppError('NOT_FOUND', INTERVIEW_MESSAGES.noBookedInterview);
  return interviewCalendar(row);
}

/** The .ics of one of the company's booked interview times; 404 for a free time or another company's. */
export async function companyInterviewCalendar(db: Db, companyId: string, slotId: string): Promise<string> {
  const row = await bookedInterview(db, and(eq(interviewSlots.id, slotId), eq(interviewSlots.companyId, companyId)));
  if (!row) throw new AppError('NOT_FOUND', INTERVIEW_MESSAGES.noBookedInterview);
  return interviewCalendar(row);
}

async function sendBookingMails(db: Db, mail: MailDeps, slotId: string): Promise<void> {
  const row = await bookedInterview(db, eq(interviewSlots.id, slotId));
  if (!row) return;
  const calendar = interviewCalendar(row);
  const details = { when: when(row.startsAt), location: row.location, calendar };
  await mail.mailer.send({
    to: row.applicantEmail,
    ...interviewBookedMail({
      ...details,
      heading: `Interview booked: ${row.title} at ${row.companyName}`,
      summary: `Your interview with ${row.companyName} for ${row.title} is booked.`,
      url: `${mail.publicUrl}${ROUTES.dashboard}`,
    }),
  });
  if (row.creatorEmail) {
    await mail.mailer.send({
      to: row.creatorEmail,
      ...interviewBookedMail({
        ...details,
        heading: `Interview booked: ${row.applicantName}, ${row.title}`,
        summary: `${row.applicantName} picked a time for the ${row.title} interview.`,
        url: `${mail.publicUrl}${ROUTES.internshipBoard}`,
      }),
    });
  }
}

/**
 * Moves shortlisted applications whose booked interview has ended to Interviewed (and tells the applicant, unless
 * they turned these e-mails off). Claimed with one UPDATE … RETURNING, so any process may run it.
 */
export async function markPassedInterviews(db: Db, mail: MailDeps, now = new Date()): Promise<number> {
  const moved = await db
    .update(userApplications)
    .set({ status: 'Interviewed', statusChangedAt: now })
    .where(
      and(
        eq(userApplications.status, 'Shortlisted'),
        sql`exists (select 1 from ${interviewSlots} s where s.application_id = ${userApplications.id} and s.ends_at <= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: userApplications.id });
  if (moved.length === 0) return 0;
  await db.insert(applicationEvents).values(
    moved.map((m) => ({
      applicationId: m.id,
      fromStatus: 'Shortlisted' as const,
      toStatus: 'Interviewed' as const,
      actorName: 'QuantLeap (the booked interview time passed)',
      createdAt: now,
    })),
  );
  await tellApplicants(
    db,
    mail,
    moved.map((m) => m.id),
  );
  return moved.length;
}

/** The company's interview rounds with their times and who booked each (firm view). */
export async function companyInterviews(db: Db, companyId: string, now = new Date()): Promise<CompanyInterviewSlot[]> {
  const rows = await db
    .select({
      batchId: interviewBatches.id,
      location: interviewBatches.location,
      durationMinutes: interviewBatches.durationMinutes,
      slotId: interviewSlots.id,
      startsAt: interviewSlots.startsAt,
      endsAt: interviewSlots.endsAt,
      applicationId: interviewSlots.applicationId,
      applicant: sql<
        string | null
      >`case when ${interviewSlots.applicationId} is null then null else ${applicantName} end`,
    })
    .from(interviewSlots)
    .innerJoin(interviewBatches, eq(interviewBatches.id, interviewSlots.batchId))
    .leftJoin(userApplications, eq(userApplications.id, interviewSlots.applicationId))
    .leftJoin(user, eq(user.id, userApplications.userId))
    .leftJoin(profiles, eq(profiles.id, userApplications.userId))
    .where(and(eq(interviewSlots.companyId, companyId), gt(interviewSlots.endsAt, now)))
    .orderBy(asc(interviewSlots.startsAt));
  return rows.map((r) => ({
    batchId: r.batchId,
    slotId: r.slotId,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    location: r.location,
    durationMinutes: r.durationMinutes,
    booked: r.applicationId && r.applicant ? { applicationId: r.applicationId, applicantName: r.applicant } : null,
  }));
}
