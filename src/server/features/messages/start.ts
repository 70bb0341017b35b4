import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Conversation, OfferCard, RecipientAnswer } from '../../../shared/contracts/messages';
import {
  MESSAGE_MESSAGES,
  type ConversationSide,
  type Offer,
  type Recipient,
  type StartConversation,
} from '../../../shared/messages';
import type { Db } from '../../db/client';
import {
  companyProfiles,
  conversations,
  internshipPositions,
  profiles,
  quantProfiles,
  user,
  userApplications,
} from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { assertVerified, findCompanyAccess, type CompanyAccess } from '../../platform/company-access';
import { isUniqueViolation } from '../../platform/database-errors';
import { notBlockedBy, visibleTo } from '../../platform/talent-visibility';
import { appendMessage } from './append-message';
import { accountName, nameOf } from './names';
import { offerBenchmark } from './offer-benchmark';
import type { Caller } from './parties';
import { getConversation } from './thread';

const DAY_MS = 86_400_000;

/** Who a new conversation would be with, as resolved for the caller; errors for anyone they may not write to. */
interface ResolvedRecipient {
  companyId: string;
  quantUserId: string;
  applicationId: string | null;
  name: string;
  headline: string | null;
  positionTitle: string | null;
  companyName: string | null;
}

/**
 * A firm writes to a quant whose profile it may see (visible, not blocking it), or to an applicant of its own
 * positions who does not block it. Anything else is one 404, so a firm cannot tell hidden from missing. Never to a
 * member of its own company.
 */
async function firmRecipient(db: Db, company: CompanyAccess, to: Recipient): Promise<ResolvedRecipient> {
  const recipient = await quantOrApplicant(db, company, to);
  if ((await findCompanyAccess(db, recipient.quantUserId))?.id === company.id)
    throw new AppError('FORBIDDEN', MESSAGE_MESSAGES.ownCompany);
  return recipient;
}

async function quantOrApplicant(db: Db, company: CompanyAccess, to: Recipient): Promise<ResolvedRecipient> {
  const viewer = { id: company.id, domain: company.domain };
  if (to.kind === 'profile') {
    const [quant] = await db
      .select({ userId: quantProfiles.userId, name: accountName, headline: quantProfiles.title })
      .from(quantProfiles)
      .innerJoin(user, eq(user.id, quantProfiles.userId))
      .leftJoin(profiles, eq(profiles.id, quantProfiles.userId))
      .where(and(eq(quantProfiles.id, to.profileId), visibleTo(viewer)));
    if (!quant) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.notContactable);
    return {
      companyId: company.id,
      quantUserId: quant.userId,
      applicationId: null,
      name: quant.name,
      headline: quant.headline,
      positionTitle: null,
      companyName: null,
    };
  }
  const [application] = await db
    .select({
      userId: userApplications.userId,
      name: accountName,
      positionTitle: internshipPositions.title,
      reachable: notBlockedBy(viewer, userApplications.userId),
    })
    .from(userApplications)
    .innerJoin(internshipPositions, eq(internshipPositions.id, userApplications.opportunityId))
    .innerJoin(user, eq(user.id, userApplications.userId))
    .leftJoin(profiles, eq(profiles.id, userApplications.userId))
    .where(and(eq(userApplications.id, to.applicationId), eq(userApplications.companyId, company.id)));
  if (!application) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.applicationNotFound);
  if (!application.reachable) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.notContactable);
  return {
    companyId: company.id,
    quantUserId: application.userId,
    applicationId: to.applicationId,
    name: application.name,
    headline: null,
    positionTitle: application.positionTitle,
    companyName: null,
  };
}

/** A quant writes first only about their own application, to the company of its position, unless they block it. */
async function quantRecipient(db: Db, caller: Caller, to: Recipient): Promise<ResolvedRecipient> {
  if (to.kind !== 'application') throw new AppError('FORBIDDEN', MESSAGE_MESSAGES.quantStartsOnlyAboutApplications);
  const [application] = await db
    .select({
      companyId: userApplications.companyId,
      companyName: companyProfiles.name,
      positionTitle: internshipPositions.title,
      reachable: notBlockedBy({ id: companyProfiles.id, domain: companyProfiles.domain }, userApplications.userId),
    })
    .from(userApplications)
    .innerJoin(internshipPositions, eq(internshipPositions.id, userApplications.opportunityId))
    .innerJoin(companyProfiles, eq(companyProfiles.id, userApplications.companyId))
    .where(and(eq(userApplications.id, to.applicationId), eq(userApplications.userId, caller.userId)));
  if (!application) throw new AppError('NOT_FOUND', MESSAGE_MESSAGES.applicationNotFound);
  if (!application.reachable) throw new AppError('FORBIDDEN', MESSAGE_MESSAGES.blocked);
  return {
    companyId: application.companyId,
    quantUserId: caller.userId,
    applicationId: to.applicationId,
    name: application.companyName,
    headline: null,
    positionTitle: application.positionTitle,
    companyName: application.companyName,
  };
}

const resolve = (db: Db, caller: Caller, as: ConversationSide, to: Recipient) =>
  as === 'company' ? firmRecipient(db, assertVerified(caller.company), to) : quantRecipient(db, caller, to);

async function existingConversation(db: Db, recipient: ResolvedRecipient): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.companyId, recipient.companyId), eq(conversations.quantUserId, recipient.quantUserId)));
  return row?.id ?? null;
}

/** Conversations the company started in the 24 hours before `now`. */
async function startedToday(db: Db, companyId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ started: count() })
    .from(conversations)
    .where(
      and(
        eq(conversations.companyId, companyId),
        eq(conversations.startedBy, 'company'),
        gt(conversations.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return row?.started ?? 0;
}

/** What a Contact or Message button opens: who, and whether a conversation can start (or which one exists). */
export async function findRecipient(
  db: Db,
  caller: Caller,
  query: { as: ConversationSide; profileId?: string | undefined; applicationId?: string | undefined },
  perDay: number,
): Promise<RecipientAnswer> {
  const to: Recipient = query.profileId
    ? { kind: 'profile', profileId: query.profileId }
    : { kind: 'application', applicationId: query.applicationId! };
  const recipient = await resolve(db, caller, query.as, to);
  const existing = await existingConversation(db, recipient);
  const remaining =
    query.as === 'company' ? Math.max(0, perDay - (await startedToday(db, recipient.companyId, new Date()))) : null;
  const reason = existing
    ? MESSAGE_MESSAGES.alreadyStarted
    : remaining === 0
      ? MESSAGE_MESSAGES.dailyLimit(perDay)
      : null;
  return {
    name: recipient.name,
    headline: recipient.headline,
    positionTitle: recipient.positionTitle,
    company: recipient.companyName,
    existingConversationId: existing,
    canStart: reason === null,
    cannotStartReason: reason,
    remainingToday: remaining,
  };
}

async function offerCard(db: Db, offer: Offer): Promise<OfferCard> {
  const benchmark = await offerBenchmark(db, { role: offer.roleCategory, level: offer.level, region: offer.region });
  return {
    roleTitle: offer.roleTitle,
    roleCategory: offer.roleCategory,
    level: offer.level,
    region: offer.region,
    remote: offer.remote,
    location: offer.location,
    pay: offer.pay,
    nextStep: offer.nextStep,
    benchmark: benchmark[offer.pay.period],
  };
}

/**
 * Starts a conversation with its first message. A firm's carries the offer; a company starts at most `perDay`
 * conversations in 24 hours, counted under a per-company lock so two requests at once cannot both take the last one.
 * One conversation per company and quant: a second start is a 409 naming the one that exists.
 */
export async function startConversation(
  db: Db,
  caller: Caller,
  input: StartConversation,
  perDay: number,
): Promise<{ conversation: Conversation; id: string }> {
  const recipient = await resolve(db, caller, input.as, input.to);
  const offer = input.as === 'company' && input.offer ? await offerCard(db, input.offer) : null;
  const authorName = await nameOf(db, caller.userId);
  const now = new Date();
  try {
    const id = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`conversations:${recipient.companyId}`}))`);
      if (await existingConversation(tx, recipient)) throw new AppError('CONFLICT', MESSAGE_MESSAGES.alreadyStarted);
      if (input.as === 'company' && (await startedToday(tx, recipient.companyId, now)) >= perDay)
        throw new AppError('RATE_LIMITED', MESSAGE_MESSAGES.dailyLimit(perDay));
      const [created] = await tx
        .insert(conversations)
        .values({
          companyId: recipient.companyId,
          quantUserId: recipient.quantUserId,
          startedBy: input.as,
          startedByUserId: caller.userId,
          applicationId: recipient.applicationId,
          offer,
          subject: offer?.roleTitle ?? recipient.positionTitle ?? 'Conversation',
          lastSide: input.as,
          lastAuthorName: authorName,
          lastMessageAt: now,
          createdAt: now,
        })
        .returning({ id: conversations.id });
      await appendMessage(
        tx,
        created!.id,
        { side: input.as, userId: caller.userId, name: authorName },
        input.body,
        now,
      );
      return created!.id;
    });
    return { conversation: await getConversation(db, caller, id), id };
  } catch (error) {
    // The unique pair caught a start that raced another one past the check.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', MESSAGE_MESSAGES.alreadyStarted);
    throw error;
  }
}
