import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { mailOutbox, type MailAttachment } from '../../db/schema';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  attachments?: MailAttachment[];
  /** Extra headers, such as List-Unsubscribe (mail-links.ts); kept on the outbox row too. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** 'outbox': messages stay in the database for the development mailbox; 'smtp': they are also delivered. */
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

const LINK = /https?:\/\/\S+/g;

/**
 * The mail port. Every message is written to the outbox table first, so nothing is lost when SMTP is down and a
 * newcomer can read their mail at /dev/mailbox. With an SMTP URL the message is then delivered; the outcome is
 * recorded on the row. Without one, the links are also printed to the log.
 */
export function createMailer(options: { db: Db; logger: Logger; smtpUrl?: string | undefined; from: string }): Mailer {
  const { db, logger, smtpUrl, from } = options;
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    transport: smtp ? 'smtp' : 'outbox',
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, sentAt: smtp ? null : new Date() })
        .returning({ id: mailOutbox.id });
      if (!smtp) {
        logger.info(
          { to: message.to, kind: message.kind, links: message.text.match(LINK) ?? [] },
          `mail (outbox): ${message.subject}`,
        );
        return;
      }
      try {
        await smtp.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments?.map((a) => ({ ...a })),
          headers: message.headers ?? {},
        });
        if (row) await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (row) await db.update(mailOutbox).set({ error: reason }).where(eq(mailOutbox.id, row.id));
        throw error;
      }
    },
  };
}
