import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MailboxEntry } from '../../../shared/contracts/mail';
import { mailOutbox } from '../../db/schema';

/** The newest messages of the outbox, for the development mailbox. */
export async function listOutbox(db: Db, limit = 50): Promise<MailboxEntry[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      kind: mailOutbox.kind,
      attachments: mailOutbox.attachments,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
