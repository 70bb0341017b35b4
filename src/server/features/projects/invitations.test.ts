import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES, PROJECT_MESSAGES } from '../../../shared/projects';
import { TALENT_MESSAGES } from '../../../shared/talent';
import type { InvitationAnswer, MyProjectInvitations, ProjectInvitations } from '../../../shared/contracts/projects';
import { companyProfiles, mailOutbox, projectInvitations, quantProfiles } from '../../db/schema';
import { latestMail, linkIn, signedInUser } from '../../test/accounts';
import type { BrowserSession } from '../../test/browser-session';
import {
  addCompanyMember,
  createCompany,
  createFirmBlock,
  createProject,
  createProposal,
  createQuantProfile,
  inDays,
} from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Issue 17 "Private projects ('By invitation only') are seen only by the quants the firm invites": a verified firm
 * invites a quant from the talent directory to an open project; the quant is e-mailed and sees the private project;
 * another quant does not. Inviting again sends nothing; the company's daily cap; projects that are not open; the
 * firm's list and withdrawal; the quant's own list. Bad input is refused and writes nothing.
 */
const PER_DAY = 3;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100, projectInvitationsPerDay: PER_DAY } });
});
afterAll(() => server.close());
const db = () => server.database.db;

async function send(session: BrowserSession, method: string, path: string, json?: unknown) {
  return session.request(path, { method, json, headers: await session.csrfHeader() });
}

async function firm() {
  const owner = await signedInUser(server, 'Inviting Owner');
  const company = await createCompany(db(), { ownerUserId: owner.userId, name: `Invite Capital ${owner.userId}` });
  return { ...owner, company };
}

/** A quant listed in the talent directory (visible, filled in). */
async function visibleQuant(name = 'Invited Quant') {
  const account = await signedInUser(server, name);
  const profile = await createQuantProfile(db(), account.userId, {
    fullName: name,
    title: 'Volatility Quant',
    isVisible: true,
  });
  return { ...account, profile };
}

const invite = (session: BrowserSession, projectId: string, profileId: unknown) =>
  send(session, 'POST', `/api/projects/${projectId}/invitations`, { profileId });

async function invitationRows() {
  return db().select().from(projectInvitations).orderBy(asc(projectInvitations.projectId));
}

async function mailCount(to: string) {
  const [row] = await db()
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'project-invitation')));
  return row?.n ?? 0;
}

describe('inviting a quant to a project', () => {
  it('invites, e-mails the quant the title, company, pay and link, and shows them the private project; another quant still gets 404', async () => {
    const f = await firm();
    const project = await createProject(db(), f.company.id, {
      title: 'Private rates desk study',
      visibility: 'private',
      nda: true,
      summary: 'A confidential rates study.',
      budgetType: 'hourly',
      budgetMin: 90,
      budgetMax: 120,
    });
    const q = await visibleQuant();
    const other = await visibleQuant('Uninvited Quant');

    expect((await q.session.request(`/api/leap-market/${project.id}`)).status).toBe(404);

    const answer = await invite(f.session, project.id, q.profile.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const body = answer.body as InvitationAnswer;
    expect(body.alreadyInvited).toBe(false);
    expect(body.invitation).toMatchObject({
      profileId: q.profile.id,
      name: 'Invited Quant',
      headline: 'Volatility Quant',
      proposed: false,
    });
    expect(JSON.stringify(body)).not.toContain(q.email);

    const mail = await latestMail(server, q.email, 'project-invitation');
    expect(mail?.subject).toContain('Private rates desk study');
    expect(mail?.subject).toContain(f.company.name);
    expect(mail?.text).toContain('$90–$120 an hour');
    expect(mail?.text).toContain('by invitation only');
    expect(linkIn(mail?.text)).toBe(`${server.url}/leap-market/projects/${project.id}`);

    const page = await q.session.request(`/api/leap-market/${project.id}`);
    expect(page.status).toBe(200);
    expect(page.body.title).toBe('Private rates desk study');
    expect((await other.session.request(`/api/leap-market/${project.id}`)).status).toBe(404);

    const mine = await q.session.request('/api/my-project-invitations');
    expect(mine.status).toBe(200);
    expect((mine.body as MyProjectInvitations).invitations).toEqual([
      {
        project: {
          id: project.id,
          title: 'Private rates desk study',
          visibility: 'private',
          nda: true,
          budget: { type: 'hourly', min: 90, max: 120 },
        },
        company: { name: f.company.name, slug: f.company.slug },
        invitedAt: body.invitation.invitedAt,
      },
    ]);
    const theirs = await other.session.request('/api/my-project-invitations');
    expect((theirs.body as MyProjectInvitations).invitations).toEqual([]);
  });

  it('answers the existing invitation when inviting again, writing and sending nothing more', async () => {
    const f = await firm();
    const project = await createProject(db(), f.company.id);
    const q = await visibleQuant();
    const first = await invite(f.session, project.id, q.profile.id);
    expect(first.status).toBe(201);
    const again = await invite(f.session, project.id, q.profile.id.toUpperCase());
    expect(again.status).toBe(200);
    expect((again.body as InvitationAnswer).alreadyInvited).toBe(true);
    expect((again.body as InvitationAnswer).invitation.invitedAt).toBe(
      (first.body as InvitationAnswer).invitation.invitedAt,
    );
    expect(await mailCount(q.email)).toBe(1);
    const rows = (await invitationRows()).filter((r) => r.projectId === project.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.invitedByUserId).toBe(f.userId);
  });

  it(`stops a company at ${PER_DAY} new invitations in 24 hours across its projects (429), re-invites still answered`, async () => {
    const f = await firm();
    const projects = [await createProject(db(), f.company.id), await createProject(db(), f.company.id)];
    const quants = [];
    for (let i = 0; i <= PER_DAY; i += 1) quants.push(await visibleQuant(`Capped Quant ${i}`));
    for (let i = 0; i < PER_DAY; i += 1) {
      const answer = await invite(f.session, projects[i % 2]!.id, quants[i]!.profile.id);
      expect(answer.status).toBe(201);
    }
    const before = await invitationRows();
    const refused = await invite(f.session, projects[0]!.id, quants[PER_DAY]!.profile.id);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(INVITATION_MESSAGES.dailyLimit(PER_DAY));
    expect(await invitationRows()).toEqual(before);
    expect(await mailCount(quants[PER_DAY]!.email)).toBe(0);
    // Inviting someone already invited is not a new invitation.
    expect((await invite(f.session, projects[0]!.id, quants[0]!.profile.id)).status).toBe(200);
    // Another company has its own allowance.
    const g = await firm();
    const theirs = await createProject(db(), g.company.id);
    expect((await invite(g.session, theirs.id, quants[PER_DAY]!.profile.id)).status).toBe(201);
  });

  it.each([
    ['a draft', { status: 'draft' as const, publishedAt: null, expiresAt: null }],
    ['a closed project', { status: 'closed' as const, closedAt: new Date() }],
    ['a project in progress', { status: 'in_progress' as const }],
    [
      'an ended listing',
      { publishedAt: new Date(Date.now() - 40 * 86_400_000), expiresAt: new Date(Date.now() - 86_400_000) },
    ],
  ])('refuses %s (409 saying why), writing and sending nothing', async (_label, overrides) => {
    const f = await firm();
    const project = await createProject(db(), f.company.id, overrides);
    const q = await visibleQuant();
    const before = await invitationRows();
    const answer = await invite(f.session, project.id, q.profile.id);
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(INVITATION_MESSAGES.notOpen);
    expect(await invitationRows()).toEqual(before);
    expect(await mailCount(q.email)).toBe(0);
  });

  it('invites to a public project too (a nudge): the quant is e-mailed and lists it', async () => {
    const f = await firm();
    const project = await createProject(db(), f.company.id, { title: 'Public factor model review' });
    const q = await visibleQuant();
    expect((await invite(f.session, project.id, q.profile.id)).status).toBe(201);
    const mail = await latestMail(server, q.email, 'project-invitation');
    expect(mail?.text).toContain('$10,000');
    expect(mail?.text).not.toContain('by invitation only');
    const mine = await q.session.request('/api/my-project-invitations');
    expect((mine.body as MyProjectInvitations).invitations.map((i) => i.project.id)).toEqual([project.id]);
  });

  it('treats a hidden quant, a quant blocking the firm (by company or by its domain) and an unknown profile as not found', async () => {
    const f = await firm();
    const project = await createProject(db(), f.company.id, { visibility: 'private' });
    const hidden = await signedInUser(server, 'Hidden Quant');
    const hiddenProfile = await createQuantProfile(db(), hidden.userId, { isVisible: false });
    const blocking = await visibleQuant('Blocking Quant');
    await createFirmBlock(db(), blocking.userId, { id: f.company.id, domain: f.company.domain! }, 'company');
    const domainBlocking = await visibleQuant('Domain Blocking Quant');
    await createFirmBlock(
      db(),
      domainBlocking.userId,
      { id: f.company.id, domain: f.company.domain! },
      'reference-firm',
    );
    const before = await invitationRows();
    for (const profileId of [
      hiddenProfile.id,
      blocking.profile.id,
      domainBlocking.profile.id,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const answer = await invite(f.session, project.id, profileId);
      expect(answer.status, profileId).toBe(404);
      expect(answer.body.error.message).toBe(TALENT_MESSAGES.notFound);
    }
    expect(await invitationRows()).toEqual(before);
    for (const who of [hidden, blocking, domainBlocking]) expect(await mailCount(who.email)).toBe(0);
  });

  it('refuses a missing or malformed profileId (400 naming it) and a bad project id (404), writing nothing', async () => {
    const f = await firm();
    const project = await createProject(db(), f.company.id);
    const q = await visibleQuant();
    const before = await invitationRows();
    for (const body of [{}, { profileId: 'not-a-uuid' }, { profileId: 42 }, { profileId: null }]) {
      const answer = await send(f.session, 'POST', `/api/projects/${project.id}/invitations`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.fields.profileId).toBe(INVITATION_MESSAGES.profileId);
    }
    const notJson = await f.session.request(`/api/projects/${project.id}/invitations`, {
      method: 'POST',
      headers: { ...(await f.session.csrfHeader()), 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const badProject = await invite(f.session, 'not-a-project', q.profile.id);
    expect(badProject.status).toBe(404);
    expect(badProject.body.error.message).toBe(PROJECT_MESSAGES.notFound);
    expect(await invitationRows()).toEqual(before);
    expect(await mailCount(q.email)).toBe(0);
  });
});

describe("the firm's list and withdrawing", () => {
  it('lists who was invited, newest first, with whether they proposed; never an e-mail', async () => {
    const f = await firm();
    const project = await createProject(db(), f.company.id, { visibility: 'private' });
    const first = await visibleQuant('First Invitee');
    const second = await visibleQuant('Second Invitee');
    await invite(f.session, project.id, first.profile.id);
    await invite(f.session, project.id, second.profile.id);
    await createProposal(db(), project.id, first.userId);
    const list = await f.session.request(`/api/projects/${project.id}/invitations`);
    expect(list.status).toBe(200);
    const { invitations } = list.body as ProjectInvitations;
    expect(invitations.map((i) => [i.name, i.headline, i.profileId, i.proposed])).toEqual([
      ['Second Invitee', 'Volatility Quant', second.profile.id, false],
      ['First Invitee', 'Volatility Quant', first.profile.id, true],
    ]);
    const text = JSON.stringify(list.body);
    for (const secret of [first.email, second.email, first.userId, second.userId]) expect(text).not.toContain(secret);
  });

  it('leaves out a quant who has since hidden their profile or blocked the firm', async () => {
    const f = await firm();
    const project = await createProject(db(), f.company.id, { visibility: 'private' });
    const staying = await visibleQuant('Staying Invitee');
    const hiding = await visibleQuant('Hiding Invitee');
    const blocking = await visibleQuant('Blocking Invitee');
    for (const q of [staying, hiding, blocking]) await invite(f.session, project.id, q.profile.id);
    await db().update(quantProfiles).set({ isVisible: false }).where(eq(quantProfiles.id, hiding.profile.id));
    await createFirmBlock(db(), blocking.userId, { id: f.company.id, domain: f.company.domain! }, 'company');
    const list = await f.session.request(`/api/projects/${project.id}/invitations`);
    expect((list.body as ProjectInvitations).invitations.map((i) => i.name)).toEqual(['Staying Invitee']);
    // Neither can be addressed any more: withdrawing them is a 404, as for any unknown quant.
    for (const q of [hiding, blocking]) {
      const answer = await send(f.session, 'DELETE', `/api/projects/${project.id}/invitations/${q.profile.id}`);
      expect(answer.status).toBe(404);
    }
    // The blocking quant does not see the firm's project anyway.
    expect((await blocking.session.request(`/api/leap-market/${project.id}`)).status).toBe(404);
    const theirs = await blocking.session.request('/api/my-project-invitations');
    expect((theirs.body as MyProjectInvitations).invitations).toEqual([]);
  });

  it('withdraws an invitation: the private project disappears for that quant', async () => {
    const f = await firm();
    const project = await createProject(db(), f.company.id, { visibility: 'private' });
    const q = await visibleQuant();
    await invite(f.session, project.id, q.profile.id);
    expect((await q.session.request(`/api/leap-market/${project.id}`)).status).toBe(200);
    const withdrawn = await send(f.session, 'DELETE', `/api/projects/${project.id}/invitations/${q.profile.id}`);
    expect(withdrawn.status).toBe(204);
    expect((await q.session.request(`/api/leap-market/${project.id}`)).status).toBe(404);
    expect(((await q.session.request('/api/my-project-invitations')).body as MyProjectInvitations).invitations).toEqual(
      [],
    );
    const list = await f.session.request(`/api/projects/${project.id}/invitations`);
    expect((list.body as ProjectInvitations).invitations).toEqual([]);
    const again = await send(f.session, 'DELETE', `/api/projects/${project.id}/invitations/${q.profile.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(INVITATION_MESSAGES.notFound);
    // Invited again later: the invitation is back, but the quant was e-mailed once already.
    const back = await invite(f.session, project.id, q.profile.id);
    expect(back.status).toBe(200);
    expect((back.body as InvitationAnswer).alreadyInvited).toBe(true);
    expect((await q.session.request(`/api/leap-market/${project.id}`)).status).toBe(200);
    expect(await mailCount(q.email)).toBe(1);
  });

  it('keeps the invitation of a quant who already proposed (409): their proposal lives on that page', async () => {
    const f = await firm();
    const project = await createProject(db(), f.company.id, { visibility: 'private' });
    const q = await visibleQuant();
    await invite(f.session, project.id, q.profile.id);
    await createProposal(db(), project.id, q.userId, { startDate: inDays(5) });
    const before = await invitationRows();
    const answer = await send(f.session, 'DELETE', `/api/projects/${project.id}/invitations/${q.profile.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(INVITATION_MESSAGES.alreadyProposed);
    expect(await invitationRows()).toEqual(before);
    expect((await q.session.request(`/api/leap-market/${project.id}`)).status).toBe(200);
  });

  it('answers 404 for a malformed profile id or one not invited to this project, changing nothing', async () => {
    const f = await firm();
    const project = await createProject(db(), f.company.id);
    const second = await createProject(db(), f.company.id);
    const q = await visibleQuant();
    await invite(f.session, second.id, q.profile.id);
    const before = await invitationRows();
    for (const profileId of ['nope', q.profile.id]) {
      const answer = await send(f.session, 'DELETE', `/api/projects/${project.id}/invitations/${profileId}`);
      expect(answer.status, profileId).toBe(404);
      expect(answer.body.error.message).toBe(INVITATION_MESSAGES.notFound);
    }
    expect(await invitationRows()).toEqual(before);
  });
});

describe("the quant's invitations", () => {
  it('lists only projects they can open now, newest invitation first', async () => {
    const f = await firm();
    const q = await visibleQuant();
    const older = await createProject(db(), f.company.id, { title: 'Older invitation' });
    const newer = await createProject(db(), f.company.id, { title: 'Newer invitation', visibility: 'private' });
    const closing = await createProject(db(), f.company.id, { title: 'Closed since' });
    await invite(f.session, older.id, q.profile.id);
    await invite(f.session, closing.id, q.profile.id);
    await invite(f.session, newer.id, q.profile.id);
    expect((await send(f.session, 'POST', `/api/projects/${closing.id}/close`)).status).toBe(200);
    // A company that lost its verification, and a company the quant blocks, are left out too.
    const g = await firm();
    const blocked = await createProject(db(), g.company.id, { title: 'Blocked company' });
    await invite(g.session, blocked.id, q.profile.id);
    await createFirmBlock(db(), q.userId, { id: g.company.id, domain: g.company.domain! }, 'company');
    const h = await firm();
    const unverified = await createProject(db(), h.company.id, { title: 'Unverified since' });
    await invite(h.session, unverified.id, q.profile.id);
    await db().update(companyProfiles).set({ verification: 'pending' }).where(eq(companyProfiles.id, h.company.id));
    const mine = await q.session.request('/api/my-project-invitations');
    expect(mine.status).toBe(200);
    expect((mine.body as MyProjectInvitations).invitations.map((i) => i.project.title)).toEqual([
      'Newer invitation',
      'Older invitation',
    ]);
  });

  it('answers a signed-in user without a quant profile with an empty list, and a visitor with 401', async () => {
    const someone = await signedInUser(server, 'No Profile Yet');
    const mine = await someone.session.request('/api/my-project-invitations');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ invitations: [] });
    const visitor = await server.fetch('/api/my-project-invitations');
    expect(visitor.status).toBe(401);
  });
});

/**
 * Issue 43 finding 1: withdrawing and inviting again, sixty times, mailed the same quant sixty times, past the
 * company's daily cap. One invitation e-mail per quant and project, whatever the cycles; the cap counts every
 * invitation mailed, withdrawn or not; both hold against parallel requests and a second member of the company.
 */
describe('withdrawing and inviting again (issue 43)', () => {
  const withdraw = (session: BrowserSession, projectId: string, profileId: string) =>
    send(session, 'DELETE', `/api/projects/${projectId}/invitations/${profileId}`);

  it('e-mails the quant once however many withdraw-and-invite cycles, and takes one invitation off the allowance', async () => {
    const f = await firm();
    const project = await createProject(db(), f.company.id, { visibility: 'private' });
    const q = await visibleQuant();
    expect((await invite(f.session, project.id, q.profile.id)).status).toBe(201);
    for (let i = 0; i < 3 * PER_DAY; i += 1) {
      expect((await withdraw(f.session, project.id, q.profile.id)).status).toBe(204);
      const again = await invite(f.session, project.id, q.profile.id);
      expect(again.status).toBe(200);
      expect((again.body as InvitationAnswer).alreadyInvited).toBe(true);
    }
    expect(await mailCount(q.email)).toBe(1);
    // Invited again, so the private project shows to them.
    expect((await q.session.request(`/api/leap-market/${project.id}`)).status).toBe(200);
    // The cycles cost one invitation of the allowance: PER_DAY - 1 others can still be invited.
    for (let i = 1; i < PER_DAY; i += 1) {
      expect((await invite(f.session, project.id, (await visibleQuant(`Other ${i}`)).profile.id)).status).toBe(201);
    }
    expect((await invite(f.session, project.id, (await visibleQuant('One Too Many')).profile.id)).status).toBe(429);
  });

  it('counts withdrawn invitations in the daily cap: withdrawing does not give the quota back', async () => {
    const f = await firm();
    const project = await createProject(db(), f.company.id);
    const quants = [];
    for (let i = 0; i <= PER_DAY; i += 1) quants.push(await visibleQuant(`Withdrawn Quant ${i}`));
    for (const q of quants.slice(0, PER_DAY)) {
      expect((await invite(f.session, project.id, q.profile.id)).status).toBe(201);
      expect((await withdraw(f.session, project.id, q.profile.id)).status).toBe(204);
    }
    const before = await invitationRows();
    const refused = await invite(f.session, project.id, quants[PER_DAY]!.profile.id);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(INVITATION_MESSAGES.dailyLimit(PER_DAY));
    expect(await invitationRows()).toEqual(before);
    expect(await mailCount(quants[PER_DAY]!.email)).toBe(0);
    // Those already mailed can be invited back (nothing is sent, so nothing is counted).
    expect((await invite(f.session, project.id, quants[0]!.profile.id)).status).toBe(200);
    expect(await mailCount(quants[0]!.email)).toBe(1);
  });

  it('holds against parallel requests: several invitations at once never pass the cap nor mail a quant twice', async () => {
    const f = await firm();
    const project = await createProject(db(), f.company.id);
    const quants = [];
    for (let i = 0; i < PER_DAY + 2; i += 1) quants.push(await visibleQuant(`Parallel Quant ${i}`));
    // One CSRF token for all: fetching several at once would race on the token cookie, not on the invitations.
    const headers = await f.session.csrfHeader();
    const post = (session: BrowserSession, projectId: string, profileId: string) =>
      session.request(`/api/projects/${projectId}/invitations`, { method: 'POST', json: { profileId }, headers });
    const answers = await Promise.all(quants.map((q) => post(f.session, project.id, q.profile.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(PER_DAY).fill(201), 429, 429]);
    let mails = 0;
    for (const q of quants) mails += await mailCount(q.email);
    expect(mails).toBe(PER_DAY);

    // Withdrawals and invitations of one quant racing each other: still one e-mail.
    const g = await firm();
    const theirs = await createProject(db(), g.company.id);
    const q = await visibleQuant('Raced Quant');
    expect((await invite(g.session, theirs.id, q.profile.id)).status).toBe(201);
    const theirHeaders = await g.session.csrfHeader();
    const raced = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        g.session.request(
          i % 2 ? `/api/projects/${theirs.id}/invitations` : `/api/projects/${theirs.id}/invitations/${q.profile.id}`,
          i % 2
            ? { method: 'POST', json: { profileId: q.profile.id }, headers: theirHeaders }
            : { method: 'DELETE', headers: theirHeaders },
        ),
      ),
    );
    for (const answer of raced) expect([200, 204, 404]).toContain(answer.status);
    expect(await mailCount(q.email)).toBe(1);
  });

  it('holds across members: a second member re-inviting sends nothing, and shares the company allowance', async () => {
    const f = await firm();
    const recruiter = await signedInUser(server, 'Second Member');
    await addCompanyMember(db(), f.company.id, recruiter.userId, 'recruiter');
    const project = await createProject(db(), f.company.id, { visibility: 'private' });
    const q = await visibleQuant();
    expect((await invite(f.session, project.id, q.profile.id)).status).toBe(201);
    expect((await withdraw(f.session, project.id, q.profile.id)).status).toBe(204);
    const again = await invite(recruiter.session, project.id, q.profile.id);
    expect(again.status).toBe(200);
    expect((again.body as InvitationAnswer).alreadyInvited).toBe(true);
    expect(await mailCount(q.email)).toBe(1);

    for (let i = 1; i < PER_DAY; i += 1) {
      const other = await visibleQuant(`Member Quant ${i}`);
      expect((await invite(f.session, project.id, other.profile.id)).status).toBe(201);
      expect((await withdraw(f.session, project.id, other.profile.id)).status).toBe(204);
    }
    const late = await visibleQuant('Late Quant');
    const refused = await invite(recruiter.session, project.id, late.profile.id);
    expect(refused.status).toBe(429);
    expect(await mailCount(late.email)).toBe(0);
  });
});
