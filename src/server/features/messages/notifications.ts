import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { ConversationSide } from '../../../shared/messages';
import { conversationPath } from '../../../shared/routes';
import type { Db } from '../../db/client';
import { companyMembers, companyProfiles, conversationMessages, conversations, profiles, user } from '../../db/schema';
import { unsubscribeLink } from '../../platform/mail/mail-links';
import { messageDigestMail } from '../../platform/mail/templates';
import type { MailDeps } from '../../platform/route-deps';
import { otherSide, SIDE_COLUMNS } from './parties';

/** The newest messages an e-mail quotes. */
const QUOTED = 3;

interface Claimed {
  id: string;
  quantUserId: string;
  companyId: string;
  subject: string;
  unread: number;
  readThrough: bigint;
}

/**
 * Claims the conversations whose e-mail to `side` is due: clears the due time and, when something is still unread,
 * records the e-mail as sent now. One UPDATE, so when several processes sweep, each conversation is claimed once.
 */
async function claimDue(db: Db, side: ConversationSide, now: Date, conversationId?: string): Promise<Claimed[]> {
  const c = conversations;
  const own = SIDE_COLUMNS[side];
  const [due, notified, unread, readThrough] = [c[own.mailDueAt], c[own.notifiedAt], c[own.unread], c[own.readThrough]];
  return db
    .update(c)
    .set({
      [own.mailDueAt]: null,
      [own.notifiedAt]: sql`case when ${unread} > 0 then ${now}::timestamptz else ${notified} end`,
    })
    .where(and(lte(due, now), conversationId ? eq(c.id, conversationId) : undefined))
    .returning({
      id: c.id,
      quantUserId: c.quantUserId,
      companyId: c.companyId,
      subject: c.subject,
      unread,
      readThrough,
    });
}

/** Who is e-mailed on `side`: the quant, or every member of the company, unless they turned message e-mails off. */
async function recipients(db: Db, side: ConversationSide, row: Claimed): Promise<{ email: string; id: string }[]> {
  const wanted = sql`coalesce(${profiles.messageEmails}, true)`;
  const rows =
    side === 'quant'
      ? await db
          .select({ email: user.email, id: user.id })
          .from(user)
          .leftJoin(profiles, eq(profiles.id, user.id))
          .where(and(eq(user.id, row.quantUserId), wanted))
      : await db
          .select({ email: user.email, id: user.id })
          .from(companyMembers)
          .innerJoin(user, eq(user.id, companyMembers.userId))
          .leftJoin(profiles, eq(profiles.id, user.id))
          .where(and(eq(companyMembers.companyId, row.companyId), wanted));
  return rows;
}

async function digestFor(db: Db, side: ConversationSide, row: Claimed, publicUrl: string) {
  const latest = await db
    .select({ authorName: conversationMessages.authorName, body: conversationMessages.body })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, row.id),
        eq(conversationMessages.side, otherSide(side)),
        gt(conversationMessages.id, row.readThrough),
      ),
    )
    .orderBy(desc(conversationMessages.id))
    .limit(QUOTED);
  const [company] = await db
    .select({ name: companyProfiles.name })
    .from(companyProfiles)
    .where(eq(companyProfiles.id, row.companyId));
  const newestAuthor = latest[0]?.authorName ?? 'QuantLeap';
  const from = side === 'quant' ? `${newestAuthor} at ${company?.name ?? 'a company'}` : newestAuthor;
  return {
    from,
    subject: row.subject,
    count: row.unread,
    latest: latest.reverse(),
    url: `${publicUrl}${conversationPath(row.id)}`,
  };
}

/**
 * Sends the message e-mails that are due (appendMessage schedules them): one per conversation and recipient side,
 * quoting what is still unread, so a burst of messages makes one e-mail and a read conversation none. Called right
 * after a message is written (for that conversation) and by the server's sweep every 30 seconds (for all).
 */
export async function sendDueMessageMails(
  db: Db,
  mail: MailDeps,
  options: { now?: Date; conversationId?: string } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  let sent = 0;
  for (const side of ['quant', 'company'] as const) {
    for (const row of await claimDue(db, side, now, options.conversationId)) {
      if (row.unread === 0) continue;
      const addresses = await recipients(db, side, row);
      if (addresses.length === 0) continue;
      const digest = await digestFor(db, side, row, mail.publicUrl);
      // Each recipient's own one-click link turns off their own message e-mails.
      for (const to of addresses) {
        const unsubscribe = unsubscribeLink(mail, 'messages', to.id);
        await mail.mailer.send({
          to: to.email,
          ...messageDigestMail({ ...digest, unsubscribeUrl: unsubscribe.url }),
          headers: unsubscribe.headers,
        });
      }
      sent += addresses.length;
    }
  }
  return sent;
}
