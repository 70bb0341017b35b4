import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../shared/contracts/messages';
import { MESSAGE_MAIL_INTERVAL_MS } from '../../../shared/messages';
import { mailOutbox, user } from '../../db/schema';
import { createLogger } from '../../platform/logger';
import { createMailer } from '../../platform/mail/mailer';
import { startTestServer, type TestServer } from '../../test/test-server';
import { call, contact, firm, quant, send } from './messages-world';
import { sendDueMessageMails } from './notifications';

/** Issue 16: message e-mails go through the mail port, at most one per conversation and recipient per 15 minutes. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;
const mail = () => ({
  mailer: createMailer({ db: db(), logger: createLogger('silent'), from: 'QuantLeap <test@quantleap.local>' }),
  publicUrl: server.url,
  secret: server.config.appSecret,
});
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function mailsTo(userId: string) {
  const [account] = await db().select({ email: user.email }).from(user).where(eq(user.id, userId));
  return db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, account!.email), eq(mailOutbox.kind, 'message-digest')))
    .orderBy(mailOutbox.createdAt);
}

describe('message e-mails', () => {
  it('mail the quant at once, the firm members on the reply, then batch what follows within 15 minutes', async () => {
    const { owner, recruiter, company } = await firm(server);
    const q = await quant(server, { name: 'Mia Mail' });
    const { id } = (await contact(owner.session, q.profileId, 'Would you talk to our desk?')).body as Conversation;
    const [first] = await mailsTo(q.userId);
    expect(first?.subject).toBe(`New message from Fiona Firm at ${company.name} (Volatility Researcher)`);
    expect(first?.text).toContain('Would you talk to our desk?');
    expect(first?.text).toContain(`${server.url}/messages/${id}`);

    await call(q.session, 'POST', `/api/messages/conversations/${id}/read`);
    await send(q.session, id, 'Yes, happy to.');
    for (const member of [owner.userId, recruiter.userId]) {
      const mails = await mailsTo(member);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('New message from Mia Mail (Volatility Researcher)');
      expect(mails[0]!.text).not.toContain(q.email);
    }

    await send(owner.session, id, 'Great: Tuesday?');
    await send(recruiter.session, id, 'Or Wednesday.');
    expect(await mailsTo(q.userId)).toHaveLength(1);
    expect(await sendDueMessageMails(db(), mail(), { now: later(5) })).toBe(0);
    expect(await sendDueMessageMails(db(), mail(), { now: later(MESSAGE_MAIL_INTERVAL_MS / 60_000 + 1) })).toBe(1);
    const mails = await mailsTo(q.userId);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`2 new messages from Rory Recruiter at ${company.name} (Volatility Researcher)`);
    expect(mails[1]!.text).toContain('Great: Tuesday?');
    expect(mails[1]!.text).toContain('Or Wednesday.');
  });

  it('send no digest for messages read before it was due', async () => {
    const { owner } = await firm(server);
    const q = await quant(server);
    const { id } = (await contact(owner.session, q.profileId)).body as Conversation;
    await send(q.session, id, 'Hi!');
    await send(owner.session, id, 'Hello again');
    await call(q.session, 'POST', `/api/messages/conversations/${id}/read`);
    await sendDueMessageMails(db(), mail(), { now: later(20), conversationId: id });
    expect(await mailsTo(q.userId)).toHaveLength(1);
  });

  it('send nothing to someone who turned message e-mails off', async () => {
    const { owner } = await firm(server);
    const q = await quant(server);
    const off = await call(q.session, 'PUT', '/api/profile/email-preferences', { messageEmails: false });
    expect(off.body).toEqual({ applicationStatusEmails: true, messageEmails: false });
    await contact(owner.session, q.profileId);
    expect(await mailsTo(q.userId)).toHaveLength(0);
    expect((await call(q.session, 'GET', '/api/profile')).body.messageEmails).toBe(false);
    expect((await call(q.session, 'PUT', '/api/profile/email-preferences', {})).status).toBe(400);
  });
});
