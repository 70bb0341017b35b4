import { eq } from 'drizzle-orm';
import { SUSPENSION_MESSAGES } from '../../shared/operator-people';
import type { Db } from '../db/client';
import { companyMembers, companyProfiles, session, user } from '../db/schema';
import { AppError } from './app-error';
import type { MailMessage, Mailer } from './mail/mailer';
import { accountSuspendedMail, companySuspendedMail } from './mail/templates';

/*
 * Suspending people and companies, shared by the operators' people pages and the report actions. The writes take a
 * `db` that may be a transaction and return the mails to send, so a caller can send them only once its own writes
 * have committed.
 */

/**
 * Suspends an account: it is signed out everywhere at once (its sessions are deleted), cannot sign in again, and is
 * told why by e-mail. An operator cannot suspend themselves, so a console always keeps someone able to restore.
 */
export async function suspendAccountRecord(
  db: Db,
  input: { id: string; reason: string; operatorId: string },
): Promise<MailMessage[]> {
  if (input.id === input.operatorId) throw new AppError('BAD_REQUEST', SUSPENSION_MESSAGES.notYourself);
  const [person] = await db.select({ email: user.email }).from(user).where(eq(user.id, input.id));
  if (!person) throw new AppError('NOT_FOUND', SUSPENSION_MESSAGES.personNotFound);
  await db.transaction(async (tx) => {
    await tx.update(user).set({ suspendedAt: new Date(), suspensionReason: input.reason }).where(eq(user.id, input.id));
    await tx.delete(session).where(eq(session.userId, input.id));
  });
  return [{ to: person.email, ...accountSuspendedMail(input.reason) }];
}

/**
 * Suspends a company: its page, positions and projects leave every public list (listedCompany), its members are
 * refused on every firm route (company-access.ts), and each member is told why by e-mail.
 */
export async function suspendCompanyRecord(db: Db, input: { id: string; reason: string }): Promise<MailMessage[]> {
  const [company] = await db
    .update(companyProfiles)
    .set({ suspendedAt: new Date(), suspensionReason: input.reason })
    .where(eq(companyProfiles.id, input.id))
    .returning({ name: companyProfiles.name });
  if (!company) throw new AppError('NOT_FOUND', SUSPENSION_MESSAGES.companyNotFound);
  const members = await db
    .select({ email: user.email })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, input.id));
  return members.map((m) => ({ to: m.email, ...companySuspendedMail(company.name, input.reason) }));
}

/** Sends mails one after another (the outbox keeps each before delivery). */
export async function sendAll(mailer: Mailer, mails: readonly MailMessage[]): Promise<void> {
  for (const mail of mails) await mailer.send(mail);
}

/** Suspends an account and tells its owner. */
export async function suspendPerson(
  db: Db,
  mailer: Mailer,
  input: { id: string; reason: string; operatorId: string },
): Promise<void> {
  await sendAll(mailer, await suspendAccountRecord(db, input));
}

/** Suspends a company and tells its members. */
export async function suspendCompany(db: Db, mailer: Mailer, input: { id: string; reason: string }): Promise<void> {
  await sendAll(mailer, await suspendCompanyRecord(db, input));
}
