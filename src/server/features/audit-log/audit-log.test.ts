import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '../../../shared/audit';
import type { AccountEvent, AuditEntry } from '../../../shared/contracts/audit-log';
import { auditEvents } from '../../db/schema';
import { latestMail, linkIn, sessionFor, signedInUser, TEST_PASSWORD } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { addCompanyMember, createCompany } from '../../test/factories';
import { secretFromUri, totpCode } from '../../test/totp';
import { startTestServer, type TestServer } from '../../test/test-server';

/** Issue 43: every operator action and account security event is recorded, read by operators and by the person. */
const OPERATOR = `audit-operator-${process.pid}@example.com`;
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let server: TestServer;
let operator: BrowserSession;
let operatorId: string;
beforeAll(async () => {
  server = await startTestServer({ config: { adminEmails: [OPERATOR], authRateLimitScale: 100 } });
  const signedIn = await signedInUser(server, 'Audit Operator', { email: OPERATOR });
  operator = signedIn.session;
  operatorId = signedIn.userId;
});
afterAll(() => server.close());
const db = () => server.database.db;

async function call(who: BrowserSession, method: string, path: string, json?: unknown) {
  return who.request(path, { method, json, headers: await who.csrfHeader() });
}
const mine = async (who: BrowserSession) => (await who.request('/api/audit-log/mine')).body.events as AccountEvent[];
const logFor = async (query: string) => (await operator.request(`/api/audit-log?${query}`)).body.events as AuditEntry[];
const signInFrom = (email: string, userAgent: string, password = TEST_PASSWORD) =>
  new BrowserSession(server, { 'User-Agent': userAgent }).request('/api/auth/sign-in/email', {
    json: { email, password },
  });

describe('who may read the audit log', () => {
  it('answers 401 to visitors and 403 to people who are not operators', async () => {
    const someone = (await signedInUser(server, 'Curious Person')).session;
    expect((await new BrowserSession(server).request('/api/audit-log')).status).toBe(401);
    expect((await new BrowserSession(server).request('/api/audit-log/mine')).status).toBe(401);
    expect((await someone.request('/api/audit-log')).status).toBe(403);
    expect((await someone.request('/api/audit-log/mine')).status).toBe(200);
  });

  it('refuses a filter it does not know with a message a person can act on', async () => {
    const bad = await operator.request('/api/audit-log?action=deleted_everything');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Choose an event from the list');
    expect((await operator.request('/api/audit-log?actor=robot')).status).toBe(400);
    expect((await operator.request('/api/audit-log?page=0')).status).toBe(400);
    expect((await operator.request(`/api/audit-log?q=${'x'.repeat(201)}`)).status).toBe(400);
  });
});

describe('account security events', () => {
  it('records a sign-in from each new device once, with the browser and system, not every sign-in', async () => {
    const { session, email, userId } = await signedInUser(server, 'Device Person');
    for (const agent of [FIREFOX, FIREFOX, SAFARI, FIREFOX]) expect((await signInFrom(email, agent)).status).toBe(200);
    const devices = (await mine(session)).filter((e) => e.action === 'sign_in_new_device').map((e) => e.device);
    expect(devices).toEqual(['Safari on iOS', 'Firefox on Windows']);
    const forOperators = await logFor(`action=sign_in_new_device&q=${encodeURIComponent(email)}`);
    expect(forOperators).toHaveLength(2);
    expect(forOperators[0]).toMatchObject({ actorKind: 'account', actor: { id: userId }, subjectPerson: { email } });
    expect(forOperators[0]?.address).toBeTruthy();
  });

  it("stamps a new device's sign-in with its session's creation, which the app's first-sign-in greeting compares", async () => {
    const { session, email } = await signedInUser(server, 'Stamp Person');
    const browser = new BrowserSession(server, { 'User-Agent': SAFARI });
    expect(
      (await browser.request('/api/auth/sign-in/email', { json: { email, password: TEST_PASSWORD } })).status,
    ).toBe(200);
    const opened = (await browser.request('/api/auth/get-session')).body as { session: { createdAt: string } };
    const [signIn] = (await mine(session)).filter(
      (e) => e.action === 'sign_in_new_device' && e.device === 'Safari on iOS',
    );
    expect(signIn?.at).toBe(opened.session.createdAt);
  });

  it('records no sign-in while the second factor is pending, and one once the code is right', async () => {
    const { session, email } = await signedInUser(server, 'Pending Factor');
    const enable = await session.request('/api/auth/two-factor/enable', { json: { password: TEST_PASSWORD } });
    const secret = secretFromUri(enable.body.totpURI as string);
    await session.request('/api/auth/two-factor/verify-totp', { json: { code: totpCode(secret) } });
    const browser = new BrowserSession(server, { 'User-Agent': SAFARI });
    const password = await browser.request('/api/auth/sign-in/email', { json: { email, password: TEST_PASSWORD } });
    expect(password.body.twoFactorRedirect).toBe(true);
    const signIns = async () => (await mine(session)).filter((e) => e.action === 'sign_in_new_device');
    expect(await signIns()).toEqual([]);
    const code = await browser.request('/api/auth/two-factor/verify-totp', {
      json: { code: totpCode(secret, Date.now() + 30_000) },
    });
    expect(code.status).toBe(200);
    expect((await signIns()).map((e) => e.device)).toEqual(['Safari on iOS']);
  });

  it('records a password change, and not a refused one', async () => {
    const { session } = await signedInUser(server, 'Password Changer');
    const refused = await session.request('/api/auth/change-password', {
      json: { currentPassword: 'WrongPassword1!', newPassword: 'Changed2026!' },
    });
    expect(refused.status).toBe(400);
    expect((await mine(session)).map((e) => e.action)).not.toContain('password_changed');
    const changed = await session.request('/api/auth/change-password', {
      json: { currentPassword: TEST_PASSWORD, newPassword: 'Changed2026!' },
    });
    expect(changed.status).toBe(200);
    expect((await mine(session)).map((e) => e.action)).toContain('password_changed');
  });

  it('records a password reset by e-mail link', async () => {
    const { email } = await signedInUser(server, 'Password Resetter');
    const visitor = new BrowserSession(server);
    await visitor.request('/api/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' } });
    const opened = await visitor.request(linkIn((await latestMail(server, email, 'reset-password'))?.text));
    const token = new URL(opened.headers.get('location') ?? '', server.url).searchParams.get('token');
    const done = await visitor.request('/api/auth/reset-password', { json: { token, newPassword: 'Reset2026!x' } });
    expect(done.status).toBe(200);
    const signedIn = new BrowserSession(server);
    await signedIn.request('/api/auth/sign-in/email', { json: { email, password: 'Reset2026!x' } });
    expect((await mine(signedIn)).map((e) => e.action)).toContain('password_reset');
  });

  it('records two-factor turned on (once confirmed) and off', async () => {
    const { session } = await signedInUser(server, 'Second Factor');
    const enable = await session.request('/api/auth/two-factor/enable', { json: { password: TEST_PASSWORD } });
    expect(enable.status).toBe(200);
    expect((await mine(session)).map((e) => e.action)).not.toContain('two_factor_enabled');
    const secret = secretFromUri(enable.body.totpURI as string);
    const confirm = await session.request('/api/auth/two-factor/verify-totp', { json: { code: totpCode(secret) } });
    expect(confirm.status).toBe(200);
    const disable = await session.request('/api/auth/two-factor/disable', { json: { password: TEST_PASSWORD } });
    expect(disable.status).toBe(200);
    const actions = (await mine(session)).map((e) => e.action);
    expect(actions.filter((a) => a.startsWith('two_factor'))).toEqual(['two_factor_disabled', 'two_factor_enabled']);
  });

  it('records an ownership transfer for the old and the new owner', async () => {
    const owner = await signedInUser(server, 'Old Owner');
    const colleague = await signedInUser(server, 'New Owner');
    const company = await createCompany(db(), { ownerUserId: owner.userId });
    await addCompanyMember(db(), company.id, colleague.userId, 'recruiter');
    const handed = await call(owner.session, 'POST', '/api/company/owner', { userId: colleague.userId });
    expect(handed.status).toBe(200);
    for (const who of [owner.session, colleague.session]) {
      expect((await mine(who)).map((e) => e.action)).toContain('ownership_transferred');
    }
    const [entry] = await logFor(`action=ownership_transferred&q=${encodeURIComponent(company.name)}`);
    expect(entry).toMatchObject({
      actor: { id: owner.userId },
      subjectPerson: { id: colleague.userId },
      subjectCompany: { id: company.id, name: company.name },
    });
  });
});

describe('operator actions', () => {
  it('records a suspension and a restore with the operator and the reason; the person reads them without the operator', async () => {
    const person = await signedInUser(server, 'Suspended Person');
    const reason = 'Sent the same scam offer to forty quants.';
    expect(
      (await call(operator, 'POST', `/api/operator-people/people/${person.userId}/suspension`, { reason })).status,
    ).toBe(200);
    expect((await call(operator, 'DELETE', `/api/operator-people/people/${person.userId}/suspension`)).status).toBe(
      200,
    );
    const entries = await logFor(`q=${encodeURIComponent(person.email)}&actor=operator`);
    expect(entries.map((e) => [e.action, e.reason, e.actor?.id])).toEqual([
      ['account_restored', null, operatorId],
      ['account_suspended', reason, operatorId],
    ]);
    // Suspension ended the person's sessions: they read their account's events after signing in again.
    const told = (await mine(await sessionFor(server, person.userId))).filter((e) => e.byOperators);
    expect(told.map((e) => [e.action, e.reason])).toEqual([
      ['account_restored', null],
      ['account_suspended', reason],
    ]);
    expect(JSON.stringify(told)).not.toContain(OPERATOR);
  });

  it('records company suspensions and verification decisions', async () => {
    const company = await createCompany(db(), { verification: 'pending' });
    const refused = await call(operator, 'POST', `/api/company-reviews/${company.id}`, {
      decision: 'reject',
      reason: 'The website belongs to another firm.',
    });
    expect(refused.status).toBe(200);
    expect((await call(operator, 'POST', `/api/company-reviews/${company.id}`, { decision: 'approve' })).status).toBe(
      200,
    );
    const reason = 'Posted fake internships.';
    const suspended = await call(operator, 'POST', `/api/operator-people/companies/${company.id}/suspension`, {
      reason,
    });
    expect(suspended.status).toBe(200);
    const entries = await logFor(`q=${encodeURIComponent(company.name)}`);
    expect(entries.map((e) => [e.action, e.reason, e.subjectCompany?.id])).toEqual([
      ['company_suspended', reason, company.id],
      ['company_verified', null, company.id],
      ['company_rejected', 'The website belongs to another firm.', company.id],
    ]);
  });

  it('records nothing for an action that was refused', async () => {
    const before = (await db().select().from(auditEvents)).length;
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(operator, 'POST', `/api/operator-people/companies/${missing}/suspension`, { reason: 'x' })).status,
    ).toBe(404);
    expect((await call(operator, 'POST', `/api/operator-people/people/nobody/suspension`, { reason: '' })).status).toBe(
      400,
    );
    expect((await db().select().from(auditEvents)).length).toBe(before);
  });

  it('pages the log newest first without losing an event', async () => {
    const person = await signedInUser(server, 'Paged Person');
    for (let i = 0; i < AUDIT_PAGE_SIZE + 2; i++) {
      await call(operator, i % 2 ? 'DELETE' : 'POST', `/api/operator-people/people/${person.userId}/suspension`, {
        reason: `round ${i}`,
      });
    }
    const query = `actor=operator&q=${encodeURIComponent(person.email)}`;
    const first = await operator.request(`/api/audit-log?${query}`);
    const second = await operator.request(`/api/audit-log?${query}&page=2`);
    expect(first.body.events).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.body.hasMore).toBe(true);
    expect(second.body.events).toHaveLength(2);
    expect(second.body.hasMore).toBe(false);
    const ids = [...first.body.events, ...second.body.events].map((e: AuditEntry) => e.id);
    expect(new Set(ids).size).toBe(AUDIT_PAGE_SIZE + 2);
    expect(second.body.events.at(-1).reason).toBe('round 0');
  });
});
