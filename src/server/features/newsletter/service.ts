import { and, eq, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { AUDIENCE_MESSAGES, UNSUBSCRIBE_TOPIC_LABELS, type UnsubscribeTopic } from '../../../shared/audience';
import type { Unsubscribed } from '../../../shared/contracts/audience';
import { ROUTES } from '../../../shared/routes';
import type { Db } from '../../db/client';
import { newsletterSubscribers, user } from '../../db/schema';
import {
  createMailToken,
  LINK_LIFETIME_SECONDS,
  readMailToken,
  UNSUBSCRIBE_PURPOSES,
  unsubscribeLink,
} from '../../platform/mail/mail-links';
import { newsletterConfirmationMail, newsletterWelcomeMail } from '../../platform/mail/templates';
import type { MailDeps } from '../../platform/route-deps';
import { setEmailPreferences } from '../profile/service';

const DAY_MS = 24 * 60 * 60 * 1000;
const ns = newsletterSubscribers;

/**
 * Someone asked for the newsletter at `address`: it becomes a subscriber only once it confirms through the link
 * mailed here. An address that is not subscribed gets at most one confirmation mail a day, however often or
 * concurrently it signs up: one conditional UPDATE claims the day's mail, so only one request can win it. An address
 * already subscribed gets nothing, and the caller answers the same either way. Answers whether a mail went out.
 */
export async function requestNewsletterSubscription(
  db: Db,
  mail: MailDeps,
  address: string,
  now = new Date(),
): Promise<boolean> {
  const email = address.toLowerCase();
  await db.insert(ns).values({ email }).onConflictDoNothing({ target: ns.email });
  const [claimed] = await db
    .update(ns)
    .set({ confirmationSentAt: now })
    .where(
      and(
        eq(ns.email, email),
        or(isNull(ns.confirmedAt), isNotNull(ns.unsubscribedAt)),
        or(isNull(ns.confirmationSentAt), lte(ns.confirmationSentAt, new Date(now.getTime() - DAY_MS))),
      ),
    )
    .returning({ id: ns.id });
  if (!claimed) return false;
  const token = createMailToken(mail.secret, 'newsletter-confirm', email, LINK_LIFETIME_SECONDS.confirm, now);
  const url = `${mail.publicUrl}${ROUTES.newsletterConfirm}?token=${encodeURIComponent(token)}`;
  await mail.mailer.send({ to: email, ...newsletterConfirmationMail(url) });
  return true;
}

/**
 * Confirms the address a confirmation link was made for. Confirming again changes nothing and mails nothing; a link
 * issued before the address last unsubscribed cannot subscribe it again. The "you are subscribed" mail carries the
 * one-click unsubscribe link and headers.
 */
export async function confirmNewsletter(db: Db, mail: MailDeps, token: string, now = new Date()): Promise<void> {
  const { subject: email, issuedAt } = readMailToken(
    mail.secret,
    token,
    ['newsletter-confirm'],
    () => AUDIENCE_MESSAGES.expiredLink,
    now,
  );
  const [confirmed] = await db
    .update(ns)
    .set({ confirmedAt: now, unsubscribedAt: null })
    .where(
      and(
        eq(ns.email, email),
        or(isNull(ns.confirmedAt), and(isNotNull(ns.unsubscribedAt), lt(ns.unsubscribedAt, issuedAt))),
      ),
    )
    .returning({ email: ns.email });
  if (!confirmed) return;
  const unsubscribe = unsubscribeLink(mail, 'newsletter', email);
  await mail.mailer.send({
    to: email,
    ...newsletterWelcomeMail(`${mail.publicUrl}${ROUTES.blog}`, unsubscribe.url),
    headers: unsubscribe.headers,
  });
}

/**
 * Turns off what an unsubscribe link names, without a session: the newsletter for its address, or the message or
 * application e-mails of its account. Again is harmless; a deleted account has nothing left to turn off.
 */
export async function unsubscribe(db: Db, secret: string, token: string, now = new Date()): Promise<Unsubscribed> {
  const { purpose, subject } = readMailToken(
    secret,
    token,
    UNSUBSCRIBE_PURPOSES,
    (p) =>
      p === 'unsubscribe:newsletter'
        ? AUDIENCE_MESSAGES.expiredNewsletterUnsubscribeLink
        : AUDIENCE_MESSAGES.expiredUnsubscribeLink,
    now,
  );
  const topic = purpose.slice('unsubscribe:'.length) as UnsubscribeTopic;
  if (topic === 'newsletter') {
    await db
      .update(ns)
      .set({ unsubscribedAt: now })
      .where(and(eq(ns.email, subject), isNull(ns.unsubscribedAt)));
  } else {
    const [account] = await db.select({ id: user.id }).from(user).where(eq(user.id, subject));
    if (account) {
      await setEmailPreferences(
        db,
        account.id,
        topic === 'messages' ? { messageEmails: false } : { applicationStatusEmails: false },
      );
    }
  }
  return { ok: true, topic, message: `You are unsubscribed from ${UNSUBSCRIBE_TOPIC_LABELS[topic]}.` };
}
