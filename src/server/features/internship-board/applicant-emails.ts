import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import { BULK_EMAIL_LIMITS, BULK_EMAIL_MESSAGES, personalise, type bulkEmailSchema } from '../../../shared/interviews';
import { ROUTES } from '../../../shared/routes';
import type { z } from 'zod';
import type { BulkEmailPreview } from '../../../shared/contracts/applicant-tracking';
import type { Db } from '../../db/client';
import { visibleTo } from '../../platform/talent-visibility';
import {
  applicantEmails,
  applicationEmailRecipients,
  internshipPositions,
  profiles,
  quantProfiles,
  user,
  userApplications,
} from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { CompanyAccess } from '../../platform/company-access';
import { applicantMessageMail } from '../../platform/mail/templates';
import { applicantConditions, applicantName, checkPositionFilter } from './applicants';
import type { Actor, MailDeps } from './pipeline';

type BulkEmail = z.output<typeof bulkEmailSchema>;

const DAY_MS = 86_400_000;

/** The audience's applications (never withdrawn ones), at most one more than the limit (to say it is too many). */
async function audience(db: Db, companyId: string, input: BulkEmail) {
  await checkPositionFilter(db, companyId, input.audience.positionId);
  return db
    .select({
      id: userApplications.id,
      email: user.email,
      name: applicantName,
      position: internshipPositions.title,
      company: internshipPositions.company,
    })
    .from(userApplications)
    .innerJoin(internshipPositions, eq(internshipPositions.id, userApplications.opportunityId))
    .innerJoin(user, eq(user.id, userApplications.userId))
    .leftJoin(profiles, eq(profiles.id, userApplications.userId))
    .leftJoin(
      quantProfiles,
      and(eq(quantProfiles.userId, userApplications.userId), visibleTo({ id: userApplications.companyId })),
    )
    .where(
      and(
        applicantConditions(companyId, { ...input.audience, sort: 'newest', page: 1 }),
        ne(userApplications.status, 'Withdrawn'),
      ),
    )
    .limit(BULK_EMAIL_LIMITS.recipients + 1);
}

async function sentToday(db: Db, companyId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(applicantEmails)
    .where(
      and(eq(applicantEmails.companyId, companyId), gte(applicantEmails.createdAt, new Date(now.getTime() - DAY_MS))),
    );
  return row?.sent ?? 0;
}

/** The e-mail as applicant `to` reads it; the preview leaves out the dashboard link (`dashboardUrl` ''). */
function rendered(
  input: BulkEmail,
  sender: string,
  to: { name: string; position: string; company: string },
  dashboardUrl: string,
) {
  return applicantMessageMail({
    companyName: to.company,
    senderName: sender,
    subject: personalise(input.subject, to),
    body: personalise(input.body, to),
    dashboardUrl,
  });
}

/** What Email All Applicants would send, and to how many, without sending anything. */
export async function previewBulkEmail(
  db: Db,
  company: CompanyAccess,
  actor: Actor,
  input: BulkEmail,
  now = new Date(),
): Promise<BulkEmailPreview> {
  const [recipients, sent] = await Promise.all([audience(db, company.id, input), sentToday(db, company.id, now)]);
  const first = recipients[0];
  const sample = first ? rendered(input, actor.name, first, '') : null;
  return {
    recipients: recipients.length,
    remainingToday: Math.max(0, BULK_EMAIL_LIMITS.perDay - sent),
    sample: sample ? { subject: sample.subject, text: sample.text.trimEnd() } : null,
  };
}

/**
 * Sends a firm's e-mail to the matching applicants through the mail outbox, personalised, and records it on each
 * application. The applicants' addresses never reach the firm. Refused (and nothing sent) when nobody or too many
 * match, or when the company already sent its daily number.
 */
export async function sendBulkEmail(
  db: Db,
  mail: MailDeps,
  company: CompanyAccess,
  actor: Actor,
  input: BulkEmail,
  now = new Date(),
): Promise<{ sent: number }> {
  const recipients = await audience(db, company.id, input);
  if (recipients.length === 0) throw new AppError('VALIDATION_FAILED', BULK_EMAIL_MESSAGES.noRecipients);
  if (recipients.length > BULK_EMAIL_LIMITS.recipients)
    throw new AppError('VALIDATION_FAILED', BULK_EMAIL_MESSAGES.tooManyRecipients);
  await db.transaction(async (tx) => {
    // One sender at a time per company, so two members cannot both slip under the daily limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`applicant-emails:${company.id}`}))`);
    if ((await sentToday(tx, company.id, now)) >= BULK_EMAIL_LIMITS.perDay)
      throw new AppError('RATE_LIMITED', BULK_EMAIL_MESSAGES.dailyLimit);
    const [email] = await tx
      .insert(applicantEmails)
      .values({
        companyId: company.id,
        sentByUserId: actor.id,
        senderName: actor.name,
        subject: input.subject,
        body: input.body,
        recipientCount: recipients.length,
        createdAt: now,
      })
      .returning({ id: applicantEmails.id });
    await tx
      .insert(applicationEmailRecipients)
      .values(recipients.map((r) => ({ emailId: email!.id, applicationId: r.id })));
  });
  for (const r of recipients) {
    await mail.mailer.send({ to: r.email, ...rendered(input, actor.name, r, `${mail.publicUrl}${ROUTES.dashboard}`) });
  }
  return { sent: recipients.length };
}
