import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_INVITATIONS_PER_ADDRESS_PER_DAY,
  COMPANY_INVITATIONS_PER_DAY,
  COMPANY_MESSAGES,
} from '../../../shared/company';
import { companyInvitations, companyMembers, mailOutbox } from '../../db/schema';
import { latestMail, linkIn, signedInUser, TEST_PASSWORD } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { addCompanyMember, createCompany } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;
const unique = () => randomBytes(4).toString('hex');

async function send(session: BrowserSession, method: string, path: string, json?: unknown) {
  return session.request(path, { method, json, headers: await session.csrfHeader() });
}

/** A verified company with its owner, who invites `email`; returns the token from the mailed link. */
async function invited(email: string, verification: 'verified' | 'pending' = 'verified', website?: string) {
  const owner = await signedInUser(server, 'Inviting Owner');
  const company = await createCompany(db(), {
    ownerUserId: owner.userId,
    verification,
    ...(website ? { website, domain: new URL(website).hostname } : {}),
  });
  const answer = await send(owner.session, 'POST', '/api/company/invitations', { email });
  expect(answer.status).toBe(201);
  const mail = await latestMail(server, email.toLowerCase(), 'company-invitation');
  const token = mail!.text.match(/#token=([A-Za-z0-9_-]{43})/)![1]!;
  return { owner, company, token, mail: mail!, invitation: answer.body.invitation };
}

describe('inviting a recruiter', () => {
  it('mails a one-time link with the token in the fragment, and lists the open invitation for the owner only', async () => {
    const email = `Recruiter.${unique()}@Example.com`;
    const { owner, company, mail, token } = await invited(email);
    expect(mail.subject).toBe(`Join ${company.name} on QuantLeap`);
    expect(mail.text).toContain(`${server.url}/company-invitation#token=${token}`);
    const members = await owner.session.request('/api/company/members');
    expect(members.body.invitations).toMatchObject([{ email: email.toLowerCase(), invitedBy: 'Inviting Owner' }]);
    const [stored] = await db().select().from(companyInvitations).where(eq(companyInvitations.companyId, company.id));
    expect(stored!.tokenHash).not.toContain(token);
    const days = (new Date(stored!.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const recruiter = await signedInUser(server, 'Existing Recruiter');
    await addCompanyMember(db(), company.id, recruiter.userId, 'recruiter');
    expect((await recruiter.session.request('/api/company/members')).body.invitations).toEqual([]);
  });

  it("keeps an unverified company's name out of the subject, and a name holding a web address out of the mail", async () => {
    const waiting = await invited(`waiting.${unique()}@example.com`, 'pending');
    expect(waiting.mail.subject).toBe('You are invited to join a company on QuantLeap');
    expect(waiting.mail.subject).not.toContain(waiting.company.name);
    expect(waiting.mail.text).toContain(`join ${waiting.company.name} on QuantLeap`);
    expect(waiting.mail.text).toContain('QuantLeap has not verified this company yet');

    // A name stored before the name rule refused web addresses (issue 43): written nowhere in the mail.
    const owner = await signedInUser(server, 'Inviting Owner');
    await createCompany(db(), {
      ownerUserId: owner.userId,
      verification: 'pending',
      name: 'Claim your prize at https://evil.example/win',
    });
    const email = `prize.${unique()}@example.com`;
    expect((await send(owner.session, 'POST', '/api/company/invitations', { email })).status).toBe(201);
    const mail = (await latestMail(server, email, 'company-invitation'))!;
    expect(mail.subject).toBe('You are invited to join a company on QuantLeap');
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('evil.example');
  });

  it('refuses an address that already belongs to a member, and a malformed address', async () => {
    const owner = await signedInUser(server, 'Owner');
    await createCompany(db(), { ownerUserId: owner.userId });
    const self = await send(owner.session, 'POST', '/api/company/invitations', { email: owner.email });
    expect(self.status).toBe(409);
    expect(self.body.error.fields.email).toBe(COMPANY_MESSAGES.inviteSelf);
    const malformed = await send(owner.session, 'POST', '/api/company/invitations', { email: 'not-an-address' });
    expect(malformed.status).toBe(400);
  });

  it('replaces the open invitation when the same address is invited again: only the newest link works', async () => {
    const email = `again.${unique()}@example.com`;
    const { owner, token: first } = await invited(email);
    await send(owner.session, 'POST', '/api/company/invitations', { email });
    const second = (await latestMail(server, email, 'company-invitation'))!.text.match(/#token=([\w-]{43})/)![1]!;
    expect(second).not.toBe(first);
    const invitee = await signedInUser(server, 'Invitee', { email });
    expect((await send(invitee.session, 'POST', '/api/company-invitations/accept', { token: first })).status).toBe(404);
    expect((await send(invitee.session, 'POST', '/api/company-invitations/accept', { token: second })).status).toBe(
      200,
    );
  });
});

describe('accepting an invitation', () => {
  it('needs the invited account; then the user is a recruiter, and the link is used up', async () => {
    const email = `joiner.${unique()}@example.com`;
    const { company, token } = await invited(email);
    const anonymous = await send(new BrowserSession(server), 'POST', '/api/company-invitations/preview', { token });
    expect(anonymous.body).toMatchObject({ companyName: company.name, email, state: 'open' });

    const stranger = await signedInUser(server, 'Stranger');
    const wrong = await send(stranger.session, 'POST', '/api/company-invitations/accept', { token });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.message).toBe(COMPANY_MESSAGES.invitationWrongAccount(email));
    expect(await db().select().from(companyMembers).where(eq(companyMembers.userId, stranger.userId))).toHaveLength(0);

    const joiner = await signedInUser(server, 'Joiner', { email });
    const accepted = await send(joiner.session, 'POST', '/api/company-invitations/accept', { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.company).toMatchObject({ id: company.id, role: 'recruiter' });

    const again = await send(joiner.session, 'POST', '/api/company-invitations/accept', { token });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(COMPANY_MESSAGES.invitationUsed);
    expect((await send(joiner.session, 'POST', '/api/company-invitations/preview', { token })).body.state).toBe('used');
  });

  it('refuses an expired link, a malformed token and an unknown one, writing nothing', async () => {
    const email = `late.${unique()}@example.com`;
    const { company, token } = await invited(email);
    await db()
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.companyId, company.id));
    const late = await signedInUser(server, 'Late', { email });
    const expired = await send(late.session, 'POST', '/api/company-invitations/accept', { token });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe(COMPANY_MESSAGES.invitationExpired);
    expect((await send(late.session, 'POST', '/api/company-invitations/preview', { token })).body.state).toBe(
      'expired',
    );

    const malformed = await send(late.session, 'POST', '/api/company-invitations/accept', { token: 'short' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields.token).toBe(COMPANY_MESSAGES.invitationInvalid);
    const unknown = await send(late.session, 'POST', '/api/company-invitations/accept', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(await db().select().from(companyMembers).where(eq(companyMembers.userId, late.userId))).toHaveLength(0);
  });

  it('refuses a user who already acts for another company and keeps the link open', async () => {
    const email = `busy.${unique()}@example.com`;
    const { token } = await invited(email);
    const busy = await signedInUser(server, 'Busy', { email });
    await createCompany(db(), { ownerUserId: busy.userId });
    const refused = await send(busy.session, 'POST', '/api/company-invitations/accept', { token });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(COMPANY_MESSAGES.invitationAlreadyMember);
    expect((await send(busy.session, 'POST', '/api/company-invitations/preview', { token })).body.state).toBe('open');
  });

  it('verifies a waiting company when the new member’s e-mail is at its website’s domain', async () => {
    const domain = `acme-${unique()}.com`;
    const email = `quant@${domain}`;
    const { owner, token } = await invited(email, 'pending', `https://${domain}`);
    expect((await owner.session.request('/api/company')).body.company.verification.state).toBe('pending');
    const member = await signedInUser(server, 'Acme Quant', { email });
    await send(member.session, 'POST', '/api/company-invitations/accept', { token });
    expect((await owner.session.request('/api/company')).body.company.verification).toMatchObject({
      state: 'verified',
      via: 'domain',
    });
  });
});

describe('members', () => {
  async function team() {
    const owner = await signedInUser(server, 'Team Owner');
    const company = await createCompany(db(), { ownerUserId: owner.userId });
    const recruiter = await signedInUser(server, 'Team Recruiter');
    await addCompanyMember(db(), company.id, recruiter.userId, 'recruiter');
    return { owner, recruiter, company };
  }

  it('are listed owner first; the owner removes a recruiter but not themself', async () => {
    const { owner, recruiter } = await team();
    const list = await owner.session.request('/api/company/members');
    expect(list.body.members.map((m: { role: string }) => m.role)).toEqual(['owner', 'recruiter']);
    expect((await send(owner.session, 'DELETE', `/api/company/members/${owner.userId}`)).status).toBe(400);
    expect((await send(owner.session, 'DELETE', `/api/company/members/${recruiter.userId}`)).status).toBe(204);
    expect((await recruiter.session.request('/api/company')).body.company).toBeNull();
    expect((await send(owner.session, 'DELETE', `/api/company/members/${recruiter.userId}`)).status).toBe(404);
  });

  it('hand ownership over: exactly one owner before and after, and the new owner can act', async () => {
    const { owner, recruiter, company } = await team();
    const handed = await send(owner.session, 'POST', '/api/company/owner', { userId: recruiter.userId });
    expect(handed.status).toBe(200);
    expect(handed.body.company.role).toBe('recruiter');
    const roles = await db().select().from(companyMembers).where(eq(companyMembers.companyId, company.id));
    expect(roles.filter((m) => m.role === 'owner').map((m) => m.userId)).toEqual([recruiter.userId]);
    expect(
      (await send(owner.session, 'POST', '/api/company/invitations', { email: `x.${unique()}@example.com` })).status,
    ).toBe(403);
    expect(
      (await send(recruiter.session, 'POST', '/api/company/invitations', { email: `y.${unique()}@example.com` }))
        .status,
    ).toBe(201);
    const stranger = await signedInUser(server, 'Not A Member');
    const refused = await send(recruiter.session, 'POST', '/api/company/owner', { userId: stranger.userId });
    expect(refused.status).toBe(404);
  });

  it('leave: a recruiter leaves cleanly, the owner must hand over first', async () => {
    const { owner, recruiter } = await team();
    const ownerLeaving = await send(owner.session, 'POST', '/api/company/leave');
    expect(ownerLeaving.status).toBe(409);
    expect(ownerLeaving.body.error.message).toBe(COMPANY_MESSAGES.ownerCannotLeave);
    expect((await send(recruiter.session, 'POST', '/api/company/leave')).status).toBe(204);
    expect((await recruiter.session.request('/api/company')).body.company).toBeNull();
    expect((await owner.session.request('/api/company/members')).body.members).toHaveLength(1);
  });
});

/**
 * Issue 43 finding 3: a company could mail invitations without limit (60 in a row; 30 to one address). A company
 * mails at most COMPANY_INVITATIONS_PER_DAY in 24 hours and COMPANY_INVITATIONS_PER_ADDRESS_PER_DAY to one address,
 * against repetition, parallel requests, a new owner after a hand-over, revoking and inviting again, and deleting
 * the company to start another.
 */
describe('invitation limits (issue 43)', () => {
  const PER_DAY = COMPANY_INVITATIONS_PER_DAY;
  const PER_ADDRESS = COMPANY_INVITATIONS_PER_ADDRESS_PER_DAY;

  async function owned() {
    const owner = await signedInUser(server, 'Limited Owner');
    const company = await createCompany(db(), { ownerUserId: owner.userId });
    return { owner, company };
  }

  const inviteAs = (session: BrowserSession, email: string) =>
    send(session, 'POST', '/api/company/invitations', { email });

  async function mailsTo(email: string) {
    const [row] = await db()
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'company-invitation')));
    return row?.n ?? 0;
  }

  const invitationsOf = (companyId: string) =>
    db().select().from(companyInvitations).where(eq(companyInvitations.companyId, companyId));

  /** The refusal: 429 with the message, nothing written, nothing mailed. */
  async function expectRefused(session: BrowserSession, companyId: string, email: string, message: string) {
    const before = await invitationsOf(companyId);
    const mailed = await mailsTo(email);
    const refused = await inviteAs(session, email);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(message);
    expect(await invitationsOf(companyId)).toEqual(before);
    expect(await mailsTo(email)).toBe(mailed);
  }

  it(`mails one address at most ${PER_ADDRESS} times in 24 hours, replacing or revoking in between`, async () => {
    const { owner, company } = await owned();
    const email = `repeat.${unique()}@example.com`;
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      const answer = await inviteAs(owner.session, email);
      expect(answer.status).toBe(201);
      if (i % 2) {
        const revoked = await send(owner.session, 'DELETE', `/api/company/invitations/${answer.body.invitation.id}`);
        expect(revoked.status).toBe(204);
      }
    }
    expect(await mailsTo(email)).toBe(PER_ADDRESS);
    await expectRefused(owner.session, company.id, email, COMPANY_MESSAGES.invitationsPerAddress);
    // Another address is still fine.
    expect((await inviteAs(owner.session, `other.${unique()}@example.com`)).status).toBe(201);
  });

  it(`mails at most ${PER_DAY} invitations a day per company, revoked ones included`, async () => {
    const { owner, company } = await owned();
    for (let i = 0; i < PER_DAY; i += 1) {
      const answer = await inviteAs(owner.session, `bulk${i}.${unique()}@example.com`);
      expect(answer.status).toBe(201);
      expect(
        (await send(owner.session, 'DELETE', `/api/company/invitations/${answer.body.invitation.id}`)).status,
      ).toBe(204);
    }
    await expectRefused(owner.session, company.id, `late.${unique()}@example.com`, COMPANY_MESSAGES.invitationsPerDay);
    // Another company has its own allowance.
    const other = await owned();
    expect((await inviteAs(other.owner.session, `late.${unique()}@example.com`)).status).toBe(201);
  });

  it('holds against parallel requests', async () => {
    const { owner, company } = await owned();
    // One CSRF token for all: fetching several at once would race on the token cookie, not on the invitations.
    const headers = await owner.session.csrfHeader();
    const post = (email: string) =>
      owner.session.request('/api/company/invitations', { method: 'POST', json: { email }, headers });
    const same = `same.${unique()}@example.com`;
    const sameAnswers = await Promise.all(Array.from({ length: PER_ADDRESS + 2 }, () => post(same)));
    expect(sameAnswers.map((a) => a.status).sort()).toEqual([...Array(PER_ADDRESS).fill(201), 429, 429]);
    expect(await mailsTo(same)).toBe(PER_ADDRESS);

    const many = Array.from({ length: PER_DAY - PER_ADDRESS + 3 }, (_, i) => `many${i}.${unique()}@example.com`);
    const answers = await Promise.all(many.map(post));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(PER_DAY - PER_ADDRESS);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
    let mails = 0;
    for (const email of many) mails += await mailsTo(email);
    expect(mails).toBe(PER_DAY - PER_ADDRESS);
    expect(await invitationsOf(company.id)).toHaveLength(PER_DAY - PER_ADDRESS + 1);
  });

  it('holds for the next owner after a hand-over: the allowance is the company’s', async () => {
    const { owner, company } = await owned();
    const second = await signedInUser(server, 'Next Owner');
    await addCompanyMember(db(), company.id, second.userId, 'recruiter');
    const email = `handed.${unique()}@example.com`;
    for (let i = 0; i < PER_ADDRESS; i += 1) expect((await inviteAs(owner.session, email)).status).toBe(201);
    for (let i = PER_ADDRESS; i < PER_DAY - 1; i += 1) {
      expect((await inviteAs(owner.session, `first${i}.${unique()}@example.com`)).status).toBe(201);
    }
    expect((await send(owner.session, 'POST', '/api/company/owner', { userId: second.userId })).status).toBe(200);
    await expectRefused(second.session, company.id, email, COMPANY_MESSAGES.invitationsPerAddress);
    expect((await inviteAs(second.session, `last.${unique()}@example.com`)).status).toBe(201);
    await expectRefused(second.session, company.id, `over.${unique()}@example.com`, COMPANY_MESSAGES.invitationsPerDay);
  });

  it('holds when the owner deletes the company and creates another', async () => {
    const { owner } = await owned();
    const email = `again.${unique()}@example.com`;
    for (let i = 0; i < PER_ADDRESS; i += 1) expect((await inviteAs(owner.session, email)).status).toBe(201);
    expect((await send(owner.session, 'DELETE', '/api/company')).status).toBe(204);
    const next = await createCompany(db(), { ownerUserId: owner.userId });
    await expectRefused(owner.session, next.id, email, COMPANY_MESSAGES.invitationsPerAddress);
  });
});

describe('the welcome mail of an account made to accept an invitation', () => {
  /** Signs `email` up over HTTP and opens its verification link; returns the welcome mail. */
  async function signUpAndConfirm(email: string) {
    const session = new BrowserSession(server);
    const signUp = await session.request('/api/auth/sign-up/email', {
      json: {
        name: 'Iris Invited',
        email,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        callbackURL: '/login',
      },
    });
    expect(signUp.status).toBe(200);
    await session.request(linkIn((await latestMail(server, email, 'verification'))?.text));
    return (await latestMail(server, email, 'welcome'))!;
  }

  it('tells the invited colleague how to join the company, and names it once it is verified', async () => {
    const email = `iris.${unique()}@example.com`;
    const { company } = await invited(email);
    const mail = await signUpAndConfirm(email);
    expect(mail.text).toContain('Welcome to QuantLeap, Iris Invited!');
    expect(mail.text).toContain(`${company.name} invited you to join its team as a recruiter`);
    expect(mail.text).not.toContain('Build your quant profile');
  });

  it("keeps an unverified company's name out, and speaks to both sides when no invitation is open", async () => {
    const waitingEmail = `waiting.${unique()}@example.com`;
    const waiting = await invited(waitingEmail, 'pending');
    const waitingMail = await signUpAndConfirm(waitingEmail);
    expect(waitingMail.text).toContain('A company invited you to join its team as a recruiter');
    expect(waitingMail.text).not.toContain(waiting.company.name);

    const mail = await signUpAndConfirm(`nobody.${unique()}@example.com`);
    expect(mail.text).not.toContain('invited you');
    expect(mail.text).toContain('Build your quant profile');
    expect(mail.text).toContain('Hiring quants? Create your company profile');
  });
});
