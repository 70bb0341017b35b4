import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../../shared/company';
import {
  accountSuspendedMessage,
  companySuspendedMessage,
  SUSPENSION_MESSAGES,
  SUSPENSION_REASON_MAX,
} from '../../../shared/operator-people';
import { companyProfiles, session, user } from '../../db/schema';
import { latestMail, signedInUser, TEST_PASSWORD } from '../../test/accounts';
import { BrowserSession } from '../../test/browser-session';
import { createCompany, createPosition } from '../../test/factories';
import { SIGN_IN_FIRST } from '../../platform/session';
import { startTestServer, type TestServer } from '../../test/test-server';

const OPERATOR = 'operator-people@example.com';
let server: TestServer;
let operator: BrowserSession;
let operatorId: string;
beforeAll(async () => {
  server = await startTestServer({ config: { adminEmails: [OPERATOR], authRateLimitScale: 100 } });
  const signedIn = await signedInUser(server, 'People Operator', { email: OPERATOR });
  operator = signedIn.session;
  operatorId = signedIn.userId;
});
afterAll(() => server.close());
const db = () => server.database.db;

async function call(who: BrowserSession, method: string, path: string, json?: unknown) {
  return who.request(path, { method, json, headers: await who.csrfHeader() });
}

const unique = () => randomBytes(4).toString('hex');

async function userRow(id: string) {
  const [row] = await db().select().from(user).where(eq(user.id, id));
  return row!;
}
async function companyRow(id: string) {
  const [row] = await db().select().from(companyProfiles).where(eq(companyProfiles.id, id));
  return row!;
}
const signIn = (email: string) =>
  new BrowserSession(server).request('/api/auth/sign-in/email', { json: { email, password: TEST_PASSWORD } });

describe('operator people endpoints: access', () => {
  it('answer 401 to visitors and 403 to non-operators, and change nothing', async () => {
    const target = await signedInUser(server, 'Access Target');
    const company = await createCompany(db(), { ownerUserId: target.userId });
    const someone = (await signedInUser(server, 'Not An Operator')).session;
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/api/operator-people/search?q=a'],
      ['GET', `/api/operator-people/people/${target.userId}`],
      ['POST', `/api/operator-people/people/${target.userId}/suspension`, { reason: 'Spam' }],
      ['DELETE', `/api/operator-people/people/${target.userId}/suspension`],
      ['GET', `/api/operator-people/companies/${company.id}`],
      ['POST', `/api/operator-people/companies/${company.id}/suspension`, { reason: 'Spam' }],
      ['DELETE', `/api/operator-people/companies/${company.id}/suspension`],
    ];
    for (const [method, path, json] of endpoints) {
      const anonymous = await call(new BrowserSession(server), method, path, json);
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
      const refused = await call(someone, method, path, json);
      expect(refused.status, `${method} ${path} non-operator`).toBe(403);
      expect(refused.body.error.message).toBe(COMPANY_MESSAGES.operatorOnly);
    }
    expect((await userRow(target.userId)).suspendedAt).toBeNull();
    expect((await companyRow(company.id)).suspendedAt).toBeNull();
  });
});

describe('search', () => {
  it('finds people by e-mail or name and companies by name, a page at a time', async () => {
    const tag = unique();
    const person = await signedInUser(server, `Grace ${tag}`, { email: `grace-${tag}@example.com` });
    const company = await createCompany(db(), { name: `Search ${tag} Capital` });
    const byEmail = await operator.request(`/api/operator-people/search?q=${encodeURIComponent(`grace-${tag}@`)}`);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.people).toEqual([
      { id: person.userId, name: `Grace ${tag}`, email: `grace-${tag}@example.com`, suspended: false },
    ]);
    const byName = await operator.request(`/api/operator-people/search?q=${tag}`);
    expect(byName.body.people.map((p: { id: string }) => p.id)).toEqual([person.userId]);
    expect(byName.body.companies).toEqual([
      { id: company.id, name: `Search ${tag} Capital`, slug: company.slug, verification: 'verified', suspended: false },
    ]);
    expect(byName.body.hasMore).toBe(false);
    for (let i = 0; i < 21; i++) await signedInUser(server, `Paged ${tag} ${String(i).padStart(2, '0')}`);
    const first = await operator.request(`/api/operator-people/search?q=Paged ${tag}`);
    const second = await operator.request(`/api/operator-people/search?q=Paged ${tag}&page=2`);
    expect(first.body.people).toHaveLength(20);
    expect(first.body.hasMore).toBe(true);
    expect(second.body.people.map((p: { name: string }) => p.name)).toEqual([`Paged ${tag} 20`]);
    expect(second.body.hasMore).toBe(false);
  });

  it('answers 400 to an empty search or a bad page', async () => {
    expect((await operator.request('/api/operator-people/search?q=')).status).toBe(400);
    expect((await operator.request('/api/operator-people/search')).status).toBe(400);
    expect((await operator.request('/api/operator-people/search?q=a&page=0')).status).toBe(400);
  });
});

describe('suspending a person', () => {
  it('refuses a missing, blank or too long reason, an unknown person and the operator themselves; nothing changes', async () => {
    const target = await signedInUser(server, 'Bad Input Target');
    const path = `/api/operator-people/people/${target.userId}/suspension`;
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(SUSPENSION_REASON_MAX + 1) }]) {
      const answer = await call(operator, 'POST', path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.fields.reason).toBeTruthy();
    }
    expect((await userRow(target.userId)).suspendedAt).toBeNull();
    expect((await target.session.request('/api/profile')).status).toBe(200);
    const unknown = await call(operator, 'POST', '/api/operator-people/people/nobody-here/suspension', {
      reason: 'Spam',
    });
    expect(unknown.status).toBe(404);
    const self = await call(operator, 'POST', `/api/operator-people/people/${operatorId}/suspension`, {
      reason: 'Testing',
    });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe(SUSPENSION_MESSAGES.notYourself);
    expect((await userRow(operatorId)).suspendedAt).toBeNull();
  });

  it('signs them out at once, refuses their sign-in with the reason, mails it; restoring lets them in again', async () => {
    const target = await signedInUser(server, 'Suspended Person');
    expect((await target.session.request('/api/profile')).status).toBe(200);
    const reason = 'Repeated spam messages to quants';
    const suspended = await call(operator, 'POST', `/api/operator-people/people/${target.userId}/suspension`, {
      reason: `  ${reason} `,
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.suspension.reason).toBe(reason);
    expect(suspended.body.activity.activeSessions).toBe(0);
    const next = await target.session.request('/api/profile');
    expect(next.status).toBe(401);
    expect(next.body.error.message).toBe(SIGN_IN_FIRST);
    expect(await db().select().from(session).where(eq(session.userId, target.userId))).toEqual([]);
    const refused = await signIn(target.email);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(accountSuspendedMessage(reason));
    expect(await db().select().from(session).where(eq(session.userId, target.userId))).toEqual([]);
    const mail = await latestMail(server, target.email, 'account-suspended');
    expect(mail?.text).toContain(reason);

    const restored = await call(operator, 'DELETE', `/api/operator-people/people/${target.userId}/suspension`);
    expect(restored.status).toBe(200);
    expect(restored.body.suspension).toBeNull();
    expect((await signIn(target.email)).status).toBe(200);
  });

  it('shows a person with their company, role and activity', async () => {
    const owner = await signedInUser(server, 'Detail Owner');
    const company = await createCompany(db(), { ownerUserId: owner.userId });
    const detail = await operator.request(`/api/operator-people/people/${owner.userId}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: owner.userId,
      email: owner.email,
      isOperator: false,
      company: { id: company.id, role: 'owner', verification: 'verified' },
      suspension: null,
      activity: { activeSessions: 1, applications: 0, messagesSent: 0 },
    });
    expect(detail.body.activity.lastSeenAt).not.toBeNull();
    expect((await operator.request('/api/operator-people/people/nobody-here')).status).toBe(404);
  });
});

describe('suspending a company', () => {
  it('refuses a bad reason and an unknown company; nothing changes', async () => {
    const company = await createCompany(db());
    const path = `/api/operator-people/companies/${company.id}/suspension`;
    for (const body of [{}, { reason: '' }, { reason: 'x'.repeat(SUSPENSION_REASON_MAX + 1) }]) {
      expect((await call(operator, 'POST', path, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await companyRow(company.id)).suspendedAt).toBeNull();
    const unknown = await call(
      operator,
      'POST',
      '/api/operator-people/companies/00000000-0000-4000-8000-000000000000/suspension',
      { reason: 'Spam' },
    );
    expect(unknown.status).toBe(404);
    expect((await operator.request('/api/operator-people/companies/not-a-uuid')).status).toBe(404);
  });

  it('hides its page and positions, refuses its members with the reason, mails them; restoring brings all back', async () => {
    const tag = unique();
    const owner = await signedInUser(server, 'Suspended Owner');
    const company = await createCompany(db(), { ownerUserId: owner.userId, name: `Hidden ${tag} Partners` });
    const position = await createPosition(db(), company.id, { title: `Hidden ${tag} Intern` });
    const quant = (await signedInUser(server, 'Looking Quant')).session;
    const visitor = new BrowserSession(server);
    const listed = async (who: BrowserSession) =>
      (await who.request(`/api/internships?q=Hidden ${tag}`)).body.internships.map((i: { id: string }) => i.id);
    expect(await listed(visitor)).toEqual([position.id]);
    expect((await visitor.request(`/api/companies/${company.slug}`)).status).toBe(200);

    const reason = 'Posting positions that do not exist';
    const suspended = await call(operator, 'POST', `/api/operator-people/companies/${company.id}/suspension`, {
      reason,
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.suspension.reason).toBe(reason);
    expect(suspended.body.members.map((m: { id: string }) => m.id)).toEqual([owner.userId]);
    expect(suspended.body.positions).toBe(1);

    for (const who of [visitor, quant]) {
      expect(await listed(who)).toEqual([]);
      expect((await who.request(`/api/companies/${company.slug}`)).status).toBe(404);
    }
    for (const path of ['/api/company', '/api/internship-board/positions', '/api/company/members']) {
      const refused = await owner.session.request(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.error.message).toBe(companySuspendedMessage(reason));
    }
    expect((await latestMail(server, owner.email, 'company-suspended'))?.text).toContain(reason);
    // The account itself is not suspended: the member is still signed in.
    expect((await owner.session.request('/api/profile')).status).toBe(200);

    const search = await operator.request(`/api/operator-people/search?q=Hidden ${tag}`);
    expect(search.body.companies[0].suspended).toBe(true);

    const restored = await call(operator, 'DELETE', `/api/operator-people/companies/${company.id}/suspension`);
    expect(restored.status).toBe(200);
    expect(restored.body.suspension).toBeNull();
    expect(await listed(visitor)).toEqual([position.id]);
    expect((await visitor.request(`/api/companies/${company.slug}`)).status).toBe(200);
    expect((await owner.session.request('/api/company')).status).toBe(200);
  });
});
