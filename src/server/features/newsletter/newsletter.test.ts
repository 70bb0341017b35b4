import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE_MESSAGES } from '../../../shared/audience';
import { mailOutbox, newsletterSubscribers } from '../../db/schema';
import { createMailToken, LINK_LIFETIME_SECONDS, unsubscribeLink } from '../../platform/mail/mail-links';
import { latestMail, linkIn, uniqueEmail } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { startTestServer, type TestServer } from '../../test/test-server';
import { contact, firm, quant } from '../messages/messages-world';

/** Issue 43: the newsletter's double opt-in, and unsubscribing from mail without signing in. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { contactRateLimit: 1000, authRateLimitScale: 100 } });
});
afterAll(() => server.close());

const db = () => server.database.db;
const secret = () => server.config.appSecret;

async function signUp(email: string, form: Record<string, unknown> = { formType: 'newsletter' }) {
  const visitor = new BrowserSession(server);
  return visitor.request('/api/contact', { json: { ...form, email }, headers: await visitor.csrfHeader() });
}

async function mailCount(to: string, kind: string): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
  return row?.n ?? 0;
}

async function subscriber(email: string) {
  const [row] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

/** The token of a mail link (page or one-click address). */
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

async function confirm(token: string) {
  const visitor = new BrowserSession(server);
  return visitor.request('/api/newsletter/confirm', { json: { token }, headers: await visitor.csrfHeader() });
}

/** What a mail program does for RFC 8058: a form POST to the List-Unsubscribe address, no cookie, no CSRF token. */
async function oneClick(address: string) {
  const response = await fetch(address, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads arbitrary JSON
}

const headerAddress = (headers: Record<string, string>) => headers['List-Unsubscribe']!.replace(/^<|>$/g, '');

describe('newsletter double opt-in', () => {
  it('mails a confirmation link; only the confirmed address is a subscriber, and confirming twice is harmless', async () => {
    const email = uniqueEmail();
    const answer = await signUp(email.toUpperCase());
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(
      'Almost done: check your inbox and open the link we sent to confirm your address.',
    );
    const mail = await latestMail(server, email, 'newsletter-confirmation');
    const link = linkIn(mail?.text);
    expect(link.startsWith(`${server.url}/newsletter/confirm?token=`)).toBe(true);
    expect((await subscriber(email))?.confirmedAt).toBeNull();

    const first = await confirm(tokenOf(link));
    expect(first).toMatchObject({ status: 200, body: { ok: true, message: AUDIENCE_MESSAGES.confirmed } });
    const confirmedAt = (await subscriber(email))?.confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);
    const again = await confirm(tokenOf(link));
    expect(again.status).toBe(200);
    expect((await subscriber(email))?.confirmedAt).toEqual(confirmedAt);
    expect(await mailCount(email, 'newsletter-welcome')).toBe(1);
  });

  it('starts from the contact and waitlist forms’ checkbox, and not without it', async () => {
    const general = uniqueEmail();
    const waitlist = uniqueEmail();
    const neither = uniqueEmail();
    const message = 'Tell me more about the beta please.';
    expect((await signUp(general, { formType: 'general', name: 'Ada', message, newsletterSignup: true })).status).toBe(
      201,
    );
    const entry = { formType: 'waitlist', name: 'Grace', role: 'quant', newsletterSignup: true };
    expect((await signUp(waitlist, entry)).status).toBe(201);
    expect((await signUp(neither, { formType: 'general', name: 'Alan', message })).status).toBe(201);
    expect(await mailCount(general, 'newsletter-confirmation')).toBe(1);
    expect(await mailCount(waitlist, 'newsletter-confirmation')).toBe(1);
    expect(await mailCount(neither, 'newsletter-confirmation')).toBe(0);
    expect(await subscriber(neither)).toBeUndefined();
  });

  it('answers alike for a new, a pending and a subscribed address', async () => {
    const email = uniqueEmail();
    const fresh = await signUp(email);
    const pending = await signUp(email);
    await confirm(tokenOf(linkIn((await latestMail(server, email, 'newsletter-confirmation'))?.text)));
    const subscribed = await signUp(email);
    expect(pending).toMatchObject({ status: fresh.status, body: fresh.body });
    expect(subscribed).toMatchObject({ status: fresh.status, body: fresh.body });
    expect(await mailCount(email, 'newsletter-confirmation')).toBe(1);
  });

  it('sends an unconfirmed address at most one more confirmation a day, however often and in parallel it signs up', async () => {
    const email = uniqueEmail();
    await signUp(email);
    for (let i = 0; i < 3; i++) await signUp(email);
    expect(await mailCount(email, 'newsletter-confirmation')).toBe(1);

    // A day later: one more mail, even when many requests race for it.
    await db()
      .update(newsletterSubscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(newsletterSubscribers.email, email));
    const answers = await Promise.all(Array.from({ length: 6 }, () => signUp(email)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(await mailCount(email, 'newsletter-confirmation')).toBe(2);
    const [row] = await db()
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(row?.n).toBe(1);
  });
});

describe('unsubscribing from a mail link, without signing in', () => {
  async function subscribed(email: string) {
    await signUp(email);
    await confirm(tokenOf(linkIn((await latestMail(server, email, 'newsletter-confirmation'))?.text)));
    const welcome = await latestMail(server, email, 'newsletter-welcome');
    if (!welcome) throw new Error('no welcome mail');
    return welcome;
  }

  it('the “you are subscribed” mail carries a one-click link and the RFC 8058 headers, which unsubscribe', async () => {
    const email = uniqueEmail();
    const welcome = await subscribed(email);
    expect(welcome.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const address = headerAddress(welcome.headers);
    expect(address.startsWith(`${server.url}/api/unsubscribe?token=`)).toBe(true);
    const pageLink = welcome.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0] ?? '';
    expect(tokenOf(pageLink)).toBe(tokenOf(address));
    expect(welcome.html).toContain('Unsubscribe');

    const done = await oneClick(address);
    expect(done).toMatchObject({
      status: 200,
      body: { ok: true, topic: 'newsletter', message: 'You are unsubscribed from the QuantLeap newsletter.' },
    });
    const unsubscribedAt = (await subscriber(email))?.unsubscribedAt;
    expect(unsubscribedAt).toBeInstanceOf(Date);
    expect((await oneClick(address)).status).toBe(200);
    expect((await subscriber(email))?.unsubscribedAt).toEqual(unsubscribedAt);
    // The old confirmation link cannot subscribe the address again.
    const old = tokenOf(linkIn((await latestMail(server, email, 'newsletter-confirmation'))?.text));
    expect((await confirm(old)).status).toBe(200);
    expect((await subscriber(email))?.unsubscribedAt).toEqual(unsubscribedAt);
  });

  it('a message e-mail’s link turns message e-mails off for its recipient', async () => {
    const { owner } = await firm(server);
    const q = await quant(server);
    await contact(owner.session, q.profileId);
    const mail = await latestMail(server, q.email, 'message-digest');
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain(`${server.url}/unsubscribe?token=`);
    const done = await oneClick(headerAddress(mail!.headers));
    expect(done.body).toMatchObject({
      topic: 'messages',
      message: 'You are unsubscribed from e-mails about new messages.',
    });
    const profile = (await q.session.request('/api/profile')).body;
    expect(profile).toMatchObject({ messageEmails: false, applicationStatusEmails: true });
  });

  it('an application e-mail’s link turns application e-mails off', async () => {
    const q = await quant(server);
    const link = unsubscribeLink({ secret: secret(), publicUrl: server.url }, 'applications', q.userId);
    expect((await oneClick(headerAddress(link.headers))).body.topic).toBe('applications');
    expect((await q.session.request('/api/profile')).body).toMatchObject({
      messageEmails: true,
      applicationStatusEmails: false,
    });
  });

  it('refuses a tampered, expired, misused or missing token with a clear 400, and changes nothing', async () => {
    const q = await quant(server);
    const good = tokenOf(unsubscribeLink({ secret: secret(), publicUrl: server.url }, 'messages', q.userId).url);
    const [body, signature] = good.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const otherSubject = Buffer.from(JSON.stringify({ ...payload, s: 'someone-else' })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const yearAgo = new Date(Date.now() - (LINK_LIFETIME_SECONDS.unsubscribe + 60) * 1000);
    const expired = createMailToken(
      secret(),
      'unsubscribe:messages',
      q.userId,
      LINK_LIFETIME_SECONDS.unsubscribe,
      yearAgo,
    );
    const confirmToken = createMailToken(secret(), 'newsletter-confirm', q.email, 600);
    const foreign = createMailToken('another-secret-another-secret-another', 'unsubscribe:messages', q.userId, 600);
    const cases: [string, string][] = [
      [`${body}.${flipped}`, AUDIENCE_MESSAGES.badLink],
      [`${otherSubject}.${signature}`, AUDIENCE_MESSAGES.badLink],
      [expired, AUDIENCE_MESSAGES.expiredUnsubscribeLink],
      [confirmToken, AUDIENCE_MESSAGES.badLink],
      [foreign, AUDIENCE_MESSAGES.badLink],
      ['not-a-token', AUDIENCE_MESSAGES.badLink],
    ];
    for (const [token, message] of cases) {
      const refused = await oneClick(`${server.url}/api/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(refused, token).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST', message } } });
    }
    const missing = await oneClick(`${server.url}/api/unsubscribe`);
    expect(missing.status).toBe(400);
    expect((await q.session.request('/api/profile')).body.messageEmails).toBe(true);

    // A confirmation link: tampered or expired, it confirms nothing.
    const email = uniqueEmail();
    await signUp(email);
    const expiredConfirm = createMailToken(secret(), 'newsletter-confirm', email, 60, yearAgo);
    expect((await confirm(expiredConfirm)).body.error.message).toBe(AUDIENCE_MESSAGES.expiredLink);
    const unsubscribeToken = tokenOf(
      unsubscribeLink({ secret: secret(), publicUrl: server.url }, 'newsletter', email).url,
    );
    expect((await confirm(unsubscribeToken)).status).toBe(400);
    expect((await confirm('')).status).toBe(400);
    expect((await subscriber(email))?.confirmedAt).toBeNull();
  });

  it('changes nothing on GET, so a link scanner cannot unsubscribe anyone', async () => {
    const email = uniqueEmail();
    const welcome = await subscribed(email);
    const response = await fetch(headerAddress(welcome.headers));
    expect(response.status).toBe(404);
    expect((await subscriber(email))?.unsubscribedAt).toBeNull();
  });
});
